import { describe, expect, it } from 'vitest'
import { clearDraft, draftMaxChars, readDraft, writeDraft, type DraftStorage } from './form-draft'

function memoryStorage(): DraftStorage & { values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

const empty = { purpose_of_usage: '', period_count: 1 as number | string }

describe('form drafts', () => {
  it('gives back what was typed, as a page opened again by Back finds it', () => {
    const storage = memoryStorage()
    writeDraft('request.p1', { purpose_of_usage: 'Credit scoring', period_count: 3 }, storage)
    expect(readDraft('request.p1', empty, storage)).toEqual({
      purpose_of_usage: 'Credit scoring',
      period_count: 3,
    })
    expect(readDraft('request.p2', empty, storage)).toEqual(empty)
  })

  it('forgets the draft once the form is sent', () => {
    const storage = memoryStorage()
    writeDraft('request.p1', { purpose_of_usage: 'Credit scoring', period_count: 1 }, storage)
    clearDraft('request.p1', storage)
    expect(readDraft('request.p1', empty, storage)).toEqual(empty)
  })

  it('ignores a broken or foreign draft and fields of the wrong type', () => {
    const storage = memoryStorage()
    storage.setItem('lumbung.draft.request.p1', '{not json')
    expect(readDraft('request.p1', empty, storage)).toEqual(empty)
    storage.setItem('lumbung.draft.request.p1', JSON.stringify({ purpose_of_usage: 42, is_admin: true }))
    expect(readDraft('request.p1', empty, storage)).toEqual(empty)
  })

  it('keeps no draft longer than the cap', () => {
    const storage = memoryStorage()
    writeDraft('request.p1', { purpose_of_usage: 'x'.repeat(draftMaxChars + 1) }, storage)
    expect(storage.values.size).toBe(0)
  })

  it('works without storage', () => {
    expect(readDraft('request.p1', empty, undefined)).toEqual(empty)
    expect(() => writeDraft('request.p1', empty, undefined)).not.toThrow()
  })
})
