import type { Config } from '../../config'

export interface MailStartupNotice {
  level: 'info' | 'warn'
  facts: Record<string, string>
  message: string
}

/** What the start-up log says about mail: where it goes, and whether the development mailbox shows it. */
export function mailStartupNotice(
  config: Pick<Config, 'smtpUrl' | 'isDevMailboxOn' | 'databaseUrl'>,
  serverUrl: string,
): MailStartupNotice {
  if (config.smtpUrl !== undefined) {
    return {
      level: 'info',
      facts: { mail: 'smtp', devMailbox: 'off' },
      message: 'Mail is sent through SMTP_URL',
    }
  }
  if (config.isDevMailboxOn) {
    return {
      level: 'warn',
      facts: { mail: 'outbox', devMailbox: 'on', mailbox: `${serverUrl}/dev/mailbox` },
      message:
        'Development mailbox ON: mail is kept in the outbox and shown only to this machine (loopback) and to signed-in operators; set SMTP_URL to send it',
    }
  }
  return {
    level: config.databaseUrl === undefined ? 'info' : 'warn',
    facts: { mail: 'outbox', devMailbox: 'off' },
    message:
      'Development mailbox off: mail is kept in the outbox and not sent; set SMTP_URL to send it (LUMBUNG_DEV_MAILBOX=on shows it to this machine and to signed-in operators)',
  }
}
