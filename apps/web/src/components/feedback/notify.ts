import type { NotifyOptions } from './notification-modal'
import { ensureFeedbackHost } from './feedback-host'

export type { NotificationType, NotifyOptions } from './notification-modal'

/**
 * A notification modal: error, warning, success, info or confirmation, with a close button; it
 * closes by itself after 3000 ms unless `autoClose` says otherwise (false keeps it open). It waits for
 * the host's other modals to close and resolves when it shows, so it is never awaited from inside a
 * confirmation's action, which would wait for itself.
 */
export async function notify(options: NotifyOptions): Promise<string> {
  await ensureFeedbackHost()
  const { openNotification } = await import('./notification-modal')
  return openNotification(options)
}
