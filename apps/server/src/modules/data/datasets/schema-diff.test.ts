import { describe, expect, it } from 'vitest'
import { carriedStructure, schemaDiffOf } from './schema-diff'

const column = (name: string, type: 'STRING' | 'INTEGER' | 'DECIMAL' | 'DATE' | 'DATETIME' | 'BOOLEAN') => ({
  name,
  type,
  description: null,
  is_sensitive: false,
})

describe('schema differences between versions', () => {
  it('names added, removed and retyped columns, and tells a reorder apart', () => {
    const before = [column('id', 'INTEGER'), column('name', 'STRING'), column('score', 'INTEGER')]
    const after = [
      column('name', 'STRING'),
      column('id', 'INTEGER'),
      column('score', 'DECIMAL'),
      column('city', 'STRING'),
    ]
    expect(schemaDiffOf(before, after)).toEqual({
      added: [{ name: 'city', type: 'STRING' }],
      removed: [],
      retyped: [{ name: 'score', from: 'INTEGER', to: 'DECIMAL' }],
      is_reordered: true,
      is_columns_changed: true,
    })
    expect(schemaDiffOf(before, before)).toMatchObject({ is_columns_changed: false, is_reordered: false })
  })

  it('keeps what the provider chose for a column while the new values still fit it', () => {
    const previous = [
      { ...column('nik', 'STRING'), description: 'Identity number', is_sensitive: true },
      column('amount', 'DECIMAL'),
      column('day', 'DATETIME'),
      column('count', 'INTEGER'),
    ]
    const inferred = [
      column('nik', 'INTEGER'),
      column('amount', 'INTEGER'),
      column('day', 'DATE'),
      column('count', 'STRING'),
    ]
    expect(carriedStructure(previous, inferred)).toEqual([
      { name: 'nik', type: 'STRING', description: 'Identity number', is_sensitive: true },
      column('amount', 'DECIMAL'),
      column('day', 'DATETIME'),
      column('count', 'STRING'),
    ])
  })
})
