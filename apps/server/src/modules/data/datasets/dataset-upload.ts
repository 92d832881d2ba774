import { Transform, type Readable } from 'node:stream'
import {
  datasetFileMessages,
  datasetListFieldLabels,
  delimiterCharacters,
  formUploadErrorMessages,
  messages,
  type Delimiter,
} from '@lumbung/contract'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import { pipeUpload } from '../../../lib/multipart-streams'
import { pipeWithErrors } from '../../../lib/stream-pipes'
import {
  cleanFileName,
  DatasetFileError,
  DatasetFileInspector,
  fileTypeOfName,
  type DatasetFileType,
} from './dataset-file-kinds'
import { createDelimitedAnalysis, type FileAnalysis } from './dataset-file-analysis'

export interface StoredUpload {
  key: string
  name: string
  fileType: DatasetFileType
  size: number
  /** Hex SHA-256 of the stored bytes, taken while they streamed in. */
  sha256: string
  /**
   * A CSV or TSV analysed while it streamed in, with the delimiter the form had named by then: its
   * analysis, or the refusal of its content. Absent for other types.
   */
  analysed?: { delimiter: Delimiter; outcome: FileAnalysis | DatasetFileError }
}

/** The delimiter a CSV or TSV is read with: the form's, when it named a known one before the file. */
function delimiterFor(fileType: DatasetFileType, named: string | undefined): Delimiter | null {
  if (fileType !== 'CSV' && fileType !== 'TSV') return null
  if (named !== undefined && named in delimiterCharacters) return named as Delimiter
  return fileType === 'TSV' ? 'TAB' : 'COMMA'
}

/**
 * Passes the file on unchanged while the analysis reads it: the file is read once, not stored and
 * then read back. A refused content stops the analysis, not the upload; the caller refuses the file.
 */
function analysisTap(delimiter: Delimiter) {
  const analysis = createDelimitedAnalysis(delimiter)
  let refusal: DatasetFileError | undefined
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!refusal) {
        try {
          analysis.push(chunk)
        } catch (error) {
          if (!(error instanceof DatasetFileError)) return done(error as Error)
          refusal = error
        }
      }
      done(null, chunk)
    },
  })
  const outcome = (): FileAnalysis | DatasetFileError => {
    if (refusal) return refusal
    try {
      return analysis.finish()
    } catch (error) {
      if (error instanceof DatasetFileError) return error
      throw error
    }
  }
  return { tap, outcome }
}

export interface DatasetUpload {
  fields: Record<string, string>
  file: StoredUpload | null
}

export interface UploadOptions {
  files: FileStorage
  maxBytes: number
  /** The storage key for the file; built from ids only, never from the uploaded name. */
  keyOf: (fileType: DatasetFileType) => string
  allowedTypes: readonly DatasetFileType[]
}

const fileField = 'file'

export const fileError = (message: string, status = 422) =>
  new AppError(status === 413 ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', status, message, {
    [fileField]: message,
  })

interface MultipartPart {
  type: 'file' | 'field'
  fieldname: string
  filename?: string
  value?: unknown
  file?: Readable & { truncated?: boolean }
}

const tooLargeMessage = (maxBytes: number) => messages.size('File', Math.floor(maxBytes / 1024))

/**
 * Reads a dataset form: its text fields, and one file streamed straight into storage through the
 * inspector (type, UTF-8, size), so memory stays flat whatever the file's size. Any refusal leaves
 * no stored file behind.
 */
export async function receiveDatasetUpload(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<DatasetUpload> {
  if (!request.isMultipart()) throw fileError(messages.required('File'))
  const fields: Record<string, string> = {}
  let stored: StoredUpload | null = null
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 50, fieldSize: 1024 * 1024 },
    })
    for await (const raw of parts) {
      const part = raw as unknown as MultipartPart
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '')
        continue
      }
      const source = part.file!
      if (part.fieldname !== fileField) {
        source.resume()
        throw new AppError(
          'VALIDATION_ERROR',
          422,
          formUploadErrorMessages.unexpectedFileField(part.fieldname.slice(0, 40)),
        )
      }
      const name = cleanFileName(part.filename ?? '')
      const fileType = fileTypeOfName(name)
      if (!fileType || !options.allowedTypes.includes(fileType)) {
        source.resume()
        throw fileError(messages.mimes('File'))
      }
      const declared = fields.file_type
      if (declared && declared !== fileType) {
        source.resume()
        throw fileError(datasetFileMessages.extensionMismatch(declared.slice(0, 10)))
      }
      const key = options.keyOf(fileType)
      const inspector = new DatasetFileInspector(fileType)
      // The storage may attach its listeners a moment later; the inspector's refusal is kept meanwhile.
      let refusal: unknown
      inspector.on('error', (error) => (refusal ??= error))
      pipeUpload(source, inspector)
      const delimiter = delimiterFor(fileType, fields.delimiter)
      const analysis = delimiter ? analysisTap(delimiter) : null
      if (analysis) {
        analysis.tap.on('error', (error) => (refusal ??= error))
        // The inspector's refusal must end the tap the storage reads.
        pipeWithErrors(inspector, analysis.tap)
      }
      let size: number
      try {
        ;({ size } = await options.files.put(key, analysis ? analysis.tap : inspector))
      } catch (error) {
        source.resume()
        throw refusal ?? error
      }
      if (source.truncated) {
        await options.files.remove(key)
        throw fileError(tooLargeMessage(options.maxBytes), 413)
      }
      if (size === 0) {
        await options.files.remove(key)
        throw fileError(messages.required('File'))
      }
      stored = { key, name, fileType, size, sha256: inspector.sha256() }
      if (analysis) stored.analysed = { delimiter: delimiter!, outcome: analysis.outcome() }
    }
  } catch (error) {
    if (stored) await options.files.remove(stored.key)
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(tooLargeMessage(options.maxBytes), 413)
    if (code === 'FST_FILES_LIMIT') throw fileError(datasetFileMessages.oneFileOnly)
    if (error instanceof DatasetFileError) throw fileError(error.message)
    throw error
  }
  return { fields, file: stored }
}

/** A multipart field holding JSON (lists such as data_structure or columns), or undefined when absent. */
export function jsonField(fields: Record<string, string>, name: string): unknown {
  const text = fields[name]
  if (text === undefined || text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    // The field's label, as the form names it: a raw key ('data_structure') means nothing to a provider.
    const message = messages.email((datasetListFieldLabels as Record<string, string>)[name] ?? name)
    throw new AppError('VALIDATION_ERROR', 422, message, { [name]: message })
  }
}
