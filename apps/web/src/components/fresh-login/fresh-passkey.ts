import { secondFactorRoutes, type WebAuthnResponse } from '@lumbung/contract'
import { apiRequest } from '../../lib/api-client'
import { signWithPasskey } from '../../lib/webauthn'

/** A passkey's answer for the fresh-login step, sent with the password to /fresh-login. */
export async function freshPasskeyResponse(): Promise<WebAuthnResponse> {
  const { options } = await apiRequest(secondFactorRoutes.passkeyFreshOptions)
  return signWithPasskey(options)
}
