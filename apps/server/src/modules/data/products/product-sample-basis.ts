import { createHash } from 'node:crypto'
import {
  columnTypes,
  csvLine,
  enumValueOrNull,
  productFieldLimits,
  type ProductSampleStatus,
} from '@lumbung/contract'
import type { ProductFields, ProductSampleBasis } from '../../../db/schema'

type Column = { name: string; type: string }
export type SampleChanges = Pick<ProductSampleStatus, 'added' | 'removed' | 'retyped'>

export const noChanges: SampleChanges = { added: [], removed: [], retyped: [] }

/**
 * Which sample a product shows, as the marketplace picks it: the typed one first, else the uploaded
 * file. A basis recorded for another sample says nothing about this one.
 */
export function sampleRefOf(product: Pick<ProductFields, 'sampleData' | 'sampleFile'>): string | null {
  if (product.sampleData && product.sampleData.trim() !== '') {
    return `data:${createHash('sha256').update(product.sampleData).digest('hex')}`
  }
  return product.sampleFile ? `file:${product.sampleFile.key}` : null
}

/** The basis that still describes the product's sample, or null (made by hand, or before bases were kept). */
export function basisOf(product: Pick<ProductFields, 'sampleData' | 'sampleFile' | 'sampleBasis'>) {
  const ref = sampleRefOf(product)
  return ref && product.sampleBasis?.sampleRef === ref ? product.sampleBasis : null
}

export const isChanged = (changes: SampleChanges) =>
  changes.added.length > 0 || changes.removed.length > 0 || changes.retyped.length > 0

/** Columns added, removed or given another type between the version a sample was made from and now. */
export function changesSinceBasis(basis: readonly Column[], current: readonly Column[]): SampleChanges {
  const before = new Map(basis.map((column) => [column.name, column.type]))
  const after = new Set(current.map((column) => column.name))
  const retyped = current.flatMap((column) => {
    const from = enumValueOrNull(columnTypes, before.get(column.name))
    const to = enumValueOrNull(columnTypes, column.type)
    return from && to && from !== to ? [{ name: column.name, from, to }] : []
  })
  return {
    added: current.filter((column) => !before.has(column.name)).map((column) => column.name),
    removed: basis.filter((column) => !after.has(column.name)).map((column) => column.name),
    retyped,
  }
}

/**
 * A sample with no basis is judged by its own header: it is stale when the current version has a
 * column it lacks or it shows a column the version no longer has. Types cannot be told from a sample.
 */
export function changesOfSampleColumns(sample: readonly string[], current: readonly Column[]): SampleChanges {
  const shown = new Set(sample)
  const names = new Set(current.map((column) => column.name))
  return {
    added: current.filter((column) => !shown.has(column.name)).map((column) => column.name),
    removed: sample.filter((name) => !names.has(name)),
    retyped: [],
  }
}

/**
 * The first rows of a version as a CSV sample within the form's limit on typed samples: rows are
 * left out from the end until it fits; null when not even the header fits. `cellOf` masks what must
 * not be shown.
 */
export function sampleCsvOf<C extends Column>(
  columns: readonly C[],
  rows: readonly string[][],
  cellOf: (column: C, value: string) => string,
): string | null {
  const header = csvLine(columns.map((column) => column.name))
  const lines = rows.map((row) => csvLine(columns.map((column, index) => cellOf(column, row[index] ?? ''))))
  let text = header + lines.join('')
  while (text.length > productFieldLimits.sampleDataMax && lines.length > 0) {
    lines.pop()
    text = header + lines.join('')
  }
  return text.length > productFieldLimits.sampleDataMax ? null : text
}

export function basisFor(
  version: { versionId: string | null; versionNo: number; columns: readonly Column[] },
  sampleRef: string,
): ProductSampleBasis {
  return {
    versionId: version.versionId,
    versionNo: version.versionNo,
    columns: version.columns.map((column) => ({ name: column.name, type: column.type })),
    sampleRef,
  }
}
