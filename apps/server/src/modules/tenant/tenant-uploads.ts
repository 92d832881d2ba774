import { formUploadErrorMessages, messages } from '@lumbung/contract'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors'
import { sniffKind, type SniffedKind } from '../../lib/uploads'

/** A file read from a multipart request, its kind known from its first bytes. */
export interface ReceivedFile {
  field: string
  originalName: string
  kind: SniffedKind
  bytes: Buffer
}

export interface FileFieldRule {
  label: string
  maxKilobytes: number
  kinds: readonly SniffedKind[]
  /** Images only: a wrong kind reads 'must be an image' instead of 'must have a valid file type'. */
  isImage?: boolean
}

export const fieldError = (field: string, message: string, status = 422) =>
  new AppError(status === 413 ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', status, message, { [field]: message })

interface MultipartPart {
  type: 'file' | 'field'
  fieldname: string
  filename?: string
  toBuffer?: () => Promise<Buffer>
}

function isTooLarge(error: unknown) {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
}

/**
 * Reads every file part of a multipart request into memory (each is small: a few MB at most),
 * refusing at the first file over its size or of a kind its field does not take. Nothing is stored
 * here, so a refused request leaves nothing behind.
 */
export async function receiveFiles(
  request: FastifyRequest,
  rules: Record<string, FileFieldRule>,
  options: { maxFiles: number },
): Promise<ReceivedFile[]> {
  const firstField = Object.keys(rules)[0]!
  if (!request.isMultipart()) {
    throw fieldError(firstField, messages.required(rules[firstField]!.label))
  }
  const largest = Math.max(...Object.values(rules).map((rule) => rule.maxKilobytes))
  const received: ReceivedFile[] = []
  let current: FileFieldRule | undefined
  let currentField = firstField
  try {
    const parts = request.parts({ limits: { fileSize: largest * 1024, files: options.maxFiles } })
    for await (const raw of parts) {
      const part = raw as unknown as MultipartPart
      if (part.type !== 'file' || !part.toBuffer) continue
      currentField = part.fieldname
      current = rules[part.fieldname]
      const bytes = await part.toBuffer()
      if (!current) {
        throw new AppError(
          'VALIDATION_ERROR',
          422,
          formUploadErrorMessages.unexpectedFileField(part.fieldname.slice(0, 40)),
        )
      }
      if (received.some((file) => file.field === part.fieldname)) {
        throw fieldError(part.fieldname, messages.sentOnce(current.label))
      }
      if (bytes.length === 0) throw fieldError(part.fieldname, messages.required(current.label))
      if (bytes.length > current.maxKilobytes * 1024) {
        throw fieldError(part.fieldname, messages.size(current.label, current.maxKilobytes), 413)
      }
      const kind = sniffKind(bytes.subarray(0, 16))
      if (!kind || !current.kinds.includes(kind)) {
        const message = current.isImage ? messages.image(current.label) : messages.mimes(current.label)
        throw fieldError(part.fieldname, message)
      }
      received.push({
        field: part.fieldname,
        originalName: cleanName(part.filename ?? ''),
        kind,
        bytes,
      })
    }
  } catch (error) {
    if (isTooLarge(error)) {
      const rule = current ?? rules[currentField]!
      throw fieldError(currentField, messages.size(rule.label, rule.maxKilobytes), 413)
    }
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_ERROR', 422, formUploadErrorMessages.tooManyFiles(options.maxFiles))
    }
    throw error
  }
  return received
}

/** A file name fit to show back: no folders, no control characters, not endless. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (printable || 'document').slice(0, 200)
}
