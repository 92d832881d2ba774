import { chmod, rm } from 'node:fs/promises'
import { createConnection, createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { BackupError } from './backup'

/**
 * A running server holds the embedded database alone (PGlite is single-process), so `lumbung backup`
 * asks it for the dump over a Unix socket in the data folder. The socket is the owner's only (0600),
 * like the data folder it lives in: whoever can reach it can already read the database files.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock')
// Unix socket paths are limited to about 107 bytes.
const maxSocketPath = 100

export interface BackupSocket {
  close(): Promise<void>
}

export async function serveBackups({
  dataDir,
  dump,
  logger,
}: {
  dataDir: string
  dump: () => Promise<Blob>
  logger: FastifyBaseLogger
}): Promise<BackupSocket> {
  const path = backupSocketPath(dataDir)
  if (Buffer.byteLength(path) > maxSocketPath) {
    logger.warn(
      { path },
      'the data folder path is too long for the backup socket; stop the server to back up',
    )
    return { close: async () => undefined }
  }
  await rm(path, { force: true })
  let isDumping = false
  const server = createServer((socket: Socket) => {
    socket.once('data', (request) => {
      if (request.toString('utf8').trim() !== 'dump') return socket.end('ERROR unknown request\n')
      // One dump at a time: each holds a copy of the database in memory.
      if (isDumping) return socket.end('ERROR a backup is already being taken\n')
      isDumping = true
      dump()
        .then(async (blob) => {
          socket.write(`OK ${blob.size}\n`)
          socket.end(Buffer.from(await blob.arrayBuffer()))
          logger.info({ bytes: blob.size }, 'database dumped for a backup')
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'database dump for a backup failed')
          socket.end('ERROR the database could not be dumped; see the server log\n')
        })
        .finally(() => (isDumping = false))
    })
    socket.on('error', () => undefined)
  })
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve))
    await chmod(path, 0o600)
  } catch (error) {
    // Serving matters more than online backups: the server starts, and says how to back up instead.
    logger.warn({ err: error, path }, 'the backup socket could not be opened; stop the server to back up')
    server.close()
    return { close: async () => undefined }
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        void rm(path, { force: true })
      }),
  }
}

/** Asks the server that holds the data folder for a dump of its database. */
export function requestDump(dataDir: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = createConnection(backupSocketPath(dataDir), () => socket.write('dump\n'))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error) =>
      reject(
        new BackupError(
          `The server that has ${dataDir} open did not answer on its backup socket (${error.message}); stop it and back up again`,
        ),
      ),
    )
    socket.on('end', () => {
      const answer = Buffer.concat(chunks)
      const newline = answer.indexOf(10)
      const status = answer.subarray(0, newline).toString('utf8')
      const match = /^OK (\d+)$/.exec(status)
      if (!match)
        return reject(new BackupError(`The server refused the backup: ${status.replace(/^ERROR /, '')}`))
      const body = answer.subarray(newline + 1)
      if (body.length !== Number(match[1])) return reject(new BackupError('The dump arrived cut short'))
      resolve(new Blob([body]))
    })
  })
}
