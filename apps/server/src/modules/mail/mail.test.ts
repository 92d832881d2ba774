import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { readMailbox } from '../../../test/mailbox'
import { jobs as jobsTable } from '../../db/schema'
import { mailQueue, renderMail } from './mail.service'
import { templates } from './templates'
import { link, sampleData, writtenInWords } from './mail-samples.test-helpers'

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
    for (const [field, value] of Object.entries(data)) {
      if (writtenInWords.has(field) || typeof value === 'object') continue
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
