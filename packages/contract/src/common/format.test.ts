import { describe, expect, it } from 'vitest'
import { formatFileSize, formatRupiah, initialsOf } from './format'

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
  it('shows nothing as 0 Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes')
    expect(formatFileSize(-5)).toBe('0 Bytes')
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes')
  })

  it.each([
    [1, '1.00 Bytes'],
    [512, '512.00 Bytes'],
    [1023, '1023.00 Bytes'],
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

  it('shows a fraction of a byte in bytes', () => {
    expect(formatFileSize(0.5)).toBe('0.50 Bytes')
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
