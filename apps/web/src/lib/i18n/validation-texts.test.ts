import { MantineProvider, TextInput } from '@mantine/core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  disputeOpenBody,
  messages,
  productFormFields,
  providerSubscriptionBody,
  rupiahMessages,
  serviceAccountSchema,
  storageSettingAddBody,
  transactionRequestLabels,
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
