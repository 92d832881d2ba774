import { queryOptions, useQuery } from '@tanstack/react-query'
import { productsRoutes, type ProductDataType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { productsQueryKeys } from './products-query-keys'

/** Datasets of one data type; drafts are listed too, so a draft product can name its future source. */
export function productDatasetSourcesQueryOptions(dataType: ProductDataType) {
  return queryOptions({
    queryKey: productsQueryKeys.datasetSources(dataType),
    queryFn: ({ signal }) =>
      apiRequest(productsRoutes.datasetSource, {
        query: { data_type: dataType, exclude_status: ['INACTIVE'] },
        signal,
      }),
  })
}

export function useProductDatasetSources(dataType: ProductDataType | null) {
  return useQuery({ ...productDatasetSourcesQueryOptions(dataType ?? 'API'), enabled: dataType !== null })
}
