import type { ListMemberQuery } from '@lumbung/contract'

/** Every cached member answer lives under one root, so any change refreshes lists and details alike. */
export const membersQueryKeys = {
  all: ['members'] as const,
  list: (query: Partial<ListMemberQuery>) => ['members', 'list', query] as const,
  detail: (id: string) => ['members', 'detail', id] as const,
}
