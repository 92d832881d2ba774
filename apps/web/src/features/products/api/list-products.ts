import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { productsRoutes, type ProductListQuery } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

export type ProductsListQuery = Pick<ProductListQuery, 'page' | 'limit'> &
  Partial<Pick<ProductListQuery, 'search' | 'status' | 'data_type'>>

export function productsListQueryOptions(query: ProductsListQuery) {
  return queryOptions({
    queryKey: productsQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(productsRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useProductsList(query: ProductsListQuery) {
  return useQuery(productsListQueryOptions(query))
}
