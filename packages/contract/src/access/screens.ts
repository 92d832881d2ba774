/**
 * Every screen of the product (docs/product.md#screens). The route name is derived from the path
 * (docs/product.md#route-names): segments joined by '-', a dynamic segment written as its parameter's name,
 * and '/' named 'index'.
 */
/**
 * 'operator' screens sit in the signed-in shell too, but only platform operators may open them; they are
 * outside the tenant role table (docs/product.md#operators).
 */
export type ScreenShell = 'public' | 'app' | 'operator'

export interface Screen {
  path: string
  shell: ScreenShell
  /** A screen still to be built shows its title with an honest notice; see README "Screens being built". */
  title: string
}

const publicScreens: Screen[] = [
  { path: '/login', shell: 'public', title: 'Sign in' },
  { path: '/signup', shell: 'public', title: 'Sign up' },
  { path: '/forgot-password', shell: 'public', title: 'Forgot password' },
  { path: '/reset-password', shell: 'public', title: 'Reset password' },
  { path: '/account-activation', shell: 'public', title: 'Account activation' },
  { path: '/email-verification', shell: 'public', title: 'Email verification' },
  { path: '/email-verification/new-email', shell: 'public', title: 'New email verification' },
  { path: '/thank-you/signup', shell: 'public', title: 'Thank you for signing up' },
  { path: '/thank-you/forgot-password', shell: 'public', title: 'Check your email' },
  { path: '/thank-you/reset-password', shell: 'public', title: 'Password reset' },
  { path: '/thank-you/verification', shell: 'public', title: 'Email verified' },
  { path: '/thank-you/request-recommendation', shell: 'public', title: 'Request received' },
  // The embedded outbox's reader, there only while mail is not sent by SMTP.
  { path: '/dev/mailbox', shell: 'public', title: 'Development mailbox' },
  // Readable before signing up, and linked from the signed-in screens too.
  { path: '/agreement', shell: 'public', title: 'Data access agreement' },
  { path: '/agreement/{version}', shell: 'public', title: 'Data access agreement' },
  { path: '/contact', shell: 'public', title: 'Contact us' },
]

const app = (path: string, title: string): Screen => ({ path, shell: 'app', title })

const appScreens: Screen[] = [
  app('/', 'Home'),
  app('/consumer', 'Consumer dashboard'),
  app('/provider', 'Provider dashboard'),
  // Consumer
  app('/consumer/marketplace', 'Marketplace'),
  app('/consumer/marketplace/products', 'Products'),
  app('/consumer/marketplace/products/{id}', 'Product detail'),
  app('/consumer/marketplace/products/{id}/request', 'Request product'),
  app('/consumer/marketplace/providers', 'Providers'),
  app('/consumer/marketplace/providers/{id}', 'Provider detail'),
  app('/consumer/marketplace/request', 'Request data'),
  app('/consumer/my-transaction', 'My transaction'),
  app('/consumer/my-transaction/my-request', 'My request'),
  app('/consumer/my-transaction/my-request/detail/{id?}', 'Request detail'),
  app('/consumer/my-transaction/data-delivery', 'Data delivery'),
  app('/consumer/my-transaction/purchased-data', 'Purchased data'),
  app('/consumer/my-transaction/purchased-data/{transaction_no}', 'Purchased data detail'),
  // A purchased API product's documentation (docs/decisions/0024-purchased-data.md).
  app('/consumer/my-transaction/purchased-data/{transaction_no}/documentation', 'API documentation'),
  // Batch enrichment of a CSV data asset through an API purchase (docs/decisions/0034-file-to-api.md).
  app('/consumer/my-transaction/purchased-data/{transaction_no}/file-to-api', 'Batch enrichment'),
  app('/consumer/data-management/data-assets', 'Data assets'),
  app('/consumer/data-management/data-assets/add-new-assets', 'Add data asset'),
  app('/consumer/settings/storage', 'Storage settings'),
  app('/consumer/settings/storage/add', 'Add storage setting'),
  app('/consumer/settings/storage/{id}', 'Storage setting'),
  app('/consumer/billings/billings-history', 'Billings history'),
  app('/consumer/billings/transaction-history', 'Transaction history'),
  // Monthly spend caps and their warnings (docs/decisions/0051-spend-caps.md).
  app('/consumer/billings/spend-caps', 'Spend caps'),
  // Provider
  app('/provider/my-products', 'My products'),
  app('/provider/my-products/add', 'Add product'),
  app('/provider/my-products/detail/{id}', 'My product detail'),
  app('/provider/my-products/edit/{id}', 'Edit product'),
  app('/provider/my-transaction', 'My transaction'),
  app('/provider/my-transaction/request-summary', 'Request summary'),
  app('/provider/my-transaction/request-summary/{id}', 'Request summary detail'),
  app('/provider/my-transaction/request-approval', 'Request approval'),
  app('/provider/my-transaction/request-approval/detail/{id?}', 'Request approval detail'),
  // Verified providers answer consumers' data-need requests (docs/decisions/0025).
  app('/provider/my-transaction/data-needs', 'Data-need requests'),
  app('/provider/data-management/datasets', 'Datasets'),
  app('/provider/data-management/datasets/add-new-datasets/api', 'Add API dataset'),
  app('/provider/data-management/datasets/add-new-datasets/file-based', 'Add file dataset'),
  app('/provider/data-management/datasets/add-new-datasets/secret-share', 'Add secret-share dataset'),
  app('/provider/data-management/datasets/detail/api/{id?}', 'API dataset detail'),
  app('/provider/data-management/datasets/detail/file-based/{id?}', 'File dataset detail'),
  app('/provider/data-management/datasets/detail/secret-share/{id?}', 'Secret-share dataset detail'),
  app('/provider/data-management/datasets/edit/api/{id?}', 'Edit API dataset'),
  app('/provider/data-management/datasets/edit/file-based/{id?}', 'Edit file dataset'),
  app('/provider/data-management/datasets/edit/secret-share/{id?}', 'Edit secret-share dataset'),
  app('/provider/data-management/data-assets', 'Data assets'),
  app('/provider/data-management/data-assets/add-new-assets', 'Add data asset'),
  app('/provider/settings/api', 'API settings'),
  app('/provider/settings/api/add', 'Add API setting'),
  app('/provider/settings/api/{id}', 'API setting'),
  app('/provider/settings/storage', 'Storage settings'),
  app('/provider/settings/storage/add', 'Add storage setting'),
  app('/provider/settings/storage/{id}', 'Storage setting'),
  app('/provider/billings/settlement-history', 'Settlement history'),
  app('/provider/billings/transaction-history', 'Transaction history'),
  // Shared
  app('/manage-users', 'Manage users'),
  app('/manage-users/add', 'Add user'),
  app('/manage-users/detail/{id}', 'User detail'),
  app('/my-account', 'My account'),
  app('/my-account/account', 'Account'),
  // Second factors (docs/decisions/0060-second-factor.md).
  app('/my-account/security', 'Security'),
  app('/my-account/company-info', 'Company info'),
  // Who did what in the company, for its owner (docs/decisions/0061-audit-trail.md).
  app('/my-account/audit-log', 'Audit log'),
  app('/subscription', 'Subscription'),
  app('/subscription/customer', 'Customer subscription'),
  app('/subscription/provider', 'Provider subscription'),
]

/** The operator console (docs/product.md#operator-console): without it no company is ever verified. */
const operatorScreens: Screen[] = [
  { path: '/operator/tenants', shell: 'operator', title: 'Tenants' },
  { path: '/operator/tenants/{id}', shell: 'operator', title: 'Tenant detail' },
  { path: '/operator/users', shell: 'operator', title: 'Users' },
  { path: '/operator/data-needs', shell: 'operator', title: 'Data-need requests' },
  { path: '/operator/data-needs/{id}', shell: 'operator', title: 'Data-need request' },
  // Every tenant's invoices and settlements, payments and the month's totals (docs/decisions/0047-billing.md).
  { path: '/operator/billing', shell: 'operator', title: 'Invoices and settlements' },
  // Depth, waits and failures of the background jobs (docs/decisions/0053-job-queue.md).
  { path: '/operator/jobs', shell: 'operator', title: 'Job queue' },
  // Every company's audit trail (docs/decisions/0061-audit-trail.md).
  { path: '/operator/audit-log', shell: 'operator', title: 'Audit log' },
]

export const screens: readonly Screen[] = [...publicScreens, ...appScreens, ...operatorScreens]

/** '/consumer/marketplace/products/{id}/request' → 'consumer-marketplace-products-id-request'; '/' → 'index'. */
export function routeNameOf(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+?)\??\}$/, '$1'))
  return segments.length === 0 ? 'index' : segments.join('-')
}

/** Screen path ('{id}', '{id?}') to a React Router pattern (':id', ':id?'). */
export function routerPatternOf(path: string): string {
  return path.replace(
    /\{(.+?)(\?)?\}/g,
    (_match, name: string, optional?: string) => `:${name}${optional ?? ''}`,
  )
}
