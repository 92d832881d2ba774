import type { ProductListQuery } from '@lumbung/contract'

/** Every cached product answer lives under one root, so any change refreshes lists and details alike. */
export const productsQueryKeys = {
  all: ['products'] as const,
  lists: ['products', 'list'] as const,
  list: (query: Partial<ProductListQuery>) => ['products', 'list', query] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  history: (id: string) => ['products', 'history', id] as const,
  datasetSources: (dataType: string) => ['products', 'dataset-sources', dataType] as const,
  consumers: ['products', 'consumers'] as const,
  /** A secret-share product's monthly privacy budget and each buyer's use of it this month. */
  privacyBudget: (id: string) => ['products', 'privacy-budget', id] as const,
  /** Whether a file product's sample still fits its dataset's current version. */
  sampleStatus: (id: string) => ['products', 'sample-status', id] as const,
}
