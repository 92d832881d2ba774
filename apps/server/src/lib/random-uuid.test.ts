import { describe, expect, it } from 'vitest'
import { randomUuid } from './random-uuid'

describe('randomUuid', () => {
  // Ids from three draws (1,024 a draw), so ids made after a fresh draw are checked too.
  it('gives version 4 UUIDs in lower case, all different, across blocks of random bytes', () => {
    const ids = Array.from({ length: 3000 }, () => randomUuid())
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
