import { describe, expect, it, vi } from 'vitest'
import { accountRoutes } from '@lumbung/contract'
import { createApiClient } from './api-client'
import { freshLoginCancelledMessage } from './client-messages'
import { createTokenStore } from './session-tokens'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const freshLoginRequired = () =>
  json(403, { status: 'ERROR', message: 'Please enter your password again', code: 'FRESH_LOGIN_REQUIRED' })
const accepted = () => json(200, { status: 'OK', message: 'Sent', code: 'SUCCESS', data: null })

function clientAnswering(answers: Array<() => Response>, onFreshLoginRequired?: () => Promise<boolean>) {
  const store = createTokenStore(undefined)
  const fetch = vi.fn(async () => answers.shift()!())
  const client = createApiClient({
    tokens: { ...store, get: () => ({ access_token: 'a', refresh_token: 'r' }) },
    fetch: fetch as unknown as typeof globalThis.fetch,
    onFreshLoginRequired,
  })
  const sendEmail = () => client.request(accountRoutes.sendEmail, { body: { email: 'new@company.co.id' } })
  return { fetch, sendEmail }
}

describe('a call that needs a fresh login', () => {
  it('asks for the password, then repeats the call once and answers its result', async () => {
    const prompt = vi.fn(async () => true)
    const { fetch, sendEmail } = clientAnswering([freshLoginRequired, accepted], prompt)
    await expect(sendEmail()).resolves.toBeNull()
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('fails with a clear message when the prompt is cancelled, without repeating the call', async () => {
    const { fetch, sendEmail } = clientAnswering([freshLoginRequired], async () => false)
    await expect(sendEmail()).rejects.toMatchObject({
      status: 403,
      code: 'FRESH_LOGIN_REQUIRED',
      message: freshLoginCancelledMessage,
    })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks only once: a second refusal is the answer', async () => {
    const prompt = vi.fn(async () => true)
    const { fetch, sendEmail } = clientAnswering([freshLoginRequired, freshLoginRequired], prompt)
    await expect(sendEmail()).rejects.toMatchObject({ code: 'FRESH_LOGIN_REQUIRED' })
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('leaves other 403 answers alone', async () => {
    const prompt = vi.fn(async () => true)
    const { sendEmail } = clientAnswering(
      [() => json(403, { status: 'ERROR', message: 'Forbidden', code: 'FORBIDDEN' })],
      prompt,
    )
    await expect(sendEmail()).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(prompt).not.toHaveBeenCalled()
  })
})
