import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDateTime, formatFileSize, formatRupiah, initialsOf } from './format'

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp 0'],
    [500, 'Rp 500'],
    [1000, 'Rp 1.000'],
    [1_500_000, 'Rp 1.500.000'],
    [123_456_789, 'Rp 123.456.789'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected)
  })

  it('shows no decimals, rounding to the nearest rupiah', () => {
    expect(formatRupiah(1499.4)).toBe('Rp 1.499')
    expect(formatRupiah(1499.5)).toBe('Rp 1.500')
  })

  it('takes bigint amounts beyond the safe integer range exactly', () => {
    expect(formatRupiah(1_500_000n)).toBe('Rp 1.500.000')
    expect(formatRupiah(12_345_678_901_234_567_890n)).toBe('Rp 12.345.678.901.234.567.890')
  })

  it('puts the sign before the currency for negative amounts', () => {
    expect(formatRupiah(-1_500_000)).toBe('-Rp 1.500.000')
    expect(formatRupiah(-250n)).toBe('-Rp 250')
  })
})

describe('formatFileSize', () => {
  it('shows nothing as 0 B', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(-5)).toBe('0 B')
    expect(formatFileSize(Number.NaN)).toBe('0 B')
  })

  it.each([
    [1, '1 B'],
    [603, '603 B'],
    [1023, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 ** 2, '1.00 MB'],
    [5.25 * 1024 ** 2, '5.25 MB'],
    [1024 ** 3, '1.00 GB'],
    [1024 ** 4, '1.00 TB'],
    [1024 ** 5, '1.00 PB'],
    [1024 ** 6, '1.00 EB'],
    [1024 ** 7, '1.00 ZB'],
    [1024 ** 8, '1.00 YB'],
    [2.5 * 1024 ** 8, '2.50 YB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected)
  })

  it('stays in yottabytes above them', () => {
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2048.00 YB')
  })

  it('moves to the next unit rather than showing 1024.00', () => {
    expect(formatFileSize(1024 ** 2 - 1)).toBe('1.00 MB')
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1.00 GB')
  })

  it('shows a fraction of a byte with its decimals', () => {
    expect(formatFileSize(0.5)).toBe('0.50 B')
  })
})

describe('formatCount', () => {
  it('groups thousands with dots', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1_234_567)).toBe('1.234.567')
    expect(formatCount(12_345_678_901n)).toBe('12.345.678.901')
  })

  it('keeps the decimals asked for, with a decimal comma', () => {
    expect(formatCount(1234.56, 1)).toBe('1.234,6')
    expect(formatCount(1234.56)).toBe('1.235')
  })
})

describe('formatDateTime', () => {
  it('writes the day first, 24-hour, in Asia/Jakarta, naming the zone once', () => {
    // 12:33 UTC is 19:33 in Jakarta (UTC+7).
    expect(formatDateTime('2026-11-23T12:33:00.000Z')).toBe('23 Nov 2026, 19:33 WIB')
  })

  it('moves to the next Jakarta day after 17:00 UTC', () => {
    expect(formatDateTime('2026-01-31T20:05:00Z')).toBe('1 Feb 2026, 03:05 WIB')
  })

  it('writes midnight as 00, never 24', () => {
    expect(formatDateTime('2026-03-04T17:00:00Z')).toBe('5 Mar 2026, 00:00 WIB')
  })

  it('reads blank and unreadable values as the fallback', () => {
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime(undefined, 'Never')).toBe('Never')
    expect(formatDateTime('not a date')).toBe('—')
  })
})

describe('formatDate', () => {
  it('writes the Jakarta day of a moment', () => {
    expect(formatDate('2026-01-31T20:05:00Z')).toBe('1 Feb 2026')
    expect(formatDate(new Date('2026-11-23T12:33:00Z'))).toBe('23 Nov 2026')
  })

  it('keeps a calendar date as written', () => {
    expect(formatDate('2026-02-28')).toBe('28 Feb 2026')
  })

  it('reads blank values as the fallback', () => {
    expect(formatDate(null)).toBe('—')
    expect(formatDate('', 'No date')).toBe('No date')
  })

  it('names the month in the reader language, day first, short or in full', () => {
    expect(formatDate('2026-12-01T05:00:00Z', '—', { language: 'id' })).toBe('1 Des 2026')
    expect(formatDate('2026-12-01T05:00:00Z', '—', { language: 'en' })).toBe('1 Dec 2026')
    expect(formatDate('2026-12-01', '—', { language: 'id', month: 'long' })).toBe('1 Desember 2026')
    expect(formatDate('2026-12-01', '—', { month: 'long' })).toBe('1 December 2026')
    expect(formatDate('2026-05-31T20:05:00Z', '—', { language: 'id' })).toBe('1 Jun 2026')
  })
})

describe('formatDateTime in Indonesian', () => {
  it('names the month in Indonesian and keeps the 24-hour Jakarta time', () => {
    expect(formatDateTime('2026-08-23T12:33:00Z', '—', { language: 'id' })).toBe('23 Agu 2026, 19:33 WIB')
    expect(formatDateTime('2026-10-04T17:00:00Z', '—', { language: 'id' })).toBe('5 Okt 2026, 00:00 WIB')
  })
})

describe('initialsOf', () => {
  it.each([
    ['Siti Nur Aisyah', 'SN'],
    ['budi santoso', 'BS'],
    ['Budi', 'B'],
    ['  Dewi   Lestari  ', 'DL'],
    ['', ''],
  ])('%j → %j', (fullName, expected) => {
    expect(initialsOf(fullName)).toBe(expected)
  })
})
