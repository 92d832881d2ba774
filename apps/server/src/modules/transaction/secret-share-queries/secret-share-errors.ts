import { secretShareErrorMessages as said } from '@lumbung/contract'
import { AppError } from '../../../lib/errors'

/** Every refusal of a query or a fit test, each with its own stable code (docs/decisions/0035). */
export const secretShareErrors = {
  purchaseNotFound: () => new AppError('PURCHASE_NOT_FOUND', 404, said.purchaseNotFound),
  notSecretShare: () => new AppError('NOT_A_SECRET_SHARE_PURCHASE', 409, said.notSecretShare),
  purchaseExpired: () => new AppError('PURCHASE_EXPIRED', 403, said.purchaseExpired),
  purchaseSuspended: () => new AppError('PURCHASE_SUSPENDED', 403, said.purchaseSuspended),
  purchaseRevoked: () => new AppError('PURCHASE_REVOKED', 403, said.purchaseRevoked),
  datasetUnavailable: () => new AppError('DATASET_UNAVAILABLE', 409, said.datasetUnavailable),
  productNotFound: () => new AppError('PRODUCT_NOT_FOUND', 404, said.productNotFound),
  ownProduct: () => new AppError('OWN_PRODUCT', 409, said.ownProduct),
  dataAssetNotFound: () =>
    new AppError('DATA_ASSET_NOT_FOUND', 404, said.dataAssetNotFound, {
      data_asset_id: said.dataAssetNotFound,
    }),
  dataAssetNotReady: () =>
    new AppError('DATA_ASSET_NOT_READY', 409, said.dataAssetNotReady, {
      data_asset_id: said.dataAssetNotReady,
    }),
  dataAssetFailed: () =>
    new AppError('DATA_ASSET_FAILED', 409, said.dataAssetFailed, { data_asset_id: said.dataAssetFailed }),
  dataAssetUnreadable: () =>
    new AppError('DATA_ASSET_UNREADABLE', 422, said.dataAssetUnreadable, {
      data_asset_id: said.dataAssetUnreadable,
    }),
  identifierColumnMissing: () =>
    new AppError('IDENTIFIER_COLUMN_NOT_FOUND', 422, said.identifierColumnMissing, {
      identifier_column: said.identifierColumnMissing,
    }),
  datasetIdentifierUnknown: () =>
    new AppError('DATASET_IDENTIFIER_NOT_FOUND', 422, said.datasetIdentifierUnknown, {
      dataset_identifier: said.datasetIdentifierUnknown,
    }),
  measureUnknown: () =>
    new AppError('MEASURE_NOT_FOUND', 422, said.measureUnknown, { measure: said.measureUnknown }),
  dimensionUnknown: () =>
    new AppError('DIMENSION_NOT_FOUND', 422, said.dimensionUnknown, { group_by: said.dimensionUnknown }),
  noIdentifiers: () =>
    new AppError('NO_IDENTIFIERS', 422, said.noIdentifiers, { identifier_column: said.noIdentifiers }),
  tooManyIdentifiers: () =>
    new AppError('TOO_MANY_IDENTIFIERS', 422, said.tooManyIdentifiers, {
      data_asset_id: said.tooManyIdentifiers,
    }),
  tooFewIdentifiers: () =>
    new AppError('TOO_FEW_IDENTIFIERS', 422, said.tooFewIdentifiers, {
      data_asset_id: said.tooFewIdentifiers,
    }),
  tooFewMatches: (triesLeft: number) =>
    new AppError('TOO_FEW_MATCHES', 422, said.tooFewMatches, undefined, { tries_left: triesLeft }),
  fitTestLimit: () =>
    new AppError('FIT_TEST_LIMIT_REACHED', 429, said.fitTestLimit, undefined, { tries_left: 0 }),
  tooManyGroups: () =>
    new AppError('TOO_MANY_GROUPS', 422, said.tooManyGroups, { group_by: said.tooManyGroups }),
  storeUnavailable: () => new AppError('SHARE_STORE_UNAVAILABLE', 503, said.storeUnavailable),
  measureWithoutBounds: () =>
    new AppError('MEASURE_WITHOUT_BOUNDS', 422, said.measureWithoutBounds, {
      measure: said.measureWithoutBounds,
    }),
}
