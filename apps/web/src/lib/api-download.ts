import { genericErrorMessage } from '@lumbung/contract'
import { apiClient, toSearch } from './api-client'
import { ApiError, codeFromStatusText } from './api-error'
import { sessionTokens } from './session-tokens'

/**
 * Saves a PDF or CSV the API answers for a signed-in caller: fetched with the session's token
 * (refreshed once when it has just expired), then handed to the browser under its name.
 */
export async function downloadApiFile(url: string, query: Record<string, unknown>, fileName: string) {
  const address = `${url}${toSearch(query)}`
  const send = (accessToken: string | undefined) =>
    fetch(address, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} })
  let response = await send(sessionTokens.get()?.access_token)
  if (response.status === 401) {
    const fresh = await apiClient.refreshSession()
    if (fresh) response = await send(fresh.access_token)
  }
  if (!response.ok) {
    let message = genericErrorMessage
    try {
      const body = (await response.json()) as { message?: unknown }
      if (typeof body.message === 'string' && body.message) message = body.message
    } catch {
      // Not a wrapped answer: the generic message stands.
    }
    throw new ApiError(response.status, codeFromStatusText(response.statusText, response.status), message)
  }
  const objectUrl = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}
