import { useMutation } from '@tanstack/react-query'
import { downloadRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** A signed link valid a few minutes; the browser follows it and streams the file to disk. */
export function createDownloadLink(transactionNo: string) {
  return apiRequest(downloadRoutes.link, { params: { transaction_no: transactionNo } })
}

export function useDownloadLink() {
  return useMutation({ mutationKey: ['data-delivery', 'download-link'], mutationFn: createDownloadLink })
}
