import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dataTypes, enumValueOrNull, isEnumValue, userTypes } from './enums'

describe('isEnumValue', () => {
  it('knows the values of a list and of a zod enum', () => {
    expect(isEnumValue(dataTypes, 'FILE')).toBe(true)
    expect(isEnumValue(z.enum(userTypes), 'provider')).toBe(true)
  })

  it('refuses anything else, whatever its type', () => {
    for (const value of ['file', 'PROVIDER', '', ' API', null, undefined, 1, ['API']]) {
      expect(isEnumValue(dataTypes, value)).toBe(false)
    }
  })
})

describe('enumValueOrNull', () => {
  it('passes a known value and reads anything else as null', () => {
    expect(enumValueOrNull(dataTypes, 'SECRET_SHARE')).toBe('SECRET_SHARE')
    expect(enumValueOrNull(dataTypes, 'OTHER')).toBeNull()
    expect(enumValueOrNull(dataTypes, null)).toBeNull()
  })
})
