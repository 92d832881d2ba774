import { setupI18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { useMemo, useSyncExternalStore } from 'react'
import { formatCount, languages, type Language } from '@lumbung/contract'
import { en, type MessageKey } from './catalogs/en'
import { id } from './catalogs/id'

/** Where a choice made before signing in waits (the login page's switch), per browser. */
export const languageStorageKey = 'lumbung.language'

/**
 * Each catalogue compiled once when it loads (the core at start, an area's with its screens), so a
 * text costs a lookup, not a parse. `prefix` names an area's keys (`billing.` + `invoiceNumber`).
 */
function compiled(catalog: Record<string, string>, prefix = ''): Messages {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [prefix + key, compileMessage(text)]),
  )
}

const i18n = setupI18n()
i18n.load({ en: compiled(en), id: compiled(id) })

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language)

/** The browser's first language that Lumbung speaks ("id-ID" → "id"), else English. */
export function browserLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []) {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguage(base)) return base
  }
  return 'en'
}

function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(languageStorageKey)
    return isLanguage(value) ? value : null
  } catch {
    return null
  }
}

/** The language the page opens in: a choice made in this browser, else the browser's. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage()
}

/**
 * Switches every text on the page and `<html lang>`; a person's choice is kept for the next visit, the
 * language guessed from the browser is not (it would pass for a choice).
 */
export function setLanguage(language: Language, { isChoice = true } = {}) {
  try {
    if (isChoice) globalThis.localStorage?.setItem(languageStorageKey, language)
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
  if (globalThis.document) document.documentElement.lang = language
  if (i18n.locale !== language) i18n.activate(language)
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en'
}

/** A text of the catalogue; a `count` comes with `countText`, written "2.926" in both languages. */
export function translate(key: MessageKey, values: Record<string, unknown> = {}): string {
  return translateKey(key, values)
}

function translateKey(key: string, values: Record<string, unknown> = {}): string {
  const withCount =
    typeof values.count === 'number' ? { ...values, countText: formatCount(values.count) } : values
  return i18n._(key, withCount)
}

/**
 * One area's texts (`features/<module>/<area>.texts.ts`), in both languages. They load with the
 * screens that import them, so the sign-in page carries only the core catalogue.
 */
export interface AreaTexts<Key extends string> {
  readonly area: string
  readonly en: Readonly<Record<Key, string>>
  readonly id: Readonly<Record<Key, string>>
}

/** Every area loaded so far (they load with their screens), for `indonesianOf`. */
const loadedAreas: AreaTexts<string>[] = []
let indonesianByEnglish: Map<string, string> | undefined

/**
 * Declares an area's texts: English first (its keys are the area's keys), Indonesian typed to the same
 * keys, so a text missing in either language fails the type check. Loaded into the translator at once.
 */
export function defineTexts<const English extends Record<string, string>>(
  area: string,
  texts: { en: English; id: Record<keyof English, string> },
): AreaTexts<keyof English & string> {
  const prefix = `${area}.`
  i18n.load({ en: compiled(texts.en, prefix), id: compiled(texts.id, prefix) })
  const defined = { area, en: texts.en, id: texts.id }
  loadedAreas.push(defined)
  indonesianByEnglish = undefined
  return defined
}

/**
 * The Indonesian of an English text that a loaded catalogue holds as a whole text (a field's label, a
 * fixed message), else undefined. A text with values (`{count}`) is no label and stays out; where two
 * areas word the same English differently, the core catalogue and then the first area loaded win.
 */
export function indonesianOf(english: string): string | undefined {
  if (!indonesianByEnglish) {
    indonesianByEnglish = new Map()
    for (const texts of [{ en, id } as Omit<AreaTexts<string>, 'area'>, ...loadedAreas]) {
      for (const [key, text] of Object.entries(texts.en)) {
        const indonesian = texts.id[key]
        if (indonesian && !text.includes('{') && !indonesianByEnglish.has(text))
          indonesianByEnglish.set(text, indonesian)
      }
    }
  }
  return indonesianByEnglish.get(english)
}

/** A text of an area, in the current language, outside a component (a column, a label map). */
export function translateIn<Key extends string>(
  texts: AreaTexts<Key>,
  key: Key,
  values?: Record<string, unknown>,
): string {
  return translateKey(`${texts.area}.${key}`, values)
}

/** A label the contract holds in English (a menu entry), in the current language when the catalogue has it. */
export function translateLabel(prefix: 'menu', label: string): string {
  const key = `${prefix}.${label}`
  return key in en ? translate(key as MessageKey) : label
}

export type Translator<Key extends string> = (key: Key, values?: Record<string, unknown>) => string

const subscribe = (onChange: () => void) => i18n.on('change', onChange)

/**
 * The translator for a component, which renders again when the language changes: the core catalogue's
 * keys with no argument (`useT()`), an area's keys with its texts (`useT(billingTexts)`).
 */
export function useT(): Translator<MessageKey>
export function useT<Key extends string>(texts: AreaTexts<Key>): Translator<Key>
export function useT(texts?: AreaTexts<string>): Translator<string> {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
  const prefix = texts ? `${texts.area}.` : ''
  // A new function per language, so memoised children that take `t` render again too.
  return useMemo(() => {
    void language
    return (key: string, values?: Record<string, unknown>) => translateKey(prefix + key, values)
  }, [language, prefix])
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
}

setLanguage(initialLanguage(), { isChoice: false })
