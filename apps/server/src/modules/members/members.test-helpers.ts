import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { userTokens } from '../../db/schema'
import type { MailboxMessage } from '@lumbung/contract'
import { userIdOf as userIdOfIn } from '../../../test/builders'
import { linkIn, readMailbox } from '../../../test/mailbox'
import { bearer, login, type TestApp } from '../../../test/test-app'

/** Every member call of these tests runs as someone; tokens are cached per address. */
export function createMembersClient(subject: TestApp) {
  const tokens = new Map<string, string>()

  async function tokenOf(email: string): Promise<string> {
    const cached = tokens.get(email)
    if (cached) return cached
    const { accessToken } = await login(subject.app, email)
    tokens.set(email, accessToken)
    return accessToken
  }

  async function call(as: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    const headers = as ? bearer(await tokenOf(as)) : {}
    return subject.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  }

  /** Reading the mailbox delivers whatever mail is due first, so a sent invitation is there at once. */
  async function waitForMail(address: string, count = 1): Promise<MailboxMessage[]> {
    const messages = await readMailbox(subject.app, address)
    expect(messages.length, `mail to ${address}`).toBeGreaterThanOrEqual(count)
    return messages
  }

  async function invitationTokenFor(address: string, count = 1): Promise<string> {
    const [newest] = await waitForMail(address, count)
    const token = linkIn(newest!, '/account-activation').searchParams.get('token')
    if (!token) throw new Error(`no activation link in the mail to ${address}`)
    return token
  }

  const userIdOf = (email: string) => userIdOfIn(subject.database.db, email)

  async function expireInvitations(userId: string) {
    await subject.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'INVITATION')))
  }

  return {
    call,
    tokenOf,
    forget: (email: string) => tokens.delete(email),
    waitForMail,
    invitationTokenFor,
    userIdOf,
    expireInvitations,
  }
}

export const strongPassword = 'Invited1!'
