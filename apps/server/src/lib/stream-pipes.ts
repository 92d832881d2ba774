/**
 * `source.pipe(destination)`, passing the source's error on: `pipe()` alone leaves the destination
 * waiting for ever and the error with no listener, which ends the server (docs/decisions/0082).
 */
export function pipeWithErrors<
  Destination extends NodeJS.WritableStream & { destroy(error?: Error): unknown },
>(source: NodeJS.ReadableStream, destination: Destination): Destination {
  source.once('error', (error: Error) => destination.destroy(error))
  source.pipe(destination)
  return destination
}
