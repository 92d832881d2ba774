import { describe, expect, it } from 'vitest'
import { formatDecimalText } from './decimal-text'

describe('formatDecimalText', () => {
  it('groups thousands with dots and uses a decimal comma, exactly', () => {
    expect(formatDecimalText('34612.00')).toBe('34.612,00')
    expect(formatDecimalText('-0.07')).toBe('-0,07')
    expect(formatDecimalText('42')).toBe('42')
    expect(formatDecimalText('9223372036854775807')).toBe('9.223.372.036.854.775.807')
  })
})
