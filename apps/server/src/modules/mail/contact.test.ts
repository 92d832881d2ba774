import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../test/mailbox'
import { createTestApp, headersFor, type TestApp } from '../../../test/test-app'

const operator = 'operator@lumbung.test'
const subject = 'New message from the Lumbung contact form'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

// Each test writes from an address of its own, so the per-address limit of one does not reach another.
let nextAddress = 1
const newAddress = () => `10.23.0.${nextAddress++}`

const form = {
  full_name: 'Sari Wulandari',
  email: 'sari@koperasi-tani.test',
  company_name: 'Koperasi Tani Makmur',
  message: 'Do you have rainfall data by sub-district for East Java?',
}

const send = (
  payload: Record<string, unknown>,
  { address = newAddress(), headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) => testApp.app.inject({ method: 'POST', url: '/mail/send', payload, headers, remoteAddress: address })

const contactMails = async () =>
  (await readMailbox(testApp.app, operator)).filter((message) => message.subject === subject)

describe('the contact form', () => {
  it("mails the platform's operators through the outbox, with a fixed subject and the sender only in the body", async () => {
    const before = (await contactMails()).length
    const response = await send(form)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'OK',
      message: 'Thank you. Your message has reached the Lumbung team, who will reply by email.',
    })
    const mails = await contactMails()
    expect(mails).toHaveLength(before + 1)
    const [mail] = mails
    expect(mail).toMatchObject({ to: operator, subject, reply_to: null })
    expect(mail!.text).toContain('From: Sari Wulandari <sari@koperasi-tani.test>, Koperasi Tani Makmur')
    expect(mail!.text).toContain('Not signed in.')
    expect(mail!.text).toContain('Do you have rainfall data by sub-district for East Java?')
  })

  it('names the account when the sender is signed in', async () => {
    const headers = await headersFor(testApp.app, 'admin@consumer.test')
    const response = await send({ ...form, message: 'Please help me with an invoice question.' }, { headers })
    expect(response.statusCode, response.body).toBe(200)
    const [mail] = await contactMails()
    expect(mail!.text).toContain('Please help me with an invoice question.')
    expect(mail!.text).toMatch(/Signed in as .+ of PT Konsumen Maju \(admin@consumer\.test\)\./)
  })

  it('answers a filled honeypot as if sent, and sends nothing', async () => {
    const before = (await contactMails()).length
    const response = await send({ ...form, website: 'https://cheap-pills.example' })
    expect(response.statusCode).toBe(200)
    expect(response.json().status).toBe('OK')
    expect(await contactMails()).toHaveLength(before)
  })

  it('caps every field and checks the address, with the field messages', async () => {
    const response = await send({
      full_name: 'N'.repeat(101),
      email: 'not an address',
      company_name: 'C'.repeat(201),
      message: 'M'.repeat(2001),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      full_name: 'Name may not be greater than 100 characters',
      email: 'Email is not valid',
      company_name: 'Company may not be greater than 200 characters',
      message: 'Message may not be greater than 2000 characters',
    })
    const short = await send({ ...form, message: 'Hi' })
    expect(short.json().errors).toEqual({ message: 'Message may not be less than 10 characters' })
  })

  it('never lets sender text into a header: a line break in the address is refused, one in the name stays in the body', async () => {
    const injected = await send({ ...form, email: 'sari@koperasi-tani.test\r\nBcc: everyone@example.test' })
    expect(injected.statusCode).toBe(422)
    expect(injected.json().errors).toEqual({ email: 'Email is not valid' })

    const before = (await contactMails()).length
    const response = await send({
      ...form,
      full_name: 'Sari\r\nBcc: everyone@example.test\r\nSubject: You won',
      email: 'sari.w@koperasi-tani.test',
    })
    expect(response.statusCode, response.body).toBe(200)
    const mails = await contactMails()
    expect(mails).toHaveLength(before + 1)
    expect(mails[0]).toMatchObject({ subject, reply_to: null, to: operator })
    expect(mails[0]!.text).toContain('Bcc: everyone@example.test')
    expect(await readMailbox(testApp.app, 'everyone@example.test')).toEqual([])
  })

  it('never sets a Reply-To from the sender, signed in or not, whatever the address looks like', async () => {
    const headers = await headersFor(testApp.app, 'admin@consumer.test')
    for (const [email, sentHeaders] of [
      ['"sari"@koperasi-tani.test', {}],
      ['sari.w@koperasi-tani.test', headers],
    ] as const) {
      const response = await send({ ...form, email }, { headers: sentHeaders })
      expect(response.statusCode, response.body).toBe(200)
      const [mail] = await contactMails()
      expect(mail!.reply_to).toBeNull()
      expect(mail!.text).toContain(`<${email}>`)
    }
    expect((await contactMails()).every((mail) => mail.reply_to === null)).toBe(true)
  })

  it('allows five messages an hour from one address, then answers 429 with Retry-After', async () => {
    const address = newAddress()
    for (let count = 1; count <= 5; count += 1) {
      expect((await send(form, { address })).statusCode).toBe(200)
    }
    const refused = await send(form, { address })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
    // Another address is not held back by this one.
    expect((await send(form)).statusCode).toBe(200)
  })

  it('allows five messages an hour from one account, whatever address it writes from', async () => {
    const headers = await headersFor(testApp.app, 'member@consumer.test')
    for (let count = 1; count <= 5; count += 1) {
      expect((await send(form, { headers })).statusCode).toBe(200)
    }
    const refused = await send(form, { headers })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS')
  })
})
