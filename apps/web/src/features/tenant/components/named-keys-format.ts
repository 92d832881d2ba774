import { formatDateTime } from '../../../lib/i18n/format-date'
import type { ConsumerApiKey, ConsumerApiKeyList } from '@lumbung/contract'

export const namedKeyLastUsedText = (key: Pick<ConsumerApiKey, 'last_used_at'>) =>
  formatDateTime(key.last_used_at, 'Never used')

/** 'Live' or 'Revoked 20 Nov 2026, 10:15 WIB by Siti Rahmawati'. */
export function namedKeyStatusText(key: Pick<ConsumerApiKey, 'revoked_at' | 'revoked_by_name'>): string {
  if (!key.revoked_at) return 'Live'
  const by = key.revoked_by_name ? ` by ${key.revoked_by_name}` : ''
  return `Revoked ${formatDateTime(key.revoked_at)}${by}`
}

/** Why a new key cannot be made now, or null when it can. */
export function createKeyRefusal(list: Pick<ConsumerApiKeyList, 'live_count' | 'live_max'> | undefined) {
  if (!list || list.live_count < list.live_max) return null
  return `Your company holds ${list.live_max} live keys, the most it may. Revoke one it no longer uses to make another.`
}
