import { randomUUID } from 'node:crypto'

export interface MultipartPart {
  field: string
  /** A text field's value; ignored when the part is a file. */
  value?: string
  /** A file part: its bytes (a file part may be empty), name and type. */
  bytes?: Buffer
  filename?: string
  contentType?: string
}

/** A multipart/form-data body as a browser's FormData sends it, with its content-type header. */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----lumbung${randomUUID().replaceAll('-', '')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    if (part.bytes) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename ?? 'file.bin'}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      )
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value ?? ''}\r\n`,
        ),
      )
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
