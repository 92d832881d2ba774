/** Billing: invoices, settlements, the transaction history and month close (docs/decisions/0047-billing.md). */
export const billingMessages = {
  invoicePaid: 'Invoice payment recorded',
  settlementPaid: 'Settlement payout recorded',
  monthClosed: 'Month closed',
} as const

/**
 * How the screens name an estimate: a month that runs, or one that has ended and waits for its close
 * (minutes after it ends, or at the next start of a server that was down), never "running" once ended.
 */
export const billingEstimateTexts = {
  running: 'Estimate (month running)',
  ended: 'Estimate (month ended, closing)',
  invoiceRunning:
    'The month is still running: this is an estimate of what has been billed so far. The invoice is issued after the month ends.',
  invoiceEnded:
    'The month has ended: this is the estimate of what it billed until its close issues the invoice, shortly after the month ends.',
  settlementRunning:
    'The month is still running: these are the earnings so far. The settlement is made after the month ends.',
  settlementEnded:
    'The month has ended: these are its earnings until its close makes the settlement, shortly after the month ends.',
} as const

export const billingErrorMessages = {
  notFound: 'Not found',
  invoiceNotFound: 'Invoice not found',
  settlementNotFound: 'Settlement not found',
  periodInvalid: 'Month must be written YYYY-MM',
  periodInFuture: 'That month has not started yet',
  periodNotEnded: 'A month can be closed only after it has ended',
  dayInvalid: 'Date must be written YYYY-MM-DD',
  rangeInvalid: 'The start date must not be after the end date',
  rangeTooLong: 'Choose at most 366 days at a time',
  productInvalid: 'Product is not valid',
  counterpartyInvalid: 'Company is not valid',
  referenceRequired: 'Payment reference can not be empty',
  referenceTooLong: 'Payment reference must be at most 200 characters',
  paidDateInFuture: 'Payment date can not be in the future',
  paidDateBeforeIssue: 'Payment date can not be before the invoice was issued',
  alreadyPaid: 'This has already been recorded as paid',
  notAProvider: 'Your company must subscribe as a provider first',
} as const

export const billingErrorCodes = {
  invoiceNotFound: 'INVOICE_NOT_FOUND',
  settlementNotFound: 'SETTLEMENT_NOT_FOUND',
  periodInFuture: 'PERIOD_IN_FUTURE',
  periodNotEnded: 'PERIOD_NOT_ENDED',
  rangeInvalid: 'RANGE_INVALID',
  rangeTooLong: 'RANGE_TOO_LONG',
  paidDateInFuture: 'PAID_DATE_IN_FUTURE',
  paidDateBeforeIssue: 'PAID_DATE_BEFORE_ISSUE',
  alreadyPaid: 'ALREADY_PAID',
} as const
