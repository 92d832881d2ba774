import {
  formUploadErrorMessages,
  messages,
  productErrorMessages,
  productFileFields,
  productFileLimits,
  productLabels,
} from '@lumbung/contract'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../../lib/errors'
import { sniffKind } from '../../../lib/uploads'

export type ProductFileKind =
  'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | 'text/csv' | 'application/json'

/** A file of the product form, read whole into memory (each is at most a few MB) and its kind known. */
export interface ProductUpload {
  field: string
  originalName: string
  kind: ProductFileKind
  extension: string
  bytes: Buffer
}

/** The text fields (repeated ones as lists) and the files of an add or update request. */
export interface ProductForm {
  fields: Record<string, string | string[]>
  image?: ProductUpload
  agreement?: ProductUpload
  factsheets: ProductUpload[]
  sample?: ProductUpload
}

interface FileRule {
  label: string
  maxKilobytes: number
  isImage?: boolean
  read: (bytes: Buffer, name: string) => { kind: ProductFileKind; extension: string } | null
}

const imageExtensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

const readImage: FileRule['read'] = (bytes) => {
  const kind = sniffKind(bytes.subarray(0, 16))
  return kind && kind in imageExtensions ? { kind, extension: imageExtensions[kind]! } : null
}

const readPdf: FileRule['read'] = (bytes) =>
  sniffKind(bytes.subarray(0, 16)) === 'application/pdf'
    ? { kind: 'application/pdf', extension: 'pdf' }
    : null

/**
 * CSV and JSON have no magic bytes, so the content itself is checked: valid UTF-8 without NUL bytes,
 * no known binary signature, JSON that parses, CSV with a header line. The name's extension must
 * agree with what the content is.
 */
export const readSample: FileRule['read'] = (bytes, name) => {
  const extension = name.toLowerCase().split('.').pop() ?? ''
  if (sniffKind(bytes.subarray(0, 16)) || bytes.includes(0)) return null
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  const content = text.replace(/^\uFEFF/, '').trim()
  if (!content) return null
  if (extension === 'json') {
    if (!content.startsWith('{') && !content.startsWith('[')) return null
    // Whoever reads the sample later (the marketplace preview, a buyer's tools) walks it recursively.
    if (jsonDepth(content) > productFileLimits.sampleJsonDepth) {
      throw formError(productFileFields.sample, productErrorMessages.sampleTooDeep)
    }
    try {
      JSON.parse(content)
    } catch {
      return null
    }
    return { kind: 'application/json', extension: 'json' }
  }
  if (extension === 'csv') {
    const header = content.split(/\r?\n/, 1)[0] ?? ''
    if (!header || content.startsWith('{') || content.startsWith('[')) return null
    return { kind: 'text/csv', extension: 'csv' }
  }
  return null
}

/** How deeply arrays and objects nest in JSON text, counted without parsing it (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let isInString = false
  for (let index = 0; index < text.length; index++) {
    const character = text[index]
    if (isInString) {
      if (character === '\\') index++
      else if (character === '"') isInString = false
    } else if (character === '"') isInString = true
    else if (character === '[' || character === '{') deepest = Math.max(deepest, ++depth)
    else if (character === ']' || character === '}') depth--
  }
  return deepest
}

const fileRules: Record<string, FileRule> = {
  [productFileFields.image]: {
    label: productLabels.product_image,
    maxKilobytes: productFileLimits.imageMaxKilobytes,
    isImage: true,
    read: readImage,
  },
  [productFileFields.agreement]: {
    label: productLabels.data_access_agreement,
    maxKilobytes: productFileLimits.documentMaxKilobytes,
    read: readPdf,
  },
  [productFileFields.factsheets]: {
    label: productLabels.product_fact_sheet_list,
    maxKilobytes: productFileLimits.documentMaxKilobytes,
    read: readPdf,
  },
  [productFileFields.sample]: {
    label: productLabels.sample_file,
    maxKilobytes: productFileLimits.sampleMaxKilobytes,
    read: readSample,
  },
}

const largestKilobytes = Math.max(...Object.values(fileRules).map((rule) => rule.maxKilobytes))
const maxFiles = 3 + productFileLimits.maxFactsheets

export const formError = (field: string, message: string, status = 422) =>
  new AppError(status === 413 ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', status, message, { [field]: message })

interface MultipartPart {
  type: 'file' | 'field'
  fieldname: string
  filename?: string
  value?: unknown
  toBuffer?: () => Promise<Buffer>
}

/** A file name fit to show back: no folders, no control characters, not endless. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (printable || fallback).slice(0, 200)
}

/**
 * Reads the product form of a multipart request. Files are checked by size and content before anything
 * is stored, so a refused request leaves no file behind. A JSON body is read as fields only.
 */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>
    const fields: Record<string, string | string[]> = {}
    for (const [key, value] of Object.entries(body)) {
      if (Array.isArray(value)) fields[key] = value.map(String)
      else if (value !== undefined && value !== null) fields[key] = String(value)
    }
    return { fields, factsheets: [] }
  }
  const form: ProductForm = { fields: {}, factsheets: [] }
  let currentField = productFileFields.image as string
  try {
    const parts = request.parts({
      limits: { fileSize: largestKilobytes * 1024, files: maxFiles, fields: 60, fieldSize: 64 * 1024 },
    })
    for await (const raw of parts) {
      const part = raw as unknown as MultipartPart
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '')
        const existing = form.fields[part.fieldname]
        form.fields[part.fieldname] =
          existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]
        continue
      }
      if (!part.toBuffer) continue
      currentField = part.fieldname
      const rule = fileRules[part.fieldname]
      const bytes = await part.toBuffer()
      if (!rule)
        throw new AppError(
          'VALIDATION_ERROR',
          422,
          formUploadErrorMessages.unexpectedFileField(part.fieldname.slice(0, 40)),
        )
      // An empty file input still sends a part; it means "no file".
      if (bytes.length === 0 && !part.filename) continue
      if (bytes.length === 0) throw formError(part.fieldname, messages.required(rule.label))
      if (bytes.length > rule.maxKilobytes * 1024) {
        throw formError(part.fieldname, messages.size(rule.label, rule.maxKilobytes), 413)
      }
      const originalName = cleanFileName(part.filename ?? '', 'file')
      const read = rule.read(bytes, originalName)
      if (!read) {
        throw formError(
          part.fieldname,
          rule.isImage ? messages.image(rule.label) : messages.mimes(rule.label),
        )
      }
      const upload: ProductUpload = { field: part.fieldname, originalName, bytes, ...read }
      if (part.fieldname === productFileFields.factsheets) {
        form.factsheets.push(upload)
        continue
      }
      const slot =
        part.fieldname === productFileFields.image
          ? 'image'
          : part.fieldname === productFileFields.agreement
            ? 'agreement'
            : 'sample'
      if (form[slot]) throw formError(part.fieldname, `${rule.label} may only be sent once`)
      form[slot] = upload
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const rule = fileRules[currentField] ?? fileRules[productFileFields.agreement]!
      throw formError(currentField, messages.size(rule.label, rule.maxKilobytes), 413)
    }
    if (code === 'FST_FILES_LIMIT') {
      throw formError(
        productFileFields.factsheets,
        `${productLabels.product_fact_sheet_list} may not have more than ${productFileLimits.maxFactsheets} files`,
      )
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('VALIDATION_ERROR', 422, formUploadErrorMessages.tooManyFields)
    }
    throw error
  }
  return form
}
