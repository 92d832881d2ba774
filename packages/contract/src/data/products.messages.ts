export const productMessages = {
  savedAsDraft: 'Product saved as draft',
  published: 'Product published',
  updated: 'Product updated',
  deleted: 'Product deleted',
  archived: 'Product archived',
} as const

export const productErrorMessages = {
  notFound: 'Product not found',
} as const
