/** Invoice-line disputes (docs/decisions/0052-sla-credits-and-disputes.md). */
export const disputesMessages = {
  opened: 'Dispute sent to the provider',
  answered: 'Answer sent',
  resolved: 'Dispute resolved',
} as const

export const disputesErrorMessages = {
  notFound: 'Dispute not found',
  lineNotFound: 'Invoice line not found',
  lineNotDisputable: 'Only a charge of an issued invoice can be disputed',
  alreadyDisputed: 'This line has already been disputed',
  reasonRequired: 'Reason can not be empty',
  reasonTooLong: 'Reason must be at most 1000 characters',
  answerRequired: 'Answer can not be empty',
  answerTooLong: 'Answer must be at most 1000 characters',
  noteRequired: 'Note can not be empty',
  noteTooLong: 'Note must be at most 1000 characters',
  outcomeInvalid: 'Choose whether to credit or reject',
  /** The money field's label in its messages (common/money.ts). */
  amountLabel: 'Credit amount',
  amountRequired: 'Enter the credit amount',
  amountTooHigh: 'Credit amount can not exceed the disputed line',
  /** The server's refusal names the line's amount, so the operator sees how much may be credited. */
  amountAboveLine: (line: string) => `Credit amount can not exceed the disputed line of ${line}`,
  notAnswerable: 'This dispute has already been answered or resolved',
  alreadyResolved: 'This dispute has already been resolved',
} as const

export const disputesErrorCodes = {
  notFound: 'DISPUTE_NOT_FOUND',
  lineNotFound: 'INVOICE_LINE_NOT_FOUND',
  lineNotDisputable: 'LINE_NOT_DISPUTABLE',
  alreadyDisputed: 'ALREADY_DISPUTED',
  amountRequired: 'AMOUNT_REQUIRED',
  amountTooHigh: 'AMOUNT_TOO_HIGH',
  notAnswerable: 'DISPUTE_NOT_ANSWERABLE',
  alreadyResolved: 'DISPUTE_RESOLVED',
} as const
