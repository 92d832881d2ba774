import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { createJobs } from '../jobs'
import { createMail } from '.'
import { createSmtpTransport } from './mail-transport'
import { jobs as jobsTable } from '../../db/schema'
import { createLocalFileStorage } from '../../lib/file-storage'

interface Received {
  from: string | undefined
  recipients: string[]
  user: string | undefined
  raw: string
}

interface MimePart {
  headers: Map<string, string>
  body: string
}

/** Just enough MIME to read what nodemailer writes: unfolded headers, one level of multipart, QP and base64. */
function parseMime(raw: string): MimePart & { parts: MimePart[] } {
  const split = (text: string): MimePart => {
    const end = text.indexOf('\r\n\r\n')
    const headers = new Map<string, string>()
    for (const line of text
      .slice(0, end)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')) {
      const colon = line.indexOf(':')
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
    }
    return { headers, body: text.slice(end + 4) }
  }
  const decode = (part: MimePart): MimePart => {
    const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase()
    let body = part.body
    if (encoding === 'quoted-printable') {
      const bytes = Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      )
      body = bytes.toString('utf8')
    } else if (encoding === 'base64') {
      body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    }
    return { headers: part.headers, body: body.replace(/\r\n/g, '\n') }
  }
  const message = split(raw)
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1]
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => decode(split(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''))))
    : []
  return { ...message, parts }
}

describe('SMTP transport', () => {
  let test: TestApp
  let server: SMTPServer
  let port: number
  const received: Received[] = []

  beforeAll(async () => {
    test = await createTestApp({ seed: false })
    server = new SMTPServer({
      // Plain SMTP on loopback: the peer offers no STARTTLS, so the transport must not insist on it.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret pass')
          callback(null, { user: auth.username })
        else callback(new Error('Invalid username or password'))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()))
    await test?.close()
  })

  it('sends a template as a multipart message with both parts through a real SMTP peer', async () => {
    const db = test.database.db
    const jobs = createJobs({ db, logger: pino({ level: 'silent' }) })
    const transport = createSmtpTransport({
      smtpUrl: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
      from: 'Lumbung <no-reply@lumbung.local>',
    })
    const mail = createMail({
      db,
      config: { smtpUrl: undefined, mailFrom: 'unused' },
      jobs,
      logger: pino({ level: 'silent' }),
      transport,
    })
    const link = 'https://lumbung.example/account-activation?token=abc123&x=1'
    await mail.send({
      to: 'dewi@konsumen.co.id',
      template: 'invitation',
      data: {
        fullName: 'Dewi Lestari',
        inviterName: 'Budi <Admin>',
        companyName: 'PT Konsumen Maju',
        role: 'admin',
        link,
      },
    })
    expect(received).toHaveLength(0)

    expect(await jobs.drain()).toBe(1)
    transport.close()

    expect(received).toHaveLength(1)
    const [message] = received
    expect(message!.user).toBe('mailer')
    expect(message!.from).toBe('no-reply@lumbung.local')
    expect(message!.recipients).toEqual(['dewi@konsumen.co.id'])

    const mime = parseMime(message!.raw)
    expect(mime.headers.get('from')).toBe('Lumbung <no-reply@lumbung.local>')
    expect(mime.headers.get('to')).toBe('dewi@konsumen.co.id')
    expect(mime.headers.get('subject')).toBe('You are invited to join PT Konsumen Maju on Lumbung')
    expect(mime.headers.get('content-type')).toMatch(/^multipart\/alternative;/)
    expect(mime.headers.get('message-id')).toMatch(/^<.+@.+>$/)

    const [text, html] = mime.parts
    expect(text!.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/)
    expect(text!.body).toContain('Hi Dewi Lestari,')
    expect(text!.body).toContain('Budi <Admin> invited you to join PT Konsumen Maju on Lumbung as Admin.')
    expect(text!.body).toContain(link)

    expect(html!.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/)
    expect(html!.body).toContain(
      'Budi &lt;Admin&gt; invited you to join PT Konsumen Maju on Lumbung as Admin.',
    )
    expect(html!.body).toContain(`href="${link.replace('&', '&amp;')}"`)
    expect(html!.body).toContain('>Lumbung</td>')
  })

  it('attaches a stored file by its key, read only as the message leaves', async () => {
    const db = test.database.db
    const jobs = createJobs({ db, logger: pino({ level: 'silent' }) })
    const files = createLocalFileStorage(join(test.config.dataDir, 'attachment-files'))
    await files.put('billing/invoices/sample.pdf', Buffer.from('%PDF-1.3 sample invoice'))
    const transport = createSmtpTransport({
      smtpUrl: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
      from: 'Lumbung <no-reply@lumbung.local>',
      files,
    })
    const mail = createMail({
      db,
      config: { smtpUrl: undefined, mailFrom: 'unused' },
      jobs,
      logger: pino({ level: 'silent' }),
      transport,
    })
    const before = received.length
    await mail.send({
      to: 'dewi@konsumen.co.id',
      template: 'password-changed-notice',
      data: { fullName: 'Dewi' },
      attachments: [
        {
          filename: 'INV-202603-0001.pdf',
          fileKey: 'billing/invoices/sample.pdf',
          contentType: 'application/pdf',
        },
      ],
    })
    const queued = (await db.select().from(jobsTable).where(eq(jobsTable.queue, 'mail')))
      .map((row) => JSON.stringify(row.payload))
      .find((payload) => payload.includes('INV-202603-0001.pdf'))
    expect(queued).toContain('billing/invoices/sample.pdf')
    expect(queued).not.toContain('sample invoice')
    expect(await jobs.drain()).toBe(1)
    transport.close()
    expect(received).toHaveLength(before + 1)
    const raw = received.at(-1)!.raw.replace(/\r\n[ \t]+/g, ' ')
    expect(raw).toMatch(/Content-Disposition: attachment; filename=INV-202603-0001\.pdf/i)
    expect(raw).toContain(Buffer.from('%PDF-1.3 sample invoice').toString('base64'))
  })

  it('is the transport of an app configured with SMTP_URL, whose mailbox is then absent', async () => {
    const smtpApp = await createTestApp({
      seed: false,
      config: {
        smtpUrl: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
        mailFrom: 'Data Team <data@nusantara.co.id>',
        isDevMailboxOn: false,
      },
    })
    try {
      const before = received.length
      await smtpApp.app.mail.send({
        to: 'rina@nusantara.co.id',
        template: 'password-changed-notice',
        data: { fullName: 'Rina' },
      })
      expect(await smtpApp.app.jobs.drain()).toBe(1)
      expect(received).toHaveLength(before + 1)
      const mime = parseMime(received.at(-1)!.raw)
      expect(mime.headers.get('from')).toBe('Data Team <data@nusantara.co.id>')
      expect(mime.headers.get('subject')).toBe('Your Lumbung password was changed')
      const mailbox = await smtpApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' })
      expect(mailbox.statusCode).toBe(404)
    } finally {
      await smtpApp.close()
    }
  })

  it('retries later when the SMTP server refuses the login', async () => {
    const db = test.database.db
    const jobs = createJobs({ db, logger: pino({ level: 'silent' }) })
    const transport = createSmtpTransport({
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`,
      from: 'Lumbung <no-reply@lumbung.local>',
    })
    const mail = createMail({
      db,
      config: { smtpUrl: undefined, mailFrom: 'unused' },
      jobs,
      logger: pino({ level: 'silent' }),
      transport,
    })
    const before = received.length
    await mail.send({
      to: 'sari@konsumen.co.id',
      template: 'password-changed-notice',
      data: { fullName: 'Sari' },
    })
    await jobs.drain()
    transport.close()

    expect(received).toHaveLength(before)
    const [row] = await db.query.jobs.findMany({
      where: (table, { and, eq }) => and(eq(table.status, 'QUEUED'), eq(table.queue, 'mail')),
    })
    expect(row).toMatchObject({ queue: 'mail', attempts: 1 })
    expect(row!.lastError).toMatch(/Invalid login|Invalid username or password/)
  })
})
