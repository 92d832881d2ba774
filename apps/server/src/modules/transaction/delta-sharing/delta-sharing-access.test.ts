import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshLoginRequiredCode } from '@lumbung/contract'
import { freshen, headersFor, login } from '../../../../test/test-app'
import {
  openDeltaSharingSuite,
  profileUrl,
  tokensUrl,
  type DeltaSharingSuite,
} from './delta-sharing.test-helpers'
import { createSharingClient, type Transport } from './sharing-client.test-helpers'

let suite: DeltaSharingSuite
const sharesUrl = '/delta-sharing/shares'

const transport: Transport = async (method, url, headers, body) => {
  const target = new URL(url)
  const answer = await suite.app.inject({
    method,
    url: `${target.pathname}${target.search}`,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  })
  return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload }
}

const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` })

/** A table purchased and shared: its profile, a client and the query's file link. */
async function sharedTable(name: string, pricing: 'ONE_TIME' | 'SUBSCRIPTION' = 'SUBSCRIPTION') {
  const { transactionNo } = await suite.purchasedTable(name, pricing)
  const profile = await suite.profileFor(transactionNo)
  const client = createSharingClient(profile, transport)
  const tableName = name.toLowerCase().replace(/ /g, '_')
  const names = async () => (await client.listAllTables('konsumen_maju')).map((table) => table.name)
  const ref = { share: 'konsumen_maju', schema: 'data_nusantara', table: tableName }
  const [file] = (await client.query(ref)).files
  return { transactionNo, profile, client, tableName, names, ref, file: file! }
}

beforeAll(async () => {
  suite = await openDeltaSharingSuite()
}, 60_000)
afterAll(async () => suite?.close())

describe('who may read the sharing server', () => {
  it('answers nothing without a valid share token, in the protocol error shape', async () => {
    const { profile } = await sharedTable('Guarded table')
    const sessions = await headersFor(suite.app, 'owner@consumer.test')
    const tries = [
      {},
      bearerOf('lds_not-a-real-token'),
      bearerOf(profile.bearerToken.slice(0, -1) + 'x'),
      sessions,
    ]
    for (const headers of tries) {
      const response = await suite.app.inject({
        method: 'GET',
        url: sharesUrl,
        headers,
        remoteAddress: '10.0.0.1',
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ errorCode: 'UNAUTHENTICATED', message: expect.any(String) })
    }
    const query = await suite.app.inject({
      method: 'POST',
      url: '/delta-sharing/shares/konsumen_maju/schemas/data_nusantara/tables/guarded_table/query',
      payload: {},
      remoteAddress: '10.0.0.1',
    })
    expect(query.statusCode).toBe(401)
  })

  it('refuses an address a while after many wrong tokens, even with a right one', async () => {
    const { profile } = await sharedTable('Guessed table')
    const ask = (token: string) =>
      suite.app.inject({ method: 'GET', url: sharesUrl, headers: bearerOf(token), remoteAddress: '10.0.0.2' })
    for (let guess = 0; guess < 20; guess += 1) expect((await ask(`lds_guess${guess}`)).statusCode).toBe(401)
    const refused = await ask(profile.bearerToken)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().errorCode).toBe('TOO_MANY_REQUESTS')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not held back.
    const other = await suite.app.inject({
      method: 'GET',
      url: sharesUrl,
      headers: bearerOf(profile.bearerToken),
      remoteAddress: '10.0.0.3',
    })
    expect(other.statusCode).toBe(200)
  })

  it('answers names it does not share as not found', async () => {
    const { client } = await sharedTable('Named table')
    await expect(client.getShare('another_company')).rejects.toMatchObject({
      status: 404,
      errorCode: 'RESOURCE_DOES_NOT_EXIST',
    })
    await expect(client.listTables('konsumen_maju', 'nobody')).rejects.toMatchObject({ status: 404 })
    await expect(
      client.tableVersion({ share: 'konsumen_maju', schema: 'data_nusantara', table: 'not_bought' }),
    ).rejects.toMatchObject({ status: 404 })
  })
})

describe('entitlement, exactly as downloads', () => {
  for (const [status, code] of [
    ['SUSPENDED', 'PURCHASE_SUSPENDED'],
    ['REVOKED', 'PURCHASE_REVOKED'],
  ] as const) {
    it(`drops a ${status.toLowerCase()} purchase from the share and stops its links`, async () => {
      const table = await sharedTable(`${status} table`)
      expect(await table.names()).toContain(table.tableName)
      await suite.setAccess(table.transactionNo, status, 'Checked by the provider')
      expect(await table.names()).not.toContain(table.tableName)
      await expect(table.client.query(table.ref)).rejects.toMatchObject({ status: 404 })
      const fetched = await table.client.fetchFile(table.file)
      expect(fetched.status).toBe(403)
      expect(JSON.parse(fetched.body.toString()).errorCode).toBe(code)
      await suite.setAccess(table.transactionNo, 'ACTIVE')
      expect((await table.client.fetchFile(table.file)).status).toBe(200)
    })
  }

  it('drops an expired purchase', async () => {
    const table = await sharedTable('Expiring table')
    const { transactionRequests } = await import('../../../db/schema')
    const { eq } = await import('drizzle-orm')
    await suite.db
      .update(transactionRequests)
      .set({ periodEnd: new Date(Date.now() - 60_000) })
      .where(eq(transactionRequests.transactionNo, table.transactionNo))
    expect(await table.names()).not.toContain(table.tableName)
    expect((await table.client.fetchFile(table.file)).status).toBe(403)
  })

  it('refuses a link that was tampered with', async () => {
    const table = await sharedTable('Tampered table')
    const url = new URL(table.file.url)
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 300))
    const fetched = await transport('GET', url.toString(), {})
    expect(fetched.status).toBe(403)
    expect(JSON.parse(fetched.body.toString()).errorCode).toBe('PERMISSION_DENIED')
  })
})

describe('profiles', () => {
  it("are the owner's and admins', after a fresh login", async () => {
    const { transactionNo } = await suite.purchasedTable('Profiled table')
    const member = await suite.send('POST', profileUrl(transactionNo), suite.people.consumerMember)
    expect(member.statusCode).toBe(403)
    expect(member.json().code).toBe('ROLE_NOT_ALLOWED')
    const stale = bearerOf((await login(suite.app, 'admin@consumer.test')).accessToken)
    const unfresh = await suite.send('POST', profileUrl(transactionNo), stale)
    expect(unfresh.statusCode).toBe(403)
    expect(unfresh.json().code).toBe(freshLoginRequiredCode)
    expect((await suite.send('POST', profileUrl(transactionNo), suite.people.consumerAdmin)).statusCode).toBe(
      200,
    )
    // Another company's purchase is not found, as any unknown one.
    await freshen(suite.app, suite.people.providerAdmin)
    const provider = await suite.send('POST', profileUrl(transactionNo), suite.people.providerAdmin)
    expect(provider.statusCode).toBe(404)
  })

  it('are listed masked and revoked, closing the server and every link they were given', async () => {
    const table = await sharedTable('Revoked profile table')
    const list = await suite.send('GET', tokensUrl, suite.people.consumerAdmin)
    expect(list.statusCode).toBe(200)
    const listed = list.json().data.data as { id: string; masked_token: string; is_live: boolean }[]
    const mine = listed.find((token) => token.masked_token.endsWith(table.profile.bearerToken.slice(-4)))!
    expect(mine.is_live).toBe(true)
    expect(list.body).not.toContain(table.profile.bearerToken)

    const revoked = await suite.send('PUT', `${tokensUrl}/revoke/${mine.id}`, suite.people.consumerOwner)
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect(revoked.json().data.is_live).toBe(false)
    await expect(table.client.listShares()).rejects.toMatchObject({ status: 401 })
    expect((await table.client.fetchFile(table.file)).status).toBe(403)
    const again = await suite.send('PUT', `${tokensUrl}/revoke/${mine.id}`, suite.people.consumerOwner)
    expect(again.statusCode).toBe(409)
    const foreign = await suite.send('PUT', `${tokensUrl}/revoke/${mine.id}`, suite.people.providerAdmin)
    expect(foreign.statusCode).toBe(404)
  })
})

describe('paging', () => {
  it('pages every list with maxResults and pageToken, and refuses a made-up token', async () => {
    const { client } = await sharedTable('Paged table one')
    await suite.purchasedTable('Paged table two')
    const all = await client.listAllTables('konsumen_maju')
    expect(all.length).toBeGreaterThanOrEqual(2)
    expect(await client.listAllTables('konsumen_maju', 1)).toEqual(all)
    const first = await client.page('shares/konsumen_maju/all-tables', 1)
    expect(first.items).toHaveLength(1)
    expect(first.nextPageToken).toBeTruthy()
    const none = await client.page('shares/konsumen_maju/all-tables', 0)
    expect(none.items).toEqual([])
    expect(none.nextPageToken).toBeTruthy()
    await expect(client.page('shares', undefined, 'bm90LWEtdG9rZW4')).rejects.toMatchObject({
      status: 400,
      errorCode: 'INVALID_PARAMETER_VALUE',
    })
    await expect(client.page('shares', -1)).rejects.toMatchObject({ status: 400 })
  })
})
