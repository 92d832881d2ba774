/** What the server says of a multipart form that carries more than its screen sends. */
export const formUploadErrorMessages = {
  /** `field` is the form field's name as sent, cut to 40 characters. */
  unexpectedFileField: (field: string) => `Unexpected file field ${field}`,
  tooManyFiles: (limit: number) => `At most ${limit} files may be sent at once`,
  tooManyFields: 'Too many form fields',
} as const
