import { describe, expect, it } from 'vitest'
import { nextOccurrence, parseCron } from './cron-expression'

const next = (cron: string, after: string, timeZone = 'Asia/Jakarta') =>
  nextOccurrence(parseCron(cron), new Date(after), timeZone).toISOString()

describe('cron expressions', () => {
  it('runs the month close at 00:10 in Jakarta on the first of each month', () => {
    // 00:10 WIB is 17:10 UTC the day before.
    expect(next('10 0 1 * *', '2026-11-24T09:00:00Z')).toBe('2026-11-30T17:10:00.000Z')
    expect(next('10 0 1 * *', '2026-11-30T17:10:00Z')).toBe('2026-12-31T17:10:00.000Z')
    expect(next('10 0 1 * *', '2026-12-31T17:09:59Z')).toBe('2026-12-31T17:10:00.000Z')
  })

  it('takes steps, lists and ranges', () => {
    expect(next('*/15 * * * *', '2026-11-24T09:07:30Z', 'UTC')).toBe('2026-11-24T09:15:00.000Z')
    expect(next('0,30 9-10 * * *', '2026-11-24T10:30:00Z', 'UTC')).toBe('2026-11-25T09:00:00.000Z')
    // 2026-11-24 is a Tuesday; the next Monday is the 30th.
    expect(next('0 8 * * 1', '2026-11-24T09:00:00Z', 'UTC')).toBe('2026-11-30T08:00:00.000Z')
    expect(next('0 0 29 2 *', '2026-03-01T00:00:00Z', 'UTC')).toBe('2028-02-29T00:00:00.000Z')
  })

  it('keeps the wall clock across a daylight-saving change', () => {
    // Amsterdam moves from UTC+2 to UTC+1 on 2026-10-25.
    expect(next('0 9 * * *', '2026-10-24T08:00:00Z', 'Europe/Amsterdam')).toBe('2026-10-25T08:00:00.000Z')
  })

  it('refuses what it cannot read', () => {
    for (const bad of ['* * * *', '60 * * * *', '5-1 * * * *', '*/0 * * * *', 'a * * * *', '0 0 31 2 *']) {
      expect(() => next(bad, '2026-01-01T00:00:00Z'), bad).toThrow(RangeError)
    }
    expect(() => next('0 0 * * *', '2026-01-01T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError)
  })
})
