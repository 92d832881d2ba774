import { describe, expect, it } from 'vitest'
import { durationText, progressOf, rateText, rowsText } from './file-to-api-format'
import { choiceErrorsOf, initialChoices, mappingOf, missingChoicesOf } from './file-to-api-form-values'

const field = (name: string, isRequired = true) =>
  ({
    name,
    type: 'STRING',
    is_required: isRequired,
    location: 'BODY',
    description: null,
    example: null,
  }) as const

describe('batch enrichment progress', () => {
  it.each([
    [null, '—'],
    [0, '0 s'],
    [45, '45 s'],
    [120, '2 min'],
    [150, '2 min 30 s'],
    [3600, '1 h'],
    [3720, '1 h 2 min'],
  ])('reads %s seconds left as %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text)
  })

  it('reads the pace and the rows done', () => {
    expect(rateText(null)).toBe('—')
    expect(rateText(1234.56)).toBe('1.234,6 rows/min')
    expect(rowsText({ rows_done: 1234, total_rows: 5000 })).toBe('1.234 of 5.000 rows')
    expect(progressOf({ rows_done: 1, total_rows: 3 })).toBe(33.3)
    expect(progressOf({ rows_done: 0, total_rows: 0 })).toBe(0)
  })
})

describe('mapping columns to parameters', () => {
  it('starts each parameter on the column of the same name, whatever its case or separators', () => {
    expect(
      initialChoices([field('nik'), field('phone_number'), field('city')], ['NIK', 'Phone Number', 'name']),
    ).toEqual({
      nik: 'NIK',
      phone_number: 'Phone Number',
      city: null,
    })
  })

  it('asks for a column for each required parameter only, and sends only chosen ones', () => {
    const fields = [field('nik'), field('strict', false)]
    expect(missingChoicesOf(fields, { nik: null, strict: null })).toEqual({ nik: 'Choose a column for nik' })
    expect(mappingOf({ nik: 'customer_nik', strict: null })).toEqual([
      { parameter: 'nik', column: 'customer_nik' },
    ])
  })

  it("places the server's mapping errors beside their parameter", () => {
    expect(
      choiceErrorsOf({ 'mapping.nik': 'Column x is not in the data asset', transaction_no: 'bad' }),
    ).toEqual({
      nik: 'Column x is not in the data asset',
    })
  })
})
