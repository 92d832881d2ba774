import type { NotificationData } from '@mantine/notifications'
import { limits } from '@lumbung/contract'
import { ensureFeedbackHost } from './feedback-host'

/** A small corner notification for things that need no answer (saved, copied, …). */
export async function toast(data: NotificationData): Promise<string> {
  await ensureFeedbackHost()
  const { notifications } = await import('@mantine/notifications')
  return notifications.show({ autoClose: limits.notificationAutoCloseMs, ...data })
}
