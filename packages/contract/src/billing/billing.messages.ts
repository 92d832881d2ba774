/** Billing: invoices, settlements, the transaction history and month close (docs/decisions/0047-billing.md). */
export const billingMessages = {
  invoicePaid: 'Invoice payment recorded',
  settlementPaid: 'Settlement payout recorded',
  monthClosed: 'Month closed',
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
