import { createServer, type AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { createJobs } from '../jobs'
import { createMail } from '.'
import { createSmtpTransport } from './mail-transport'

const silent = pino({ level: 'silent' })

/** A port nothing listens on (taken, then given back). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

describe('the SMTP server is down when mail goes out', () => {
  let test: TestApp
  let server: SMTPServer | undefined
  beforeAll(async () => {
    test = await createTestApp({ seed: false })
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    await test.close()
  })

  it('keeps the mail queued with the error, then delivers it once the server is up', async () => {
    const db = test.database.db
    const port = await closedPort()
    const jobs = createJobs({ db, logger: silent })
    const transport = createSmtpTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Lumbung <no-reply@lumbung.local>',
    })
    const mail = createMail({
      db,
      config: { smtpUrl: undefined, mailFrom: 'unused' },
      jobs,
      logger: silent,
      transport,
    })
    await mail.send({
      to: 'sari@konsumen.co.id',
      template: 'password-changed-notice',
      data: { fullName: 'Sari' },
    })

    await jobs.drain(['mail'])
    const [waiting] = await db.query.jobs.findMany({ where: (table, { eq }) => eq(table.queue, 'mail') })
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1 })
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/)

    const received: string[] = []
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        received.push(...session.envelope.rcptTo.map((recipient) => recipient.address))
        stream.resume()
        stream.on('end', () => callback())
      },
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    // The retry's wait has passed.
    await db.execute(sql`update jobs set run_at = now() where queue = 'mail'`)
    await jobs.drain(['mail'])
    transport.close()

    expect(received).toEqual(['sari@konsumen.co.id'])
    const [delivered] = await db.query.jobs.findMany({ where: (table, { eq }) => eq(table.queue, 'mail') })
    expect(delivered).toMatchObject({ status: 'DONE', attempts: 2 })
  })
})
