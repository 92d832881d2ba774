import type { MarketplaceProductDetail, MarketplaceRequestBlock } from '@lumbung/contract'
import { translateIn } from '../../../lib/i18n/i18n'
import { transactionEligibilityTexts as texts } from '../transaction-eligibility.texts'

export interface RequestBlockNotice {
  code: MarketplaceRequestBlock
  /** The server's reason, word for word. */
  title: string
  explanation: string
  /** Where the user can remove the obstacle, when they can. */
  next: { label: string; to: string } | null
}

const explanationOf = (code: MarketplaceRequestBlock) => translateIn(texts, `explain${code}`)

function nextStepOf(code: MarketplaceRequestBlock, productId: string): RequestBlockNotice['next'] {
  switch (code) {
    case 'OWN_PRODUCT':
      return {
        label: translateIn(texts, 'openInMyProducts'),
        to: `/provider/my-products/detail/${productId}`,
      }
    case 'COMPANY_NOT_VERIFIED':
      return { label: translateIn(texts, 'goToCompanyInfo'), to: '/my-account/company-info' }
    case 'USER_NOT_VERIFIED':
      return { label: translateIn(texts, 'goToMyAccount'), to: '/my-account/account' }
    default:
      return null
  }
}

/**
 * Why the signed-in user cannot request this product, or null when they can. The server decides (the
 * same checks guard the request call); the screen adds an explanation and the way forward.
 */
export function requestBlockOf(
  product: Pick<MarketplaceProductDetail, 'id' | 'can_request' | 'request_blocked_reason'>,
): RequestBlockNotice | null {
  if (product.can_request) return null
  const reason = product.request_blocked_reason
  if (!reason) {
    return {
      code: 'NOT_ADMIN',
      title: translateIn(texts, 'cannotRequest'),
      explanation: translateIn(texts, 'askAdmin'),
      next: null,
    }
  }
  return {
    code: reason.code,
    title: reason.message,
    explanation: explanationOf(reason.code),
    next: nextStepOf(reason.code, product.id),
  }
}
