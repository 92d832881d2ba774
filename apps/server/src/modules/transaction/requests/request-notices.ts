import { describeReference, formatRupiah, isEnumValue, unitList } from '@lumbung/contract'
import type { Executor } from '../../../db/database'
import type { TransactionRequestRow } from '../../../db/schema'
import type { Audit } from '../../../lib/audit'
import type { Mail, MailMessage } from '../../mail'
import { jakartaDayText } from './request-dates'
import type { RequestsRepository } from './requests.repository'
import { requestMetadataOfRow, transactionMetadataOfRow } from './request-view'
import type { Terms } from './request-snapshots'

export type RequestEvent = 'added' | 'withdrawn' | 'approved' | 'rejected' | 'updated' | 'expired'

export interface RequestNoticesDependencies {
  requests: RequestsRepository
  audit: Audit
  mail: Mail
  publicUrl: string
}

export type RequestNotices = ReturnType<typeof createRequestNotices>

const toProvider = ['added', 'withdrawn'] as const satisfies readonly RequestEvent[]

/** "Rp 2.500.000 per month, 12 months, 50,000 calls a month": the terms as a person reads them. */
export function describeTerms(terms: Terms): string {
  const parts: string[] = []
  if (terms.price !== null) {
    const unit = terms.unit ? ` ${describeReference(unitList, terms.unit).toLowerCase()}` : ''
    parts.push(`${formatRupiah(terms.price)}${unit}`)
  }
  if (terms.period_count !== null && terms.unit) {
    const unitName = terms.unit === 'YEAR' ? 'year' : 'month'
    parts.push(`${terms.period_count} ${unitName}${terms.period_count === 1 ? '' : 's'}`)
  }
  if (terms.monthly_quota !== null) {
    parts.push(`${terms.monthly_quota.toLocaleString('en-US')} calls a month`)
  }
  return parts.join(', ') || 'unchanged'
}

/**
 * Every transition is written to the audit log and mailed to the other side, inside the caller's
 * transaction: both happen exactly when the change commits. Added and withdrawn go to the provider's
 * owner and admins; decisions, new terms and expiry go to the person who asked.
 */
export function createRequestNotices({ requests, audit, mail, publicUrl }: RequestNoticesDependencies) {
  const base = publicUrl.replace(/\/+$/, '')
  const linkFor = (event: RequestEvent, transactionNo: string) =>
    isEnumValue(toProvider, event)
      ? `${base}/provider/my-transaction/request-approval/detail/${transactionNo}`
      : `${base}/consumer/my-transaction/my-request/detail/${transactionNo}`

  return {
    async announce(
      event: RequestEvent,
      row: TransactionRequestRow,
      actor: { userId: string; tenantId: string } | null,
      executor: Executor,
      extra: { terms?: Terms; note?: string | null } = {},
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
          await mail.send(
            event === 'added'
              ? {
                  to,
                  template: 'transaction-request-received',
                  data: { ...data, requesterName: requester.full_name, purpose: row.purposeOfUsage },
                }
              : { to, template: 'transaction-request-withdrawn', data },
            executor,
          )
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
          // The last day on the Jakarta calendar, which the mail names as Asia/Jakarta time.
          message = {
            to,
            template: 'transaction-request-approved',
            data: { ...data, periodEnd: row.periodEnd ? jakartaDayText(row.periodEnd) : null },
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
            data: { ...data, terms: describeTerms(extra.terms!), note: extra.note ?? null },
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
