import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { useLanguage } from './i18n'

type InIndonesian = (message: string) => string

let inIndonesian: InIndonesian | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

/**
 * The validation texts load the first time an Indonesian page shows a field's message, not with the
 * first script: the sign-in page's bytes have a budget (decision 0049) and an English visit never needs
 * them. Until they arrive the message shows as written, then every shown message renders again.
 */
export function loadValidationTexts(): Promise<void> {
  loading ??= import('./validation-texts').then((module) => {
    inIndonesian = module.validationMessageInIndonesian
    for (const listener of listeners) listener()
  })
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const isLoaded = () => inIndonesian !== undefined

/**
 * A server's message in Indonesian when the texts have loaded and recognise it, else undefined (and the
 * texts start loading). For code outside a component (`errorMessageOf`); a screen that shows the result
 * through `ValidationMessage` renders again when they arrive.
 */
export function recognisedInIndonesian(message: string): string | undefined {
  if (!inIndonesian) {
    void loadValidationTexts()
    return undefined
  }
  const indonesian = inIndonesian(message)
  return indonesian === message ? undefined : indonesian
}

/**
 * A field's validation message in the page's language (decision 0080). The contract and the server write
 * it in English; in Indonesian it is recognised and rewritten, with the field's label translated. Anything
 * that is not a text (an element) passes through.
 */
export function useValidationMessage(message: ReactNode): ReactNode {
  const language = useLanguage()
  const loaded = useSyncExternalStore(subscribe, isLoaded, isLoaded)
  const needsTexts = language !== 'en' && typeof message === 'string' && message !== ''
  useEffect(() => {
    if (needsTexts && !loaded) void loadValidationTexts()
  }, [needsTexts, loaded])
  if (!needsTexts || !inIndonesian) return message
  return inIndonesian(message as string)
}
