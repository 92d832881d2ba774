import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { S3Client } from '@aws-sdk/client-s3'
import type { S3FilesConfig } from '../config'
import { assertSafeKey, type FileStorage } from './file-storage'
import { leaveErrorsToReader } from './stream-pipes'

export type S3FileStorageOptions = S3FilesConfig

type S3Module = typeof import('@aws-sdk/client-s3')

/**
 * The platform's files in an S3-compatible bucket, so several instances share them. The SDK is
 * loaded on first use: the embedded default never pays for it.
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  let connection: Promise<{ sdk: S3Module; client: S3Client }> | undefined
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      }),
    }))
    return connection
  }
  const objectKey = (key: string) => {
    assertSafeKey(key)
    return `${options.prefix}${key}`
  }

  return {
    async put(key, body) {
      const Key = objectKey(key)
      const { client } = await connect()
      const { Upload } = await import('@aws-sdk/lib-storage')
      if (Buffer.isBuffer(body)) {
        await new Upload({ client, params: { Bucket: options.bucket, Key, Body: body } }).done()
        return { size: body.length }
      }

      // The length is unknown until the stream ends, so it is counted on the way through. Upload
      // holds at most queueSize × partSize in memory and aborts its multipart upload on failure.
      let size = 0
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length
          done(null, chunk)
        },
      })
      const upload = new Upload({
        client,
        params: { Bucket: options.bucket, Key, Body: counted },
        queueSize: 2,
        leavePartsOnError: false,
      })
      const reading = pipeline(body, counted)
      const uploading = upload.done()
      try {
        await Promise.all([reading, uploading])
      } catch (error) {
        // A source that fails mid-way must not leave an object (or dangling parts) behind, and a
        // store that fails must not leave the source waiting for a reader.
        counted.destroy(error as Error)
        await upload.abort().catch(() => undefined)
        await Promise.allSettled([reading, uploading])
        throw error
      }
      return { size }
    },

    async open(key, range) {
      const Key = objectKey(key)
      const { sdk, client } = await connect()
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket: options.bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        if (!answer.Body) return null
        const stream = answer.Body instanceof Readable ? answer.Body : Readable.from(answer.Body as never)
        // The connection may be lost before the caller starts reading.
        leaveErrorsToReader(stream)
        // A ranged answer's length is the range's; the whole size follows the slash of Content-Range.
        const whole = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1]
        return { stream, size: whole ? Number(whole) : (answer.ContentLength ?? 0) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async remove(key) {
      const Key = objectKey(key)
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key }))
    },
  }
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  )
}
