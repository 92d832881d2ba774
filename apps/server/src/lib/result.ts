import { errorStatus, okStatus, type ErrorDetails, type ErrorResult } from '@lumbung/contract'

export interface OkResult<T> {
  status: typeof okStatus
  message: string
  code: 'SUCCESS'
  data: T
}

export function ok<T>(data: T, message = 'Success'): OkResult<T> {
  return { status: okStatus, message, code: 'SUCCESS', data }
}

export function failure(
  code: string,
  message: string,
  errors?: Record<string, string>,
  details?: ErrorDetails,
): ErrorResult {
  return { status: errorStatus, message, code, ...(errors && { errors }), ...(details && { details }) }
}
