import { describe, expect, it } from 'vitest'
import { parquetSchema, sparkSchemaString } from './parquet-schema'

describe('the schema of a version kept as Parquet', () => {
  const columns = [
    { name: 'region', type: 'STRING' },
    { name: 'population', type: 'INTEGER' },
    { name: 'price', type: 'DECIMAL' },
    { name: 'active', type: 'BOOLEAN' },
    { name: 'day', type: 'DATE' },
    { name: 'seen_at', type: 'DATETIME' },
  ]

  it('answers the Spark JSON schema Delta Sharing clients read, every column nullable', () => {
    expect(JSON.parse(sparkSchemaString(columns))).toEqual({
      type: 'struct',
      fields: [
        { name: 'region', type: 'string', nullable: true, metadata: {} },
        { name: 'population', type: 'long', nullable: true, metadata: {} },
        { name: 'price', type: 'decimal(38,18)', nullable: true, metadata: {} },
        { name: 'active', type: 'boolean', nullable: true, metadata: {} },
        { name: 'day', type: 'date', nullable: true, metadata: {} },
        { name: 'seen_at', type: 'timestamp', nullable: true, metadata: {} },
      ],
    })
  })

  it('types a column of an unknown type as text in both schemas', () => {
    const odd = [{ name: 'x', type: 'GEOMETRY' }]
    expect(JSON.parse(sparkSchemaString(odd)).fields[0].type).toBe('string')
    expect(parquetSchema(odd)[1]).toMatchObject({ name: 'x', type: 'BYTE_ARRAY', converted_type: 'UTF8' })
  })

  it('gives the Parquet file a root and one optional leaf per column', () => {
    const schema = parquetSchema(columns)
    expect(schema[0]).toEqual({ name: 'root', num_children: 6 })
    expect(schema.slice(1).map((element) => [element.name, element.type, element.repetition_type])).toEqual([
      ['region', 'BYTE_ARRAY', 'OPTIONAL'],
      ['population', 'INT64', 'OPTIONAL'],
      ['price', 'FIXED_LEN_BYTE_ARRAY', 'OPTIONAL'],
      ['active', 'BOOLEAN', 'OPTIONAL'],
      ['day', 'INT32', 'OPTIONAL'],
      ['seen_at', 'INT64', 'OPTIONAL'],
    ])
  })
})
