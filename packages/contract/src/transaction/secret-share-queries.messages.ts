import { secretShareLimits } from './secret-share-queries.schemas'

const k = secretShareLimits.minGroupSize

export const secretShareQueryMessages = {
  ran: 'Query complete',
  fitTested: 'Fit test complete',
} as const

/** Why a query or a fit test is refused; each goes with its own stable code (docs/decisions/0035). */
export const secretShareErrorMessages = {
  purchaseNotFound: 'Purchased data not found',
  notSecretShare: 'This purchase is not a secret-share product, so it takes no queries',
  purchaseExpired: 'This purchase has expired, so it takes no more queries',
  purchaseSuspended: 'The provider has suspended access to this purchase for now',
  purchaseRevoked: 'The provider has revoked access to this purchase',
  datasetUnavailable: "The provider's data behind this product is no longer available",
  productNotFound: 'Product not found',
  ownProduct: 'You cannot test the fit of your own product',
  dataAssetNotFound: 'Data asset not found',
  dataAssetNotReady: 'The data asset is still being processed',
  dataAssetFailed: 'The data asset could not be read; add it again',
  dataAssetUnreadable: 'The data asset could not be read; add it again as a CSV file',
  identifierColumnMissing: 'The data asset has no column with that name',
  datasetIdentifierUnknown: 'The product has no identifier column with that name',
  measureUnknown: 'The product has no measure with that name',
  dimensionUnknown: 'The product has no dimension with that name',
  noIdentifiers: 'The identifier column of the data asset is empty',
  tooManyIdentifiers: `A list may hold at most ${secretShareLimits.maxIdentifiers.toLocaleString('en-US')} distinct identifiers`,
  tooFewIdentifiers: `A fit test needs at least ${secretShareLimits.minFitTestIdentifiers} distinct identifiers`,
  tooFewMatches: `Fewer than ${k} of your identifiers match, too few to show a rate`,
  fitTestLimit: `You can test the fit of a product ${secretShareLimits.fitTestsPerDay} times a day; try again tomorrow`,
  tooManyGroups: 'The dimension has too many values to group by',
  storeUnavailable:
    'The query could not be completed because a share store did not answer; nothing was billed',
} as const
