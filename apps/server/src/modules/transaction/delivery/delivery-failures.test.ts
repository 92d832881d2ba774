import { describe, expect, it } from 'vitest'
import { BucketError, bucketErrorOf } from '../../data/storage-settings'
import { deliveryFailureOf } from './delivery-runner'
import { rangeOf } from './download-range'
import { downloadNameOf, objectPathOf } from './file-names'

/** What the S3 SDK and the GCS client throw, reduced to the fields that tell refusals apart. */
const s3Error = (name: string, status: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } })
const gcsError = (code: number) => Object.assign(new Error('refused'), { code })

describe('delivery failures in words a consumer can act on', () => {
  it.each([
    [
      s3Error('NoSuchBucket', 404),
      'S3',
      'BUCKET_NOT_FOUND',
      'Bucket not found: check the bucket name in the storage setting',
      true,
    ],
    [
      s3Error('AccessDenied', 403),
      'S3',
      'ACCESS_DENIED',
      'Access denied: the key needs s3:PutObject on this bucket',
      true,
    ],
    [
      gcsError(403),
      'GCS',
      'ACCESS_DENIED',
      'Access denied: the service account needs storage.objects.create on this bucket (the Storage Object Creator role)',
      true,
    ],
    [
      gcsError(404),
      'GCS',
      'BUCKET_NOT_FOUND',
      'Bucket not found: check the bucket name in the storage setting',
      true,
    ],
    [
      s3Error('InvalidAccessKeyId', 403),
      'S3',
      'INVALID_CREDENTIALS',
      'The storage credentials were refused: update the keys in the storage setting',
      true,
    ],
    [
      Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
      'S3',
      'STORAGE_UNREACHABLE',
      'The storage did not answer: check its endpoint and that it is online',
      false,
    ],
    [
      s3Error('InternalError', 500),
      'S3',
      'STORAGE_UNREACHABLE',
      'The storage did not answer: check its endpoint and that it is online',
      false,
    ],
  ] as const)('%s from %s is %s', (error, cloud, code, message, isPermanent) => {
    const failure = deliveryFailureOf(bucketErrorOf(error), cloud)
    expect(failure).toMatchObject({ code, message, isPermanent })
  })

  it('names a removed setting and keeps the words of a refusal it cannot classify', () => {
    expect(deliveryFailureOf(new BucketError('gone', 'SETTING_REMOVED'), 'S3').code).toBe(
      'STORAGE_SETTING_REMOVED',
    )
    expect(deliveryFailureOf(new BucketError('QuotaExceeded: the bucket is full'), 'S3').message).toBe(
      'The storage refused the file: QuotaExceeded: the bucket is full',
    )
    expect(deliveryFailureOf(new Error('socket hang up'), 'S3')).toMatchObject({
      code: 'INTERRUPTED',
      isPermanent: false,
    })
  })
})

describe('download ranges', () => {
  const etag = '"abc"'
  it.each([
    [undefined, { kind: 'WHOLE' }],
    ['bytes=0-9', { kind: 'PART', range: { start: 0, end: 9 } }],
    ['bytes=90-', { kind: 'PART', range: { start: 90, end: 99 } }],
    ['bytes=90-500', { kind: 'PART', range: { start: 90, end: 99 } }],
    ['bytes=-10', { kind: 'PART', range: { start: 90, end: 99 } }],
    ['bytes=-500', { kind: 'PART', range: { start: 0, end: 99 } }],
    ['bytes=100-', { kind: 'UNSATISFIABLE' }],
    ['bytes=-0', { kind: 'UNSATISFIABLE' }],
    ['bytes=9-3', { kind: 'WHOLE' }],
    ['bytes=0-1,5-6', { kind: 'WHOLE' }],
    ['items=0-1', { kind: 'WHOLE' }],
    ['bytes=999999999999999999-', { kind: 'UNSATISFIABLE' }],
  ])('%s of 100 bytes', (header, expected) => {
    expect(rangeOf(header, 100, undefined, etag)).toEqual(expected)
  })

  it('answers the whole file when If-Range names another version', () => {
    expect(rangeOf('bytes=0-9', 100, '"abc"', etag).kind).toBe('PART')
    expect(rangeOf('bytes=0-9', 100, '"old"', etag).kind).toBe('WHOLE')
  })
})

describe('names of delivered files', () => {
  it('carries the version and only characters every store takes', () => {
    expect(
      downloadNameOf({ fileName: 'Retail outlets (Jabodetabek).csv', fileType: 'CSV', versionNo: 2 }),
    ).toBe('Retail-outlets-Jabodetabek-v2.csv')
    expect(downloadNameOf({ fileName: '__.xlsx', fileType: 'XLSX', versionNo: 1 })).toBe('data-v1.xlsx')
    expect(objectPathOf('exports/daily', { fileName: 'a.csv', fileType: 'CSV', versionNo: 3 })).toBe(
      'exports/daily/a-v3.csv',
    )
    expect(objectPathOf('', { fileName: 'a.csv', fileType: 'CSV', versionNo: 3 })).toBe('a-v3.csv')
  })
})
