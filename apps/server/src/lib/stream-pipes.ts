/**
 * `source.pipe(destination)`, passing the source's error on: `pipe()` alone leaves the destination
 * waiting for ever and the error with no listener, which ends the server (docs/decisions/0082).
 */
export function pipeWithErrors<
  Destination extends NodeJS.WritableStream & { destroy(error?: Error): unknown },
>(source: NodeJS.ReadableStream, destination: Destination): Destination {
  source.on('error', (error: Error) => destination.destroy(error))
  source.pipe(destination)
  return destination
}

/**
 * `pipeWithErrors`, for a source read only by this destination (a stored file opened for one copy):
 * when the destination closes, however early (a reader gone, a storage that refused before reading),
 * the source is closed too. `pipe()` would leave it open, with its file descriptor.
 */
export function pipeOwnedSource<
  Destination extends NodeJS.WritableStream & { destroy(error?: Error): unknown },
>(source: NodeJS.ReadableStream & { destroy(): unknown }, destination: Destination): Destination {
  destination.once('close', () => source.destroy())
  return pipeWithErrors(source, destination)
}

/**
 * Leaves a stream's error to whoever reads it. Until someone does (the stream is handed on, or left
 * unread), an error with no listener would end the server (docs/decisions/0082): this listener only
 * keeps it alive, and every reader still gets the error through its own.
 */
export function leaveErrorsToReader<Stream extends NodeJS.EventEmitter>(stream: Stream): Stream {
  stream.on('error', () => undefined)
  return stream
}
