import { genericErrorMessage } from '@lumbung/contract'
import { apiClient } from '../../../lib/api-client'
import { ApiError, codeFromStatusText } from '../../../lib/api-error'
import { sessionTokens } from '../../../lib/session-tokens'

/** A /storage/… file is only served to a signed-in caller, so it is fetched with the session's token. */
export async function fetchStoredFile(url: string): Promise<Blob> {
  const send = (accessToken: string | undefined) =>
    fetch(url, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} })
  let response = await send(sessionTokens.get()?.access_token)
  if (response.status === 401) {
    const fresh = await apiClient.refreshSession()
    if (fresh) response = await send(fresh.access_token)
  }
  if (!response.ok) {
    const message = response.status === 404 ? 'This file no longer exists' : genericErrorMessage
    throw new ApiError(response.status, codeFromStatusText(response.statusText, response.status), message)
  }
  return response.blob()
}

/** Opens the file in a new tab (PDFs and images show in the browser) or saves it under its name. */
export async function openStoredFile(url: string, fileName: string, mode: 'view' | 'download') {
  const blob = await fetchStoredFile(url)
  const objectUrl = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = objectUrl
  if (mode === 'download') link.download = fileName
  else link.target = '_blank'
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The new tab has read the blob by then; the address is freed so the page does not hold it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}
