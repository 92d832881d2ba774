import type { DataDeliveryListQuery } from '@lumbung/contract'

/** Every cached delivery answer lives under one root, so a new delivery refreshes lists and details alike. */
export const dataDeliveryQueryKeys = {
  all: ['data-delivery'] as const,
  lists: ['data-delivery', 'list'] as const,
  list: (query: Partial<DataDeliveryListQuery>) => ['data-delivery', 'list', query] as const,
  detail: (id: string) => ['data-delivery', 'detail', id] as const,
  options: ['data-delivery', 'options'] as const,
  downloadInfo: (transactionNo: string) => ['data-delivery', 'download-info', transactionNo] as const,
}
