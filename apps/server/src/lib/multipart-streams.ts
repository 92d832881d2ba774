import type { Readable, Writable } from 'node:stream'
import { uploadIncompleteMessage, uploadMalformedMessage } from '@lumbung/contract'
import { AppError } from './errors'
import { pipeWithErrors } from './stream-pipes'

/**
 * The multipart parser reports a body that stops early with plain errors (no status), which would
 * read as a server fault; they describe the request, so they become a 400 the sender can act on.
 */
export function multipartRequestError(error: unknown): AppError | null {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown }
  if (code === 'FST_MP_PREMATURE_CLOSE')
    return new AppError('UPLOAD_INCOMPLETE', 400, uploadIncompleteMessage)
  if (typeof message !== 'string') return null
  if (
    message === 'Unexpected end of multipart data' ||
    message.endsWith('terminated early due to unexpected end of multipart data')
  ) {
    return new AppError('UPLOAD_INCOMPLETE', 400, uploadIncompleteMessage)
  }
  if (message === 'Multipart: Boundary not found')
    return new AppError('UPLOAD_MALFORMED', 400, uploadMalformedMessage)
  return null
}

/**
 * Pipes an uploaded file's stream into `destination`. When the body ended early the parser has
 * already torn the part down before anyone listened, and `.pipe()` of a destroyed stream never
 * ends: the destination would wait forever. Such a part reaches the destination as its error.
 */
export function pipeUpload(source: Readable, destination: Writable): void {
  const failure = source.errored ?? (source.destroyed && !source.readableEnded ? incomplete() : null)
  if (failure) {
    destination.destroy(failure)
    return
  }
  pipeWithErrors(source, destination)
}

const incomplete = () => new AppError('UPLOAD_INCOMPLETE', 400, uploadIncompleteMessage)
