import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { leaveErrorsToReader } from './stream-pipes'

/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * `tenants/<id>/logo/<uuid>.png`; callers never build file-system paths themselves.
 */
export interface FileStorage {
  /** Streams the body into the key; a failed write leaves nothing behind. Answers the bytes written. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>
  /**
   * A stream of the stored file, or null when there is none; with a range, only the bytes from `start`
   * to `end` (both included). `size` is always the whole file's.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>
  remove(key: string): Promise<void>
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number
  end: number
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/** Refuses keys that could escape the storage root (.., absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`)
  }
}

/** Files on local disk under one root folder: the embedded default. */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root)
  const pathOf = (key: string) => {
    assertSafeKey(key)
    const path = resolve(join(base, key))
    if (!path.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`)
    return path
  }

  return {
    async put(key, body) {
      const target = pathOf(key)
      await mkdir(dirname(target), { recursive: true })
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.partial`
      try {
        if (Buffer.isBuffer(body)) {
          await pipeline(
            async function* () {
              yield body
            },
            createWriteStream(partial, { mode: 0o600 }),
          )
        } else {
          await pipeline(body, createWriteStream(partial, { mode: 0o600 }))
        }
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
      const { size } = await stat(target)
      return { size }
    },
    async open(key, range) {
      const path = pathOf(key)
      try {
        const { size } = await stat(path)
        const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {})
        // The file is opened after this answer: when another request removes it first, the open fails.
        leaveErrorsToReader(stream)
        return { stream, size }
      } catch {
        return null
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
