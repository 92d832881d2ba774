import { delimiters, enumValueOrNull, fileTypes, type FileVersion, type SchemaDiff } from '@lumbung/contract'
import type { FileVersionRow } from './file-versions.repository'

export function fileVersionOf(
  row: FileVersionRow & { createdByName?: string | null },
  diff: SchemaDiff | null,
): FileVersion {
  return {
    id: row.id,
    dataset_id: row.datasetId,
    version_no: row.versionNo,
    status: row.status,
    file_name: row.fileName,
    file_type: enumValueOrNull(fileTypes, row.fileType) ?? 'CSV',
    delimiter: enumValueOrNull(delimiters, row.delimiter),
    file_size: row.fileSize,
    row_count: row.rowCount,
    skipped_row_count: row.skippedRowCount,
    sheet_name: row.sheetName,
    sha256: row.sha256,
    data_structure: (row.dataStructure ?? []).map((column) => ({
      name: column.name,
      type: column.type as FileVersion['data_structure'][number]['type'],
      description: column.description ?? null,
      is_sensitive: column.is_sensitive,
    })),
    preview: row.preview ?? [],
    created_by: row.createdByName ?? null,
    created_date: row.createdAt.toISOString(),
    published_date: row.publishedAt?.toISOString() ?? null,
    diff,
  }
}
