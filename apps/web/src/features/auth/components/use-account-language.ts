import { useEffect } from 'react'
import type { UserInformation } from '@lumbung/contract'
import { languageStorageKey, setLanguage } from '../../../lib/i18n/i18n'
import { useUpdateLanguage } from '../api/update-language'

/**
 * The signed-in user's saved language wins; a user who has none yet keeps the one they picked on the
 * public pages, saved to the account so a sign-in elsewhere opens in it too (decision 0074).
 */
export function useAccountLanguage(user: UserInformation | undefined) {
  const save = useUpdateLanguage()
  const saved = user?.language
  const hasUser = user !== undefined
  const { mutate } = save
  useEffect(() => {
    if (!hasUser) return
    if (saved) {
      setLanguage(saved)
      return
    }
    const picked = globalThis.localStorage?.getItem(languageStorageKey)
    if (picked === 'en' || picked === 'id') mutate({ language: picked })
  }, [hasUser, saved, mutate])
  return (language: UserInformation['language'] & string) => save.mutate({ language })
}
