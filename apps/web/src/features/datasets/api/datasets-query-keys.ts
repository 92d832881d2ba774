import type { ListDatasetQuery } from '@lumbung/contract'

/** Every cached dataset answer lives under one root, so any change refreshes lists and details alike. */
export const datasetsQueryKeys = {
  all: ['datasets'] as const,
  lists: ['datasets', 'list'] as const,
  list: (query: Partial<ListDatasetQuery>) => ['datasets', 'list', query] as const,
  detail: (kind: 'api' | 'file' | 'secret-share', id: string) => ['datasets', 'detail', kind, id] as const,
  versions: (id: string) => ['datasets', 'versions', id] as const,
}
