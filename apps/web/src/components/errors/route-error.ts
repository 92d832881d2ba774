import { genericErrorMessage } from '@lumbung/contract'

export type RouteErrorView =
  | { kind: 'not-found' }
  | { kind: 'server'; status: number; message: string }
  | { kind: 'generic'; message: string }

interface ErrorResponseLike {
  status: number
  statusText?: string
  data?: unknown
}

function isErrorResponseLike(error: unknown): error is ErrorResponseLike & { internal?: boolean } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ErrorResponseLike).status === 'number' &&
    'data' in error
  )
}

function messageOfData(data: unknown): string | undefined {
  if (typeof data === 'string' && data) return data
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message
  }
  return undefined
}

/**
 * Which error screen a route error gets: 404s (no match, failed validation) the not-found page; a
 * status of 500 or more the 500 screen with its message; everything else the generic screen.
 */
export function routeErrorView(error: unknown): RouteErrorView {
  const status =
    isErrorResponseLike(error) ||
    (error instanceof Error && typeof (error as { status?: unknown }).status === 'number')
      ? (error as { status: number }).status
      : undefined
  if (status === 404) return { kind: 'not-found' }
  const message = isErrorResponseLike(error)
    ? (messageOfData(error.data) ?? error.statusText ?? genericErrorMessage)
    : error instanceof Error && error.message
      ? error.message
      : genericErrorMessage
  if (status !== undefined && status >= 500)
    return { kind: 'server', status, message: message || genericErrorMessage }
  return { kind: 'generic', message: message || genericErrorMessage }
}
