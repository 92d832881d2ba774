/**
 * New terms need the consumer's yes, a zero price on a public product needs the provider's explicit
 * confirmation, and a second request for a product the company already holds needs a reason
 * (docs/decisions/0057-terms-the-consumer-accepted.md).
 */
export const transactionTermsMessages = {
  accepted: 'You accepted the new terms; the provider may now approve the request',
} as const

/** What the request form says of a field beyond the shared validation messages. */
export const transactionRequestFieldMessages = {
  agreementNotAccepted: 'The data access agreement must be accepted',
} as const

/** Why a request's step is refused, each with its own stable code (transactionTermsErrorCodes). */
export const transactionTermsErrorMessages = {
  termsNotAccepted:
    'The consumer has not accepted the latest terms yet: the request can be approved once they accept them',
  nothingToAccept: 'This request has no new terms waiting for your acceptance',
  revisionNotLatest:
    'The provider changed the terms again since you read them: read the latest terms and accept those',
  zeroPriceUnconfirmed:
    'A price of Rp 0 gives this public product away for free: confirm the zero price to send these terms',
  purchaseAlreadyLive: (transactionNo: string) =>
    `Your company already has a live purchase of this product (${transactionNo}): say why you need a second one`,
} as const

export const transactionTermsErrorCodes = {
  termsNotAccepted: 'TERMS_NOT_ACCEPTED',
  nothingToAccept: 'NO_TERMS_TO_ACCEPT',
  revisionNotLatest: 'TERMS_REVISION_NOT_LATEST',
  zeroPriceUnconfirmed: 'ZERO_PRICE_NOT_CONFIRMED',
  purchaseAlreadyLive: 'PURCHASE_ALREADY_LIVE',
} as const

/** What the request screens say about acceptance, zero prices and second purchases. */
export const transactionTermsTexts = {
  acceptButton: (revisionNo: number) => `Accept revision ${revisionNo}`,
  acceptTitle: 'Accept the new terms?',
  acceptBody: (providerName: string, revisionNo: number) =>
    `${providerName} may then approve the request on the terms of revision ${revisionNo}, and your purchase is bound to them.`,
  keepReading: 'Not yet',
  providerActedTitle: 'The provider has already acted',
  awaitingConsumerTitle: 'New terms wait for your acceptance',
  awaitingConsumerBody: (providerName: string, revisionNo: number) =>
    `${providerName} changed the terms (revision ${revisionNo}, shown below). Accept them so the provider can approve the request, or withdraw it.`,
  approveWaitsForConsumer: (consumerName: string) =>
    `Approval waits for ${consumerName} to accept the latest terms.`,
  acceptanceSection: 'Agreement on the terms',
  acceptedFact: (revisionNo: number) => `Revision ${revisionNo}`,
  acceptedLabel: 'Terms accepted by the requester',
  repeatReasonFact: 'Reason for a second purchase',
  zeroPriceConfirm: 'I confirm a price of Rp 0: this product is given to the requester for free',
  livePurchaseTitle: 'Your company already has this product',
  livePurchaseBody: (transactionNo: string) =>
    `Your company has a live purchase of this product (${transactionNo}). Send another request only if you need a second purchase, and say why.`,
  openPurchase: 'Open the purchase',
  repeatReasonDescription: 'Why your company needs a second purchase; the provider reads it.',
} as const
