import type { MarketplaceProductDetail, MarketplaceRequestBlock } from '@lumbung/contract'

export interface RequestBlockNotice {
  code: MarketplaceRequestBlock
  /** The server's reason, word for word. */
  title: string
  explanation: string
  /** Where the user can remove the obstacle, when they can. */
  next: { label: string; to: string } | null
}

const explanations: Record<MarketplaceRequestBlock, string> = {
  OWN_PRODUCT: 'Your company provides this product, so there is nothing to request.',
  NOT_ADMIN:
    "A request commits your company to the provider's terms, so ask one of your company's admins or its owner to send it.",
  COMPANY_NOT_VERIFIED:
    'Providers only accept requests from verified companies. Submit your company documents; you can request products once the verification is approved.',
  USER_NOT_VERIFIED: 'Open the link in the verification email, then come back to this page.',
  PROVIDER_VIEW: 'Requests are sent from the consumer side of your company.',
}

function nextStepOf(code: MarketplaceRequestBlock, productId: string): RequestBlockNotice['next'] {
  switch (code) {
    case 'OWN_PRODUCT':
      return { label: 'Open it in My products', to: `/provider/my-products/detail/${productId}` }
    case 'COMPANY_NOT_VERIFIED':
      return { label: 'Go to company info', to: '/my-account/company-info' }
    case 'USER_NOT_VERIFIED':
      return { label: 'Go to my account', to: '/my-account/account' }
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
      title: 'This product cannot be requested from your account',
      explanation: 'Ask an admin of your company for help.',
      next: null,
    }
  }
  return {
    code: reason.code,
    title: reason.message,
    explanation: explanations[reason.code],
    next: nextStepOf(reason.code, product.id),
  }
}
