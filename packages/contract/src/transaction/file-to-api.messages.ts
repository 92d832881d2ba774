/** What the batch-enrichment calls answer on success. */
export const fileToApiMessages = {
  dryRun: 'Dry run finished',
  proceeded: 'The run has started; its progress shows below',
  estimated: 'Estimate ready',
} as const

/** The run's field names, in their messages. */
export const fileToApiLabels = { expected_rows: 'Expected rows', expected_amount: 'Expected amount' } as const

/** The refusals and failures of batch enrichment, each with a stable code beside it. */
/** Why a column chosen for a parameter is refused, under that parameter (its field in the mapping). */
export const fileToApiMappingMessages = {
  notAnInput: (parameter: string) => `Parameter ${parameter} is not an input of this API`,
  mappedTwice: (parameter: string) => `Parameter ${parameter} is mapped more than once`,
  columnMissing: (column: string) => `Column ${column} is not in the data asset`,
  required: (parameter: string) => `Parameter ${parameter} is required; choose a column for it`,
} as const

export const fileToApiErrorMessages = {
  mappingTooLong: 'Mapping may not have more than 200 parameters',
  purchaseNotFound: 'Purchased data not found',
  notApiPurchase: 'Only an API purchase can enrich a file',
  purchaseExpired: 'This purchase has expired',
  purchaseSuspended: 'The provider has suspended access to this purchase',
  purchaseRevoked: 'The provider has revoked access to this purchase',
  purchaseNotActive: 'This purchase can not be called now',
  apiNotReady: "The product's API can not be called now",
  dataAssetNotFound: 'Data asset not found',
  dataAssetNotReady: 'The data asset is still being processed',
  dataAssetFailed: 'The data asset could not be read',
  mappingInvalid: 'Check the column chosen for each parameter',
  noRows: 'The data asset has no rows',
  tooManyRows: 'The data asset has more rows than one run takes',
  jobNotFound: 'Run not found',
  resultNotReady: 'The result is not ready yet',
  interrupted:
    'The run stopped while this row was being called; it was not called again to avoid a double charge',
  workerStopped: 'The run stopped and could not be resumed; the rows done so far were kept',
  runFailed: 'The run failed on every attempt; the rows done so far were kept',
  estimateRequired: 'Confirm the estimate first: a run needs the rows and the amount you agreed to',
} as const

/** Refusals that carry the run's figures (amounts as rupiah). */
export const fileToApiEstimateMessages = {
  estimateChanged: (figures: { rows: string; price: string; amount: string }) =>
    `The estimate changed since you confirmed it: the run is now ${figures.rows} rows × ${figures.price} = ${figures.amount}. Check the new figures and confirm again.`,
} as const
