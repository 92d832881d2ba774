import {
  productErrorMessages,
  transactionRequestStatusLabels,
  transactionTermsErrorCodes as codes,
  transactionTermsErrorMessages as terms,
  type TransactionRequestStatus,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'

/** Another company's request answers exactly like a missing one, so numbers reveal nothing. */
export const requestNotFound = () => new AppError('REQUEST_NOT_FOUND', 404, 'Transaction request not found')

export const productNotFound = () => new AppError('PRODUCT_NOT_FOUND', 404, productErrorMessages.notFound)

export const ownProduct = () =>
  new AppError('OWN_PRODUCT', 409, "You can not request your own company's product")

export const productNotPublished = () =>
  new AppError('PRODUCT_NOT_PUBLISHED', 409, 'This product is not offered on the marketplace any more')

export const alreadyWaiting = (transactionNo: string) =>
  new AppError(
    'REQUEST_ALREADY_WAITING',
    409,
    `Your company already has a request for this product waiting for approval (${transactionNo})`,
    undefined,
    { transaction_no: transactionNo },
  )

/** Approve, reject, update and withdraw all need a request that still waits. */
export const notWaiting = (status: TransactionRequestStatus) =>
  new AppError(
    'REQUEST_NOT_WAITING',
    409,
    `This request is no longer waiting for approval: it is ${transactionRequestStatusLabels[status].toLowerCase()}`,
  )

/** The request was changed (new terms) between reading it and acting on it. */
export const requestChanged = () =>
  new AppError(
    'REQUEST_CHANGED',
    409,
    'This request was changed by someone else in the meantime; reload it and try again',
  )

export const termsUnchanged = () =>
  new AppError('TERMS_UNCHANGED', 422, 'The new terms are the same as the current ones')

export const invalidFields = (errors: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', 422, Object.values(errors)[0] ?? 'Invalid request', errors)

/** New terms wait for the consumer: the provider approves only the revision the consumer accepted. */
export const termsNotAccepted = () => new AppError(codes.termsNotAccepted, 409, terms.termsNotAccepted)

export const nothingToAccept = () => new AppError(codes.nothingToAccept, 409, terms.nothingToAccept)

/** The consumer accepts the revision it read; a newer one must be read first. */
export const revisionNotLatest = (latest: number) =>
  new AppError(codes.revisionNotLatest, 409, terms.revisionNotLatest, undefined, { revision_no: latest })

export const zeroPriceUnconfirmed = () =>
  new AppError(codes.zeroPriceUnconfirmed, 422, terms.zeroPriceUnconfirmed, {
    confirm_zero_price: terms.zeroPriceUnconfirmed,
  })

export const purchaseAlreadyLive = (transactionNo: string) =>
  new AppError(
    codes.purchaseAlreadyLive,
    409,
    terms.purchaseAlreadyLive(transactionNo),
    { repeat_reason: terms.purchaseAlreadyLive(transactionNo) },
    { transaction_no: transactionNo },
  )
