import { multipartBody } from '../../../test/multipart'

export interface UploadPart {
  field: string
  filename?: string
  contentType?: string
  bytes: Buffer
}

/** A multipart/form-data body of files, as a browser would send it. */
export const multipart = (parts: UploadPart[]) => multipartBody(parts)

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
