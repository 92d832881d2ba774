/** What a stored file's address (a logo, a company document, a sample) answers when it leads nowhere. */
export const storedFileErrorMessages = {
  notFound: 'File not found',
} as const
