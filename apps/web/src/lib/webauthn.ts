import { secondFactorErrorMessages, type WebAuthnResponse } from '@lumbung/contract'

/**
 * The browser's side of WebAuthn through @simplewebauthn/browser, loaded only when a passkey is used.
 * A cancelled or refused ceremony becomes one plain message.
 */
async function ceremony<T>(
  run: (browser: typeof import('@simplewebauthn/browser')) => Promise<T>,
): Promise<T> {
  const browser = await import('@simplewebauthn/browser')
  if (!browser.browserSupportsWebAuthn()) throw new Error(secondFactorErrorMessages.passkeyUnsupported)
  try {
    return await run(browser)
  } catch {
    throw new Error(secondFactorErrorMessages.passkeyCancelled)
  }
}

export function createPasskey(options: Record<string, unknown>): Promise<WebAuthnResponse> {
  return ceremony(
    async (browser) =>
      (await browser.startRegistration({
        optionsJSON: options as unknown as Parameters<typeof browser.startRegistration>[0]['optionsJSON'],
      })) as unknown as WebAuthnResponse,
  )
}

export function signWithPasskey(options: Record<string, unknown>): Promise<WebAuthnResponse> {
  return ceremony(
    async (browser) =>
      (await browser.startAuthentication({
        optionsJSON: options as unknown as Parameters<typeof browser.startAuthentication>[0]['optionsJSON'],
      })) as unknown as WebAuthnResponse,
  )
}
