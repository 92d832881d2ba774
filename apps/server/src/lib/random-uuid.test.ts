import { describe, expect, it } from 'vitest'
import { randomUuid, timeOrderedUuid } from './random-uuid'

describe('randomUuid', () => {
  // Ids from three draws (1,024 a draw), so ids made after a fresh draw are checked too.
  it('gives version 4 UUIDs in lower case, all different, across blocks of random bytes', () => {
    const ids = Array.from({ length: 3000 }, () => randomUuid())
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('timeOrderedUuid', () => {
  it('gives version 7 UUIDs in lower case, all different, with the moment in their first 48 bits', () => {
    const at = Date.UTC(2026, 11, 1, 0, 40, 5, 123)
    const ids = Array.from({ length: 3000 }, () => timeOrderedUuid(at))
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at)
    }
    expect(new Set(ids).size).toBe(ids.length)
  })

  // Byte order, which their text keeps, is the order in which PostgreSQL compares uuids.
  it('sorts ids made at later moments after earlier ones', () => {
    const start = Date.UTC(2026, 0, 1)
    const moments = [0, 1, 2, 255, 256, 65_536, 3_600_000, 86_400_000 * 400].map((step) => start + step)
    const ids = moments.map((at) => timeOrderedUuid(at))
    expect([...ids].sort()).toEqual(ids)
  })
})
