import type { SecondFactorMethod, SecondFactorRequirement } from '@lumbung/contract'
import type { Executor } from '../../db/database'
import { randomToken, sha256Hex } from '../../lib/crypto'
import type { SecondFactorRepository } from './second-factor.repository'

/** How long the second step of a sign-in may take before the password must be typed again. */
export const signInChallengeSeconds = 5 * 60

export type SignInStep =
  { kind: 'none' } | { kind: 'enrol' } | { kind: 'challenge'; token: string; methods: SecondFactorMethod[] }

export interface SecondFactorUser {
  id: string
  tenantId: string
  isOperator: boolean
}

export type SecondFactorGate = ReturnType<typeof createSecondFactorGate>

/**
 * What a sign-in asks after the password (docs/decisions/0060-second-factor.md): the second factor of a
 * user who has one; otherwise, for a user who must have one (an operator, or a member of a company
 * that requires it), a session that reaches only the enrolment calls.
 */
export function createSecondFactorGate({
  repository,
  isRequiredForOperators,
  now = () => new Date(),
}: {
  repository: SecondFactorRepository
  isRequiredForOperators: boolean
  now?: () => Date
}) {
  async function requirementOf(user: SecondFactorUser, executor?: Executor) {
    if (user.isOperator && isRequiredForOperators) return 'OPERATOR' satisfies SecondFactorRequirement
    return (await repository.isRequiredByCompany(user.tenantId, executor))
      ? ('COMPANY' satisfies SecondFactorRequirement)
      : null
  }

  return {
    requirementOf,

    async atSignIn(user: SecondFactorUser, executor?: Executor): Promise<SignInStep> {
      const { hasTotp, hasPasskey } = await repository.methodsOf(user.id, executor)
      if (hasTotp || hasPasskey) {
        const token = randomToken(32)
        await repository.insertChallenge(
          {
            userId: user.id,
            purpose: 'SIGN_IN',
            tokenHash: sha256Hex(token),
            expiresAt: new Date(now().getTime() + signInChallengeSeconds * 1000),
          },
          executor,
        )
        const methods: SecondFactorMethod[] = [
          ...(hasTotp ? (['TOTP'] as const) : []),
          ...(hasPasskey ? (['PASSKEY'] as const) : []),
          'RECOVERY_CODE',
        ]
        return { kind: 'challenge', token, methods }
      }
      return (await requirementOf(user, executor)) ? { kind: 'enrol' } : { kind: 'none' }
    },
  }
}
