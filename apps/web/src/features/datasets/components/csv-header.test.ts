import { describe, expect, it } from 'vitest'
import { defaultSecretShareRole, readCsvHeader, readCsvSample, splitCsvLine } from './csv-header'

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

describe('the roles a secret-share column starts with', () => {
  it('makes numeric columns measures with the decimals they show, others dimensions', async () => {
    const file = new Blob(['nik,province,income,rate\n1,Aceh,2500000,0.25\n2,Bali,,1.5\n'])
    const { header, rows } = await readCsvSample(file, ',')
    expect(header).toEqual(['nik', 'province', 'income', 'rate'])
    const roles = header.map((_, index) =>
      defaultSecretShareRole(
        index,
        rows.map((row) => row[index] ?? ''),
      ),
    )
    expect(roles).toEqual([
      { role: 'IDENTIFIER', scale: 0 },
      { role: 'DIMENSION', scale: 0 },
      { role: 'MEASURE', scale: 0 },
      { role: 'MEASURE', scale: 2 },
    ])
  })

  it('keeps an empty or mixed column a dimension', () => {
    expect(defaultSecretShareRole(1, ['', ' '])).toEqual({ role: 'DIMENSION', scale: 0 })
    expect(defaultSecretShareRole(1, ['12', 'n/a'])).toEqual({ role: 'DIMENSION', scale: 0 })
  })
})
