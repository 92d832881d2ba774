import { productErrorMessages, productSampleMessages, type ProductSampleStatus } from '@lumbung/contract'
import type { Database } from '../../../db/database'
import type { ProductFields } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { AppError, notFound } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { CurrentDatasetFile, DatasetSources } from '../datasets'
import { isSensitiveColumn, maskValue, parseSample, readHead } from '../marketplace'
import { diffProduct } from './product-changes'
import { checkMayChangeLive } from './product-checks'
import {
  basisFor,
  basisOf,
  changesOfSampleColumns,
  changesSinceBasis,
  isChanged,
  noChanges,
  sampleCsvOf,
  sampleRefOf,
  type SampleChanges,
} from './product-sample-basis'
import type { ProductsRepository } from './products.repository'

export interface ProductSamplesDependencies {
  db: Database
  products: Pick<ProductsRepository, 'findById' | 'lockById' | 'update'>
  datasetSources: Pick<DatasetSources, 'currentFile'>
  files: Pick<FileStorage, 'open' | 'remove'>
  audit: Audit
}

const productNotFound = () => notFound(productErrorMessages.notFound)
const conflict = (code: string, message: string) => new AppError(code, 409, message)

/**
 * A file product's sample against its dataset's current version (docs/decisions/0081-stale-product-sample.md).
 * Staleness is worked out when asked, from what the sample was made from, so publishing a version
 * needs no pass over the products built on it and can never leave one unmarked.
 */
export function createProductSamplesService({
  db,
  products,
  datasetSources,
  files,
  audit,
}: ProductSamplesDependencies) {
  async function currentFileOf(actor: Actor, product: ProductFields) {
    if (product.dataType !== 'FILE' || !product.datasetId) return undefined
    return datasetSources.currentFile(actor.tenantId, product.datasetId)
  }

  /** The columns a sample shows, read from its text or the head of its file; null when unreadable. */
  async function columnsOfSample(product: ProductFields): Promise<string[] | null> {
    if (product.sampleData && product.sampleData.trim() !== '') {
      return parseSample(product.sampleData)?.columns ?? null
    }
    if (!product.sampleFile) return null
    const opened = await files.open(product.sampleFile.key)
    if (!opened) return null
    const head = await readHead(opened.stream)
    return parseSample(head.text, head.isComplete)?.columns ?? null
  }

  async function changesOf(product: ProductFields, current: CurrentDatasetFile): Promise<SampleChanges> {
    if (!sampleRefOf(product)) return noChanges
    const basis = basisOf(product)
    if (basis) {
      return basis.versionId !== null && basis.versionId === current.versionId
        ? noChanges
        : changesSinceBasis(basis.columns, current.columns)
    }
    const shown = await columnsOfSample(product)
    // A sample that reads as no table cannot be compared; it is left to the provider.
    return shown ? changesOfSampleColumns(shown, current.columns) : noChanges
  }

  async function statusOf(
    product: ProductFields,
    current: CurrentDatasetFile | undefined,
  ): Promise<ProductSampleStatus> {
    const changes = current ? await changesOf(product, current) : noChanges
    const source = sampleRefOf(product)?.startsWith('data:')
      ? 'SAMPLE_DATA'
      : product.sampleFile
        ? 'SAMPLE_FILE'
        : null
    return {
      product_id: product.id,
      source,
      can_generate: current !== undefined && current.columns.length > 0,
      is_stale: isChanged(changes),
      current_version_no: current?.versionNo ?? null,
      sample_version_no: basisOf(product)?.versionNo ?? null,
      ...changes,
    }
  }

  return {
    async status(actor: Actor, id: string): Promise<ProductSampleStatus> {
      const record = await products.findById(actor.tenantId, id)
      if (!record) throw productNotFound()
      return statusOf(record.product, await currentFileOf(actor, record.product))
    },

    /**
     * Makes the sample again from the first rows of the current version, as typed sample data, and
     * drops an uploaded sample file, which would otherwise still be offered for download beside it.
     * Sensitive columns are masked in the text itself: a sample is shown to every buyer, and the
     * provider never typed these values.
     */
    async refresh(actor: Actor, id: string): Promise<ProductSampleStatus> {
      const { removedKey, product, current } = await db.transaction(async (tx) => {
        const before = await products.lockById(actor.tenantId, id, tx)
        if (!before) throw productNotFound()
        if (before.status !== 'DRAFT') checkMayChangeLive(actor)
        if (before.dataType !== 'FILE' || !before.datasetId) {
          throw conflict('PRODUCT_SAMPLE_NOT_FILE', productSampleMessages.notFileProduct)
        }
        const file = await datasetSources.currentFile(actor.tenantId, before.datasetId, tx)
        if (!file || file.columns.length === 0) {
          throw conflict('PRODUCT_SAMPLE_NO_FILE', productSampleMessages.noDatasetFile)
        }
        const sampleData = sampleCsvOf(file.columns, file.preview, (column, value) =>
          column.is_sensitive || isSensitiveColumn(column.name, new Set()) ? maskValue(value) : value,
        )
        if (sampleData === null) throw conflict('PRODUCT_SAMPLE_TOO_WIDE', productSampleMessages.tooWide)
        const change = { sampleData, sampleFile: null }
        const sampleBasis = basisFor(file, sampleRefOf(change)!)
        await products.update(
          actor.tenantId,
          before.id,
          { ...change, sampleBasis, modifiedBy: actor.userId },
          tx,
        )
        if (before.status !== 'DRAFT') {
          const changes = diffProduct(before, change)
          if (changes.length > 0) {
            await audit.record(tx, {
              tenantId: actor.tenantId,
              actorUserId: actor.userId,
              targetType: 'product',
              targetId: before.id,
              action: 'product.updated',
              detail: { status: before.status, changes },
            })
          }
        }
        return {
          removedKey: before.sampleFile?.key,
          product: { ...before, ...change, sampleBasis },
          current: file,
        }
      })
      if (removedKey) await files.remove(removedKey)
      return statusOf(product, current)
    },
  }
}

export type ProductSamplesService = ReturnType<typeof createProductSamplesService>
