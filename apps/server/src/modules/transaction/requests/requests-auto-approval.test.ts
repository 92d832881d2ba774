import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { isApprovedAutomatically } from './request-approval'
import {
  auditActions,
  insertProduct,
  openRequestsSuite,
  rowOf,
  type RequestsSuite,
} from './requests.test-helpers'

let suite: RequestsSuite
beforeAll(async () => {
  suite = await openRequestsSuite()
})
afterAll(() => suite.close())

/** PT Data Nusantara's products with an automatic approval rule; PT Konsumen Maju is in financial services. */
const autoProduct = (name: string, autoApproveIndustries: string[], extra: Record<string, unknown> = {}) =>
  insertProduct(suite.db, {
    tenantId: suite.providerId,
    name,
    dataType: 'API',
    autoApprove: true,
    autoApproveIndustries,
    ...extra,
  })

/** What the marketplace product page tells the consumer's admin about approval. */
async function approvesAtOnceOnPage(productId: string): Promise<boolean> {
  const response = await suite.app.inject({
    method: 'GET',
    url: `/api/data/consumer/marketplace/detail/${productId}`,
    headers: suite.consumerAdmin,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.approves_at_once
}

describe('automatic approval', () => {
  it('approves a verified company’s request at once: the decision, its period, the mail and the audit trail', async () => {
    const productId = await autoProduct('Instant Weather', [], {
      pricingModel: 'SUBSCRIPTION',
      unit: 'MONTH',
      price: 1_000_000,
      monthlyQuota: 1000,
    })
    const response = await suite.call(suite.consumerAdmin, 'POST', '/consumer/request/add', {
      product_id: productId,
      purpose_of_usage: 'Planning deliveries around the rain',
      is_data_access_agreement: true,
      period_count: 2,
    })
    expect(response.statusCode, response.body).toBe(200)
    const { data, message } = response.json()
    expect(message).toBe('Your request has been approved: the purchase is ready to use')
    expect(data).toMatchObject({ status: 'APPROVED', can_withdraw: false })
    expect(data.period_start).not.toBeNull()
    expect(new Date(data.period_end).getTime()).toBeGreaterThan(new Date(data.period_start).getTime())
    expect(data.approval_metadata).toMatchObject({
      action: 'APPROVED',
      full_name: 'Automatic approval',
      tenant_id: suite.providerId,
      legal_name: 'PT Data Nusantara',
    })
    const row = await rowOf(suite.db, data.transaction_no)
    expect(row.decidedBy).toBeNull()
    expect(row.transactionMetadata).toMatchObject({ approved_revision_no: 0 })
    // Both written in one transaction, at the same moment: their order is not the point.
    expect((await auditActions(suite.db, row.id)).sort()).toEqual([
      'transaction_request.added',
      'transaction_request.auto_approved',
    ])
    const [mail] = await readMailbox(suite.app, 'admin@consumer.test')
    expect(mail?.subject).toBe('Your request for Instant Weather was approved')
    expect(mail?.text).toContain(`/consumer/my-transaction/purchased-data/${data.transaction_no}`)
    // The provider sees it among its requests, decided.
    const provider = await suite.get(suite.providerAdmin, `/provider/request/detail/${data.transaction_no}`)
    expect(provider.json().data).toMatchObject({ status: 'APPROVED', can_decide: false })
  })

  it('approves only the industries the rule names, and leaves others to the provider', async () => {
    const financial = await autoProduct('Instant for finance', ['BANKING', 'FINANCIAL_SERVICES'])
    // The product page tells the company before it requests, as the request then decides.
    expect(await approvesAtOnceOnPage(financial)).toBe(true)
    const approved = await suite.request(financial)
    expect((await rowOf(suite.db, approved)).status).toBe('APPROVED')

    const banking = await autoProduct('Instant for banks', ['BANKING'])
    expect(await approvesAtOnceOnPage(banking)).toBe(false)
    const waiting = await suite.request(banking)
    const row = await rowOf(suite.db, waiting)
    expect(row.status).toBe('WAITING_APPROVAL')
    expect(row.approvalMetadata).toBeNull()
    expect(await auditActions(suite.db, row.id)).toEqual(['transaction_request.added'])
  })

  it('leaves a product without the rule to the provider', async () => {
    expect(await approvesAtOnceOnPage(suite.product.payPerCall)).toBe(false)
    const transactionNo = await suite.request(suite.product.payPerCall)
    expect((await rowOf(suite.db, transactionNo)).status).toBe('WAITING_APPROVAL')
  })

  it('never approves a company that is not verified', () => {
    const rule = { autoApprove: true, autoApproveIndustries: [] }
    expect(isApprovedAutomatically(rule, { verificationStatus: 'VERIFIED', industry: null })).toBe(true)
    for (const status of ['UNVERIFIED', 'PENDING', 'REJECTED'])
      expect(isApprovedAutomatically(rule, { verificationStatus: status, industry: 'BANKING' })).toBe(false)
    expect(
      isApprovedAutomatically(
        { autoApprove: true, autoApproveIndustries: ['BANKING'] },
        { verificationStatus: 'VERIFIED', industry: null },
      ),
    ).toBe(false)
  })
})
