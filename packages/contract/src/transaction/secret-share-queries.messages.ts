import { formatDate } from '../common/format'
import { formatPrivacyCost, privacyBudget } from './secret-share-privacy'
import { secretShareLimits } from './secret-share-queries.schemas'

export const secretShareQueryMessages = {
  ran: 'Query complete',
  fitTested: 'Fit test complete',
  budgetSet: 'Monthly privacy budget saved',
} as const

/**
 * The privacy terms as buyers and providers read them (docs/product.md#secret-sharing,
 * docs/decisions/0064-differential-privacy.md), for the query form, the purchase, the fit test and the
 * provider's budget view.
 */
export const privacyTerms = {
  budget: 'Privacy budget',
  budgetExplained:
    "Every figure a query shows carries random noise, so that no answer, nor any combination of answers, gives away one person. Each query spends part of your company's privacy budget for this product; a larger spend gives a more exact answer. The budget renews on the first day of each month.",
  used: 'Used',
  left: 'Left',
  renewsOn: (date: string) => `Renews on ${formatDate(date)}`,
  cost: 'Privacy cost of this query',
  costExplained: `A query costs ${formatPrivacyCost(privacyBudget.defaultQueryMicroRho)} of the budget unless you choose otherwise: spend more for a more exact answer, less to run more queries.`,
  expectedError: 'Expected error at 95 %',
  expectedErrorExplained:
    'Nineteen answers out of twenty lie within this margin of the true figure. The margin of a count does not grow with the list, so larger lists give relatively more exact answers.',
  errorBar: (error: string) => `± ${error}`,
  omittedGroups:
    'Groups with too few of your identifiers to show safely are left out, and are not counted either.',
  noisyNotExact:
    'Figures carry noise: they are close to the truth, not exact, and two runs of the same query differ.',
  fitTestBudget: 'Fit tests left this month',
  fitTestExplained:
    'The rate comes from a count with noise added, so padding a list or repeating a test cannot single anyone out. Fit tests of a product draw on a small budget of their own each month.',
  providerBudget: 'Monthly privacy budget per buyer company',
  providerBudgetExplained:
    'Each buyer company may spend this much on your product each month. A larger budget lets buyers run more or more exact queries and weakens the guarantee your customers get; the default suits about 30 queries a month.',
  buyersUse: "Buyers' use this month",
  epsilon: (epsilon: number) => `ε = ${epsilon.toFixed(2)} at δ = 10⁻⁶`,
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
  tooFewMatches: 'Too few of your identifiers match to show a rate without singling anyone out',
  fitTestLimit: `You can test the fit of a product ${secretShareLimits.fitTestsPerDay} times a day; try again tomorrow`,
  tooManyGroups: 'The dimension has too many values to group by',
  storeUnavailable:
    'The query could not be completed because a share store did not answer; nothing was billed',
  measureWithoutBounds:
    'This measure has no clipping bounds, so it can only be counted: the provider must upload the dataset again with bounds before it can be summed or averaged',
  productNotSecretShare: 'This product is not a secret-share product, so it has no privacy budget',
} as const

/** PRIVACY_BUDGET_EXHAUSTED: each names what is left, what is needed and when the budget renews. */
export const privacyBudgetRefusals = {
  query: (amounts: { left: number; cost: number; renewsOn: string }) =>
    `This product's privacy budget for this month is spent: ${formatPrivacyCost(amounts.left)} is left and this query needs ${formatPrivacyCost(amounts.cost)}. It renews on ${formatDate(amounts.renewsOn)}; nothing was billed.`,
  fitTest: (renewsOn: string) =>
    `Your fit tests of this product have used this month's privacy budget. It renews on ${formatDate(renewsOn)}.`,
} as const

export const privacyBudgetExhaustedCode = 'PRIVACY_BUDGET_EXHAUSTED'
