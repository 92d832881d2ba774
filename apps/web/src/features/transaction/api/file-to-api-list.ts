import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fileToApiRoutes, type FileToApiListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { fileToApiQueryKeys } from './file-to-api-query-keys'

export type FileToApiListFilters = Pick<FileToApiListQuery, 'page' | 'limit'> &
  Partial<Omit<FileToApiListQuery, 'page' | 'limit'>>

const pollMs = 2000

export function fileToApiListQueryOptions(query: FileToApiListFilters) {
  return queryOptions({
    queryKey: fileToApiQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(fileToApiRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
    // While a run waits or goes, its progress is read again every two seconds; finished lists rest.
    refetchInterval: (current) =>
      current.state.data?.data.some((job) => job.status === 'QUEUED' || job.status === 'RUNNING')
        ? pollMs
        : false,
  })
}

export function useFileToApiList(query: FileToApiListFilters) {
  return useQuery(fileToApiListQueryOptions(query))
}
