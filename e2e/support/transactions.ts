import { expect, type APIRequestContext } from '@playwright/test'
import type { DemoAccount } from './accounts'
import { sessionOf } from './api-session'

/** Published products of PT Data Nusantara's demo catalogue (apps/server/src/seed/demo-catalogue-products.ts). */
export const demoProducts = {
  outletCensus: 'Retail Outlet Census Jabodetabek',
  ricePrices: 'Rice Prices by Province',
  nikPhone: 'NIK–Phone Match API',
  spending: 'Customer Spending Insights',
  /** A private offer to PT Konsumen Maju, which the seed leaves unrequested. */
  postal: 'Postal Code Look-up for Konsumen Maju',
  /** The demo transaction seed leaves a request for it waiting; the journeys leave it alone. */
  weather: 'Daily City Weather API',
} as const

/** The transaction API as one signed-in demo user calls it, for setting the scene around a screen. */
export async function transactionApiOf(request: APIRequestContext, account: DemoAccount) {
  const authorization = `Bearer ${(await sessionOf(request, account)).access_token}`
  const headers = { authorization }

  async function okData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { data: T }).data
  }

  return {
    /** The marketplace id of a published product, found by its exact name. */
    async productIdOf(name: string): Promise<string> {
      const list = await okData<{ data: { id: string; name: string }[] }>(
        await request.get('/api/data/consumer/marketplace/list', {
          headers,
          params: { search: name, limit: 48 },
        }),
      )
      const product = list.data.find((candidate) => candidate.name === name)
      expect(product, `${name} on the marketplace`).toBeDefined()
      return product!.id
    },

    /**
     * Withdraws the company's requests for the product that still wait: the server refuses a second
     * waiting request for one product, and a rerun or retry on a kept server may find one left over.
     */
    async withdrawWaiting(productId: string): Promise<void> {
      const waiting: { transaction_no: string }[] = []
      // Waiting for the provider's approval, or for this company's acceptance of new terms.
      for (const status of ['WAITING_APPROVAL', 'WAITING_CONSUMER_ACCEPTANCE']) {
        const page = await okData<{ data: { transaction_no: string }[] }>(
          await request.get('/api/transaction/consumer/request/list', {
            headers,
            params: { status, product_id: productId, limit: 100 },
          }),
        )
        waiting.push(...page.data)
      }
      for (const { transaction_no: transactionNo } of waiting) {
        await okData(
          await request.put(`/api/transaction/consumer/request/withdraw/${transactionNo}`, { headers }),
        )
      }
    },

    /**
     * Sends a request as the consumer's admin would from the request screen; returns its number. The
     * demo company may hold the product already (the seed's purchases, earlier runs), so it says why it
     * wants another purchase; the server keeps the reason only when one is live.
     */
    async requestProduct(productId: string, purpose: string, periodCount?: number): Promise<string> {
      const created = await okData<{ transaction_no: string }>(
        await request.post('/api/transaction/consumer/request/add', {
          headers,
          data: {
            product_id: productId,
            purpose_of_usage: purpose,
            is_data_access_agreement: true,
            repeat_reason: 'A second team of ours needs its own purchase.',
            ...(periodCount ? { period_count: periodCount } : {}),
          },
        }),
      )
      return created.transaction_no
    },

    /** The provider approves; answers with the HTTP status and the error code, if any. */
    async approve(transactionNo: string): Promise<{ status: number; code: string }> {
      const response = await request.put('/api/transaction/provider/request/approve', {
        headers,
        data: { transaction_no: transactionNo },
      })
      return { status: response.status(), code: ((await response.json()) as { code: string }).code }
    },
  }
}
