import { describe, expect, it } from 'vitest'
import { containsPattern, escapeLike } from './sql-patterns'

describe('escapeLike', () => {
  it('leaves ordinary text alone', () => {
    expect(escapeLike('Pos Indonesia')).toBe('Pos Indonesia')
    expect(escapeLike('')).toBe('')
  })

  it('escapes the wildcards and the escape character itself', () => {
    expect(escapeLike('100%')).toBe('100\\%')
    expect(escapeLike('a_b')).toBe('a\\_b')
    expect(escapeLike('C:\\data')).toBe('C:\\\\data')
    expect(escapeLike('%_\\%')).toBe('\\%\\_\\\\\\%')
  })
})

describe('containsPattern', () => {
  it('wraps the escaped text in % on both sides', () => {
    expect(containsPattern('kode_pos 50%')).toBe('%kode\\_pos 50\\%%')
    expect(containsPattern('')).toBe('%%')
  })
})
