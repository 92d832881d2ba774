import { expect, type APIRequestContext } from '@playwright/test'

export interface MailboxMessage {
  to: string
  subject: string
  text: string
  html: string
  attachments: { filename: string; content_type: string }[]
  created_at: string
}

/** The development mailbox (`GET /api/dev/mailbox?to=`), newest first. */
export async function mailTo(request: APIRequestContext, address: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(address)}`)
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as { data: MailboxMessage[] | { data: MailboxMessage[] } }
  return Array.isArray(body.data) ? body.data : body.data.data
}

/** Mail leaves through a job queue: waits for the newest message to the address that matches. */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  matches: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, address)).find(matches)
        return found !== undefined
      },
      { message: `mail to ${address}`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** The first link in the message whose path is `path`, made relative so the test's base URL opens it. */
export function linkIn(message: MailboxMessage, path: string): string {
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0])
    if (url.pathname === path) return `${url.pathname}${url.search}`
  }
  throw new Error(`No ${path} link in "${message.subject}":\n${message.text}`)
}
