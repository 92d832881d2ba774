import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  dataAssetLimits,
  dataAssetRoutes,
  genericErrorMessage,
  okStatus,
  type DataAsset,
  type UserType,
} from '@lumbung/contract'
import { apiClient, fillPath } from '../../../lib/api-client'
import { ApiError, codeFromStatusText } from '../../../lib/api-error'
import { uploadInterruptedMessage } from '../../../lib/client-messages'
import { sessionTokens } from '../../../lib/session-tokens'
import { dataAssetsQueryKeys } from './data-assets-query-keys'

export interface DataAssetUpload {
  name: string
  description: string
  file: File
}

interface Answer {
  status: number
  statusText: string
  text: string
}

/**
 * fetch() cannot report upload progress, so the file goes with XMLHttpRequest. The fields come
 * before the file: the server reads them first and streams the file straight to storage.
 */
function send(
  url: string,
  body: FormData,
  accessToken: string | undefined,
  onProgress: (fraction: number) => void,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('Accept', 'application/json')
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () =>
      resolve({ status: request.status, statusText: request.statusText, text: request.responseText })
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', uploadInterruptedMessage))
    request.send(body)
  })
}

export async function uploadDataAsset(
  userType: UserType,
  upload: DataAssetUpload,
  onProgress: (fraction: number) => void,
): Promise<DataAsset> {
  const body = new FormData()
  body.append('name', upload.name)
  if (upload.description) body.append('description', upload.description)
  body.append(dataAssetLimits.fileField, upload.file, upload.file.name)
  const url = fillPath(dataAssetRoutes[userType].add.url, undefined)

  let answer = await send(url, body, sessionTokens.get()?.access_token, onProgress)
  if (answer.status === 401) {
    const fresh = await apiClient.refreshSession()
    if (fresh) {
      onProgress(0)
      answer = await send(url, body, fresh.access_token, onProgress)
    }
  }
  let parsed: {
    status?: string
    message?: string
    code?: string
    data?: DataAsset
    errors?: Record<string, string>
  } = {}
  try {
    parsed = JSON.parse(answer.text) as typeof parsed
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (answer.status >= 200 && answer.status < 300 && parsed.status === okStatus && parsed.data)
    return parsed.data
  throw new ApiError(
    answer.status,
    parsed.code ?? codeFromStatusText(answer.statusText, answer.status),
    parsed.message ?? genericErrorMessage,
    parsed.errors ?? {},
  )
}

export function useUploadDataAsset(userType: UserType) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['data-assets', userType, 'upload'],
    mutationFn: ({
      upload,
      onProgress,
    }: {
      upload: DataAssetUpload
      onProgress: (fraction: number) => void
    }) => uploadDataAsset(userType, upload, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataAssetsQueryKeys.all(userType) }),
  })
}
