import { afterEach, describe, expect, it } from 'vitest'
import * as contract from '@lumbung/contract'
import {
  dashboardErrorMessages,
  dataAssetFileMessages,
  datasetErrorMessages,
  datasetFileChoiceMessages,
  datasetFileMessages,
  datasetListFieldLabels,
  fileRowReasons,
  messages,
} from '@lumbung/contract'
import { setLanguage } from './i18n'
import { validationMessageInIndonesian } from './validation-texts'

afterEach(() => setLanguage('en'))

/** Each text of a set, a builder called with figures and words as the server passes them. */
function written(set: Record<string, unknown>): string[] {
  return Object.values(set).flatMap((value) => {
    if (typeof value === 'string') return [value]
    const builder = value as (...args: unknown[]) => string
    return [builder(1, 2, 3), builder(1200, 1000, 2)]
  })
}

const untranslated = (english: readonly string[]) =>
  english.filter((message) => validationMessageInIndonesian(message) === message)

describe("a file's messages in Indonesian", () => {
  it("give every text about a dataset file's rows, columns and workbook an Indonesian form", () => {
    setLanguage('id')
    const { rowProblem: _rowProblem, ...files } = datasetFileMessages
    const reasons = written(fileRowReasons)
    const english = [
      ...written(files),
      ...reasons,
      ...reasons.map((reason) => datasetFileMessages.rowProblem(12, reason)),
      ...written(datasetFileChoiceMessages),
      datasetErrorMessages.workbookTooManyParts,
      datasetErrorMessages.workbookTooLarge,
      datasetErrorMessages.workbookTooMuchText,
      datasetErrorMessages.workbookTooManyStyles,
      datasetErrorMessages.sheetNotFound,
    ]
    expect(english.length).toBeGreaterThan(40)
    expect(untranslated(english)).toEqual([])
  })

  it("give every text about a data asset's CSV an Indonesian form", () => {
    setLanguage('id')
    expect(untranslated(written(dataAssetFileMessages))).toEqual([])
  })

  it('read a bad row, its count and its figures as Indonesian writes them', () => {
    setLanguage('id')
    expect(validationMessageInIndonesian(fileRowReasons.columnCount(2, 3))).toBe(
      'memiliki 2 kolom, sedangkan baris judul memiliki 3 kolom',
    )
    expect(
      validationMessageInIndonesian(datasetFileMessages.rowProblem(1200, fileRowReasons.unclosedQuote)),
    ).toBe('Baris 1.200: nilai bertanda kutip dibuka di baris ini dan tidak pernah ditutup')
    expect(validationMessageInIndonesian(datasetFileChoiceMessages.badRows(1234))).toBe(
      '1.234 baris tidak dapat dibaca: perbaiki berkas, atau impor baris yang baik saja',
    )
    expect(validationMessageInIndonesian(datasetFileChoiceMessages.sheetRequired(2))).toBe(
      'Buku kerja ini memiliki 2 lembar: pilih lembar yang akan diimpor',
    )
    expect(validationMessageInIndonesian(datasetFileMessages.wrongDelimiter('comma', ';'))).toContain(
      'dengan pemisah koma;',
    )
    expect(validationMessageInIndonesian(dataAssetFileMessages.unclosedQuote(4))).toBe(
      'Baris 4 memiliki nilai bertanda kutip yang tidak pernah ditutup',
    )
    // A row whose reason nobody knows stays whole as written, not half translated.
    expect(validationMessageInIndonesian('Row 3: the moon is full')).toBe('Row 3: the moon is full')
  })

  it("name a dataset form's list by its label in Indonesian when it cannot be read", () => {
    setLanguage('id')
    const indonesian = Object.values(datasetListFieldLabels).map((label) =>
      validationMessageInIndonesian(messages.email(label)),
    )
    expect(indonesian).toEqual(['Tag tidak valid', 'Struktur data tidak valid', 'Kolom tidak valid'])
  })

  it("translate the refusal of every list screen's query filter, its label with it", () => {
    setLanguage('id')
    // Words an Indonesian page writes the same.
    const sameInIndonesian = new Set(['Status', 'Bucket'])
    const refused = Object.entries(contract).flatMap(([name, schema]) => {
      const shape = /Query$/.test(name) ? (schema as { shape?: Record<string, unknown> }).shape : undefined
      if (!shape) return []
      return Object.keys(shape).flatMap((key) => {
        const result = (
          schema as { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }
        ).safeParse({ [key]: '~not-a-value~' })
        return (result.error?.issues ?? []).map((issue) => issue.message)
      })
    })
    // The contract's own texts; zod's defaults ("Invalid input") are for callers of the API, not screens.
    const english = [...new Set(refused)].filter((message) => !/^(Invalid|Too (big|small))/.test(message))
    expect(english).toContain('Status is not valid')
    expect(english).toContain(dashboardErrorMessages.userTypeInvalid)
    const leftInEnglish = english.filter((message) => {
      const indonesian = validationMessageInIndonesian(message)
      const label = / is not valid$/.test(message) ? message.replace(/ is not valid$/, '') : null
      return indonesian === message || (label && !sameInIndonesian.has(label) && indonesian.startsWith(label))
    })
    expect(leftInEnglish).toEqual([])
  })
})
