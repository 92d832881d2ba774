/**
 * A form's typed input kept in sessionStorage, so going back and forward (or reloading) does not lose
 * it: the tab keeps it, closing the tab forgets it, and nothing reaches the server before it is sent.
 */
export interface DraftStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const draftPrefix = 'lumbung.draft.'
/** A draft is typed text, never a file: anything longer is not kept rather than filling the storage. */
export const draftMaxChars = 20_000

function defaultStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    // Storage can be switched off; the form then simply starts empty.
    return undefined
  }
}

/** The saved fields of a draft, only those the form knows and of the same type; else nothing. */
export function readDraft<T extends Record<string, string | number>>(
  name: string,
  fallback: T,
  storage: DraftStorage | undefined = defaultStorage(),
): T {
  let saved: unknown
  try {
    const raw = storage?.getItem(draftPrefix + name)
    if (!raw) return fallback
    saved = JSON.parse(raw)
  } catch {
    return fallback
  }
  if (typeof saved !== 'object' || saved === null) return fallback
  const draft = { ...fallback }
  for (const key of Object.keys(fallback) as (keyof T)[]) {
    const value = (saved as Record<string, unknown>)[key as string]
    // A number field may also have been cleared to ''.
    if (typeof value === typeof fallback[key] || (typeof fallback[key] === 'number' && value === '')) {
      draft[key] = value as T[keyof T]
    }
  }
  return draft
}

export function writeDraft(
  name: string,
  values: Record<string, string | number>,
  storage: DraftStorage | undefined = defaultStorage(),
): void {
  const text = JSON.stringify(values)
  try {
    if (text.length > draftMaxChars) storage?.removeItem(draftPrefix + name)
    else storage?.setItem(draftPrefix + name, text)
  } catch {
    // A full or disabled storage only means the draft is not kept.
  }
}

export function clearDraft(name: string, storage: DraftStorage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(draftPrefix + name)
  } catch {
    // Nothing to clear.
  }
}
