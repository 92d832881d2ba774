import type { DeliverableFile } from '../../data/datasets'

const extensions: Record<string, string> = { CSV: 'csv', TSV: 'tsv', XLSX: 'xlsx', JSON: 'json' }
const contentTypes: Record<string, string> = {
  CSV: 'text/csv; charset=utf-8',
  TSV: 'text/tab-separated-values; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  JSON: 'application/json; charset=utf-8',
}

export function contentTypeOf(fileType: string): string {
  return contentTypes[fileType] ?? 'application/octet-stream'
}

/**
 * The name a version is downloaded and delivered under: the provider's file name with the version
 * number, `outlets-v2.csv`, in characters every bucket and file system takes. Each version gets its own
 * name, so a delivery of v2 lands beside v1 and a retry overwrites only its own object.
 */
export function downloadNameOf(file: Pick<DeliverableFile, 'fileName' | 'fileType' | 'versionNo'>): string {
  const extension = extensions[file.fileType] ?? 'dat'
  const base = file.fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-.]+$/g, '')
    .slice(0, 120)
  return `${base || 'data'}-v${file.versionNo}.${extension}`
}

/** The object's key in the bucket: the delivery's folder, then the version's name. */
export function objectPathOf(
  folder: string,
  file: Pick<DeliverableFile, 'fileName' | 'fileType' | 'versionNo'>,
) {
  const name = downloadNameOf(file)
  return folder ? `${folder}/${name}` : name
}

/** Where an object is, as the consumer's own tools write it. */
export function locationOf(cloudProvider: string, bucket: string, objectPath: string): string {
  if (cloudProvider === 'S3') return `s3://${bucket}/${objectPath}`
  if (cloudProvider === 'GCS') return `gs://${bucket}/${objectPath}`
  return `local://${bucket}/${objectPath}`
}
