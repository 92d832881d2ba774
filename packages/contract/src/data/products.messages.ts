export const productMessages = {
  savedAsDraft: 'Product saved as draft',
  published: 'Product published',
  updated: 'Product updated',
  deleted: 'Product deleted',
  archived: 'Product archived',
} as const

export const productErrorMessages = {
  notFound: 'Product not found',
  /** A JSON sample nested past `productFileLimits.sampleJsonDepth`. */
  sampleTooDeep: 'Sample file nests its values more than 32 levels deep; flatten it and upload it again',
} as const
