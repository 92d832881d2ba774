import type { ApiAccess } from '@lumbung/contract'
import type { AccessFixtures } from './access-fixtures'

/** What a call sends; path parameters fill the route's `:name` segments. */
export interface RequestInput {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
}

/**
 * How the access matrix treats one route, beyond its access rule (which the contract says and the suite
 * reads from it):
 * - `caller`: the client names no company resource; the route acts on the caller's own company or
 *   serves everyone the same (lists, forms that add, dropdowns, public pages).
 * - `shared`: the route takes an id of something every caller of it may see by design (the
 *   marketplace, the data-need board, the operators' console); `why` says so.
 * - `id`: the route takes an id of one company's resource. `request` names it from the seeded data;
 *   the owner's company gets its resource (for a read), every other company gets `foreignStatus`
 *   (404 unless said otherwise) and nothing of the resource, and a change leaves it as it was.
 * - `elsewhere`: the route takes an id, but its foreign-id check needs a fixture this suite does not
 *   build (an upload, a finished delivery); `where` names the test that checks it.
 * `endsSession` marks a call that ends the caller's session, so the suite spends a session of its own on it.
 * `rule` is the access rule that decides when the route's own rule is "signed-in" and the service asks
 * the rule of the side the query names (docs/decisions/0027-access-decided-once.md); the suite's calls
 * name no side, so the caller's default side (consumer, for every demo account) decides.
 */
export type AccessExpectation = { endsSession?: boolean; rule?: ApiAccess } & (
  | { scope: 'caller' }
  | { scope: 'shared'; why: string }
  | { scope: 'elsewhere'; where: string }
  | ({
      scope: 'id'
      owner: string
      request: (fixtures: AccessFixtures) => RequestInput
      isReadOnly: boolean
      foreignStatus?: number
    } & IdOptions)
)

export interface IdOptions {
  /** Other companies entitled to the resource: a private offer is seen by its provider too. */
  seenAlsoBy?: readonly string[]
  /** The rule the service asks for the side the request names, on a "signed-in" route. */
  sideRule?: ApiAccess
}
