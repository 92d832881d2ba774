import dayjs from 'dayjs'
import type { ConsumerApiKey, ConsumerApiKeyList } from '@lumbung/contract'

/** A date and time in the viewer's own time zone, day first, 24-hour. */
export const namedKeyDateText = (iso: string | null, fallback = '—') =>
  iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : fallback

export const namedKeyLastUsedText = (key: Pick<ConsumerApiKey, 'last_used_at'>) =>
  namedKeyDateText(key.last_used_at, 'Never used')

/** 'Live' or 'Revoked 20 Nov 2026, 10:15 by Siti Rahmawati'. */
export function namedKeyStatusText(key: Pick<ConsumerApiKey, 'revoked_at' | 'revoked_by_name'>): string {
  if (!key.revoked_at) return 'Live'
  const by = key.revoked_by_name ? ` by ${key.revoked_by_name}` : ''
  return `Revoked ${namedKeyDateText(key.revoked_at)}${by}`
}

/** Why a new key cannot be made now, or null when it can. */
export function createKeyRefusal(list: Pick<ConsumerApiKeyList, 'live_count' | 'live_max'> | undefined) {
  if (!list || list.live_count < list.live_max) return null
  return `Your company holds ${list.live_max} live keys, the most it may. Revoke one it no longer uses to make another.`
}
