/**
 * The way from a request to the first call (docs/decisions/0068-first-call.md): automatic approval for
 * verified companies, and the key made on the purchase page.
 */
export const firstCallMessages = {
  /** The answer to a request that the product's rule approved at once. */
  autoApproved: 'Your request has been approved: the purchase is ready to use',
  /** Who decided, as the decision's record and the request's detail name it. */
  autoApprovalDecider: 'Automatic approval',
} as const

/** What the product form, the request and the purchase page say about the first call. */
export const firstCallTexts = {
  autoApproveDescription:
    'Requests from verified companies are approved as soon as they are sent; others wait for your decision.',
  autoApproveIndustriesDescription: 'Leave empty to approve verified companies of every industry.',
  autoApproveIndustriesPlaceholder: 'Every industry',
  autoApprovedTitle: 'Request approved',
  /** On the product page and the request page, when the product's rule approves the viewer's request. */
  approvesAtOnceTitle: 'Approved at once',
  approvesAtOnceBody:
    'Your company qualifies for this provider’s automatic approval: the purchase is ready to use as soon as you send the request.',
  openPurchase: 'Open the purchase',
  approvedRequestHint: 'The purchase is ready: make a key and call the API from its page.',
  keySectionTitle: 'Your API key',
  keySectionBody:
    'Make a key for this integration and send it in the X-API-Key header. It works for every product your company has bought.',
  keyLabelDefault: (productName: string) => `${productName} integration`.slice(0, 60),
  createKey: 'Create API key',
  keyCreatedTitle: 'Key created',
  keyShownOnce:
    'Copy the key now: it is shown whole only this once. If it is lost, revoke it and create another.',
  keyFreshLoginHint: 'Making a key may ask for your password again.',
  manageKeys: 'Manage keys in My Account',
} as const
