import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { gatewayProductPath } from '@lumbung/contract'
import { demoPassword, type DemoAccount } from './accounts'
import { newSession, sessionOf } from './api-session'

/**
 * What PT Konsumen Maju brings of its own to try its purchases with
 * (apps/server/src/seed/demo-consumer-data.ts): 140 borrowers, 116 of them card holders in the
 * customer-spending data, six of those in Kota Bogor.
 */
export const borrowerList = {
  name: 'Borrower NIK list',
  rows: 140,
  columns: ['nik', 'full_name', 'phone_number'],
} as const

export const purchasedList = '/consumer/my-transaction/purchased-data'
export const approvalDetail = (transactionNo: string) =>
  `/provider/my-transaction/request-approval/detail/${transactionNo}`
export const purchasedDetail = (transactionNo: string) => `${purchasedList}/${transactionNo}`

/** Picks an option of a Mantine Select (a combobox named by its label). */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).click()
}

export interface Purchase {
  transaction_no: string
  product_id: string
  name: string
}

/** The company's active purchase of a product, found by the product's exact name. */
export async function purchaseOf(
  request: APIRequestContext,
  account: DemoAccount,
  productName: string,
): Promise<Purchase> {
  const { access_token: token } = await sessionOf(request, account)
  const response = await request.get('/api/transaction/consumer/purchased/list', {
    headers: { authorization: `Bearer ${token}` },
    params: { search: productName, status: 'APPROVED', access_status: 'ACTIVE', limit: 50 },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = ((await response.json()) as { data: { data: Purchase[] } }).data
  const purchase = data.find((item) => item.name === productName)
  expect(purchase, `an active purchase of ${productName}`).toBeDefined()
  return purchase!
}

/**
 * A named gateway key made through the API, as the Company info screen makes one (after a fresh
 * login), for journeys about something else; `revoke` takes it away again.
 */
export async function namedKeyOf(request: APIRequestContext, account: DemoAccount, label: string) {
  const { access_token: token } = await newSession(request, account)
  const headers = { authorization: `Bearer ${token}` }
  const fresh = await request.post('/api/auth/fresh-login', { headers, data: { password: demoPassword } })
  expect(fresh.ok(), await fresh.text()).toBe(true)
  const created = await request.post('/api/auth/tenant/api-keys', { headers, data: { label } })
  expect(created.ok(), await created.text()).toBe(true)
  const { id, key } = ((await created.json()) as { data: { id: string; key: string } }).data
  return {
    key,
    async revoke() {
      const revoked = await request.put(`/api/auth/tenant/api-keys/revoke/${id}`, { headers })
      expect(revoked.ok(), await revoked.text()).toBe(true)
    },
  }
}

/** One call of a purchased API product through the gateway, as the consumer's own system makes it. */
export function callGateway(
  request: APIRequestContext,
  productId: string,
  key: string,
  call: { method: 'GET' | 'POST'; query?: Record<string, string>; body?: object },
): Promise<APIResponse> {
  return request.fetch(gatewayProductPath(productId), {
    method: call.method,
    headers: { 'X-API-Key': key },
    ...(call.query ? { params: call.query } : {}),
    ...(call.body ? { data: call.body } : {}),
  })
}

/** The code of a gateway refusal (`{status: 'ERROR', code, message}`). */
export async function refusalOf(response: APIResponse): Promise<{ status: number; code: string }> {
  return { status: response.status(), code: ((await response.json()) as { code: string }).code }
}
