import type { FastifyBaseLogger } from 'fastify'
import type { ChangeNotices } from '../../lib/change-notices'

/** Tells the gateway's caches that a company's keys changed; called once the change has committed. */
export type AnnounceKeyChange = (tenantId: string) => Promise<void>

export function createKeyChangeAnnouncer(
  notices: Pick<ChangeNotices, 'publish'>,
  logger: FastifyBaseLogger,
): AnnounceKeyChange {
  return async (tenantId) => {
    // The change is committed and its answer may hold a key shown only once, so a lost notice must not
    // fail the call; the gateway's short-lived cache entries expire on their own.
    await notices.publish({ topic: 'api-key', tenantId }).catch((error: unknown) => {
      logger.warn({ err: error, tenantId }, 'could not publish the API key change notice')
    })
  }
}
