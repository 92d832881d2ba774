import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { workbookParts, zipArchive } from '../../test/zip-archive'

/** What an upload route takes: dataset files, plain CSV, images, documents (images or PDF), samples. */
export type UploadFamily = 'dataset' | 'csv' | 'image' | 'document' | 'sample'

export interface UploadRoute {
  name: string
  method: 'POST' | 'PUT'
  url: string
  family: UploadFamily
  /** Whose session sends it. */
  as: 'providerMember' | 'providerAdmin' | 'consumerOwner' | 'unverifiedOwner'
  fileField: string
  /** The text fields sent before the file (ids of what the suite created first). */
  fields: (ids: SuiteIds) => Record<string, string>
  /** A file the route takes, to prove the form is otherwise right. */
  valid: { filename: string; bytes: Buffer }
}

export interface SuiteIds {
  datasetId: string
  productId: string
}

const mebibyte = 1024 * 1024
const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)])
export const samples = {
  png: () => pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 2048),
  pdf: () => pad(Buffer.from('%PDF-1.7\n'), 2048),
  // Fifty people, one row each (a secret-share upload refuses a repeated identifier).
  csv: () =>
    Buffer.from(
      `nik,name,city,age\n${Array.from({ length: 50 }, (_, index) => `31710000000000${String(index).padStart(2, '0')},Ani,Jakarta,42\n`).join('')}`,
    ),
}

const validFor: Record<UploadFamily, { filename: string; bytes: Buffer }> = {
  dataset: { filename: 'outlets.csv', bytes: samples.csv() },
  csv: { filename: 'customers.csv', bytes: samples.csv() },
  sample: { filename: 'sample.csv', bytes: samples.csv() },
  image: { filename: 'logo.png', bytes: samples.png() },
  document: { filename: 'document.pdf', bytes: samples.pdf() },
}
/** The extension a hostile name carries so that the name alone would pass. */
export const extensionOf = (family: UploadFamily) => validFor[family].filename.split('.').pop()!

const secretShareColumns = JSON.stringify([
  { name: 'nik', role: 'IDENTIFIER' },
  { name: 'name', role: 'DIMENSION' },
  { name: 'city', role: 'DIMENSION' },
  { name: 'age', role: 'MEASURE', lower_bound: '0', upper_bound: '120' },
])

const route = (entry: Omit<UploadRoute, 'valid'>): UploadRoute => ({
  ...entry,
  valid: validFor[entry.family],
})

/** Every route that reads a multipart body, with the form it takes up to its file. */
export const uploadRoutes: UploadRoute[] = [
  route({
    name: 'dataset file add',
    method: 'POST',
    url: '/api/data/provider/datasets/file/add',
    family: 'dataset',
    as: 'providerMember',
    fileField: 'file',
    fields: () => ({ name: 'Hostile upload' }),
  }),
  route({
    name: 'dataset file update',
    method: 'PUT',
    url: '/api/data/provider/datasets/file/update',
    family: 'dataset',
    as: 'providerMember',
    fileField: 'file',
    fields: ({ datasetId }) => ({ id: datasetId, name: 'Hostile upload' }),
  }),
  route({
    name: 'dataset file version',
    method: 'POST',
    url: '/api/data/provider/datasets/file/version/upload',
    family: 'dataset',
    as: 'providerAdmin',
    fileField: 'file',
    fields: ({ datasetId }) => ({ id: datasetId }),
  }),
  route({
    name: 'secret-share dataset add',
    method: 'POST',
    url: '/api/data/provider/datasets/secret-share/add',
    family: 'csv',
    as: 'providerMember',
    fileField: 'file',
    fields: () => ({ name: 'Hostile shares', columns: secretShareColumns }),
  }),
  route({
    name: 'provider data asset add',
    method: 'POST',
    url: '/api/data/provider/data-assets/add',
    family: 'csv',
    as: 'providerAdmin',
    fileField: 'file',
    fields: () => ({ name: 'Hostile asset' }),
  }),
  route({
    name: 'consumer data asset add (file-to-API input)',
    method: 'POST',
    url: '/api/data/consumer/data-assets/add',
    family: 'csv',
    as: 'consumerOwner',
    fileField: 'file',
    fields: () => ({ name: 'Hostile asset' }),
  }),
  route({
    name: 'product add, image',
    method: 'POST',
    url: '/api/data/provider/products/add?draft=true',
    family: 'image',
    as: 'providerAdmin',
    fileField: 'product_image',
    fields: () => ({ name: 'Hostile product' }),
  }),
  route({
    name: 'product update, sample file',
    method: 'PUT',
    url: '/api/data/provider/products/update?draft=true',
    family: 'sample',
    as: 'providerAdmin',
    fileField: 'sample_file',
    fields: ({ productId }) => ({ id: productId, name: 'Hostile product' }),
  }),
  route({
    name: 'product update, agreement',
    method: 'PUT',
    url: '/api/data/provider/products/update?draft=true',
    family: 'document',
    as: 'providerAdmin',
    fileField: 'data_access_agreement',
    fields: ({ productId }) => ({ id: productId, name: 'Hostile product' }),
  }),
  route({
    name: 'company logo',
    method: 'PUT',
    url: '/api/auth/tenant/upload-logo',
    family: 'image',
    as: 'providerAdmin',
    fileField: 'logo',
    fields: () => ({}),
  }),
  route({
    name: 'company documents',
    method: 'POST',
    url: '/api/auth/tenant/verify',
    family: 'document',
    as: 'unverifiedOwner',
    fileField: 'nib',
    fields: () => ({}),
  }),
  route({
    name: 'profile photo',
    method: 'PUT',
    url: '/api/auth/user/upload-profile-photo',
    family: 'image',
    as: 'providerMember',
    fileField: 'file',
    fields: () => ({}),
  }),
  route({
    name: 'identity document',
    method: 'PUT',
    url: '/api/auth/user/verify-information',
    family: 'image',
    as: 'providerMember',
    fileField: 'file',
    fields: () => ({ national_id_number: '3171000000000001', employee_position: 'Manager' }),
  }),
]

export interface HostileFile {
  case: HostileCase
  filename: string
  bytes: Buffer
  /** Cut the body in the middle of the file: no closing boundary arrives. */
  isTruncated?: boolean
}

export type HostileCase =
  | 'zip bomb workbook'
  | 'JSON nested 100,000 deep'
  | 'one huge CSV field'
  | 'one huge line'
  | 'PNG header then CSV'
  | 'PDF then ZIP'
  | 'magic bytes of another type'
  | 'empty file'
  | 'body cut in the middle of the file'

/**
 * What a route takes although it is odd, and why (decision 0045). Everything else is refused.
 * - Images and documents are recognised by their first bytes and stored under a generated name with
 *   that type's extension, then served as that type with `nosniff`: what follows the signature is
 *   never read as anything else.
 * - A data asset upload only checks its first bytes and size; its rows are read by a job, which
 *   marks the asset FAILED with the row that is too long.
 */
export type Acceptance = 'served as its signature says' | 'failed by the ingest job'

export function acceptanceOf(route: UploadRoute, hostile: HostileCase): Acceptance | null {
  const takesImages = route.family === 'image' || route.url.endsWith('/tenant/verify')
  if (hostile === 'PNG header then CSV' && takesImages) {
    return 'served as its signature says'
  }
  if (hostile === 'PDF then ZIP' && route.family === 'document') return 'served as its signature says'
  const isDataAsset = route.url.endsWith('/data-assets/add')
  if (isDataAsset && (hostile === 'one huge CSV field' || hostile === 'one huge line')) {
    return 'failed by the ingest job'
  }
  return null
}

let zipBomb: Promise<Buffer> | undefined
/** About 200 KB on disk, 200 MB of shared strings once inflated. */
export function zipBombWorkbook(): Promise<Buffer> {
  zipBomb ??= zipArchive(
    workbookParts({
      content:
        '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>code</t></si><si><t>',
      repeat: { chunk: 'A'.repeat(mebibyte), times: 200 },
      tail: '</t></si></sst>',
    }),
  )
  return zipBomb
}

const deepJson = () => Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
/**
 * Far past every bound: 32 MB for the streamed dataset and CSV routes (rows stop at 1 or 8 MB), 12 MB
 * for the routes that read files whole (at most 10 MB). Built once per size and shared.
 */
const bigSizeOf = (family: UploadFamily) => (family === 'dataset' || family === 'csv' ? 32 : 12) * mebibyte
const built = new Map<string, Buffer>()
const once = (key: string, build: () => Buffer) => {
  if (!built.has(key)) built.set(key, build())
  return built.get(key)!
}
const hugeField = (size: number) =>
  once(`field-${size}`, () =>
    Buffer.concat([Buffer.from('nik,note\n1,"'), Buffer.alloc(size, 'x'), Buffer.from('"\n')]),
  )
const longLine = (size: number) => once(`line-${size}`, () => Buffer.alloc(size, 'a'))

/** The hostile files every route is sent, each named so that only its content is wrong. */
export async function hostileFiles(family: UploadFamily): Promise<HostileFile[]> {
  const extension = extensionOf(family)
  const archive = await zipArchive([{ path: 'data.csv', content: 'code\n1\n' }])
  const png = samples.png()
  return [
    {
      case: 'zip bomb workbook',
      filename: family === 'dataset' ? 'bomb.xlsx' : `bomb.${extension}`,
      bytes: await zipBombWorkbook(),
    },
    { case: 'JSON nested 100,000 deep', filename: 'deep.json', bytes: deepJson() },
    { case: 'one huge CSV field', filename: `huge.${extension}`, bytes: hugeField(bigSizeOf(family)) },
    { case: 'one huge line', filename: `long.${extension}`, bytes: longLine(bigSizeOf(family)) },
    {
      case: 'PNG header then CSV',
      filename: family === 'image' ? 'polyglot.csv' : `polyglot.${extension}`,
      bytes: Buffer.concat([png.subarray(0, 8), Buffer.from('\nnik,name\n1,Ani\n')]),
    },
    {
      case: 'PDF then ZIP',
      filename:
        family === 'document' ? 'polyglot.xlsx' : `polyglot.${extension === 'pdf' ? 'xlsx' : extension}`,
      bytes: Buffer.concat([Buffer.from('%PDF-1.7\n%%EOF\n'), archive]),
    },
    {
      case: 'magic bytes of another type',
      filename: `wrong.${extension}`,
      bytes: family === 'image' || family === 'document' ? samples.csv() : png,
    },
    { case: 'empty file', filename: `empty.${extension}`, bytes: Buffer.alloc(0) },
    {
      case: 'body cut in the middle of the file',
      filename: validFor[family].filename,
      bytes: validFor[family].bytes,
      isTruncated: true,
    },
  ]
}

/** File names that try to leave their folder or confuse whoever reads them. */
export const hostileNames = (extension: string) => [
  '../../etc/passwd',
  `../../../tmp/escape.${extension}`,
  `..\\..\\windows\\escape.${extension}`,
  `nul\u0000byte.${extension}`,
  `${'a'.repeat(1000)}.${extension}`,
  `данные-数据\u202Egpj.${extension}`,
]

setFlagsFromString('--expose-gc')
/** V8's collector, reachable without starting Node with --expose-gc. */
export const collectGarbage = runInNewContext('gc') as () => void

/**
 * How far the process's resident memory rose above where it was before `task`, sampled every few
 * milliseconds while it runs (the server answers in this same process).
 */
export async function peakMemoryGrowth<T>(task: () => Promise<T>): Promise<{ result: T; growth: number }> {
  collectGarbage()
  const before = process.memoryUsage.rss()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5)
  try {
    const result = await task()
    peak = Math.max(peak, process.memoryUsage.rss())
    return { result, growth: peak - before }
  } finally {
    clearInterval(sampler)
  }
}
