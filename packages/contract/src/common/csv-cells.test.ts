import { describe, expect, it } from 'vitest'
import { csvCell, csvLine, escapeFormulaCell } from './csv-cells'

describe('CSV cells a spreadsheet opens', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+cmd', "'+cmd"],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['\n=1+2', "'\n=1+2"],
    ['\nx', "'\nx"],
    [' =SUM(A1)', "' =SUM(A1)"],
    ['   @cmd', "'   @cmd"],
    [' -1+cmd', "' -1+cmd"],
    ['＝SUM(A1)', "'＝SUM(A1)"],
    ['＋cmd', "'＋cmd"],
    ['－2＋3', "'－2＋3"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
  ])('escapes %j as text', (value, expected) => {
    expect(escapeFormulaCell(value)).toBe(expected)
  })

  it.each(['-42', '+3.5', '-1e-3', 'Jakarta', '', '0812', ' Jakarta', 'a=b', 'PT Maju－Jaya'])(
    'leaves %j as it is',
    (value) => {
      expect(escapeFormulaCell(value)).toBe(value)
    },
  )

  it('quotes delimiters, quotes and line breaks, after escaping', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=1\n2')).toBe(`"'=1\n2"`)
    expect(csvLine(['a', '=b', 'c,d'])).toBe(`a,'=b,"c,d"\r\n`)
  })
})
