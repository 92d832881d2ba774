import { secondFactorRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { sessionTokens } from '../../../lib/session-tokens'
import { signWithPasskey } from '../../../lib/webauthn'

/** The sign-in's second step with a code of the app or a recovery code; keeps the token pair. */
export async function verifySecondFactor(mfaToken: string, code: string) {
  const tokens = await apiRequest(secondFactorRoutes.verify, { body: { mfa_token: mfaToken, code } })
  sessionTokens.set(tokens)
  return tokens
}

/** The sign-in's second step with a passkey: the options, the browser's ceremony, the answer. */
export async function verifyWithPasskey(mfaToken: string) {
  const { options } = await apiRequest(secondFactorRoutes.passkeyOptions, { body: { mfa_token: mfaToken } })
  const response = await signWithPasskey(options)
  const tokens = await apiRequest(secondFactorRoutes.passkeyVerify, {
    body: { mfa_token: mfaToken, response },
  })
  sessionTokens.set(tokens)
  return tokens
}
