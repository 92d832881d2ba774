export const productMessages = {
  savedAsDraft: 'Product saved as draft',
  published: 'Product published',
  updated: 'Product updated',
  deleted: 'Product deleted',
  archived: 'Product archived',
} as const

export const productErrorMessages = {
  notFound: 'Product not found',
  alreadyPublished: 'This product is already published',
  onlyPublishedArchived: 'Only a published product can be archived',
  /** The OpenAPI document of a product that is not an API. */
  noOpenApi: 'Only API products have an OpenAPI document',
  /** A JSON sample nested past `productFileLimits.sampleJsonDepth`. */
  sampleTooDeep: 'Sample file nests its values more than 32 levels deep; flatten it and upload it again',
  /** `PRODUCT_TERMS_LOCKED`: a field of `productLockedFields` changed while buyers hold the product. */
  termsLocked:
    'Data type, dataset and delivery method cannot change while the product has live purchases: buyers are served on them until their purchases end. Create a new product to offer them differently.',
  /** A member saving a published or archived product, or publishing one. */
  ownerOrAdminOnly: 'Only the owner or an admin may change, publish or archive a product on the marketplace',
  notDraft: 'A published or archived product can not be saved as a draft',
  onlyDraftDeleted: 'Only a draft product can be deleted; archive a published product instead',
  /** Publishing a product whose dataset was deactivated since it was chosen. */
  datasetSourceInactive: 'Dataset source must be active before the product can be published',
} as const

/** The edit screen's words on what is locked and why (docs/product.md#price-changes). */
export const productLockMessages = {
  lockedReason:
    'Locked while buyers hold live purchases of this product: they are served on this data type, dataset and delivery method. Create a new product to offer it differently.',
  priceNotice:
    'A higher price reaches existing buyers after 30 days (a subscription at its first period start from then on); a lower price reaches them at once. Each buyer is mailed the date.',
  readOnly: 'You can view this product. The owner and admins change, publish and archive it.',
  lockedField: 'Locked while buyers hold live purchases',
  lockedTitle: 'Data type, dataset and delivery method are locked',
} as const

/** The fields a live purchase locks: buyers are served on them. */
export const productLockedFields = ['data_type', 'dataset_source_id', 'delivery_method'] as const

/** The history's names for fields the form labels without `productLabels`, and its words for values. */
export const productHistoryLabels = {
  is_private: 'Private offer',
  is_consent: 'Collected with consent',
  is_sensitive: 'Contains sensitive data',
  is_masked: 'Mask sensitive fields',
  is_default_data_access_agreement: 'Standard data access agreement',
  yes: 'Yes',
  no: 'No',
  empty: 'Empty',
  none: 'None',
  unknownDataset: 'A dataset since deleted',
  unknownCompany: 'A company no longer listed',
  /** After a monthly call quota's number. */
  calls: 'calls',
} as const

/** A file product's sample against its dataset's current version (docs/decisions/0081-stale-product-sample.md). */
export const productSampleMessages = {
  refreshed: 'Sample refreshed from the current version of the dataset',
  notFileProduct: 'Only a product built on a file dataset can have its sample made from the dataset',
  noDatasetFile: "The product's dataset has no file to make a sample from",
  tooWide: "The dataset's columns do not fit in a sample; upload a sample file instead",
} as const
