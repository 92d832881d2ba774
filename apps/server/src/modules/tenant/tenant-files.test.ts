import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../test/mailbox'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'
import { multipart, sample, type UploadPart } from './tenant.test-helpers'

let testApp: TestApp
let unverifiedOwner: Record<string, string>
let consumerAdmin: Record<string, string>
let consumerMember: Record<string, string>
let providerAdmin: Record<string, string>
let operator: Record<string, string>

beforeAll(async () => {
  testApp = await createTestApp()
  unverifiedOwner = await headersFor(testApp.app, 'owner@unverified.test')
  consumerAdmin = await headersFor(testApp.app, 'admin@consumer.test')
  consumerMember = await headersFor(testApp.app, 'member@consumer.test')
  providerAdmin = await headersFor(testApp.app, 'admin@provider.test')
  operator = await headersFor(testApp.app, 'operator@lumbung.test')
})
afterAll(async () => {
  await testApp?.close()
})

const send = (method: 'PUT' | 'POST', url: string, headers: Record<string, string>, parts: UploadPart[]) => {
  const body = multipart(parts)
  return testApp.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload })
}
const uploadLogo = (headers: Record<string, string>, part: Omit<UploadPart, 'field'>) =>
  send('PUT', '/api/auth/tenant/upload-logo', headers, [{ field: 'logo', ...part }])
const verify = (headers: Record<string, string>, parts: UploadPart[]) =>
  send('POST', '/api/auth/tenant/verify', headers, parts)
const detailOf = async (headers: Record<string, string>) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/detail', headers })).json().data

const filesUnder = (tenantId: string, folder: string) => {
  const path = join(testApp.config.dataDir, 'files', 'tenants', tenantId, folder)
  return existsSync(path) ? readdirSync(path) : []
}

describe('company logo', () => {
  it('stores a PNG and answers a signed link that serves it', async () => {
    const response = await uploadLogo(consumerAdmin, {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: sample.png(),
    })
    expect(response.statusCode).toBe(200)
    const { logo_url } = response.json().data
    expect(logo_url).toMatch(
      /^\/storage\/tenants\/[0-9a-f-]+\/logo\/[0-9a-f-]+\.png\?expires=\d+&sig=[0-9a-f]{64}$/,
    )
    const served = await testApp.app.inject({ method: 'GET', url: logo_url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect((await detailOf(consumerMember)).logo_url).toMatch(/\/logo\/[0-9a-f-]+\.png/)
  })

  it('replaces the old logo file rather than piling them up', async () => {
    const { id } = await detailOf(consumerAdmin)
    await uploadLogo(consumerAdmin, { filename: 'new.jpg', contentType: 'image/jpeg', bytes: sample.jpeg() })
    expect(filesUnder(id, 'logo')).toHaveLength(1)
    expect(filesUnder(id, 'logo')[0]).toMatch(/\.jpg$/)
  })

  it('judges the file by its bytes, not its name or declared type', async () => {
    const response = await uploadLogo(consumerAdmin, {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: sample.gif(),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ logo: 'Logo must be an image' })
    const pdf = await uploadLogo(consumerAdmin, {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: sample.pdf(),
    })
    expect(pdf.json().errors).toEqual({ logo: 'Logo must be an image' })
  })

  it('refuses a logo over 2 MB with 413 and stores nothing', async () => {
    const { id } = await detailOf(unverifiedOwner)
    const response = await uploadLogo(unverifiedOwner, {
      filename: 'big.png',
      bytes: sample.png(2000 * 1024 + 1),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      errors: { logo: 'The Logo size must be less than 2 MB' },
    })
    expect(filesUnder(id, 'logo')).toEqual([])
    expect((await detailOf(unverifiedOwner)).logo_url).toBeNull()
  })

  it('refuses a request without a file, and members', async () => {
    const empty = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/tenant/upload-logo',
      headers: consumerAdmin,
    })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({ logo: 'Logo can not be empty' })
    const asMember = await uploadLogo(consumerMember, { filename: 'logo.png', bytes: sample.png() })
    expect(asMember.statusCode).toBe(403)
  })
})

describe('company verification', () => {
  it('refuses a submission without documents, with an unknown kind, or over 5 MB, storing nothing', async () => {
    const { id } = await detailOf(unverifiedOwner)
    const none = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/tenant/verify',
      headers: unverifiedOwner,
    })
    expect(none.statusCode).toBe(422)
    const text = await verify(unverifiedOwner, [{ field: 'nib', filename: 'nib.pdf', bytes: sample.text() }])
    expect(text.json().errors).toEqual({ nib: 'Document must have a valid file type' })
    const big = await verify(unverifiedOwner, [
      { field: 'nib', filename: 'nib.pdf', bytes: sample.pdf() },
      { field: 'npwp', filename: 'npwp.pdf', bytes: sample.pdf(5000 * 1024 + 1) },
    ])
    expect(big.statusCode).toBe(413)
    expect(big.json().errors).toEqual({ npwp: 'The Document size must be less than 5 MB' })
    expect(filesUnder(id, 'documents')).toEqual([])
    expect((await detailOf(unverifiedOwner)).verification_status).toBe('UNVERIFIED')
  })

  it('stores the documents, moves the company to PENDING and mails the operators', async () => {
    const response = await verify(unverifiedOwner, [
      {
        field: 'nib',
        filename: 'NIB Baru Berdiri.pdf',
        contentType: 'application/pdf',
        bytes: sample.pdf(4000),
      },
      { field: 'npwp', filename: 'npwp.jpg', contentType: 'image/jpeg', bytes: sample.jpeg() },
    ])
    expect(response.statusCode).toBe(200)
    const submission = response.json().data
    expect(submission).toMatchObject({ status: 'PENDING', reason: null })
    expect(submission.documents).toEqual([
      expect.objectContaining({
        kind: 'NIB',
        original_name: 'NIB Baru Berdiri.pdf',
        content_type: 'application/pdf',
        size: 4000,
      }),
      expect.objectContaining({ kind: 'NPWP', content_type: 'image/jpeg' }),
    ])
    const detail = await detailOf(unverifiedOwner)
    expect(detail).toMatchObject({ verification_status: 'PENDING', can_submit_verification: false })
    const [mail] = await readMailbox(testApp.app, 'operator@lumbung.test')
    expect(mail?.subject).toBe('PT Baru Berdiri submitted company documents for review')
    const document = await testApp.app.inject({ method: 'GET', url: submission.documents[0].url })
    expect(document.statusCode).toBe(200)
  })

  it('does not take a second submission while one is pending', async () => {
    const response = await verify(unverifiedOwner, [
      { field: 'deed', filename: 'deed.pdf', bytes: sample.pdf() },
    ])
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('VERIFICATION_PENDING')
  })

  it('keeps documents to the company: another admin cannot open them without the signed link', async () => {
    const { verification } = await detailOf(unverifiedOwner)
    const path = (verification.documents[0].url as string).split('?')[0]!
    const asOther = await testApp.app.inject({ method: 'GET', url: path, headers: providerAdmin })
    expect(asOther.statusCode).toBe(404)
    const forged = await testApp.app.inject({
      method: 'GET',
      url: `${path}?expires=9999999999&sig=${'0'.repeat(64)}`,
    })
    expect(forged.statusCode).toBe(403)
  })

  it('shows the rejection reason and takes a resubmission, then the approval', async () => {
    const { id } = await detailOf(unverifiedOwner)
    const rejected = await testApp.app.inject({
      method: 'PUT',
      url: `/api/operator/tenants/${id}/reject`,
      headers: operator,
      payload: { reason: 'The NIB is unreadable' },
    })
    expect(rejected.statusCode).toBe(200)
    const afterReject = await detailOf(unverifiedOwner)
    expect(afterReject).toMatchObject({ verification_status: 'REJECTED', can_submit_verification: true })
    expect(afterReject.verification).toMatchObject({ status: 'REJECTED', reason: 'The NIB is unreadable' })
    const [rejection] = await readMailbox(testApp.app, 'owner@unverified.test')
    expect(rejection?.text).toContain('The NIB is unreadable')

    const again = await verify(unverifiedOwner, [
      { field: 'nib', filename: 'nib-clear.png', bytes: sample.png() },
    ])
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({
      status: 'PENDING',
      reason: null,
      documents: [expect.objectContaining({ kind: 'NIB' })],
    })

    const approved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/operator/tenants/${id}/approve`,
      headers: operator,
    })
    expect(approved.statusCode).toBe(200)
    expect(await detailOf(unverifiedOwner)).toMatchObject({
      verification_status: 'VERIFIED',
      is_verified: true,
      can_submit_verification: false,
    })
    const [approval] = await readMailbox(testApp.app, 'owner@unverified.test')
    expect(approval?.subject).toBe('PT Baru Berdiri is verified on Lumbung')

    const done = await verify(unverifiedOwner, [{ field: 'nib', filename: 'nib.pdf', bytes: sample.pdf() }])
    expect(done.statusCode).toBe(409)
    expect(done.json().code).toBe('ALREADY_VERIFIED')
  })

  it('refuses members', async () => {
    const response = await verify(consumerMember, [
      { field: 'nib', filename: 'nib.pdf', bytes: sample.pdf() },
    ])
    expect(response.statusCode).toBe(403)
  })
})
