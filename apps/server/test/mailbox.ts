import type { MailboxMessage } from '@lumbung/contract'
import type { App } from '../src/app'

/** The development mailbox, newest first; `to` narrows it to one address. */
export async function readMailbox(app: App, to?: string): Promise<MailboxMessage[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`
  const response = await app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` })
  if (response.statusCode !== 200)
    throw new Error(`mailbox answered ${response.statusCode}: ${response.body}`)
  return (response.json() as { data: { data: MailboxMessage[] } }).data.data
}

/** The first link in a message's text whose path starts with `path`, e.g. '/reset-password'. */
export function linkIn(message: Pick<MailboxMessage, 'text'>, path: string): URL {
  for (const match of message.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0])
    if (url.pathname === path || url.pathname.startsWith(`${path}/`)) return url
  }
  throw new Error(`No ${path} link in the message:\n${message.text}`)
}

/** The `token` query parameter of the first link to `path` in the newest message to `to`. */
export async function tokenMailedTo(app: App, to: string, path: string): Promise<string> {
  const [newest] = await readMailbox(app, to)
  if (!newest) throw new Error(`No mail to ${to}`)
  const token = linkIn(newest, path).searchParams.get('token')
  if (!token) throw new Error(`The ${path} link to ${to} has no token`)
  return token
}
