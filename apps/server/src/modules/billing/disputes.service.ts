import {
  disputesErrorCodes,
  disputesErrorMessages,
  formatRupiah,
  type Dispute,
  type DisputeAnswerBody,
  type DisputeOpenBody,
  type DisputeResolveBody,
  type DisputeStatus,
} from '@lumbung/contract'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { AppError } from '../../lib/errors'
import type { Mail } from '../mail'
import { periodOf } from './billing-period'
import type { BillingRepository } from './billing.repository'
import type { DisputesRepository, DisputeWithNames } from './disputes.repository'
import { disputeOf } from './disputes-view'

export interface DisputesDependencies {
  db: Database
  repository: DisputesRepository
  /** Whom each step mails: the company's owner. */
  owners: Pick<BillingRepository, 'ownerOf'>
  mail: Mail
  audit: Audit
  publicUrl: string
  now?: () => Date
}

interface PageQuery {
  page: number
  limit: number
  status?: DisputeStatus | undefined
}

/** A charge line: usage, a period or a purchase. VAT and credits are not disputed. */
const disputableKinds = new Set(['PAY_PER_CALL', 'PAY_PER_QUERY', 'SUBSCRIPTION', 'ONE_TIME'])
/** An invoice holds a few dozen lines at most; the consumer's view of one invoice reads them all. */
const invoiceDisputeLimit = 500

const notFound = () => new AppError(disputesErrorCodes.notFound, 404, disputesErrorMessages.notFound)

/**
 * Invoice-line disputes (docs/decisions/0052-sla-credits-and-disputes.md): OPEN → ANSWERED → RESOLVED
 * (CREDITED or REJECTED). A company reaches only its own invoices' (consumer) or products' (provider)
 * disputes; another's answer 404. Each step writes the history and mails the other party in the same
 * transaction.
 */
export function createDisputesService({
  db,
  repository,
  owners,
  mail,
  audit,
  publicUrl,
  now = () => new Date(),
}: DisputesDependencies) {
  async function withEvents(rows: DisputeWithNames[]): Promise<Dispute[]> {
    const events = await repository.eventsOf(rows.map((row) => row.dispute.id))
    return rows.map((row) =>
      disputeOf(
        row,
        events.filter((entry) => entry.event.disputeId === row.dispute.id),
      ),
    )
  }

  async function viewOf(id: string): Promise<Dispute> {
    const row = await repository.find(id)
    if (!row) throw notFound()
    const [view] = await withEvents([row])
    return view!
  }

  async function page(filter: Parameters<DisputesRepository['list']>[0], query: PageQuery) {
    const [rows, total] = await Promise.all([
      repository.list(filter, query.limit, (query.page - 1) * query.limit),
      repository.count(filter),
    ])
    return { data: await withEvents(rows), total_data: total }
  }

  const consumerLink = (period: string) => `${publicUrl}/consumer/billings/billings-history?period=${period}`
  const providerLink = `${publicUrl}/provider/billings/settlement-history?tab=disputes`

  return {
    async open(actor: Actor, body: DisputeOpenBody): Promise<Dispute> {
      const found = await repository.findLine(body.invoice_line_id)
      // Another company's line answers as a missing one.
      if (!found || found.consumerTenantId !== actor.tenantId) {
        throw new AppError(disputesErrorCodes.lineNotFound, 404, disputesErrorMessages.lineNotFound)
      }
      const { line } = found
      if (!disputableKinds.has(line.kind) || line.amount <= 0 || !line.providerTenantId) {
        throw new AppError(disputesErrorCodes.lineNotDisputable, 400, disputesErrorMessages.lineNotDisputable)
      }
      const providerTenantId = line.providerTenantId
      const id = await db.transaction(async (tx) => {
        const row = await repository.insert(
          {
            invoiceId: line.invoiceId,
            invoiceLineId: line.id,
            consumerTenantId: actor.tenantId,
            providerTenantId,
          },
          tx,
        )
        if (!row) return undefined
        await repository.addEvent(
          { disputeId: row.id, action: 'OPENED', actorId: actor.userId, text: body.reason },
          tx,
        )
        const owner = await owners.ownerOf(providerTenantId, tx)
        if (owner) {
          const dispute = await repository.find(row.id, tx)
          await mail.send(
            {
              to: owner.email,
              template: 'billing-dispute-opened',
              data: {
                fullName: owner.fullName,
                consumerName: dispute!.consumerLegalName,
                productName: line.productName,
                invoiceNo: found.invoiceNo,
                amount: formatRupiah(line.amount),
                reason: body.reason,
                link: providerLink,
              },
            },
            tx,
          )
        }
        return row.id
      })
      if (!id)
        throw new AppError(disputesErrorCodes.alreadyDisputed, 409, disputesErrorMessages.alreadyDisputed)
      return viewOf(id)
    },

    async consumerList(actor: Actor, invoiceId: string): Promise<Dispute[]> {
      const rows = await repository.list(
        { consumerTenantId: actor.tenantId, invoiceId },
        invoiceDisputeLimit,
        0,
      )
      return withEvents(rows)
    },

    providerList(actor: Actor, query: PageQuery) {
      return page({ providerTenantId: actor.tenantId, status: query.status }, query)
    },

    async answer(actor: Actor, id: string, body: DisputeAnswerBody): Promise<Dispute> {
      const found = await repository.find(id)
      // Only the provider of the disputed product sees the dispute; to anyone else it does not exist.
      if (!found || found.dispute.providerTenantId !== actor.tenantId) throw notFound()
      const isAnswered = await db.transaction(async (tx) => {
        const moved = await repository.transition(id, ['OPEN'], { status: 'ANSWERED' }, tx)
        if (!moved) return false
        await repository.addEvent(
          { disputeId: id, action: 'ANSWERED', actorId: actor.userId, text: body.answer },
          tx,
        )
        const owner = await owners.ownerOf(found.dispute.consumerTenantId, tx)
        if (owner) {
          await mail.send(
            {
              to: owner.email,
              template: 'billing-dispute-answered',
              data: {
                fullName: owner.fullName,
                providerName: found.providerLegalName,
                productName: found.productName,
                invoiceNo: found.invoiceNo,
                answer: body.answer,
                link: consumerLink(found.period),
              },
            },
            tx,
          )
        }
        return true
      })
      if (!isAnswered) {
        throw new AppError(disputesErrorCodes.notAnswerable, 409, disputesErrorMessages.notAnswerable)
      }
      return viewOf(id)
    },

    operatorList(query: PageQuery) {
      return page({ status: query.status }, query)
    },

    /**
     * An operator resolves an open or answered dispute (a provider that stays silent does not hold it
     * up). A credit is owed for the month it is resolved in: the consumer's next invoice shows it and
     * the provider's settlement of that month deducts it.
     */
    async resolve(actor: Actor, id: string, body: DisputeResolveBody): Promise<Dispute> {
      const found = await repository.find(id)
      if (!found) throw notFound()
      const isCredited = body.outcome === 'CREDITED'
      if (isCredited && body.amount === undefined) {
        throw new AppError(disputesErrorCodes.amountRequired, 400, disputesErrorMessages.amountRequired)
      }
      if (isCredited && body.amount! > found.lineAmount) {
        throw new AppError(
          disputesErrorCodes.amountTooHigh,
          400,
          disputesErrorMessages.amountAboveLine(formatRupiah(found.lineAmount)),
        )
      }
      const amount = isCredited ? body.amount! : null
      const at = now()
      const isResolved = await db.transaction(async (tx) => {
        const moved = await repository.transition(
          id,
          ['OPEN', 'ANSWERED'],
          { status: 'RESOLVED', outcome: body.outcome, creditAmount: amount, resolvedAt: at },
          tx,
        )
        if (!moved) return false
        if (amount !== null) {
          await repository.insertCredit(
            {
              kind: 'DISPUTE',
              period: periodOf(at),
              consumerTenantId: found.dispute.consumerTenantId,
              providerTenantId: found.dispute.providerTenantId,
              productId: found.productId,
              productName: found.productName,
              amount,
              disputeId: id,
            },
            tx,
          )
        }
        await repository.addEvent(
          { disputeId: id, action: body.outcome, actorId: actor.userId, text: body.note, amount },
          tx,
        )
        await audit.record(tx, {
          action: 'billing.dispute.resolved',
          tenantId: found.dispute.consumerTenantId,
          actorUserId: actor.userId,
          targetType: 'billing_dispute',
          targetId: id,
          detail: { outcome: body.outcome, amount },
        })
        const credit = amount === null ? null : formatRupiah(amount)
        const parties = [
          { tenantId: found.dispute.consumerTenantId, link: consumerLink(found.period) },
          { tenantId: found.dispute.providerTenantId, link: providerLink },
        ]
        for (const party of parties) {
          const owner = await owners.ownerOf(party.tenantId, tx)
          if (!owner) continue
          await mail.send(
            {
              to: owner.email,
              template: 'billing-dispute-resolved',
              data: {
                fullName: owner.fullName,
                productName: found.productName,
                invoiceNo: found.invoiceNo,
                credit,
                note: body.note,
                link: party.link,
              },
            },
            tx,
          )
        }
        return true
      })
      if (!isResolved) {
        throw new AppError(disputesErrorCodes.alreadyResolved, 409, disputesErrorMessages.alreadyResolved)
      }
      return viewOf(id)
    },
  }
}

export type DisputesService = ReturnType<typeof createDisputesService>
