import { describe, expect, it } from 'vitest'
import { mailStartupNotice } from './mail-startup-notice'

const url = 'http://localhost:3000'

describe('the start-up notice about mail', () => {
  it('warns, with the address, when the development mailbox is on', () => {
    const notice = mailStartupNotice(
      { smtpUrl: undefined, isDevMailboxOn: true, databaseUrl: undefined },
      url,
    )
    expect(notice).toMatchObject({
      level: 'warn',
      facts: { devMailbox: 'on', mailbox: `${url}/dev/mailbox` },
    })
    expect(notice.message).toMatch(/Development mailbox ON/)
  })

  it('says the mailbox is off on PostgreSQL without SMTP, and that mail is not sent', () => {
    const notice = mailStartupNotice(
      { smtpUrl: undefined, isDevMailboxOn: false, databaseUrl: 'postgres://db/lumbung' },
      url,
    )
    expect(notice).toMatchObject({ level: 'warn', facts: { mail: 'outbox', devMailbox: 'off' } })
    expect(notice.message).toMatch(/Development mailbox off/)
    expect(notice.facts).not.toHaveProperty('mailbox')
  })

  it('says mail goes through SMTP when it is set', () => {
    expect(
      mailStartupNotice(
        { smtpUrl: 'smtp://smtp.example.com', isDevMailboxOn: false, databaseUrl: undefined },
        url,
      ),
    ).toMatchObject({ level: 'info', facts: { mail: 'smtp', devMailbox: 'off' } })
  })
})
