import {
  billingErrorCodes,
  billingErrorMessages,
  formatDocumentDate,
  formatRupiah,
  type MonthCloseResult,
} from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { BillingConfig } from '../../config'
import type { Database } from '../../db/database'
import type { FileStorage } from '../../lib/file-storage'
import { AppError } from '../../lib/errors'
import type { UsageLedger } from '../gateway'
import { PermanentJobError, type Jobs, type ScheduledPayload } from '../jobs'
import type { Mail, MailMessage } from '../mail'
import type { BillingChargesRepository } from './billing-charges.repository'
import type { BillingCreditsRepository, ServiceMeasureRow } from './billing-credits.repository'
import type { BillingDocuments } from './billing-documents'
import { invoiceFigures, settlementFigures, type Charge } from './billing-math'
import { addMonths, compactPeriod, periodEnd, periodOf, periodStart, periodLabel } from './billing-period'
import type { BillingRepository } from './billing.repository'
import { invoiceDetailOf, settlementDetailOf } from './billing-view'
import { createSlaCredits } from './sla-credits.service'

export const monthCloseQueue = 'billing.month-close'
export const billingDocumentQueue = 'billing.document-mail'
/**
 * The automatic close: 00:10 in Jakarta on the 1st, ten minutes after the month ends so the ledger's
 * last batches of every instance have landed. The schedule table queues it once across instances.
 */
export const monthCloseSchedule = {
  cron: '10 0 1 * *',
  timeZone: 'Asia/Jakarta',
  maxAttempts: 10,
  // A server started after a month ended closes it at once, not on the next 1st.
  isRunAtStart: true,
} as const
const dayMs = 24 * 60 * 60 * 1000
/** A month is closed only once this long has passed since it ended: every instance's last batches land. */
const landingMs = 10 * 60 * 1000

interface DocumentJob {
  kind: 'invoice' | 'settlement'
  id: string
}

export interface MonthCloseDependencies {
  db: Database
  repository: BillingRepository
  charges: BillingChargesRepository
  credits: BillingCreditsRepository
  config: BillingConfig
  jobs: Jobs
  mail: Mail
  files: FileStorage
  documents: BillingDocuments
  usage: Pick<UsageLedger, 'flush'>
  publicUrl: string
  logger: FastifyBaseLogger
  now?: () => Date
}

function groupBy(charges: readonly Charge[], key: (charge: Charge) => string): Map<string, Charge[]> {
  const groups = new Map<string, Charge[]>()
  for (const charge of charges) {
    const group = groups.get(key(charge))
    if (group) group.push(charge)
    else groups.set(key(charge), [charge])
  }
  return groups
}

/**
 * Month close (docs/decisions/0047-billing.md): for an ended month, every consumer with charges gets
 * its invoice and every provider its settlement, each in one transaction of its own. The unique month
 * of each and a per-tenant lock make it idempotent: a second run, or a retry after a crash part way,
 * issues only what is missing. Each new document queues its mail (with the PDF) in the same
 * transaction, so it is mailed exactly when it exists.
 */
export function createMonthClose({
  db,
  repository,
  charges,
  credits,
  config,
  jobs,
  mail,
  files,
  documents,
  usage,
  publicUrl,
  logger,
  now = () => new Date(),
}: MonthCloseDependencies) {
  const log = logger.child({ component: 'month-close' })
  const slaCredits = createSlaCredits({ credits })

  async function issueInvoice(
    period: string,
    tenantId: string,
    tenantCharges: Charge[],
    measures: readonly ServiceMeasureRow[],
    issuedAt: Date,
    isMailed: boolean,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${tenantId}:${period}`}))`)
      if (await repository.isInvoiceIssued(tenantId, period, tx)) return false
      const tenantCredits = await slaCredits.creditsForInvoice(period, tenantId, tenantCharges, measures, tx)
      const figures = invoiceFigures(tenantCharges, config.vatBasisPoints, tenantCredits)
      const sequence = await repository.nextInvoiceSequence(period, tx)
      const row = await repository.insertInvoice(
        {
          consumerTenantId: tenantId,
          period,
          invoiceNo: `INV-${compactPeriod(period)}-${String(sequence).padStart(4, '0')}`,
          subtotal: figures.subtotal,
          vatBasisPoints: config.vatBasisPoints,
          vat: figures.vat,
          total: figures.total,
          issuedAt,
          dueAt: new Date(issuedAt.getTime() + config.invoiceDueDays * dayMs),
        },
        figures.lines,
        tx,
      )
      if (!row) return false
      await credits.markInvoiced(period, tenantId, row.id, tx)
      if (isMailed)
        await jobs.enqueue<DocumentJob>(
          billingDocumentQueue,
          { kind: 'invoice', id: row.id },
          { executor: tx },
        )
      return true
    })
  }

  async function createSettlement(
    period: string,
    tenantId: string,
    tenantCharges: Charge[],
    createdAt: Date,
    isMailed: boolean,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settlement:${tenantId}:${period}`}))`)
      // The month's invoices are issued first, so every credit against this provider is there now.
      const owed = await credits.unsettledOfProvider(period, tenantId, tx)
      const figures = settlementFigures(tenantCharges, config.platformFeeBasisPoints, owed)
      const row = await repository.insertSettlement(
        {
          providerTenantId: tenantId,
          period,
          gross: figures.gross,
          feeBasisPoints: config.platformFeeBasisPoints,
          platformFee: figures.platformFee,
          slaCredits: figures.slaCredits,
          net: figures.net,
          createdAt,
        },
        figures.lines,
        tx,
      )
      if (!row) return false
      await credits.markSettled(period, tenantId, row.id, tx)
      if (isMailed)
        await jobs.enqueue<DocumentJob>(
          billingDocumentQueue,
          { kind: 'settlement', id: row.id },
          { executor: tx },
        )
      return true
    })
  }

  /**
   * Closes one ended month. `issuedAt` dates its documents (default now; the demo history dates them on
   * the 1st after their month); `isMailed: false` issues them without mailing (a demo history is not news).
   */
  async function closeMonth(
    period: string,
    { issuedAt, isMailed = true }: { issuedAt?: Date; isMailed?: boolean } = {},
  ): Promise<MonthCloseResult> {
    const at = issuedAt ?? now()
    if (periodEnd(period).getTime() > now().getTime()) {
      throw new AppError(billingErrorCodes.periodNotEnded, 400, billingErrorMessages.periodNotEnded)
    }
    // This instance's last records reach the rollups before they are read.
    await usage.flush()
    const monthCharges = await charges.charges(
      { side: 'all' },
      { from: periodStart(period), to: periodEnd(period) },
    )
    const measures = await slaCredits.measures(period)
    // A dispute credit may reach a company that had no charge that month: it still gets its documents.
    const credited = await credits.tenantsWithCredits(period)
    const byConsumer = groupBy(monthCharges, (charge) => charge.consumerTenantId)
    const byProvider = groupBy(monthCharges, (charge) => charge.providerTenantId)
    for (const { consumerTenantId, providerTenantId } of credited) {
      if (!byConsumer.has(consumerTenantId)) byConsumer.set(consumerTenantId, [])
      if (!byProvider.has(providerTenantId)) byProvider.set(providerTenantId, [])
    }
    let invoicesIssued = 0
    for (const [tenantId, tenantCharges] of byConsumer) {
      if (await issueInvoice(period, tenantId, tenantCharges, measures, at, isMailed)) invoicesIssued += 1
    }
    let settlementsCreated = 0
    for (const [tenantId, tenantCharges] of byProvider) {
      if (await createSettlement(period, tenantId, tenantCharges, at, isMailed)) settlementsCreated += 1
    }
    if (invoicesIssued + settlementsCreated > 0)
      log.info({ period, invoicesIssued, settlementsCreated }, 'month closed')
    return { period, invoices_issued: invoicesIssued, settlements_created: settlementsCreated }
  }

  /**
   * Closes every ended month that needs it, oldest first: from the first month anyone was charged,
   * each month without a single invoice or settlement, and the month that ended last (whose close may
   * have stopped part way; closing it again issues only what is missing). A month is closed once
   * `landingMs` has passed since it ended, so every instance's last ledger batches are in.
   */
  async function closeEndedMonths(): Promise<MonthCloseResult[]> {
    const at = now()
    const last = periodOf(new Date(at.getTime() - landingMs))
    const lastEnded = addMonths(last, -1)
    const first = await charges.firstChargeOfAll(at)
    if (!first) return []
    const firstPeriod = periodOf(first)
    if (firstPeriod > lastEnded) return []
    const withDocuments = await repository.periodsWithDocuments(firstPeriod, lastEnded)
    const results: MonthCloseResult[] = []
    for (let period = firstPeriod; period <= lastEnded; period = addMonths(period, 1)) {
      if (period === lastEnded || !withDocuments.has(period)) results.push(await closeMonth(period))
    }
    return results
  }

  /** The PDF is kept under a key of its own, so the queued mail names the file rather than carrying it. */
  /**
   * Queues a document's mail in the transaction that marks it mailed: the job may run again after its
   * instance died between the two (the PDF is simply written again), and the mail still goes out once.
   */
  async function mailOnce(kind: DocumentJob['kind'], id: string, message: MailMessage): Promise<void> {
    await db.transaction(async (tx) => {
      if (await repository.claimDocumentMail(kind, id, tx)) await mail.send(message, tx)
    })
  }

  async function mailDocument({ kind, id }: DocumentJob): Promise<void> {
    if (kind === 'invoice') {
      const row = await repository.findInvoice({ id })
      if (!row) throw new PermanentJobError(`invoice ${id} is gone`)
      const detail = invoiceDetailOf(
        row,
        await repository.invoiceLinesOf(id),
        now(),
        await credits.ofInvoice(id),
      )
      const owner = await repository.ownerOf(row.consumerTenantId)
      if (!owner) return log.warn({ invoiceId: id }, 'the company has no active owner to mail the invoice to')
      const fileKey = `billing/invoices/${id}.pdf`
      await files.put(fileKey, await documents.invoice(detail))
      await mailOnce('invoice', id, {
        to: owner.email,
        template: 'billing-invoice-issued',
        data: {
          fullName: owner.fullName,
          companyName: row.consumerLegalName,
          invoiceNo: row.invoiceNo,
          month: periodLabel(row.period),
          period: row.period,
          total: formatRupiah(row.total),
          // Day first in digits, the same in every language (as on the PDF).
          dueDate: formatDocumentDate(row.dueAt.toISOString()),
          link: `${publicUrl}/consumer/billings/billings-history?period=${row.period}`,
        },
        attachments: [{ filename: `${row.invoiceNo}.pdf`, fileKey, contentType: 'application/pdf' }],
      })
      return
    }
    const row = await repository.findSettlement({ id })
    if (!row) throw new PermanentJobError(`settlement ${id} is gone`)
    const detail = settlementDetailOf(
      row,
      await repository.settlementLinesOf(id),
      await credits.ofSettlement(id),
    )
    const owner = await repository.ownerOf(row.providerTenantId)
    if (!owner)
      return log.warn({ settlementId: id }, 'the company has no active owner to mail the statement to')
    const fileKey = `billing/settlements/${id}.pdf`
    await files.put(fileKey, await documents.settlement(detail))
    await mailOnce('settlement', id, {
      to: owner.email,
      template: 'billing-settlement-created',
      data: {
        fullName: owner.fullName,
        companyName: row.providerLegalName,
        month: row.period,
        gross: formatRupiah(row.gross),
        net: formatRupiah(row.net),
        link: `${publicUrl}/provider/billings/settlement-history?period=${row.period}`,
      },
      attachments: [{ filename: `settlement-${row.period}.pdf`, fileKey, contentType: 'application/pdf' }],
    })
  }

  return {
    closeMonth,
    closeEndedMonths,
    /** The two queues: the close (scheduled, and at each start) and the document mails. */
    register() {
      jobs.schedule(monthCloseQueue, monthCloseSchedule)
      // Every ended month still open, however late the run (a retry, an instance that was down, a start).
      jobs.work<Partial<ScheduledPayload>>(monthCloseQueue, async () => {
        await closeEndedMonths()
      })
      jobs.work<DocumentJob>(billingDocumentQueue, mailDocument, { concurrency: 1 })
    },
  }
}

export type MonthClose = ReturnType<typeof createMonthClose>
