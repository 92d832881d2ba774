import type { RecommendationListQuery } from '@lumbung/contract'

/** Every data-need request answer sits under one root, so a change refreshes lists and details alike. */
export const recommendationsQueryKeys = {
  all: ['recommendations'] as const,
  consumerList: (query: RecommendationListQuery) => ['recommendations', 'consumer', 'list', query] as const,
  boardList: (query: RecommendationListQuery) => ['recommendations', 'board', 'list', query] as const,
  boardDetail: (id: string) => ['recommendations', 'board', 'detail', id] as const,
}
