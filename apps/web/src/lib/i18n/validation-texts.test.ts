import { MantineProvider, TextInput } from '@mantine/core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  apiDatasetFields,
  auditErrorMessages,
  billingErrorMessages,
  dashboardErrorMessages,
  autoDeliveryBody,
  dashboardChartQuery,
  dataDeliveryFieldMessages,
  datasetFieldMessages,
  datasetStructureMessages,
  disputeOpenBody,
  estimateFileToApiBody,
  fileToApiMappingMessages,
  messages,
  parameterExampleMessages,
  productFormFields,
  providerBudgetBody,
  providerSubscriptionBody,
  rupiahMessages,
  secretShareBoundsMessages,
  secretShareColumn,
  secretShareDatasetFields,
  secretShareErrorMessages,
  secretShareQueryBody,
  serviceAccountSchema,
  serviceAccountText,
  storageSettingAddBody,
  storageSettingFieldMessages,
  transactionRequestAddBody,
  transactionRequestFieldMessages,
  transactionRequestLabels,
  transactionRequestListQuery,
} from '@lumbung/contract'
import { theme } from '../../app/theme'
import { companyTexts } from '../../features/tenant/company.texts'
import { indonesianOf, setLanguage } from './i18n'
import { loadValidationTexts } from './use-validation-message'
import { validationMessageInIndonesian } from './validation-texts'
import { validationTexts } from './validation.texts'

// The company form's texts are loaded, as they are when its screen shows: 'Legal name' is 'Nama resmi'.
const legalName = companyTexts.id.legalName
// Each builder written for this label and figure; `size` from 1.000 KB on writes MB.
const builderCalls = (builder: (...args: never[]) => string) => {
  const call = builder as (field: string, figure: number) => string
  return [call('Legal name', 100), call('Legal name', 2000)]
}

afterEach(() => setLanguage('en'))

describe('validation messages in Indonesian', () => {
  it('give every builder of the contract an Indonesian form, with the label translated', () => {
    setLanguage('id')
    const builders = { ...messages, ...rupiahMessages }
    const untranslated = Object.entries(builders).flatMap(([name, builder]) =>
      builderCalls(builder)
        .filter((english) => {
          const indonesian = validationMessageInIndonesian(english)
          const namesField = english.includes('Legal name')
          return indonesian === english || (namesField && !indonesian.includes(legalName))
        })
        .map((english) => `${name}: ${english}`),
    )
    expect(untranslated).toEqual([])
  })

  it('write business Indonesian, with figures as Indonesian writes them', () => {
    setLanguage('id')
    expect(validationMessageInIndonesian(messages.required('Legal name'))).toBe(`${legalName} wajib diisi`)
    expect(validationMessageInIndonesian(messages.email('Email'))).toBe('Email tidak valid')
    expect(validationMessageInIndonesian(messages.max('Legal name', 100))).toBe(
      `${legalName} maksimal 100 karakter`,
    )
    expect(validationMessageInIndonesian(messages.max('Legal name', 1000))).toBe(
      `${legalName} maksimal 1.000 karakter`,
    )
    expect(validationMessageInIndonesian(messages.size('Logo', 2000))).toBe(
      'Ukuran Logo harus kurang dari 2 MB',
    )
    expect(validationMessageInIndonesian(rupiahMessages.atMost('Price', 5000))).toMatch(/maksimal Rp 5\.000$/)
    expect(validationMessageInIndonesian(messages.passwordConfirmation())).toBe(
      'Konfirmasi kata sandi tidak cocok',
    )
  })

  it('keep a label no loaded text holds in English, and a message nobody knows as written', () => {
    setLanguage('id')
    expect(indonesianOf('Legal name')).toBe(legalName)
    expect(indonesianOf('Zebra stripes')).toBeUndefined()
    expect(validationMessageInIndonesian(messages.required('Zebra stripes'))).toBe(
      'Zebra stripes wajib diisi',
    )
    // A label no screen's texts hold word for word, kept with the validation texts.
    expect(validationMessageInIndonesian(messages.required(transactionRequestLabels.date_from))).toBe(
      'Tanggal mulai wajib diisi',
    )
    expect(validationMessageInIndonesian('The upstream answered 502')).toBe('The upstream answered 502')
  })

  it("give every fixed text, the server's own field texts among them, Indonesian words of its own", () => {
    setLanguage('id')
    const fixed = Object.values(validationTexts.en).filter((english) => !english.includes('{'))
    expect(fixed.length).toBeGreaterThan(10)
    expect(fixed.filter((english) => validationMessageInIndonesian(english) === english)).toEqual([])
  })

  it("translate the contract schemas' own field texts as the forms meet them", () => {
    setLanguage('id')
    const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      (result.error?.issues ?? []).map((issue) => issue.message)
    const english = [
      ...issuesOf(providerSubscriptionBody.safeParse({ accept_terms: false })),
      ...issuesOf(
        disputeOpenBody.safeParse({ invoice_line_id: crypto.randomUUID(), reason: 'x'.repeat(1001) }),
      ),
      ...issuesOf(serviceAccountSchema.safeParse({ type: 'service_account', private_key: 'x' })),
      ...issuesOf(storageSettingAddBody.safeParse({ name: 'Bad', bucket: 'Bad Bucket!', folder: '../x' })),
      ...issuesOf(productFormFields.safeParse({ availability_target: '99.123' })),
    ]
    expect(english.length).toBeGreaterThan(5)
    expect(english.filter((message) => validationMessageInIndonesian(message) === message)).toEqual([])
  })

  it("give the contract's field texts, and those the server writes under a field, Indonesian words", () => {
    setLanguage('id')
    // The labels and the note are screen words; a repeated identifier is a line of an upload's answer.
    const {
      lowerLabel: _lower,
      upperLabel: _upper,
      explained: _explained,
      repeatedIdentifier: _repeated,
      ...bounds
    } = secretShareBoundsMessages
    const written = (value: unknown) =>
      typeof value === 'function'
        ? [(value as (text: string) => string)('nik'), (value as (n: number) => string)(2)]
        : [value as string]
    const english = [
      ...Object.values(datasetFieldMessages),
      ...Object.values(dataDeliveryFieldMessages),
      ...Object.values(transactionRequestFieldMessages),
      ...Object.values(storageSettingFieldMessages),
      ...Object.values(parameterExampleMessages),
      ...Object.values(bounds).flatMap(written),
      ...Object.values(fileToApiMappingMessages).flatMap(written),
      ...Object.values(datasetStructureMessages).flatMap(written),
      secretShareBoundsMessages.beyondScale(0),
      // The refusals of a secret-share query or fit test that the server puts under a field.
      ...(
        [
          'dataAssetNotFound',
          'dataAssetNotReady',
          'dataAssetFailed',
          'dataAssetUnreadable',
          'identifierColumnMissing',
          'datasetIdentifierUnknown',
          'measureUnknown',
          'dimensionUnknown',
          'noIdentifiers',
          'tooManyIdentifiers',
          'tooFewIdentifiers',
          'tooManyGroups',
          'measureWithoutBounds',
        ] as const
      ).map((key) => secretShareErrorMessages[key]),
      messages.sentOnce('Logo'),
      dashboardErrorMessages.periodBackwards,
      dashboardErrorMessages.periodTooLong,
      billingErrorMessages.periodInvalid,
      billingErrorMessages.dayInvalid,
      auditErrorMessages.dayInvalid,
    ]
    expect(english.filter((message) => validationMessageInIndonesian(message) === message)).toEqual([])
    expect(validationMessageInIndonesian(fileToApiMappingMessages.columnMissing('nik'))).toBe(
      'Kolom nik tidak ada di aset data',
    )
  })

  it('name in Indonesian the labels the schemas write as bare words, inside their messages', () => {
    setLanguage('id')
    const first = (
      result: { error?: { issues: { message: string; path: PropertyKey[] }[] } },
      field: string,
    ) => result.error?.issues.find((issue) => issue.path.join('.').endsWith(field))?.message ?? ''
    const column = secretShareColumn.safeParse({ name: '', role: 'MEASURE', scale: 13 })
    expect(validationMessageInIndonesian(first(column, 'name'))).toBe('Nama kolom wajib diisi')
    expect(validationMessageInIndonesian(first(column, 'scale'))).toBe('Skala maksimal 12')
    const tags = secretShareDatasetFields.safeParse({ tag: Array.from({ length: 21 }, (_, i) => `t${i}`) })
    expect(validationMessageInIndonesian(first(tags, 'tag'))).toBe('Tag maksimal berisi 20 entri')
    expect(validationMessageInIndonesian(messages.email('File name'))).toBe('Nama berkas tidak valid')
    const cost = secretShareQueryBody.safeParse({ cost_micro_rho: 10 ** 9 })
    expect(validationMessageInIndonesian(first(cost, 'cost_micro_rho'))).toMatch(
      /^Biaya privasi maksimal \d{1,3}(\.\d{3})+$/,
    )
    const requests = transactionRequestListQuery.safeParse({ date_from: '1899-12-31' })
    expect(validationMessageInIndonesian(first(requests, 'date_from'))).toMatch(
      /^Tanggal mulai harus di antara \S+ dan \S+$/,
    )
  })

  it("translate every field text the contract's schemas write for bad input", () => {
    setLanguage('id')
    const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      (result.error?.issues ?? []).map((issue) => issue.message)
    const english = [
      ...issuesOf(secretShareColumn.safeParse({ name: '', role: 'MEASURE', scale: 13 })),
      ...issuesOf(
        secretShareDatasetFields.safeParse({
          columns: [
            { name: 'a', role: 'DIMENSION' },
            { name: 'a', role: 'DIMENSION' },
          ],
        }),
      ),
      ...issuesOf(
        apiDatasetFields.safeParse({
          path: 'no slash',
          request_params: Array.from({ length: 51 }, (_, i) => ({
            name: `p${i}`,
            type: 'INTEGER',
            location: 'QUERY',
            example: 'x',
          })),
          headers: Array.from({ length: 31 }, () => ({ name: 'X Bad', value: 'v' })),
          operational_hour_from: '25:00',
        }),
      ),
      ...issuesOf(transactionRequestAddBody.safeParse({ is_data_access_agreement: false })),
      ...issuesOf(autoDeliveryBody.safeParse({ is_on: true, path: 'a b' })),
      ...issuesOf(
        estimateFileToApiBody.safeParse({
          mapping: Array.from({ length: 201 }, () => ({ parameter: 'p', column: 'c' })),
        }),
      ),
      ...issuesOf(secretShareQueryBody.safeParse({ aggregate: 'SUM', cost_micro_rho: 10 ** 9 })),
      ...issuesOf(providerBudgetBody.safeParse({ monthly_total_micro_rho: 10 ** 12 })),
      ...issuesOf(dashboardChartQuery.safeParse({ user_type: 'consumer', from: '1999-12-31' })),
      ...issuesOf(serviceAccountText(true).safeParse('not json')),
    ]
    expect(english.length).toBeGreaterThan(15)
    expect(english.filter((message) => validationMessageInIndonesian(message) === message)).toEqual([])
  })

  it("show every input's error in the page's language, through the theme", async () => {
    await loadValidationTexts()
    const render = () =>
      renderToStaticMarkup(
        createElement(
          MantineProvider,
          { theme },
          createElement(TextInput, { label: 'Legal name', error: messages.required('Legal name') }),
        ),
      )
    expect(render()).toContain('Legal name can not be empty')
    setLanguage('id')
    expect(render()).toContain(`${legalName} wajib diisi`)
  })
})
