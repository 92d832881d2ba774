import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { linkIn, readMailbox } from '../../../test/mailbox'
import { headersFor } from '../../../test/sessions'
import { isLoopbackSocket } from './mail.routes'

describe('development mailbox', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ seed: false })
  })
  afterAll(async () => test?.close())

  it('shows a sent message, newest first, filtered by address regardless of case', async () => {
    const { app } = test
    const link = `${test.config.publicUrl}/email-verification?token=abc`
    await app.mail.send({
      to: 'Budi@Example.co.id',
      template: 'email-verification',
      data: { fullName: 'Budi', link },
    })
    await app.mail.send({
      to: 'sari@example.co.id',
      template: 'password-changed-notice',
      data: { fullName: 'Sari' },
    })
    await app.mail.send({
      to: 'budi@example.co.id',
      template: 'password-changed-notice',
      data: { fullName: 'Budi' },
      attachments: [
        { filename: 'statement.pdf', fileKey: 'billing/statement.pdf', contentType: 'application/pdf' },
      ],
    })

    const budi = await readMailbox(app, 'budi@example.co.id')
    expect(budi.map((message) => message.subject)).toEqual([
      'Your Lumbung password was changed',
      'Verify your email address for Lumbung',
    ])
    // An attachment shows by name and type; its storage key stays on the server.
    expect(budi[0]!.attachments).toEqual([{ filename: 'statement.pdf', content_type: 'application/pdf' }])
    expect(JSON.stringify(budi[0])).not.toContain('billing/statement.pdf')
    const verification = budi[1]!
    expect(verification.attachments).toEqual([])
    expect(verification.to).toBe('Budi@Example.co.id')
    expect(linkIn(verification, '/email-verification').href).toBe(link)
    expect(verification.html).toContain(`href="${link}"`)
    expect(new Date(verification.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const everyone = await readMailbox(app)
    expect(everyone).toHaveLength(3)
    expect(everyone.map((message) => message.to)).toContain('sari@example.co.id')
  })
})

describe('who may read the development mailbox', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp()
  })
  afterAll(async () => test?.close())

  const fromElsewhere = { remoteAddress: '203.0.113.7' }
  const unknownRoute = {
    status: 'ERROR',
    code: 'NOT_FOUND',
    message: 'Route GET /api/dev/mailbox not found',
  }

  it('answers this machine, whatever the client claims to forward', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(response.statusCode).toBe(200)
  })

  it('is an unknown address to anyone else, signed in or not, even claiming to be this machine', async () => {
    const member = await headersFor(test.app, 'owner@consumer.test')
    for (const headers of [{}, member, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' }]) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox?to=owner@consumer.test',
        headers,
        ...fromElsewhere,
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual(unknownRoute)
      expect(response.body).not.toContain('@consumer.test')
    }
  })

  it('answers a signed-in operator from anywhere', async () => {
    const operator = await headersFor(test.app, 'operator@lumbung.test')
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: operator,
      ...fromElsewhere,
    })
    expect(response.statusCode).toBe(200)
  })
})

describe('isLoopbackSocket', () => {
  it('takes loopback addresses in either family and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackSocket(address)).toBe(true)
    for (const address of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '127.example', 'localhost', '::2'])
      expect(isLoopbackSocket(address)).toBe(false)
  })
})
