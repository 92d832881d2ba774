import { messages } from '@lumbung/contract'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors'
import type { UploadedFile } from './profile.service'

export interface MultipartForm {
  fields: Record<string, string>
  file: UploadedFile | null
}

export interface MultipartLimits {
  /** Form field that carries the file. */
  fileField: string
  /** The label of the size message ('The {label} size must be less than …'). */
  label: string
  maxKilobytes: number
}

/**
 * Reads a form-data request: its text fields and one file, held in memory (a couple of MB at most).
 * A file over the limit answers 413 with the size message and nothing is kept.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField, label, maxKilobytes }: MultipartLimits,
): Promise<MultipartForm> {
  const tooLarge = () => {
    const message = messages.size(label, maxKilobytes)
    return new AppError('PAYLOAD_TOO_LARGE', 413, message, { [fileField]: message })
  }
  const form: MultipartForm = { fields: {}, file: null }
  if (!request.isMultipart()) return form
  const parts = request.parts({ limits: { fileSize: maxKilobytes * 1024, files: 1 } })
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value
      continue
    }
    let buffer: Buffer
    try {
      buffer = await part.toBuffer()
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
      throw error
    }
    if (part.file.truncated) throw tooLarge()
    if (part.fieldname === fileField) form.file = { buffer }
  }
  return form
}
