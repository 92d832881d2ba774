import type { PurchaseAccessAction, TransactionAccessStatus } from '@lumbung/contract'
import type { TransactionRequestRow } from '../../../db/schema'

/** Which access each action moves from and to (docs/decisions/0032). REVOKED is final: no action starts from it. */
export const accessMoves: Record<
  PurchaseAccessAction,
  {
    from: readonly TransactionAccessStatus[]
    to: TransactionAccessStatus
    event: 'access_suspended' | 'access_resumed' | 'access_revoked'
  }
> = {
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED', event: 'access_suspended' },
  resume: { from: ['SUSPENDED'], to: 'ACTIVE', event: 'access_resumed' },
  revoke: { from: ['ACTIVE', 'SUSPENDED'], to: 'REVOKED', event: 'access_revoked' },
}

/**
 * Whether the provider may take `action` on the purchase now: only an approved, unexpired purchase (the
 * row's status as of now, see request-status.ts) in an access the action moves from.
 */
export function isAccessActionOpen(
  row: Pick<TransactionRequestRow, 'status' | 'accessStatus'>,
  action: PurchaseAccessAction,
): boolean {
  return row.status === 'APPROVED' && accessMoves[action].from.includes(row.accessStatus)
}
