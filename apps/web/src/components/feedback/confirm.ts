import type { ConfirmOptions } from './confirmation-modal'
import { ensureFeedbackHost } from './feedback-host'

export type { ConfirmAction, ConfirmOptions } from './confirmation-modal'

/** A confirmation modal; each action's button shows a loading state while its `onClick` runs. */
export async function confirm(options: ConfirmOptions): Promise<string> {
  await ensureFeedbackHost()
  const { openConfirmation } = await import('./confirmation-modal')
  return openConfirmation(options)
}

export async function closeModal(modalId: string): Promise<void> {
  const { modals } = await import('@mantine/modals')
  modals.close(modalId)
}
