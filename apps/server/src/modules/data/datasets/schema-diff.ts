import type { ColumnType, DataStructureColumn, SchemaDiff } from '@lumbung/contract'

type Column = Pick<DataStructureColumn, 'name' | 'type'>

/**
 * How a version's columns differ from the version before it: columns added, removed or given another
 * type, and whether the same columns merely moved. Any of the first three changes what a subscriber's
 * pipeline reads, so they are mailed about it.
 */
export function schemaDiffOf(previous: readonly Column[], next: readonly Column[]): SchemaDiff {
  const before = new Map(previous.map((column) => [column.name, column]))
  const after = new Map(next.map((column) => [column.name, column]))
  const added = next.filter((column) => !before.has(column.name)).map(factsOf)
  const removed = previous.filter((column) => !after.has(column.name)).map(factsOf)
  const retyped = next.flatMap((column) => {
    const old = before.get(column.name)
    return old && old.type !== column.type ? [{ name: column.name, from: old.type, to: column.type }] : []
  })
  const kept = (columns: readonly Column[], other: Map<string, Column>) =>
    columns.filter((column) => other.has(column.name)).map((column) => column.name)
  const isReordered = kept(previous, after).join('\u0000') !== kept(next, before).join('\u0000')
  return {
    added,
    removed,
    retyped,
    is_reordered: isReordered,
    is_columns_changed: added.length > 0 || removed.length > 0 || retyped.length > 0,
  }
}

function factsOf(column: Column) {
  return { name: column.name, type: column.type }
}

/** Whether every value of the inferred type also fits the type the provider chose before. */
function isWithin(inferred: ColumnType, chosen: ColumnType): boolean {
  if (inferred === chosen || chosen === 'STRING') return true
  return (chosen === 'DECIMAL' && inferred === 'INTEGER') || (chosen === 'DATETIME' && inferred === 'DATE')
}

/**
 * A new file's structure, carried over from the version before: a column of the same name keeps its
 * description, its sensitive flag and the type the provider chose, unless the new values no longer fit
 * that type. So only real changes show up as changes.
 */
export function carriedStructure(
  previous: readonly DataStructureColumn[],
  inferred: readonly DataStructureColumn[],
): DataStructureColumn[] {
  const before = new Map(previous.map((column) => [column.name, column]))
  return inferred.map((column) => {
    const old = before.get(column.name)
    if (!old) return { ...column }
    return {
      name: column.name,
      type: isWithin(column.type, old.type) ? old.type : column.type,
      description: old.description ?? null,
      is_sensitive: old.is_sensitive,
    }
  })
}
