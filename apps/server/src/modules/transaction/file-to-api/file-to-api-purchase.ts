import { fileToApiErrorMessages as said } from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { ApiFieldSpec } from './file-to-api-mapping'
import type { FileToApiPurchase } from './file-to-api.repository'

/**
 * Why a purchase may not be run over a file now, or null when it may: an API purchase that is
 * approved, unexpired and whose access the provider has left active. The gateway checks the same
 * before every call; checking here first refuses a run before it starts.
 */
export function purchaseRefusalOf(purchase: FileToApiPurchase): AppError | null {
  if (purchase.productDataType !== 'API') return new AppError('NOT_AN_API_PURCHASE', 409, said.notApiPurchase)
  if (purchase.status === 'EXPIRED') return new AppError('PURCHASE_EXPIRED', 409, said.purchaseExpired)
  if (purchase.status !== 'APPROVED') return new AppError('PURCHASE_NOT_ACTIVE', 409, said.purchaseNotActive)
  if (purchase.accessStatus === 'SUSPENDED') {
    return new AppError('PURCHASE_SUSPENDED', 409, said.purchaseSuspended)
  }
  if (purchase.accessStatus === 'REVOKED') return new AppError('PURCHASE_REVOKED', 409, said.purchaseRevoked)
  if (!purchase.datasetMethod) return new AppError('API_NOT_READY', 409, said.apiNotReady)
  return null
}

/** The API's input fields, from the dataset behind the product. */
export function apiFieldsOf(purchase: FileToApiPurchase): ApiFieldSpec[] {
  return (purchase.datasetParams ?? []).map((parameter) => ({
    name: parameter.name,
    type: parameter.type,
    location: parameter.location,
    isRequired: parameter.is_required,
  }))
}
