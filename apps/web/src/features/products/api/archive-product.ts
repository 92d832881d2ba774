import { productsRoutes, type ProductDataType } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useProductMutation } from './product-mutation'

export function archiveProduct({ id, dataType }: { id: string; dataType: ProductDataType }) {
  return apiRequest(productsRoutes.archive, { params: { id }, query: { data_type: dataType } })
}

export function useArchiveProduct() {
  return useProductMutation('archive', archiveProduct)
}
