import type { AccessExpectation } from './access-expectation-types'
import { caller, elsewhere, shared } from './access-expectation-builders'

const where = 'modules/transaction/delta-sharing/delta-sharing-access.test.ts'

/**
 * Delta Sharing's routes (docs/decisions/0066-delta-sharing.md). The sharing server's routes take a share
 * token, which no demo session is: every role is refused 401 by the gate, and the tests beside the module
 * read them with real tokens of one company and another.
 */
export const deltaSharingAccessExpectations: Record<string, AccessExpectation> = {
  // A profile needs a fresh login first, which the suite's sessions lack; another company's purchase
  // and profile ids are tried with fresh sessions there.
  'deltaSharingProfileRoutes.profile': elsewhere(`${where} (another company's purchase is not found)`),
  'deltaSharingProfileRoutes.list': caller,
  'deltaSharingProfileRoutes.revoke': elsewhere(`${where} (another company's profile is not found)`),
  'deltaSharingRoutes.listShares': caller,
  'deltaSharingRoutes.getShare': caller,
  'deltaSharingRoutes.listSchemas': caller,
  'deltaSharingRoutes.listTables': caller,
  'deltaSharingRoutes.listAllTables': caller,
  'deltaSharingRoutes.tableVersion': caller,
  'deltaSharingRoutes.tableMetadata': caller,
  'deltaSharingRoutes.query': caller,
  'deltaSharingRoutes.file': shared(
    'public by design: only a signed, expiring link of a live profile opens it',
  ),
}
