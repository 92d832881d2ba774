import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transactionRequests } from '../../../db/schema'
import { userIdOf } from '../../../../test/builders'
import { openPurchasedSuite, purchasedBase, type PurchasedSuite } from './purchased.test-helpers'

type Headers = Record<string, string>
let purchased: PurchasedSuite
const suspendedAt = new Date('2026-11-20T03:15:00Z')

const get = (headers: Headers, url: string) => purchased.suite.get(headers, url)

async function setAccess(
  transactionNo: string,
  accessStatus: 'ACTIVE' | 'SUSPENDED' | 'REVOKED',
  reason: string | null,
) {
  await purchased.suite.db
    .update(transactionRequests)
    .set({
      accessStatus,
      accessReason: reason,
      accessChangedAt: suspendedAt,
      accessChangedBy: await userIdOf(purchased.suite.db, 'admin@provider.test'),
    })
    .where(eq(transactionRequests.transactionNo, transactionNo))
}

beforeAll(async () => {
  purchased = await openPurchasedSuite()
  // Both of the consumer's purchases of the NIK API: one suspended, one revoked.
  await setAccess(purchased.no.payPerCall!, 'SUSPENDED', 'Usage under review by the provider')
  await setAccess(purchased.no.subscription!, 'REVOKED', 'The data was resold against the agreement')
})
afterAll(async () => purchased.suite.close())

describe('purchased data whose access the provider changed', () => {
  it('lists suspended and revoked purchases with their access, still as approved purchases', async () => {
    const { consumerMember, no } = purchased
    const response = await get(consumerMember, `${purchasedBase}/list`)
    expect(response.statusCode).toBe(200)
    const rows = response.json().data.data as {
      transaction_no: string
      status: string
      access_status: string
    }[]
    const byNo = new Map(rows.map((row) => [row.transaction_no, row]))
    expect(byNo.get(no.payPerCall!)).toMatchObject({ status: 'APPROVED', access_status: 'SUSPENDED' })
    expect(byNo.get(no.subscription!)).toMatchObject({ status: 'APPROVED', access_status: 'REVOKED' })
    expect(byNo.get(no.file!)).toMatchObject({ status: 'APPROVED', access_status: 'ACTIVE' })
  })

  it('filters by access', async () => {
    const { consumerAdmin, no } = purchased
    const numbers = async (query: string) =>
      (
        (await get(consumerAdmin, `${purchasedBase}/list${query}`)).json().data.data as {
          transaction_no: string
        }[]
      )
        .map((row) => row.transaction_no)
        .sort()
    expect(await numbers('?access_status=SUSPENDED')).toEqual([no.payPerCall])
    expect(await numbers('?access_status=REVOKED')).toEqual([no.subscription])
    // The passed subscription reads EXPIRED, so the file purchase is the one approved and active.
    expect(await numbers('?access_status=ACTIVE&status=APPROVED')).toEqual([no.file])
    const bad = await get(consumerAdmin, `${purchasedBase}/list?access_status=PAUSED`)
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ access_status: 'Access is not valid' })
  })

  it('shows the provider’s reason and when access changed on the detail', async () => {
    const { consumerMember, no } = purchased
    const detail = (await get(consumerMember, `${purchasedBase}/detail/${no.payPerCall}`)).json().data
    expect(detail).toMatchObject({
      status: 'APPROVED',
      access_status: 'SUSPENDED',
      access_reason: 'Usage under review by the provider',
      access_changed_at: suspendedAt.toISOString(),
    })
    const file = (await get(consumerMember, `${purchasedBase}/detail/${no.file}`)).json().data
    expect(file).toMatchObject({ access_status: 'ACTIVE', access_reason: null, access_changed_at: null })
  })

  it('leaves suspended and revoked purchases out of the APIs the company can call now', async () => {
    const { consumerAdmin, no, apiProductId } = purchased
    const apiParams = () => get(consumerAdmin, `/api/transaction/dropdown/api-params`)
    expect((await apiParams()).json().data.total_data).toBe(0)
    await setAccess(no.payPerCall!, 'ACTIVE', null)
    const after = (await apiParams()).json().data
    expect(after.data.map((item: { product: { id: string } }) => item.product.id)).toEqual([apiProductId])
  })
})
