import type { MailTemplate } from '../mail-layout'
import { contactMessage } from './contact-message'
import { companyVerificationApproved } from './company-verification-approved'
import { companyVerificationRejected } from './company-verification-rejected'
import { companyVerificationSubmitted } from './company-verification-submitted'
import { emailChange } from './email-change'
import { emailChangedNotice } from './email-changed-notice'
import { emailVerification } from './email-verification'
import { fileVersionColumnsChanged } from './file-version-columns-changed'
import { invitation } from './invitation'
import { memberRoleChanged } from './member-role-changed'
import { passwordChangedNotice } from './password-changed-notice'
import { passwordReset } from './password-reset'
import { secondFactorChanged } from './second-factor-changed'
import { recommendationAnswered } from './recommendation-answered'
import { recommendationStatusChanged } from './recommendation-status-changed'
import { recommendationSubmitted } from './recommendation-submitted'
import { transactionRequestReceived } from './transaction-request-received'
import { transactionRequestWithdrawn } from './transaction-request-withdrawn'
import { transactionRequestApproved } from './transaction-request-approved'
import { transactionRequestRejected } from './transaction-request-rejected'
import { transactionRequestUpdated } from './transaction-request-updated'
import { transactionRequestExpired } from './transaction-request-expired'
import { transactionRequestTermsAccepted } from './transaction-request-terms-accepted'
import { purchaseAccessSuspended } from './purchase-access-suspended'
import { purchaseAccessResumed } from './purchase-access-resumed'
import { purchaseAccessRevoked } from './purchase-access-revoked'
import { purchasePriceChanged } from './purchase-price-changed'
import { billingInvoiceIssued } from './billing-invoice-issued'
import { billingSettlementCreated } from './billing-settlement-created'
import { billingSpendCapReached } from './billing-spend-cap-reached'
import { billingDisputeAnswered } from './billing-dispute-answered'
import { billingDisputeOpened } from './billing-dispute-opened'
import { billingDisputeResolved } from './billing-dispute-resolved'

export type { MailBody, MailTemplate } from '../mail-layout'
export { defineTranslatedMailTemplate, mailLink } from '../mail-layout'

/**
 * Every message the server sends, by the name callers pass to `ctx.mail.send`. A new message: its words
 * in each language in the contract's `mail/*.texts.ts`, one file in this folder (see
 * email-verification.ts) and one line here; its name and data type join `MailMessage` from here.
 */
export const templates = {
  'email-verification': emailVerification,
  'password-reset': passwordReset,
  invitation: invitation,
  'member-role-changed': memberRoleChanged,
  'email-change': emailChange,
  'email-changed-notice': emailChangedNotice,
  'company-verification-approved': companyVerificationApproved,
  'company-verification-rejected': companyVerificationRejected,
  'company-verification-submitted': companyVerificationSubmitted,
  'password-changed-notice': passwordChangedNotice,
  'second-factor-changed': secondFactorChanged,
  'recommendation-submitted': recommendationSubmitted,
  'recommendation-status-changed': recommendationStatusChanged,
  'recommendation-answered': recommendationAnswered,
  'transaction-request-received': transactionRequestReceived,
  'transaction-request-withdrawn': transactionRequestWithdrawn,
  'transaction-request-approved': transactionRequestApproved,
  'transaction-request-rejected': transactionRequestRejected,
  'transaction-request-updated': transactionRequestUpdated,
  'transaction-request-expired': transactionRequestExpired,
  'transaction-request-terms-accepted': transactionRequestTermsAccepted,
  'purchase-access-suspended': purchaseAccessSuspended,
  'purchase-access-resumed': purchaseAccessResumed,
  'purchase-access-revoked': purchaseAccessRevoked,
  'purchase-price-changed': purchasePriceChanged,
  'file-version-columns-changed': fileVersionColumnsChanged,
  'billing-invoice-issued': billingInvoiceIssued,
  'billing-settlement-created': billingSettlementCreated,
  'billing-spend-cap-reached': billingSpendCapReached,
  'billing-dispute-opened': billingDisputeOpened,
  'billing-dispute-answered': billingDisputeAnswered,
  'billing-dispute-resolved': billingDisputeResolved,
  'contact-message': contactMessage,
} satisfies Record<string, MailTemplate>

export type MailTemplates = typeof templates
export type MailTemplateName = keyof MailTemplates

/** What a sender passes to a template: its schema's input. */
export type MailData<Name extends MailTemplateName> =
  MailTemplates[Name] extends MailTemplate<unknown, infer Input> ? Input : never

/**
 * The template of a name, whatever the name: a queued job may name one that was renamed or removed
 * since, so the answer is undefined then and the data is checked against the schema at run time.
 */
export function findTemplate(name: string): MailTemplate | undefined {
  return Object.hasOwn(templates, name) ? templates[name as MailTemplateName] : undefined
}
