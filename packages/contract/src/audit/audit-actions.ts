/**
 * Every event the audit trail keeps, by its stable code, with the words the trail shows for it
 * (docs/decisions/0061-audit-trail.md). A service can record only a code listed here, so no row of the
 * trail is ever shown without a label.
 */
export const auditActionLabels = {
  // Sign-in and sessions
  'auth.signup': 'Signed up',
  'auth.email_verified': 'Confirmed the email address',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in refused',
  'auth.second_factor_refused': 'Second factor refused',
  'auth.second_factor_added': 'Added a second factor',
  'auth.second_factor_removed': 'Removed a second factor',
  'auth.recovery_codes_replaced': 'Replaced the recovery codes',
  'auth.logout': 'Signed out',
  'auth.refresh_token_reused': 'A used session token was presented again; the session ended',
  'auth.password_reset': 'Reset the password',
  'auth.password_changed': 'Changed the password',
  'auth.fresh_login_failed': 'Password re-entry refused',
  // Refused calls, counted per account, address and ten minutes
  'access.refused': 'Access refused',
  // The person's own account
  'user.profile_updated': 'Updated the profile',
  'user.email_change_requested': 'Asked to change the email address',
  'user.email_changed': 'Changed the email address',
  'user.identity_submitted': 'Submitted an identity document',
  // The company
  'tenant.updated': 'Updated the company details',
  'tenant.logo_changed': 'Changed the company logo',
  'tenant.verification_submitted': 'Submitted the company documents for verification',
  'tenant.verification_approved': 'The company was verified',
  'tenant.verification_rejected': "The company's verification was rejected",
  'tenant.payout_account_changed': 'Changed the payout bank account',
  'tenant.subscribed_provider': 'Subscribed as a provider',
  'tenant.second_factor_policy_changed': 'Changed whether members need a second factor',
  'tenant.api_key_shown': 'Viewed the company API key',
  'tenant.api_key_created': 'Created the company API key',
  'tenant.api_key_rotated': 'Rotated the company API key',
  'tenant.named_api_key_created': 'Created an API key',
  'tenant.named_api_key_revoked': 'Revoked an API key',
  'tenant.delta_sharing_token_created': 'Created a Delta Sharing profile',
  'tenant.delta_sharing_token_revoked': 'Revoked a Delta Sharing profile',
  // Members
  'member.invited': 'Invited a member',
  'member.invitation_resent': 'Resent an invitation',
  'member.activated': 'Activated an account from an invitation',
  'member.deactivated': 'Deactivated a member',
  'member.reactivated': 'Reactivated a member',
  'member.role_changed': "Changed a member's role",
  'member.ownership_transferred': 'Handed over company ownership',
  'member.ownership_transfer_refused': 'Ownership handover refused',
  // Settings, data and products
  'api_setting.created': 'Added an API setting',
  'api_setting.updated': 'Changed an API setting',
  'api_setting.deleted': 'Removed an API setting',
  'storage-setting.added': 'Added a storage setting',
  'storage-setting.updated': 'Changed a storage setting',
  'storage-setting.removed': 'Removed a storage setting',
  'data-asset.added': 'Added a data asset',
  'data-asset.removed': 'Removed a data asset',
  'product.created': 'Created a product',
  'product.updated': 'Changed a product',
  'product.published': 'Published a product',
  'product.archived': 'Archived a product',
  'product.deleted': 'Deleted a product',
  // Requests, purchases and deliveries
  'transaction_request.added': 'Sent a request',
  'transaction_request.withdrawn': 'Withdrew a request',
  'transaction_request.accepted': "Accepted a request's revised terms",
  'transaction_request.approved': 'Approved a request',
  'transaction_request.auto_approved': 'A request was approved automatically',
  'transaction_request.rejected': 'Rejected a request',
  'transaction_request.updated': "Revised a request's terms",
  'transaction_request.expired': 'A request expired',
  'transaction_request.access_suspended': 'Suspended access to a purchase',
  'transaction_request.access_resumed': 'Resumed access to a purchase',
  'transaction_request.access_revoked': 'Revoked access to a purchase',
  'data-delivery.queued': 'Queued a delivery',
  'auto-delivery.switched-on': 'Switched automatic delivery on',
  'auto-delivery.switched-off': 'Switched automatic delivery off',
  'file-to-api.started': 'Started a file-to-API run',
  'secret-share.fit-tested': 'Ran a fit test',
  'recommendation.created': 'Sent a data-need request',
  'recommendation.answered': 'Answered a data-need request',
  'recommendation.status_changed': "Changed a data-need request's status",
  // Billing
  'billing.invoice.paid': 'Recorded an invoice payment',
  'billing.settlement.paid': 'Recorded a settlement payout',
  'billing.month.closed': 'Closed a billing month',
  'billing.dispute.resolved': 'Resolved a dispute',
  // The operators, in a company's trail and their own
  'operator.tenant.viewed': "An operator opened the company's details",
  'operator.document.read': "An operator opened one of the company's documents",
  'operator.users.listed': "An operator listed the company's users",
  'operator.invoice.read': "An operator opened one of the company's invoices",
  'operator.settlement.read': "An operator opened one of the company's settlements",
  'operator.user.deactivate': 'An operator deactivated a user',
  'operator.user.reactivate': 'An operator reactivated a user',
  'operator.job.retry': 'An operator queued a failed job again',
  'operator.job.discard': 'An operator removed a failed job',
} as const

export type AuditAction = keyof typeof auditActionLabels
export const auditActions = Object.keys(auditActionLabels) as AuditAction[]

/** Whether the event was something done, or something the platform refused. */
export const auditOutcomes = ['SUCCESS', 'REFUSED'] as const
export type AuditOutcome = (typeof auditOutcomes)[number]
export const auditOutcomeLabels: Record<AuditOutcome, string> = {
  SUCCESS: 'Done',
  REFUSED: 'Refused',
}

/**
 * Events that may repeat thousands of times (refusals, an operator paging through a list) are counted
 * into one row per action, company, person, address and this many minutes.
 */
export const auditCountWindowMinutes = 10

/** Why a sign-in was refused; the person signing in is told none of this, the trail is. */
export const signInRefusalReasons = ['WRONG_PASSWORD', 'UNKNOWN_ACCOUNT', 'NOT_ACTIVE', 'LOCKED'] as const
export type SignInRefusalReason = (typeof signInRefusalReasons)[number]
export const signInRefusalReasonLabels: Record<SignInRefusalReason, string> = {
  WRONG_PASSWORD: 'wrong password',
  UNKNOWN_ACCOUNT: 'no such account',
  NOT_ACTIVE: 'account not active',
  LOCKED: 'too many attempts',
}

/** A label for a stored code; a code from an older version is shown as it is. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action
}
