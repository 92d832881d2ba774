import {
  decideRouteAccess,
  effectiveUserType,
  isActionRoleAllowed,
  type AccessSubject,
  type ApiAccess,
} from '@lumbung/contract'

/**
 * The demo accounts as the README lists them: who each one is, written out here rather than read from
 * the database, so the suite checks the server against the access rules and not against itself.
 */
export interface DemoRole {
  key: string
  /** null: signed out. */
  email: string | null
  /** The company's legal name; null signed out. */
  company: string | null
  subject: AccessSubject | null
  isOperator: boolean
}

const verified = { user_is_verified: true, company_is_verified: true }
const consumerOnly = { is_consumer: true, is_provider: false, ...verified }
const consumerAndProvider = { is_consumer: true, is_provider: true, ...verified }

export const demoRoles: readonly DemoRole[] = [
  { key: 'signed out', email: null, company: null, subject: null, isOperator: false },
  {
    key: 'consumer owner',
    email: 'owner@consumer.test',
    company: 'PT Konsumen Maju',
    subject: { application_role: 'superadmin', ...consumerOnly },
    isOperator: false,
  },
  {
    key: 'consumer admin',
    email: 'admin@consumer.test',
    company: 'PT Konsumen Maju',
    subject: { application_role: 'admin', ...consumerOnly },
    isOperator: false,
  },
  {
    key: 'consumer member',
    email: 'member@consumer.test',
    company: 'PT Konsumen Maju',
    subject: { application_role: 'member', ...consumerOnly },
    isOperator: false,
  },
  {
    key: 'provider owner',
    email: 'owner@provider.test',
    company: 'PT Data Nusantara',
    subject: { application_role: 'superadmin', ...consumerAndProvider },
    isOperator: false,
  },
  {
    key: 'provider admin',
    email: 'admin@provider.test',
    company: 'PT Data Nusantara',
    subject: { application_role: 'admin', ...consumerAndProvider },
    isOperator: false,
  },
  {
    key: 'provider member',
    email: 'member@provider.test',
    company: 'PT Data Nusantara',
    subject: { application_role: 'member', ...consumerAndProvider },
    isOperator: false,
  },
  {
    key: 'operator',
    email: 'operator@lumbung.test',
    company: 'Lumbung',
    subject: { application_role: 'superadmin', ...consumerOnly },
    isOperator: true,
  },
  {
    key: 'unverified company owner',
    email: 'owner@unverified.test',
    company: 'PT Baru Berdiri',
    subject: { application_role: 'superadmin', ...consumerOnly, company_is_verified: false },
    isOperator: false,
  },
]

/**
 * Whether the access rule lets this role through, read from the contract's rule and role table (the
 * requests carry no userType cookie, so a shared screen is judged on the side the account defaults to).
 */
export function isRoleAllowed(access: ApiAccess, role: DemoRole): boolean {
  if (access.kind === 'public') return true
  // A share-token route opens with a consumer company's share token, never with a session.
  if (!role.subject || access.kind === 'share-token') return false
  if (access.kind === 'signed-in') return true
  if (access.kind === 'operator') return role.isOperator
  const userType = access.userType ?? effectiveUserType(role.subject, undefined)
  return (
    decideRouteAccess(role.subject, access.routeName, userType).allowed &&
    isActionRoleAllowed(access, role.subject.application_role)
  )
}

/** The codes the route gate answers with; a 403 with another code comes from a service, past the gate. */
export const gateDenialCodes = [
  'FORBIDDEN',
  'ROLE_NOT_ALLOWED',
  'COMPANY_NOT_VERIFIED',
  'USER_NOT_VERIFIED',
  'NOT_A_PROVIDER',
] as const
