/** Enum values (docs/product.md#states): UPPER_SNAKE in the API and the database. */
export const applicationRoles = ['superadmin', 'admin', 'member'] as const
export type ApplicationRole = (typeof applicationRoles)[number]

export const userTypes = ['consumer', 'provider'] as const
export type UserType = (typeof userTypes)[number]

export const tenantVerificationStatuses = ['UNVERIFIED', 'PENDING', 'VERIFIED', 'REJECTED'] as const
export type TenantVerificationStatus = (typeof tenantVerificationStatuses)[number]

export const userStatuses = ['INVITED', 'ACTIVE', 'DEACTIVATED'] as const
export type UserStatus = (typeof userStatuses)[number]

/** The languages of screens, mails and PDFs (docs/decisions/0074-languages.md): English, Bahasa Indonesia. */
export const languages = ['en', 'id'] as const
export type Language = (typeof languages)[number]

export const apiSettingStatuses = ['DRAFT', 'ACTIVE', 'INACTIVE'] as const
export const authTypes = ['NONE', 'BASIC', 'BEARER', 'API_KEY'] as const
export const cloudProviders = ['GCS', 'S3', 'LOCAL'] as const
export const storageStatuses = ['CONNECTED', 'ERROR'] as const
export const dataTypes = ['API', 'FILE', 'SECRET_SHARE'] as const
export const datasetStatuses = ['DRAFT', 'ACTIVE', 'INACTIVE'] as const
export const dataAssetStatuses = ['PROCESSING', 'READY', 'FAILED'] as const
export const productStatuses = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const
export const pricingModels = ['PAY_PER_CALL', 'SUBSCRIPTION', 'ONE_TIME', 'PAY_PER_QUERY'] as const
export const units = ['CALL', 'MONTH', 'YEAR', 'FILE', 'QUERY'] as const
export const deliveryMethods = ['API', 'DOWNLOAD', 'CLOUD_STORAGE', 'QUERY'] as const
export const transactionRequestStatuses = [
  'WAITING_APPROVAL',
  /** The provider sent new terms: the consumer accepts them (back to WAITING_APPROVAL) or withdraws. */
  'WAITING_CONSUMER_ACCEPTANCE',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
  'EXPIRED',
] as const
/** An approved purchase's access, which its provider may suspend, resume or revoke. */
export const transactionAccessStatuses = ['ACTIVE', 'SUSPENDED', 'REVOKED'] as const
export const dataDeliveryStatuses = ['QUEUED', 'RUNNING', 'DELIVERED', 'FAILED'] as const
export const fileToApiJobStatuses = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const
export const recommendationStatuses = ['OPEN', 'IN_REVIEW', 'FULFILLED', 'CLOSED'] as const
/**
 * A consumer invoice as shown: OPEN while its month runs (a live estimate), ISSUED when the month
 * closes, OVERDUE once its due date passes unpaid (never stored: read from the due date), PAID when an
 * operator records the payment.
 */
export const invoiceStatuses = ['OPEN', 'ISSUED', 'OVERDUE', 'PAID'] as const
/** A provider's month as shown: OPEN while it runs (a statement, no settlement yet), then PENDING → PAID. */
export const settlementStatuses = ['OPEN', 'PENDING', 'PAID'] as const
/** What a line of an invoice or settlement charges for; VAT is a line of its own on an invoice. */
export const billingLineKinds = [
  'PAY_PER_CALL',
  'PAY_PER_QUERY',
  'SUBSCRIPTION',
  'ONE_TIME',
  'SLA_CREDIT',
  'DISPUTE_CREDIT',
  'VAT',
] as const
/** One event of the transaction history: a ledger record, or a subscription period or one-time purchase. */
export const billingEventKinds = [
  'API_CALL',
  'QUERY',
  'DOWNLOAD',
  'DELIVERY',
  'SUBSCRIPTION',
  'ONE_TIME',
] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]
export type SettlementStatus = (typeof settlementStatuses)[number]
export type BillingLineKind = (typeof billingLineKinds)[number]
export type BillingEventKind = (typeof billingEventKinds)[number]

/** The product's constants (docs/product.md#constants). */
export const limits = {
  accessTokenSeconds: 300,
  refreshTokenSeconds: 86_400,
  passwordMinLength: 8,
  passwordMaxLength: 32,
  freshLoginSeconds: 300,
  mobileBreakpointPx: 992,
  sidebarOpenPx: 280,
  sidebarCollapsedPx: 75,
  progressBarPx: 5,
  notificationAutoCloseMs: 3000,
  prefetchTimeoutMs: 2000,
  minimumLoadingMs: 200,
  scriptReloadIntervalMs: 60_000,
  disallowedEmailProviders: ['gmail', 'yahoo', 'hotmail'],
  userTypeCookie: 'userType',
} as const

export const breakpoints = { xs: 640, sm: 768, md: 992, lg: 1024, xl: 1280, xxl: 1536 } as const

/** An enum's values: one of the lists above (or any fixed list of the contract's), or a zod enum. */
export type EnumValues<T extends string> = readonly T[] | { readonly options: readonly T[] }

/** Whether `value` is one of the enum's values; a true answer narrows it to the enum's type. */
export function isEnumValue<T extends string>(values: EnumValues<T>, value: unknown): value is T {
  const list: readonly string[] = 'options' in values ? values.options : values
  return typeof value === 'string' && list.includes(value)
}

/** `value` when it is one of the enum's values, otherwise null (a hand-edited link, an old stored value). */
export function enumValueOrNull<T extends string>(values: EnumValues<T>, value: unknown): T | null {
  return isEnumValue(values, value) ? value : null
}

/** A dataset column's or an API parameter's type. */
export const columnTypes = ['STRING', 'INTEGER', 'DECIMAL', 'BOOLEAN', 'DATE', 'DATETIME'] as const
export type ColumnType = (typeof columnTypes)[number]

export const secretShareAggregates = ['COUNT', 'SUM', 'AVG'] as const
export type SecretShareAggregate = (typeof secretShareAggregates)[number]
