import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { lstat, mkdir, readdir, realpath, rename, rm, writeFile } from 'node:fs/promises'
import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  isSafeRelativePath,
  storageBucketErrorMessages as said,
  unknownFolderErrorCode,
  type ServiceAccount,
} from '@lumbung/contract'
import { isBlockedAddress } from '../../../lib/network-address'
import { BucketError, bucketErrorOf, failureOf } from './bucket-errors'
import { leaveErrorsToReader } from '../../../lib/stream-pipes'

/** What Lumbung needs from a bucket, whichever cloud holds it. */
export interface BucketClient {
  /** A real round trip that needs the same rights as reading files; throws BucketError when refused. */
  test(): Promise<void>
  listBuckets(): Promise<string[]>
  listFiles(bucket: string, prefix: string, limit: number): Promise<BucketFile[]>
  openFile(bucket: string, path: string): Promise<{ stream: Readable; size: number | null }>
  /**
   * Streams a file into the setting's bucket at `path`, overwriting what is there. A failure leaves no
   * object behind (multipart uploads are aborted, local files are renamed into place only when whole).
   * Throws BucketError with the reason when the bucket refuses.
   */
  writeFile(path: string, source: Readable): Promise<{ bytes: number }>
  close(): void
}

export interface BucketFile {
  path: string
  size: number | null
}

export type BucketConnection =
  | { cloudProvider: 'GCS'; bucket: string; serviceAccount: ServiceAccount }
  | {
      cloudProvider: 'S3'
      bucket: string
      endpoint: string | null
      region: string
      forcePathStyle: boolean
      accessKeyId: string
      secretAccessKey: string
      /** Development only: an endpoint on an internal address (LUMBUNG_ALLOW_PRIVATE_URLS). */
      isPrivateAllowed: boolean
    }
  | { cloudProvider: 'LOCAL'; bucket: string; root: string }

/** Counts the bytes that pass. */
function byteCounter() {
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { counter, bytes: () => bytes }
}

const timeoutMs = 20_000

/** Which storage did not answer, in the words of its refusal. */
const noAnswer = { GCS: said.gcsNoAnswer, S3: said.s3NoAnswer }

async function withTimeout<T>(work: Promise<T>, what: keyof typeof noAnswer): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new BucketError(noAnswer[what](timeoutMs / 1000), 'UNREACHABLE')),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([work, timeout])
  } catch (error) {
    throw bucketErrorOf(error)
  } finally {
    clearTimeout(timer)
  }
}

/** The client libraries load only when a setting is used, so an idle server does not carry them. */
export async function openBucketClient(connection: BucketConnection): Promise<BucketClient> {
  const client = await clientFor(connection)
  return {
    ...client,
    async openFile(bucket, path) {
      const file = await client.openFile(bucket, path)
      // The file may go, or its connection be lost, before the caller starts reading (an ingest first
      // opens the platform's own storage).
      leaveErrorsToReader(file.stream)
      return file
    },
  }
}

function clientFor(connection: BucketConnection): Promise<BucketClient> {
  switch (connection.cloudProvider) {
    case 'GCS':
      return openGcsClient(connection)
    case 'S3':
      return openS3Client(connection)
    case 'LOCAL':
      return openLocalClient(connection)
  }
}

async function openGcsClient(connection: Extract<BucketConnection, { cloudProvider: 'GCS' }>) {
  const [{ Storage }, { JWT }] = await Promise.all([
    import('@google-cloud/storage'),
    import('google-auth-library'),
  ])
  const { serviceAccount } = connection
  // Only the key and its owner are passed on: a key file's token_uri could send the signed
  // assertion to any address, so Google's own endpoint is always used.
  const authClient = new JWT({
    email: serviceAccount.client_email,
    key: serviceAccount.private_key,
    scopes: ['https://www.googleapis.com/auth/devstorage.read_write'],
  })
  const storage = new Storage({
    projectId: serviceAccount.project_id,
    authClient,
    retryOptions: { autoRetry: false },
  })
  const client: BucketClient = {
    async test() {
      await withTimeout(
        storage.bucket(connection.bucket).getFiles({ maxResults: 1, autoPaginate: false }),
        'GCS',
      )
    },
    async listBuckets() {
      const [buckets] = await withTimeout(storage.getBuckets({ maxResults: 200, autoPaginate: false }), 'GCS')
      return buckets.map((bucket) => bucket.name)
    },
    async listFiles(bucket, prefix, limit) {
      const [files] = await withTimeout(
        storage
          .bucket(bucket)
          .getFiles({ prefix: prefix || undefined, maxResults: limit, autoPaginate: false }),
        'GCS',
      )
      return files
        .filter((file) => !file.name.endsWith('/'))
        .map((file) => ({ path: file.name, size: toSize(file.metadata.size) }))
    },
    async openFile(bucket, path) {
      const file = storage.bucket(bucket).file(path)
      const [metadata] = await withTimeout(file.getMetadata(), 'GCS')
      return { stream: file.createReadStream(), size: toSize(metadata.size) }
    },
    async writeFile(path, source) {
      const { counter, bytes } = byteCounter()
      // A single-request upload: the object exists only once the whole body arrived.
      const target = storage
        .bucket(connection.bucket)
        .file(path)
        .createWriteStream({ resumable: false, validation: 'crc32c' })
      try {
        await pipeline(source, counter, target)
      } catch (error) {
        throw bucketErrorOf(error)
      }
      return { bytes: bytes() }
    },
    close() {},
  }
  return client
}

// An endpoint that resolves to an internal address is refused in the words of one that does not
// resolve, so a connection test does not tell which internal names exist.
// `localhost` is internal by definition and says so, as an address written out does.
const internalAddressMessage = said.internalAddress
const unreachable = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost')
    ? Object.assign(new Error(internalAddressMessage(host)), { code: 'BLOCKED_ADDRESS' })
    : Object.assign(new Error(said.endpointUnreachable(host)), { code: 'ENOTFOUND' })

/**
 * Resolves at connect time and refuses internal addresses, so an endpoint cannot point the server at
 * its own network, not even by a DNS answer that changes after a first check.
 */
export function publicOnlyLookup(lookupHost: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookupHost(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(unreachable(hostname), '', 0)
      const list = addresses as unknown as LookupAddress[]
      const first = list[0]
      if (!first || list.some((entry) => isBlockedAddress(entry.address))) {
        return callback(unreachable(hostname), '', 0)
      }
      if (options.all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, list)
      callback(null, first.address, first.family)
    })
  }
}

async function openS3Client(connection: Extract<BucketConnection, { cloudProvider: 'S3' }>) {
  let agents = {}
  if (!connection.isPrivateAllowed) {
    // An address written as an IP is never looked up, so it is judged here.
    const host = connection.endpoint ? new URL(connection.endpoint).hostname.replace(/^\[|\]$/g, '') : ''
    if (host && isIP(host) && isBlockedAddress(host)) throw new BucketError(internalAddressMessage(host))
    const lookup = publicOnlyLookup()
    agents = { httpAgent: new HttpAgent({ lookup }), httpsAgent: new HttpsAgent({ lookup }) }
  }
  const { S3Client, ListObjectsV2Command, GetObjectCommand } = await import('@aws-sdk/client-s3')
  const s3 = new S3Client({
    region: connection.region,
    ...(connection.endpoint ? { endpoint: connection.endpoint } : {}),
    forcePathStyle: connection.forcePathStyle,
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: timeoutMs, ...agents },
  })
  const client: BucketClient = {
    async test() {
      await withTimeout(s3.send(new ListObjectsV2Command({ Bucket: connection.bucket, MaxKeys: 1 })), 'S3')
    },
    // Listing every bucket of an account needs wider rights than a setting should hold.
    async listBuckets() {
      return [connection.bucket]
    },
    async listFiles(bucket, prefix, limit) {
      const answer = await withTimeout(
        s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, MaxKeys: limit })),
        'S3',
      )
      return (answer.Contents ?? [])
        .filter((item) => item.Key && !item.Key.endsWith('/'))
        .map((item) => ({ path: item.Key!, size: item.Size ?? null }))
    },
    async openFile(bucket, path) {
      const answer = await withTimeout(s3.send(new GetObjectCommand({ Bucket: bucket, Key: path })), 'S3')
      if (!answer.Body) throw new BucketError(said.s3NoFile)
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? null }
    },
    async writeFile(path, source) {
      const { Upload } = await import('@aws-sdk/lib-storage')
      const { counter, bytes } = byteCounter()
      // At most two 5 MB parts are held; a failure aborts the multipart upload, leaving no object.
      const upload = new Upload({
        client: s3,
        params: { Bucket: connection.bucket, Key: path, Body: counter },
        queueSize: 2,
        leavePartsOnError: false,
      })
      const reading = pipeline(source, counter)
      const uploading = upload.done()
      try {
        await Promise.all([reading, uploading])
      } catch (error) {
        counter.destroy(error as Error)
        await upload.abort().catch(() => undefined)
        await Promise.allSettled([reading, uploading])
        throw bucketErrorOf(error)
      }
      return { bytes: bytes() }
    },
    close() {
      s3.destroy()
    },
  }
  return client
}

/**
 * A folder on the server's disk. Paths are checked as plain relative names and the resolved file
 * must stay inside the folder, symbolic links included.
 */
async function openLocalClient(connection: Extract<BucketConnection, { cloudProvider: 'LOCAL' }>) {
  const root = resolve(connection.root)
  const inside = (path: string) => path === root || path.startsWith(root + sep)

  async function realRoot() {
    try {
      return await realpath(root)
    } catch (error) {
      throw new BucketError(
        said.folderCannotBeOpened(
          connection.bucket,
          (error as NodeJS.ErrnoException).code ?? unknownFolderErrorCode,
        ),
      )
    }
  }

  const client: BucketClient = {
    async test() {
      await mkdir(root, { recursive: true })
      const probe = join(root, `.lumbung-probe-${process.pid}-${Date.now()}`)
      try {
        await writeFile(probe, '')
        await rm(probe, { force: true })
      } catch (error) {
        throw new BucketError(
          said.folderNotWritable(
            connection.bucket,
            (error as NodeJS.ErrnoException).code ?? unknownFolderErrorCode,
          ),
        )
      }
    },
    async listBuckets() {
      return [connection.bucket]
    },
    async listFiles(bucket, prefix, limit) {
      if (bucket !== connection.bucket) throw new BucketError(said.notThisFolder(bucket))
      const base = await realRoot()
      const files: BucketFile[] = []
      const walk = async (folder: string): Promise<void> => {
        const entries = await readdir(folder, { withFileTypes: true })
        entries.sort((left, right) => left.name.localeCompare(right.name))
        for (const entry of entries) {
          if (files.length >= limit || entry.name.startsWith('.')) continue
          const full = join(folder, entry.name)
          // Links are skipped: they could point outside the folder.
          if (entry.isDirectory()) await walk(full)
          else if (entry.isFile()) {
            const path = relative(base, full).split(sep).join('/')
            if (!prefix || path.startsWith(prefix)) files.push({ path, size: (await lstat(full)).size })
          }
        }
      }
      await walk(base)
      return files
    },
    async openFile(bucket, path) {
      if (bucket !== connection.bucket) throw new BucketError(said.notThisFolder(bucket))
      if (!isSafeRelativePath(path)) throw new BucketError(said.pathNotValid)
      const base = await realRoot()
      let target: string
      try {
        target = await realpath(join(base, path))
      } catch {
        throw new BucketError(said.fileMissing(path))
      }
      if (!target.startsWith(base + sep) || !inside(resolve(join(root, path)))) {
        throw new BucketError(said.pathNotValid)
      }
      const facts = await lstat(target)
      if (!facts.isFile()) throw new BucketError(said.fileMissing(path))
      return { stream: createReadStream(target), size: facts.size }
    },
    async writeFile(path, source) {
      if (!isSafeRelativePath(path)) throw new BucketError(said.pathNotValid, 'ACCESS_DENIED')
      let folder: string
      try {
        await mkdir(dirname(join(root, path)), { recursive: true })
        const base = await realpath(root)
        folder = await realpath(dirname(join(root, path)))
        // A link inside the folder must not lead the write outside it.
        if (folder !== base && !folder.startsWith(base + sep)) {
          throw new BucketError(said.pathNotValid, 'ACCESS_DENIED')
        }
      } catch (error) {
        if (error instanceof BucketError) throw error
        const code = (error as NodeJS.ErrnoException).code ?? unknownFolderErrorCode
        throw new BucketError(said.folderCannotBeWrittenTo(connection.bucket, code), 'NOT_WRITABLE')
      }
      const target = join(folder, path.split('/').pop()!)
      const partial = join(folder, `.${randomUUID()}.partial`)
      const { counter, bytes } = byteCounter()
      try {
        await pipeline(source, counter, createWriteStream(partial, { mode: 0o600 }))
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        const code = (error as NodeJS.ErrnoException).code
        if (code) {
          throw new BucketError(said.folderCannotBeWrittenTo(connection.bucket, code), failureOf(error))
        }
        throw error
      }
      return { bytes: bytes() }
    },
    close() {},
  }
  return client
}

function toSize(value: unknown): number | null {
  const size = Number(value)
  return Number.isFinite(size) ? size : null
}
