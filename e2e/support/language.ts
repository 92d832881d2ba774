import { expect, type APIRequestContext } from '@playwright/test'
import type { Language } from '@lumbung/contract'
import type { DemoAccount } from './accounts'
import { sessionOf } from './api-session'

/**
 * Saves the account's language as its top bar switch does. A saved choice can be changed but not
 * taken back (the account then follows its own choice, not the browser's): a journey that reads a demo
 * account in Indonesian saves Indonesian first and English again when it is done.
 */
export async function saveLanguage(
  request: APIRequestContext,
  account: DemoAccount,
  language: Language,
): Promise<void> {
  const { access_token: token } = await sessionOf(request, account)
  const response = await request.put('/api/auth/user/language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language },
  })
  expect(response.ok(), await response.text()).toBe(true)
}
