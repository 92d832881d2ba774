import { describe, expect, it } from 'vitest'
import { sampleCsvOf } from './sample-csv'

describe('the sample rows a buyer downloads as CSV', () => {
  it('escapes every cell a spreadsheet would run as a formula', () => {
    const csv = sampleCsvOf({
      columns: ['name', '=cmd'],
      rows: [
        ['=HYPERLINK("http://evil.example","click")', '+cmd|/C calc!A0'],
        ['-2+3', '@SUM(A1)'],
        ['\tx', '\rx'],
        ['Budi', '-12.5'],
      ],
    })
    expect(csv).toBe(
      [
        `name,'=cmd`,
        `"'=HYPERLINK(""http://evil.example"",""click"")",'+cmd|/C calc!A0`,
        `'-2+3,'@SUM(A1)`,
        `'\tx,"'\rx"`,
        'Budi,-12.5',
      ].join('\r\n') + '\r\n',
    )
  })
})
