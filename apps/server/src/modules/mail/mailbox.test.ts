import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { linkIn, readMailbox } from '../../../test/mailbox'

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
