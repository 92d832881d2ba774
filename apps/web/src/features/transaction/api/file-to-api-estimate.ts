import { useMutation } from '@tanstack/react-query'
import { fileToApiRoutes, type EstimateFileToApiBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function estimateFileToApi(body: EstimateFileToApiBody) {
  return apiRequest(fileToApiRoutes.estimate, { body })
}

/**
 * What a run of the file would bill and what the spend caps leave, asked afresh each time a dry run or a
 * run is about to be confirmed (the file, the price and the month's spend may have changed), so it is a
 * call made on demand rather than a cached query.
 */
export function useEstimateFileToApi() {
  return useMutation({ mutationKey: ['file-to-api', 'estimate'], mutationFn: estimateFileToApi })
}
