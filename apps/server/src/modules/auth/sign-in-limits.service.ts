import { createHash } from 'node:crypto'
import type { Executor } from '../../db/database'
import { tooManyAttempts } from '../../lib/errors'
import type { BackoffPolicy, SignInLimitsRepository } from './sign-in-limits.repository'

/**
 * Five wrong passwords cost nothing; then each further one locks the (account, address) pair for
 * twice as long, from 30 seconds up to 15 minutes. A day without failures forgets the pair.
 */
export const signInBackoff: BackoffPolicy = {
  freeFailures: 5,
  firstLockSeconds: 30,
  longestLockSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
}

const addressWindowSeconds = 60
const sweepShare = 0.01

export interface SignInAttempt {
  /** The password was right: the pair starts from zero and the address gets its attempt back. */
  succeeded(executor?: Executor): Promise<void>
}

export type SignInLimits = ReturnType<typeof createSignInLimits>

/**
 * Sign-in limits (docs/decisions/0040-sign-in-limits.md). Only failures count: each attempt is counted
 * before the password is checked, so parallel guesses cannot slip past a lock, and a success gives its
 * count back. A stranger's failures lock only the stranger's own pair, never the owner's; the ceiling
 * per address stops one machine from guessing across many accounts.
 */
export function createSignInLimits({
  repository,
  maxFailuresPerAddressPerMinute,
  policy = signInBackoff,
}: {
  repository: SignInLimitsRepository
  maxFailuresPerAddressPerMinute: number
  policy?: BackoffPolicy
}) {
  // Keys hold the emails people typed and their addresses, so only hashes are stored.
  const keyOf = (...parts: string[]) =>
    createHash('sha256')
      .update(['sign-in', ...parts].join('|'))
      .digest('base64url')

  return {
    async begin(email: string, address: string | null): Promise<SignInAttempt> {
      const client = address ?? 'unknown'
      const addressKey = keyOf('address', client)
      const pairKey = keyOf('pair', email.trim().toLowerCase(), client)

      const byAddress = await repository.reserveAddressAttempt(addressKey, addressWindowSeconds)
      if (byAddress.count > maxFailuresPerAddressPerMinute) throw tooManyAttempts(byAddress.secondsLeft)

      const pair = await repository.reservePairAttempt(pairKey, policy)
      if (!pair) {
        await repository.releaseAddressAttempt(addressKey)
        throw tooManyAttempts(await repository.pairLockSeconds(pairKey))
      }
      if (Math.random() < sweepShare) await repository.sweepForgotten()

      return {
        async succeeded(executor) {
          await repository.clearPair(pairKey, executor)
          await repository.releaseAddressAttempt(addressKey, executor)
        },
      }
    },
  }
}
