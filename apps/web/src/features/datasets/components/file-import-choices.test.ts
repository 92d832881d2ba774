import { fileRowReasons } from '@lumbung/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../../lib/i18n/i18n'
import { badRowsReportCsv } from './file-import-choices'

/** One bad row for each reason the server gives, as the refusal's `bad_rows` carries them. */
const rows = [
  { row: 4, reason: fileRowReasons.columnCount(3, 4) },
  { row: 7, reason: fileRowReasons.columnCount(1, 4) },
  { row: 9, reason: fileRowReasons.unclosedQuote },
  { row: 12, reason: fileRowReasons.closingQuote },
  { row: 15, reason: fileRowReasons.openingQuote },
  { row: 1200, reason: fileRowReasons.tooLong('8 MB') },
]

afterEach(() => setLanguage('en', { isChoice: false }))

describe('the bad-rows report a provider downloads', () => {
  it("gives each row's reason in Indonesian under the Indonesian header, none left in English", async () => {
    setLanguage('id', { isChoice: false })
    const report = await badRowsReportCsv(rows, ['Baris', 'Alasan'])
    const lines = report.split('\r\n')
    expect(lines[0]).toBe('Baris,Alasan')
    for (const { reason } of rows) expect(report).not.toContain(reason)
    expect(lines[1]).toBe('4,"memiliki 3 kolom, sedangkan baris judul memiliki 4 kolom"')
    expect(lines[2]).toBe('7,"memiliki 1 kolom, sedangkan baris judul memiliki 4 kolom"')
    expect(lines[3]).toBe('9,nilai bertanda kutip dibuka di baris ini dan tidak pernah ditutup')
    expect(lines[6]).toBe('1200,baris ini lebih panjang dari 8 MB')
  })

  it('keeps the English reasons on an English page', async () => {
    const report = await badRowsReportCsv(rows.slice(0, 1), ['Row', 'Reason'])
    expect(report).toBe('Row,Reason\r\n4,"has 3 columns, but the header has 4"\r\n')
  })

  it('still escapes a cell a spreadsheet would run as a formula, in either language', async () => {
    const hostile = [{ row: 2, reason: '=HYPERLINK("http://example.test")' }]
    for (const language of ['en', 'id'] as const) {
      setLanguage(language, { isChoice: false })
      const report = await badRowsReportCsv(hostile, ['Row', 'Reason'])
      expect(report.split('\r\n')[1]).toBe(`2,"'=HYPERLINK(""http://example.test"")"`)
    }
  })
})
