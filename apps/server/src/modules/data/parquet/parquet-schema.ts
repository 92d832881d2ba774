import type { ColumnType } from '@lumbung/contract'

/**
 * How a file version's columns are typed in its Parquet file and in the Spark JSON schema Delta Sharing
 * answers with (docs/decisions/0065-parquet-of-file-versions.md). Pure: the schema follows from the
 * version's data structure alone, so the metadata of a table can be told without reading its file.
 */

/** Decimals keep every digit: unscaled integers of 38 digits, 18 of them after the point. */
export const decimalPrecision = 38
export const decimalScale = 18

interface SchemaColumn {
  name: string
  type: string
}

const sparkTypes: Record<ColumnType, string> = {
  STRING: 'string',
  INTEGER: 'long',
  DECIMAL: `decimal(${decimalPrecision},${decimalScale})`,
  BOOLEAN: 'boolean',
  DATE: 'date',
  DATETIME: 'timestamp',
}

/** A column type the contract does not know (a stored structure from an older release) is text. */
export function columnTypeOf(type: string): ColumnType {
  return type in sparkTypes ? (type as ColumnType) : 'STRING'
}

/** The Spark JSON `schemaString` of a version: every column nullable, since any cell may be empty. */
export function sparkSchemaString(columns: readonly SchemaColumn[]): string {
  return JSON.stringify({
    type: 'struct',
    fields: columns.map((column) => ({
      name: column.name,
      type: sparkTypes[columnTypeOf(column.type)],
      nullable: true,
      metadata: {},
    })),
  })
}

/** A Parquet schema element as the writer takes it (the shape of parquet-format's SchemaElement). */
export interface ParquetSchemaElement {
  name: string
  type?: 'BOOLEAN' | 'INT32' | 'INT64' | 'BYTE_ARRAY' | 'FIXED_LEN_BYTE_ARRAY'
  type_length?: number
  repetition_type?: 'OPTIONAL'
  converted_type?: 'UTF8' | 'DECIMAL' | 'DATE' | 'TIMESTAMP_MICROS'
  logical_type?:
    | { type: 'STRING' }
    | { type: 'DATE' }
    | { type: 'DECIMAL'; precision: number; scale: number }
    | { type: 'TIMESTAMP'; isAdjustedToUTC: boolean; unit: 'MICROS' }
  precision?: number
  scale?: number
  num_children?: number
}

const parquetElements: Record<ColumnType, Omit<ParquetSchemaElement, 'name'>> = {
  STRING: { type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } },
  INTEGER: { type: 'INT64' },
  DECIMAL: {
    // 16 bytes hold every unscaled value of 38 digits.
    type: 'FIXED_LEN_BYTE_ARRAY',
    type_length: 16,
    converted_type: 'DECIMAL',
    precision: decimalPrecision,
    scale: decimalScale,
    logical_type: { type: 'DECIMAL', precision: decimalPrecision, scale: decimalScale },
  },
  BOOLEAN: { type: 'BOOLEAN' },
  DATE: { type: 'INT32', converted_type: 'DATE', logical_type: { type: 'DATE' } },
  DATETIME: {
    type: 'INT64',
    converted_type: 'TIMESTAMP_MICROS',
    logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MICROS' },
  },
}

/** The Parquet schema of a version: the root, then one optional leaf per column. */
export function parquetSchema(columns: readonly SchemaColumn[]): ParquetSchemaElement[] {
  return [
    { name: 'root', num_children: columns.length },
    ...columns.map((column) => ({
      name: column.name,
      repetition_type: 'OPTIONAL' as const,
      ...parquetElements[columnTypeOf(column.type)],
    })),
  ]
}
