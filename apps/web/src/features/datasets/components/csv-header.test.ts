import { describe, expect, it } from 'vitest'
import { readCsvHeader, splitCsvLine } from './csv-header'

describe('reading a CSV header in the browser', () => {
  it('splits on the chosen delimiter and keeps quoted delimiters', () => {
    expect(splitCsvLine('nik,"full, name",income', ',')).toEqual(['nik', 'full, name', 'income'])
    expect(splitCsvLine('a;b;"c ""x"""', ';')).toEqual(['a', 'b', 'c "x"'])
    expect(splitCsvLine('', ',')).toEqual([])
  })

  it('reads only the first line and drops a byte-order mark', async () => {
    const file = new Blob(['\ufeffnik,province,income\r\n1,A,2\n'])
    expect(await readCsvHeader(file, ',')).toEqual(['nik', 'province', 'income'])
  })
})
