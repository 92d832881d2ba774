import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  blankTextToUndefined,
  blankTo,
  blankToUndefined,
  isBlank,
  isBlankText,
  isWhiteSpace,
  optionalField,
} from './blank'

describe('blank values', () => {
  it('tells nothing from white space', () => {
    for (const value of [undefined, null, '']) expect(isBlank(value)).toBe(true)
    for (const value of ['  ', 0, false, 'a']) expect(isBlank(value)).toBe(false)
    for (const value of [undefined, null, '', ' \t ']) expect(isBlankText(value)).toBe(true)
    for (const value of [0, false, ' a ']) expect(isBlankText(value)).toBe(false)
    expect(isWhiteSpace('  ')).toBe(true)
    expect(isWhiteSpace(null)).toBe(false)
  })

  it('replaces a blank value and passes anything else', () => {
    expect(blankToUndefined('')).toBeUndefined()
    expect(blankToUndefined('  ')).toBe('  ')
    expect(blankTextToUndefined('  ')).toBeUndefined()
    expect(blankTo(null)(undefined)).toBeNull()
    expect(blankTo('/')('')).toBe('/')
    expect(blankTo(undefined, isWhiteSpace)(null)).toBeNull()
    expect(blankTo(null)(0)).toBe(0)
  })

  it('reads a blank optional field as not given, and judges what is given', () => {
    const status = optionalField(z.enum(['A', 'B'], { error: 'Status is not valid' }))
    expect(status.parse('')).toBeUndefined()
    expect(status.parse(null)).toBeUndefined()
    expect(status.parse('A')).toBe('A')
    expect(status.safeParse(' ').error?.issues[0]?.message).toBe('Status is not valid')
    expect(optionalField(z.enum(['A']), isBlankText).parse(' ')).toBeUndefined()
  })
})
