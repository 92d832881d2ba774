import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  dataAssetRoutes,
  type DataAsset,
  type DataAssetFromStorageBody,
  type UserType,
} from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataAssetsQueryKeys } from './data-assets-query-keys'

/** Adds a data asset from a file in a connected bucket (the add call with a JSON body). */
export async function addDataAssetFromStorage(userType: UserType, body: DataAssetFromStorageBody) {
  // The add route takes either multipart or JSON, so its contract has no body schema to type against.
  return (await apiRequest(dataAssetRoutes[userType].add, { body: body as never })) as DataAsset
}

export function useAddDataAssetFromStorage(userType: UserType) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['data-assets', userType, 'add-from-storage'],
    mutationFn: (body: DataAssetFromStorageBody) => addDataAssetFromStorage(userType, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataAssetsQueryKeys.all(userType) }),
  })
}
