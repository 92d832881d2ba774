import { useMemo } from 'react'
import { enumLabelSets, labelOf as contractLabelOf, type EnumName } from '@lumbung/contract'
import { enumLabelTexts } from './enum-labels.texts'
import { translateIn, useLanguage } from './i18n'

type EnumLabelKey = keyof typeof enumLabelTexts.en
type ValueOf<N extends EnumName> = (typeof enumLabelSets)[N]['values'][number]

/**
 * The words for a stored enum value in the page's language: labelOf('dataType', 'FILE') → "File" or
 * "Berkas". The one way a screen shows an enum; a value the lists do not know (an old stored value) is
 * shown as it is, blank reads as ''.
 */
export function labelOf(name: EnumName, value: string | null | undefined): string {
  if (!value) return ''
  const key = `${name}.${value}`
  return key in enumLabelTexts.en
    ? translateIn(enumLabelTexts, key as EnumLabelKey)
    : contractLabelOf(name, value)
}

/** A select's options for an enum, in the enum's order, labelled in the page's language. */
export function enumOptionsOf<N extends EnumName>(name: N): { value: ValueOf<N>; label: string }[] {
  return enumLabelSets[name].values.map((value) => ({
    value: value as ValueOf<N>,
    label: labelOf(name, value),
  }))
}

/**
 * `labelOf` and `enumOptionsOf` for a component, which renders again when the language changes (a
 * component that reads no other text would otherwise keep the words of the language it opened in).
 */
export function useEnumLabels() {
  const language = useLanguage()
  return useMemo(() => {
    void language
    return { labelOf, enumOptionsOf }
  }, [language])
}

/**
 * An enum value as the server or a contract list sends it (`{ value, description }`, the description in
 * English), in the page's language; a value the lists do not know keeps the description it came with.
 */
export function describedLabel(
  name: EnumName,
  entry: { value: string; description?: string | null } | null | undefined,
): string {
  if (!entry) return ''
  return `${name}.${entry.value}` in enumLabelTexts.en
    ? labelOf(name, entry.value)
    : (entry.description ?? entry.value)
}

/** A select's options from such entries (a dropdown answer, a contract list), labelled in the page's language. */
export function enumOptionsFrom(
  name: EnumName,
  entries: readonly { value: string; description: string }[] | null | undefined,
): { value: string; label: string }[] {
  return (entries ?? []).map((entry) => ({ value: entry.value, label: describedLabel(name, entry) }))
}
