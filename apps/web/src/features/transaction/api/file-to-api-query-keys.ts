import type { FileToApiListQuery } from '@lumbung/contract'

/** Every cached batch-enrichment answer lives under one root. */
export const fileToApiQueryKeys = {
  all: ['file-to-api'] as const,
  list: (query: Partial<FileToApiListQuery>) => ['file-to-api', 'list', query] as const,
  /** The company's ready consumer data assets, to run over. */
  assets: ['file-to-api', 'assets'] as const,
  /** One data asset's column names. */
  assetHeader: (dataAssetId: string) => ['file-to-api', 'asset-header', dataAssetId] as const,
}
