import {
  secondFactorErrorMessages,
  type PasskeyItem,
  type TokenPair,
  type WebAuthnResponse,
} from '@lumbung/contract'
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { Config } from '../../config'
import type { Database, Executor } from '../../db/database'
import type { UserPasskeyRow } from '../../db/schema'
import { requireFreshLogin, type Actor } from '../../lib/access'
import { randomToken, sha256Hex } from '../../lib/crypto'
import { AppError, notFound } from '../../lib/errors'
import type { ClientFacts } from './auth.service'
import type { SecondFactorRepository } from './second-factor.repository'
import { challengeExpired, wrongCode, type SecondFactorService } from './second-factor.service'

/**
 * The WebAuthn library and its ASN.1 and X.509 dependencies (some 300 files) load at the first
 * passkey ceremony rather than at every server start, which they would otherwise slow by a fifth.
 */
const webAuthn = () => import('@simplewebauthn/server')

/** How long the browser may take to answer a WebAuthn request. */
const ceremonySeconds = 5 * 60

const passkeyRefused = () =>
  new AppError('INVALID_SECOND_FACTOR', 422, secondFactorErrorMessages.passkeyRefused, {
    response: secondFactorErrorMessages.passkeyRefused,
  })

const itemOf = (row: UserPasskeyRow): PasskeyItem => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
})

export type PasskeysService = ReturnType<typeof createPasskeysService>

/**
 * Passkeys (WebAuthn through @simplewebauthn/server) as a second factor: added from My Account, used in
 * place of a code at the sign-in's second step and at a fresh login. The relying party is the app's
 * public address (LUMBUNG_PUBLIC_URL): its host is the RP ID and its origin the one browsers must name.
 */
export function createPasskeysService({
  db,
  repository,
  secondFactor,
  config,
  now = () => new Date(),
}: {
  db: Database
  repository: SecondFactorRepository
  secondFactor: SecondFactorService
  config: Pick<Config, 'publicUrl'>
  now?: () => Date
}) {
  const origin = new URL(config.publicUrl).origin
  const rpID = new URL(config.publicUrl).hostname
  const expiresAt = () => new Date(now().getTime() + ceremonySeconds * 1000)

  async function requestOptions(userId: string) {
    const passkeys = await repository.listPasskeys(userId)
    if (passkeys.length === 0) throw passkeyRefused()
    return (await webAuthn()).generateAuthenticationOptions({
      rpID,
      userVerification: 'preferred',
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as never,
      })),
    })
  }

  /** Whether the answer is a signature of the user's own passkey over the challenge; the counter moves on. */
  async function checkAssertion(
    userId: string,
    response: WebAuthnResponse,
    expectedChallenge: string | null,
    executor: Executor,
  ): Promise<boolean> {
    if (!expectedChallenge) return false
    const passkey = await repository.findPasskey(userId, response.id, executor)
    if (!passkey) return false
    try {
      const { verified, authenticationInfo } = await (
        await webAuthn()
      ).verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
      })
      if (!verified) return false
      await repository.recordPasskeyUse(passkey.id, authenticationInfo.newCounter, now(), executor)
      return true
    } catch {
      // A malformed or foreign answer, or a counter that went back: refused alike.
      return false
    }
  }

  return {
    /** The creation options for the browser; the challenge is kept for the answer (fresh login). */
    async registrationOptions(actor: Actor) {
      requireFreshLogin(actor, now())
      const passkeys = await repository.listPasskeys(actor.userId)
      const options = await (
        await webAuthn()
      ).generateRegistrationOptions({
        rpName: 'Lumbung',
        rpID,
        userName: actor.email,
        userDisplayName: actor.fullName,
        userID: Buffer.from(actor.userId, 'utf8'),
        attestationType: 'none',
        excludeCredentials: passkeys.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      })
      await repository.insertChallenge({
        userId: actor.userId,
        purpose: 'PASSKEY_REGISTRATION',
        tokenHash: sha256Hex(randomToken(32)),
        webauthnChallenge: options.challenge,
        expiresAt: expiresAt(),
      })
      return { options: options as unknown as Record<string, unknown> }
    },

    /** Keeps the passkey; the first second factor of an account comes with its recovery codes. */
    async register(actor: Actor, body: { response: WebAuthnResponse; name: string }) {
      const registration = await repository.findLatestLive(actor.userId, 'PASSKEY_REGISTRATION', now())
      if (!registration?.webauthnChallenge) throw passkeyRefused()
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
      try {
        verification = await (
          await webAuthn()
        ).verifyRegistrationResponse({
          response: body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: registration.webauthnChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        })
      } catch {
        throw passkeyRefused()
      }
      if (!verification.verified) throw passkeyRefused()
      const { credential } = verification.registrationInfo
      const result = await db.transaction(async (tx) => {
        if (!(await repository.useChallenge(registration.id, now(), tx))) throw passkeyRefused()
        if (await repository.findPasskey(actor.userId, credential.id, tx)) throw passkeyRefused()
        const before = await repository.methodsOf(actor.userId, tx)
        const row = await repository.insertPasskey(
          {
            userId: actor.userId,
            tenantId: actor.tenantId,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? [],
            name: body.name,
          },
          tx,
        )
        const codes =
          before.hasTotp || before.hasPasskey ? null : await secondFactor.issueRecoveryCodes(actor, tx)
        await secondFactor.releaseHeldSessions(actor, tx)
        await secondFactor.recordChange(actor, 'added', 'PASSKEY', tx, row.id)
        return { passkey: itemOf(row), recovery_codes: codes }
      })
      return result
    },

    async remove(actor: Actor, id: string): Promise<void> {
      requireFreshLogin(actor, now())
      await db.transaction(async (tx) => {
        await secondFactor.beforeRemoving(actor, 'PASSKEY', tx)
        if (!(await repository.deletePasskey(actor.userId, id, tx))) {
          throw notFound(secondFactorErrorMessages.passkeyNotFound)
        }
        await secondFactor.recordChange(actor, 'removed', 'PASSKEY', tx, id)
      })
    },

    /** The sign-in's second step with a passkey: the request options, their challenge kept on the step. */
    async signInOptions(mfaToken: string) {
      const challenge = await repository.findLiveChallenge('SIGN_IN', sha256Hex(mfaToken), now())
      if (!challenge) throw challengeExpired()
      const options = await requestOptions(challenge.userId)
      await repository.setWebauthnChallenge(challenge.id, options.challenge)
      return { options: options as unknown as Record<string, unknown> }
    },

    async signInVerify(
      body: { mfa_token: string; response: WebAuthnResponse },
      client: ClientFacts,
    ): Promise<TokenPair> {
      const opened = await secondFactor.openChallenge(body.mfa_token, client)
      const pair = await db.transaction(async (tx) => {
        const isRight = await checkAssertion(
          opened.user.id,
          body.response,
          opened.challenge.webauthnChallenge,
          tx,
        )
        return isRight ? secondFactor.completeChallenge(opened, client, 'PASSKEY', tx) : null
      })
      if (!pair) {
        await secondFactor.refuse(opened.challenge.id, opened.user.id, opened.user.tenantId, client)
        throw passkeyRefused()
      }
      return pair
    },

    /** Options for a fresh login with a passkey; the answer goes to POST /fresh-login. */
    async freshOptions(actor: Actor) {
      const options = await requestOptions(actor.userId)
      await repository.insertChallenge({
        userId: actor.userId,
        purpose: 'FRESH_LOGIN',
        tokenHash: sha256Hex(randomToken(32)),
        webauthnChallenge: options.challenge,
        expiresAt: expiresAt(),
      })
      return { options: options as unknown as Record<string, unknown> }
    },

    /** Checks a fresh login's passkey answer against the user's latest fresh-login challenge, once. */
    async checkFreshLogin(actor: Actor, response: WebAuthnResponse): Promise<void> {
      const isRight = await db.transaction(async (tx) => {
        const challenge = await repository.findLatestLive(actor.userId, 'FRESH_LOGIN', now(), tx)
        if (!challenge) return false
        if (!(await checkAssertion(actor.userId, response, challenge.webauthnChallenge, tx))) return false
        return repository.useChallenge(challenge.id, now(), tx)
      })
      if (!isRight) throw wrongCode('passkey_response')
    },
  }
}
