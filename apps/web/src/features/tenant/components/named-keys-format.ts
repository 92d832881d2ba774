import { formatDateTime } from '../../../lib/i18n/format-date'
import type { ConsumerApiKey, ConsumerApiKeyList } from '@lumbung/contract'
import { translateIn } from '../../../lib/i18n/i18n'
import { namedKeysFormatTexts } from '../named-keys-format.texts'

const text = (key: keyof typeof namedKeysFormatTexts.en, values?: Record<string, unknown>) =>
  translateIn(namedKeysFormatTexts, key, values)

export const namedKeyLastUsedText = (key: Pick<ConsumerApiKey, 'last_used_at'>) =>
  formatDateTime(key.last_used_at, text('neverUsed'))

/** 'Live' or 'Revoked 20 Nov 2026, 10:15 WIB by Siti Rahmawati'. */
export function namedKeyStatusText(key: Pick<ConsumerApiKey, 'revoked_at' | 'revoked_by_name'>): string {
  if (!key.revoked_at) return text('live')
  const when = formatDateTime(key.revoked_at)
  return key.revoked_by_name
    ? text('revokedBy', { when, name: key.revoked_by_name })
    : text('revoked', { when })
}

/** Why a new key cannot be made now, or null when it can. */
export function createKeyRefusal(list: Pick<ConsumerApiKeyList, 'live_count' | 'live_max'> | undefined) {
  if (!list || list.live_count < list.live_max) return null
  return text('limitReached', { max: list.live_max })
}
