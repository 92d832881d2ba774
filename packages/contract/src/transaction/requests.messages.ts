/**
 * New terms need the consumer's yes, a zero price on a public product needs the provider's explicit
 * confirmation, and a second request for a product the company already holds needs a reason
 * (docs/decisions/0057-terms-the-consumer-accepted.md).
 */
export const transactionTermsMessages = {
  accepted: 'You accepted the new terms; the provider may now approve the request',
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
