import { useSearchParams } from 'react-router'
import {
  readRequestListFilters,
  withFilterChange,
  writeRequestListFilters,
  type RequestListFilters,
} from './request-list-params'

/** The list's filters and page, kept in the address. */
export function useRequestListFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = readRequestListFilters(searchParams)
  const apply = (next: RequestListFilters) =>
    setSearchParams(writeRequestListFilters(next), { replace: true })
  return {
    filters,
    change: (change: Partial<Omit<RequestListFilters, 'page'>>) => apply(withFilterChange(filters, change)),
    goToPage: (page: number) => apply({ ...filters, page }),
  }
}
