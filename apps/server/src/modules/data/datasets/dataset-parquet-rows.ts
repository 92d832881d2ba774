import { ParquetConversionError, type FileRowReader } from '../parquet'
import { DatasetFileError } from './dataset-file-kinds'
import { jsonRows, workbookRows, type FileRow } from './dataset-file-rows'

/**
 * A workbook's and a JSON file's rows for their version's Parquet copy, read as the analysis read
 * them; a refusal of the file becomes the reason the version is not kept as Parquet.
 */
export const parquetRowReaders: Record<'JSON' | 'XLSX', FileRowReader> = {
  JSON: (stream) => refusalsKept(jsonRows(stream)),
  XLSX: (stream, sheetName) => refusalsKept(workbookRows(stream, sheetName)),
}

async function* refusalsKept(rows: AsyncGenerator<FileRow[]>): AsyncGenerator<FileRow[]> {
  try {
    yield* rows
  } catch (error) {
    if (error instanceof DatasetFileError) throw new ParquetConversionError(error.message)
    throw error
  }
}
