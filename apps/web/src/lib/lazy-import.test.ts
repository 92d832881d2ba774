import { describe, expect, it } from 'vitest'
import { reloadStampKey, shouldReloadAfterScriptError } from './lazy-import'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('reload after a failed page script', () => {
  it('reloads the first time and remembers when', () => {
    const storage = memoryStorage()
    expect(shouldReloadAfterScriptError(storage, 1_000_000)).toBe(true)
    expect(storage.values.get(reloadStampKey)).toBe('1000000')
  })

  it('does not reload again within 60 seconds', () => {
    const storage = memoryStorage()
    shouldReloadAfterScriptError(storage, 1_000_000)
    expect(shouldReloadAfterScriptError(storage, 1_000_000 + 59_999)).toBe(false)
  })

  it('reloads again once 60 seconds have passed', () => {
    const storage = memoryStorage()
    shouldReloadAfterScriptError(storage, 1_000_000)
    expect(shouldReloadAfterScriptError(storage, 1_000_000 + 60_000)).toBe(true)
  })

  it('ignores a damaged stamp and never reloads without storage', () => {
    const storage = memoryStorage()
    storage.setItem(reloadStampKey, 'garbage')
    expect(shouldReloadAfterScriptError(storage, 5)).toBe(true)
    expect(shouldReloadAfterScriptError(undefined, 5)).toBe(false)
  })
})
