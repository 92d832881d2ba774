import { isEnumValue, type MailTerms } from '@lumbung/contract'
import type { Executor } from '../../../db/database'
import type { TransactionRequestRow } from '../../../db/schema'
import type { Audit } from '../../../lib/audit'
import type { Mail, MailMessage } from '../../mail'
import { jakartaDate } from './request-dates'
import type { RequestsRepository } from './requests.repository'
import { requestMetadataOfRow, transactionMetadataOfRow } from './request-view'
import { termsOf, type Terms } from './request-snapshots'

export type RequestEvent =
  'added' | 'withdrawn' | 'accepted' | 'approved' | 'auto_approved' | 'rejected' | 'updated' | 'expired'

/** What a step's mail says beyond the request itself: new terms (and the ones they replace). */
export interface RequestNoticeExtra {
  terms?: Terms
  previousTerms?: Terms
  note?: string | null
}

export interface RequestNoticesDependencies {
  requests: RequestsRepository
  audit: Audit
  mail: Mail
  publicUrl: string
}

export type RequestNotices = ReturnType<typeof createRequestNotices>

const toProvider = ['added', 'withdrawn', 'accepted'] as const satisfies readonly RequestEvent[]

/** The terms as a mail takes them; the mail writes them out in the recipient's language. */
function mailTermsOf(terms: Terms): MailTerms {
  return {
    price: terms.price,
    unit: terms.unit,
    monthlyQuota: terms.monthly_quota,
    periodCount: terms.period_count,
  }
}

/**
 * Every transition is written to the audit log and mailed to the other side, inside the caller's
 * transaction: both happen exactly when the change commits. Added, withdrawn and accepted go to the
 * provider's owner and admins; decisions, new terms and expiry go to the person who asked.
 */
export function createRequestNotices({ requests, audit, mail, publicUrl }: RequestNoticesDependencies) {
  const base = publicUrl.replace(/\/+$/, '')
  const linkFor = (event: RequestEvent, transactionNo: string) =>
    isEnumValue(toProvider, event)
      ? `${base}/provider/my-transaction/request-approval/detail/${transactionNo}`
      : `${base}/consumer/my-transaction/my-request/detail/${transactionNo}`
  /** The consumer's purchased-data detail, where an approved request is used. */
  const purchaseLink = (transactionNo: string) =>
    `${base}/consumer/my-transaction/purchased-data/${transactionNo}`

  return {
    async announce(
      event: RequestEvent,
      row: TransactionRequestRow,
      // An automatic approval is the provider's rule: its company, and no person.
      actor: { userId: string | null; tenantId: string } | null,
      executor: Executor,
      extra: RequestNoticeExtra = {},
    ): Promise<void> {
      const terms = transactionMetadataOfRow(row)
      const requester = requestMetadataOfRow(row)
      await audit.record(executor, {
        action: `transaction_request.${event}`,
        tenantId: actor?.tenantId ?? row.consumerTenantId,
        actorUserId: actor?.userId ?? null,
        targetType: 'transaction_request',
        targetId: row.id,
        detail: {
          transaction_no: row.transactionNo,
          product_id: row.productId,
          status: row.status,
          ...(row.rejectReason && event === 'rejected' ? { reason: row.rejectReason } : {}),
          ...(extra.terms ? { terms: extra.terms } : {}),
        },
      })

      const common = {
        transactionNo: row.transactionNo,
        productName: terms.product_name,
        link: linkFor(event, row.transactionNo),
      }
      if (isEnumValue(toProvider, event)) {
        for (const admin of await requests.adminsOf(row.providerTenantId, executor)) {
          const to = admin.email
          const data = { ...common, fullName: admin.fullName, consumerName: requester.legal_name }
          const message: MailMessage =
            event === 'added'
              ? {
                  to,
                  template: 'transaction-request-received',
                  data: { ...data, requesterName: requester.full_name, purpose: row.purposeOfUsage },
                }
              : event === 'accepted'
                ? {
                    to,
                    template: 'transaction-request-terms-accepted',
                    data: {
                      ...data,
                      revisionNo: row.acceptedRevisionNo ?? 0,
                      terms: mailTermsOf(termsOf(terms)),
                    },
                  }
                : { to, template: 'transaction-request-withdrawn', data }
          await mail.send(message, executor)
        }
        return
      }
      // The person who asked, at their current address; nobody when they have left the company.
      const recipient = await requests.activeUser(row.requestedBy, executor)
      if (!recipient) return
      const to = recipient.email
      const data = { ...common, fullName: recipient.fullName, providerName: terms.owner_legal_name }
      let message: MailMessage
      switch (event) {
        case 'approved':
        case 'auto_approved':
          // The last day on the Jakarta calendar, which the mail names as Asia/Jakarta time.
          message = {
            to,
            template: 'transaction-request-approved',
            data: {
              ...data,
              price: { amount: terms.price, unit: terms.unit ?? null },
              periodEnd: row.periodEnd ? jakartaDate(row.periodEnd) : null,
              link: purchaseLink(row.transactionNo),
              requestLink: common.link,
            },
          }
          break
        case 'rejected':
          // The database holds a reason for every rejected request.
          message = {
            to,
            template: 'transaction-request-rejected',
            data: { ...data, reason: row.rejectReason ?? '' },
          }
          break
        case 'updated':
          message = {
            to,
            template: 'transaction-request-updated',
            data: {
              ...data,
              terms: mailTermsOf(extra.terms!),
              previousTerms: mailTermsOf(extra.previousTerms ?? extra.terms!),
              note: extra.note ?? null,
            },
          }
          break
        case 'expired':
          message = { to, template: 'transaction-request-expired', data }
          break
      }
      await mail.send(message, executor)
    },
  }
}
