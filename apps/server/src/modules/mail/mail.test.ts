import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { readMailbox } from '../../../test/mailbox'
import { jobs as jobsTable } from '../../db/schema'
import { mailQueue, renderMail } from './mail.service'
import { templates } from './templates'

const link = 'http://localhost:3000/some-page?token=t0k3n'

/** Data that fits each template, so every registered message is rendered at least once. */
const sampleData: Record<string, Record<string, unknown>> = {
  'email-verification': { fullName: 'Budi Santoso', link },
  'password-reset': { fullName: 'Budi Santoso', link },
  invitation: {
    fullName: 'Dewi',
    inviterName: 'Budi',
    companyName: 'PT Data Nusantara',
    role: 'member',
    link,
  },
  'member-role-changed': {
    fullName: 'Dewi Lestari',
    ownerName: 'Budi Santoso',
    companyName: 'PT Data Nusantara',
    previousRole: 'Member',
    role: 'Admin',
  },
  'email-change': { fullName: 'Budi Santoso', link, newEmail: 'budi.baru@nusantara.co.id' },
  'email-changed-notice': { fullName: 'Budi Santoso', newEmail: 'budi.baru@nusantara.co.id' },
  'company-verification-approved': { fullName: 'Budi Santoso', companyName: 'PT Data Nusantara' },
  'company-verification-rejected': {
    fullName: 'Budi Santoso',
    companyName: 'PT Data Nusantara',
    reason: 'The deed of establishment is unreadable',
  },
  'company-verification-submitted': { companyName: 'PT Data Nusantara' },
  'password-changed-notice': { fullName: 'Budi Santoso' },
  'second-factor-changed': { fullName: 'Budi Santoso', change: 'added', method: 'authenticator app' },
  'contact-message': {
    operatorName: 'Ops',
    senderName: 'Sari',
    senderEmail: 'sari@example.test',
    companyName: 'Koperasi Tani',
    message: 'Hello',
    account: 'Budi of PT Konsumen Maju',
  },
  'recommendation-submitted': {
    fullName: 'Rina Kartika Sari',
    companyName: 'PT Konsumen Maju',
    dataNeeded: 'Monthly foot traffic per shopping mall in Jakarta',
    link,
  },
  'recommendation-status-changed': {
    fullName: 'Andi Wijaya',
    dataNeeded: 'Monthly foot traffic per shopping mall in Jakarta',
    status: 'In review',
    note: 'We are asking two providers',
    link,
  },
  'recommendation-answered': {
    fullName: 'Andi Wijaya',
    dataNeeded: 'Monthly foot traffic per shopping mall in Jakarta',
    providerName: 'PT Data Nusantara',
    productName: 'Mall foot traffic',
    message: 'Our data covers every mall in Jakarta',
    link,
  },
  'transaction-request-received': {
    fullName: 'Dewi Lestari',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    consumerName: 'PT Konsumen Maju',
    requesterName: 'Andi Wijaya',
    purpose: 'Planning courier routes around the rain',
    link,
  },
  'transaction-request-withdrawn': {
    fullName: 'Dewi Lestari',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    consumerName: 'PT Konsumen Maju',
    link,
  },
  'transaction-request-approved': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    providerName: 'PT Data Nusantara',
    price: 'Rp 2.250.000 per month',
    periodEnd: '2027-11-21',
    link,
    requestLink: 'http://localhost:3000/consumer/my-transaction/my-request/detail/TRX-20261121-7K2M9Q',
  },
  'transaction-request-rejected': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    providerName: 'PT Data Nusantara',
    reason: 'Resale is outside our licence',
    link,
  },
  'transaction-request-updated': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    providerName: 'PT Data Nusantara',
    terms: 'Rp 2.250.000 per month, 12 months',
    oldPrice: 'Rp 2.500.000 per month',
    newPrice: 'Rp 2.250.000 per month',
    oldQuota: '50,000 calls a month',
    newQuota: '60,000 calls a month',
    oldPeriod: '6 months',
    newPeriod: '12 months',
    note: 'A discount for a yearly commitment',
    link,
  },
  'transaction-request-terms-accepted': {
    fullName: 'Dewi Lestari',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    consumerName: 'PT Konsumen Maju',
    revisionNo: 2,
    terms: 'Rp 2.250.000 per month, 12 months',
    link,
  },
  'transaction-request-expired': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    providerName: 'PT Data Nusantara',
    link,
  },
  'purchase-access-suspended': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    providerName: 'PT Data Nusantara',
    reason: 'Calls far above the agreed purpose; we are reviewing the usage',
    link,
  },
  'purchase-access-resumed': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    providerName: 'PT Data Nusantara',
    note: 'Usage review finished',
    link,
  },
  'billing-invoice-issued': {
    fullName: 'Andi Wijaya',
    companyName: 'PT Konsumen Maju',
    invoiceNo: 'INV-202611-0001',
    month: 'November 2026',
    total: 'Rp 3.354.420',
    dueDate: '31 Dec 2026',
    link,
  },
  'billing-settlement-created': {
    fullName: 'Andi Wijaya',
    companyName: 'PT Data Nusantara',
    month: 'November 2026',
    gross: 'Rp 3.021.000',
    net: 'Rp 2.718.900',
    link,
  },
  'billing-spend-cap-reached': {
    fullName: 'Andi Wijaya',
    companyName: 'PT Konsumen Maju',
    capName: 'Verifikasi NIK API',
    threshold: 80,
    cap: 'Rp 5.000.000',
    spend: 'Rp 4.100.000',
    month: 'November 2026',
    policy: 'refuse',
    link,
  },
  'billing-dispute-opened': {
    fullName: 'Andi Wijaya',
    consumerName: 'PT Konsumen Maju',
    productName: 'NIK Phone Match',
    invoiceNo: 'INV-202611-0001',
    amount: 'Rp 7.000',
    reason: 'Two calls failed and were still counted.',
    link,
  },
  'billing-dispute-answered': {
    fullName: 'Budi Santoso',
    providerName: 'PT Data Nusantara',
    productName: 'NIK Phone Match',
    invoiceNo: 'INV-202611-0001',
    answer: 'The failed calls were not billed.',
    link,
  },
  'billing-dispute-resolved': {
    fullName: 'Budi Santoso',
    productName: 'NIK Phone Match',
    invoiceNo: 'INV-202611-0001',
    outcome: 'with a credit of Rp 1.500 on the next invoice',
    note: 'One failed call was counted by mistake.',
    link,
  },
  'purchase-access-revoked': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Daily City Weather API',
    providerName: 'PT Data Nusantara',
    reason: 'The data was resold against the agreement',
    link,
  },
  'purchase-price-changed': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'NIK–Phone Match API',
    providerName: 'PT Data Nusantara',
    previousPrice: 'Rp 1.500 per call',
    price: 'Rp 2.000 per call',
    effectiveDate: '28 Dec 2026',
    direction: 'rises',
    link,
  },
  'file-version-columns-changed': {
    fullName: 'Andi Wijaya',
    transactionNo: 'TRX-20261121-7K2M9Q',
    productName: 'Retail outlets in Jabodetabek',
    versionNo: 2,
    added: ['district'],
    removed: ['owner_phone'],
    retyped: ['revenue_band'],
    autoDeliveryTarget: 'Exports bucket',
    link,
  },
}

describe('mail', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ seed: false })
  })
  afterAll(async () => test?.close())

  it('sends nothing when the transaction that sent it rolls back', async () => {
    const { app, database } = test
    await expect(
      database.db.transaction(async (tx) => {
        await app.mail.send(
          { to: 'rollback@nusantara.co.id', template: 'password-changed-notice', data: { fullName: 'Budi' } },
          tx,
        )
        throw new Error('the password change failed')
      }),
    ).rejects.toThrow('the password change failed')

    expect(await readMailbox(app, 'rollback@nusantara.co.id')).toEqual([])
    expect(await database.db.select().from(jobsTable).where(eq(jobsTable.queue, 'mail'))).toEqual([])
  })

  it('sends the mail once the transaction that sent it commits', async () => {
    const { app, database } = test
    await database.db.transaction(async (tx) => {
      await app.mail.send(
        { to: 'commit@nusantara.co.id', template: 'password-changed-notice', data: { fullName: 'Budi' } },
        tx,
      )
    })
    const messages = await readMailbox(app, 'commit@nusantara.co.id')
    expect(messages.map((message) => message.subject)).toEqual(['Your Lumbung password was changed'])
  })

  it('refuses an unknown template, data that does not fit and a bad address when sending', async () => {
    const { app } = test
    // Both are compile errors too; the checks at run time hold for whatever gets past the types.
    await expect(
      // @ts-expect-error: no template has this name
      app.mail.send({ to: 'a@nusantara.co.id', template: 'no-such-template', data: {} }),
    ).rejects.toThrow('Unknown mail template "no-such-template"')
    await expect(
      // @ts-expect-error: the password-reset message needs a link
      app.mail.send({ to: 'a@nusantara.co.id', template: 'password-reset', data: { fullName: 'Budi' } }),
    ).rejects.toThrow(/Mail template "password-reset" got invalid data \(link: /)
    await expect(
      app.mail.send({
        to: 'a@nusantara.co.id',
        template: 'password-reset',
        data: { fullName: 'Budi', link: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow(/link: must be an http\(s\) URL/)
    await expect(
      app.mail.send({
        to: 'not an address',
        template: 'password-changed-notice',
        data: { fullName: 'Budi' },
      }),
    ).rejects.toThrow('Cannot send mail to "not an address"')
    expect(await readMailbox(app, 'a@nusantara.co.id')).toEqual([])
  })

  it('fails a queued job at once when its template is gone', async () => {
    const { app, database } = test
    const id = await app.jobs.enqueue(mailQueue, {
      to: 'old@nusantara.co.id',
      template: 'a-template-since-removed',
      data: {},
    })
    await app.jobs.drain([mailQueue])
    const [row] = await database.db.select().from(jobsTable).where(eq(jobsTable.id, id))
    expect(row).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'PermanentJobError: Unknown mail template "a-template-since-removed"',
    })
  })

  it('escapes every value in the HTML part and keeps header breaks out of the subject', () => {
    const rendered = renderMail({
      to: 'x@nusantara.co.id',
      template: 'company-verification-rejected',
      data: {
        fullName: '<script>alert("hi")</script>',
        companyName: 'PT "Quote" & Sons\r\nBcc: victim@example.com',
        reason: "<img src=x onerror='alert(1)'>",
      },
    })
    expect(rendered.html).not.toMatch(/<script|<img/)
    expect(rendered.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;')
    expect(rendered.html).toContain('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;')
    expect(rendered.html).toContain('PT &quot;Quote&quot; &amp; Sons')
    expect(rendered.subject).not.toMatch(/[\r\n]/)
    expect(rendered.subject).toBe(
      'The verification of PT "Quote" & Sons Bcc: victim@example.com needs another look',
    )
    // The text part is plain text: nothing to escape.
    expect(rendered.text).toContain('Hi <script>alert("hi")</script>,')
  })

  it('has sample data for every registered template', () => {
    expect(Object.keys(sampleData).sort()).toEqual(Object.keys(templates).sort())
  })

  it.each(Object.keys(templates))('renders %s with a branded HTML part and a matching text part', (name) => {
    const data = sampleData[name] ?? {}
    const rendered = renderMail({ to: 'x@nusantara.co.id', template: name, data })
    expect(rendered.subject.length).toBeGreaterThan(5)
    expect(rendered.html).toMatch(/^<!doctype html>/)
    expect(rendered.html).toContain('>Lumbung</td>')
    expect(rendered.text).toContain('Lumbung, the data marketplace')
    for (const value of Object.values(data)) {
      expect(rendered.text).toContain(String(value))
      expect(rendered.html).toContain(String(value).replaceAll('&', '&amp;'))
    }
    if ('link' in data) expect(rendered.html).toContain(`href="${link}"`)
  })

  it('delivers a mail job that the poller takes', async () => {
    const { app } = test
    await app.mail.send({
      to: 'poller@nusantara.co.id',
      template: 'password-changed-notice',
      data: { fullName: 'Budi' },
    })
    app.jobs.start()
    try {
      await expect
        .poll(async () => {
          const [row] = await test.database.db.query.mailOutbox.findMany({
            where: (table, { eq: equals }) => equals(table.to, 'poller@nusantara.co.id'),
          })
          return row?.subject
        })
        .toBe('Your Lumbung password was changed')
    } finally {
      await app.jobs.stop()
    }
  })
})

describe('mail with the development mailbox off', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ seed: false, config: { isDevMailboxOn: false } })
  })
  afterAll(async () => test?.close())

  it('answers 404 for the mailbox but still keeps mail in the outbox', async () => {
    const { app, database } = test
    await app.mail.send({
      to: 'hidden@nusantara.co.id',
      template: 'password-changed-notice',
      data: { fullName: 'Budi' },
    })
    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=hidden@nusantara.co.id' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ status: 'ERROR' })

    expect(await app.jobs.drain()).toBe(1)
    const rows = await database.db.query.mailOutbox.findMany()
    expect(rows.map((row) => row.to)).toEqual(['hidden@nusantara.co.id'])
  })
})
