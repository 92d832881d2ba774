import type { FastifyBaseLogger } from 'fastify'
import type { ChangeNotices } from '../../../lib/change-notices'

/**
 * Tells every instance's gateway that a provider changed how its upstreams are called (an API
 * setting's secret or auth, an API dataset's status, address, path or hours); called once the change
 * has committed, so the very next call reads it afresh (docs/decisions/0062-exact-gateway-paths.md).
 */
export type AnnounceUpstreamChange = (tenantId: string) => Promise<void>

export function createUpstreamChangeAnnouncer(
  notices: Pick<ChangeNotices, 'publish'>,
  logger: FastifyBaseLogger,
): AnnounceUpstreamChange {
  return async (tenantId) => {
    // The change is committed: a lost notice must not fail the answer. The gateway's entries expire
    // on their own within half a minute.
    await notices.publish({ topic: 'upstream', tenantId }).catch((error: unknown) => {
      logger.warn({ err: error, tenantId }, 'could not publish the upstream change notice')
    })
  }
}
