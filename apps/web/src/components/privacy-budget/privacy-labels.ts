/**
 * The web's words for the privacy budget screens (docs/decisions/0064-differential-privacy.md), beside the
 * contract's `privacyTerms`: headings, column labels and the short notes only a screen needs.
 */
export const privacyLabels = {
  costLevels: {
    cheapest: 'Least exact, cheapest',
    cheaper: 'Less exact, cheaper',
    standard: 'Standard',
    exacter: 'More exact',
    exactest: 'Most exact, dearest',
  },
  costOption: (cost: string, label: string) => `${cost} · ${label}`,
  total: 'Monthly total',
  budgetOf: (used: string, total: string) => `${used} of ${total} used`,
  budgetMeter: 'Privacy budget used this month',
  budgetTooLow: (left: string, cost: string, renewsOn: string) =>
    `Only ${left} of this month's privacy budget is left and this query costs ${cost}. Choose a smaller cost, or wait until the budget renews on ${renewsOn}.`,
  budgetSpentTitle: 'Privacy budget spent',
  spendCapTitle: 'Spend cap reached',
  loadingBudget: 'Loading the privacy budget',
  matchesError: (error: string) => `± ${error} identifiers`,
  expectedCount: 'Matched identifiers',
  expectedForList: (size: string) => `For your list of ${size} identifiers:`,
  expectedValue: (aggregate: string) => aggregate,
  expectedAfterChoice: 'Choose a data asset and a measure to see the expected error.',
  expectedNeedsBounds:
    'This measure has no clipping bounds yet, so it can only be counted until the provider uploads the dataset again.',
  queryCostShort: (cost: string) => `Privacy cost ${cost}`,
  noGroups: 'None of your identifiers matched, or too few to show safely, so there are no groups.',
  fitTestCost: (cost: string) => `Each fit test costs ${cost}.`,
  fitTestRateError: (error: string) => `± ${error} % at 95 %, before rounding`,
  fitTestLeft: (left: string, total: string) => `${left} of ${total} left`,
  providerBudgetLoading: 'Loading the privacy budget',
  providerBudgetDefault: 'The default',
  guarantee: 'Guarantee per buyer company a month',
  providerBudgetOwn: 'Set by your company',
  providerBudgetField: 'Monthly budget per buyer company (ρ)',
  providerBudgetRange: (min: string, max: string) => `Between ${min} and ${max}.`,
  providerBudgetSave: 'Save budget',
  providerBudgetMayNotSet: "Your company's owner or an admin can change the monthly budget.",
  providerNoBuyers: 'No buyer has used this product this month.',
  buyerColumns: {
    company: 'Buyer company',
    used: 'Used',
    left: 'Left',
    queries: 'Queries',
    fitTests: 'Fit tests (pre-purchase)',
  },
  boundsHeading: 'Clipping bounds of measures',
  oneRowPerIdentifier:
    'Each identifier may have only one row: combine a person’s rows into one before uploading, or the upload is refused.',
  boundsColumn: 'Clipping bounds',
  boundsMissing: 'None (count only)',
  boundsRange: (lower: string, upper: string) => `${lower} to ${upper}`,
} as const

/** How a result line whose count was too small to show reads. */
export const suppressedLabels = {
  /** Before the noise a group under k showed that it existed. */
  fewerThan: (minGroupSize: number) => `Fewer than ${minGroupSize} matches, not shown`,
  /** With the noise, only the whole match can be withheld (its groups are left out altogether). */
  tooFew: 'Too few matches to show safely',
} as const
