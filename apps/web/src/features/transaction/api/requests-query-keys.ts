import type { TransactionRequestListQuery, TransactionRequestSummaryQuery, UserType } from '@lumbung/contract'

/** Every cached request answer lives under one root, so a decision refreshes lists, details and counts. */
export const requestsQueryKeys = {
  all: ['transaction-requests'] as const,
  list: (side: UserType, query: Partial<TransactionRequestListQuery>) =>
    ['transaction-requests', 'list', side, query] as const,
  detail: (side: UserType, transactionNo: string) =>
    ['transaction-requests', 'detail', side, transactionNo] as const,
  summary: (query: TransactionRequestSummaryQuery) => ['transaction-requests', 'summary', query] as const,
  dropdown: (name: string) => ['transaction-requests', 'dropdown', name] as const,
}
