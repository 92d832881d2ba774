/** An error that a screen answers with an HTTP-style status (404, 500) and a message for the user. */
export class HttpError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}
