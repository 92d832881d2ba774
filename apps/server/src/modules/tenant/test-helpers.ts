import { randomUUID } from 'node:crypto'
import type { App } from '../../app'
import { bearer, login } from '../../../test/test-app'

export interface UploadPart {
  field: string
  filename?: string
  contentType?: string
  bytes: Buffer
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(parts: UploadPart[]) {
  const boundary = `----lumbung${randomUUID().replaceAll('-', '')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename ?? 'file.bin'}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const pad = (head: number[], size: number) => {
  const bytes = Buffer.alloc(size, 0x20)
  Buffer.from(head).copy(bytes)
  return bytes
}

export const sample = {
  png: (size = 256) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size = 256) => pad([0xff, 0xd8, 0xff, 0xe0], size),
  pdf: (size = 256) => pad([...Buffer.from('%PDF-1.7\n')], size),
  gif: (size = 256) => pad([...Buffer.from('GIF89a')], size),
  text: (size = 256) => pad([...Buffer.from('hello, not an image')], size),
}

/** Signs in and answers the Authorization header. */
export async function headersFor(app: App, email: string) {
  const { accessToken } = await login(app, email)
  return bearer(accessToken)
}

/** Re-enters the password so the session counts as freshly signed in for five minutes. */
export async function freshen(app: App, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/fresh-login',
    headers,
    payload: { password: 'Demo123!' },
  })
  if (response.statusCode !== 200) throw new Error(`fresh login failed: ${response.body}`)
}
