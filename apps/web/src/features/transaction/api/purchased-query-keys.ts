import type { PurchasedListQuery } from '@lumbung/contract'

/** Every cached purchased-data answer lives under one root. */
export const purchasedQueryKeys = {
  all: ['purchased'] as const,
  list: (query: Partial<PurchasedListQuery>) => ['purchased', 'list', query] as const,
  detail: (transactionNo: string) => ['purchased', 'detail', transactionNo] as const,
  apiParams: (productId: string) => ['purchased', 'api-params', productId] as const,
}
