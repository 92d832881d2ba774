import * as contract from '@lumbung/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, errorMessageOf, errorTextsLoaded } from '../api-error'
import { freshLoginCancelledMessage, uploadInterruptedMessage } from '../client-messages'
import { setLanguage } from './i18n'
import { loadValidationTexts } from './use-validation-message'
import { validationMessageInIndonesian } from './validation-texts'

/**
 * Beside the contract's `*ErrorMessages` (found by name, so a new area's refusals come under the test),
 * the other texts the server sends that a screen shows: a limit's wait, a spent privacy budget, a run's
 * changed estimate, a delivery's failure, why a product cannot be requested; and the web's own.
 */
const alsoShown = {
  tooManyAttempts: { message: contract.tooManyAttemptsMessage },
  requestRateMessages: contract.requestRateMessages,
  privacyBudgetRefusals: contract.privacyBudgetRefusals,
  fileToApiEstimateMessages: contract.fileToApiEstimateMessages,
  deliveryFailureMessages: contract.deliveryFailureMessages,
  deliveryFailureDetails: contract.deliveryFailureDetails,
  accessDeniedMessages: contract.accessDeniedMessages,
  marketplaceRequestBlockMessages: contract.marketplaceRequestBlockMessages,
  // The web's own failures, worded beside the client that raises them.
  web: { freshLoginCancelledMessage, uploadInterruptedMessage },
}

/** Each refusal written with values, and what its Indonesian must carry of them, in Indonesian form. */
const withValues: Record<string, { english: string; carries: string[] }> = {
  'tooManyAttempts.message': { english: contract.tooManyAttemptsMessage(660), carries: ['11 menit'] },
  'requestRateMessages.tooManyRequests': {
    english: contract.requestRateMessages.tooManyRequests(45),
    carries: ['45 detik'],
  },
  'privacyBudgetRefusals.query': {
    english: contract.privacyBudgetRefusals.query({ left: 50_000, cost: 100_000, renewsOn: '2026-12-01' }),
    carries: ['0.050', '0.100', '1 Des 2026'],
  },
  'privacyBudgetRefusals.fitTest': {
    english: contract.privacyBudgetRefusals.fitTest('2027-08-01'),
    carries: ['1 Agu 2027'],
  },
  'fileToApiEstimateMessages.estimateChanged': {
    english: contract.fileToApiEstimateMessages.estimateChanged({
      rows: '1.200',
      price: 'Rp 500',
      amount: 'Rp 600.000',
    }),
    carries: ['1.200 baris', 'Rp 500', 'Rp 600.000'],
  },
  'disputesErrorMessages.amountAboveLine': {
    english: contract.disputesErrorMessages.amountAboveLine('Rp 1.500.000'),
    carries: ['Rp 1.500.000'],
  },
  'recommendationErrorMessages.dailyLimitReached': {
    english: contract.recommendationErrorMessages.dailyLimitReached(5),
    carries: ['5 permintaan'],
  },
  'storageBucketErrorMessages.gcsNoAnswer': {
    english: contract.storageBucketErrorMessages.gcsNoAnswer(20),
    carries: ['20 detik'],
  },
  'storageBucketErrorMessages.s3NoAnswer': {
    english: contract.storageBucketErrorMessages.s3NoAnswer(20),
    carries: ['20 detik'],
  },
  'storageBucketErrorMessages.internalAddress': {
    english: contract.storageBucketErrorMessages.internalAddress('10.0.0.7'),
    carries: ['10.0.0.7'],
  },
  'storageBucketErrorMessages.endpointUnreachable': {
    english: contract.storageBucketErrorMessages.endpointUnreachable('s3.example.test'),
    carries: ['s3.example.test'],
  },
  'storageBucketErrorMessages.folderCannotBeOpened': {
    english: contract.storageBucketErrorMessages.folderCannotBeOpened('exports', 'ENOENT'),
    carries: ['exports', 'ENOENT'],
  },
  'storageBucketErrorMessages.folderNotWritable': {
    english: contract.storageBucketErrorMessages.folderNotWritable('exports', 'EACCES'),
    carries: ['exports', 'EACCES'],
  },
  'storageBucketErrorMessages.folderCannotBeWrittenTo': {
    english: contract.storageBucketErrorMessages.folderCannotBeWrittenTo('exports', 'ENOSPC'),
    carries: ['exports', 'ENOSPC'],
  },
  'storageBucketErrorMessages.notThisFolder': {
    english: contract.storageBucketErrorMessages.notThisFolder('other-bucket'),
    carries: ['other-bucket'],
  },
  'storageBucketErrorMessages.fileMissing': {
    english: contract.storageBucketErrorMessages.fileMissing('weather/2026-11.csv'),
    carries: ['weather/2026-11.csv'],
  },
  'formUploadErrorMessages.unexpectedFileField': {
    english: contract.formUploadErrorMessages.unexpectedFileField('attachment'),
    carries: ['attachment'],
  },
  'formUploadErrorMessages.tooManyFiles': {
    english: contract.formUploadErrorMessages.tooManyFiles(5000),
    carries: ['5.000 berkas'],
  },
  'transactionTermsErrorMessages.purchaseAlreadyLive': {
    english: contract.transactionTermsErrorMessages.purchaseAlreadyLive('TRX-2026-0042'),
    carries: ['(TRX-2026-0042)'],
  },
}

/** Every refusal a screen can show, by its name in the contract, as English. */
function refusals(): { name: string; english: string | undefined }[] {
  const groups = Object.entries(contract).filter(
    ([name, value]) => name.endsWith('ErrorMessages') && typeof value === 'object' && value !== null,
  )
  return [...groups, ...Object.entries(alsoShown)].flatMap(([group, texts]) =>
    Object.entries(texts as Record<string, unknown>).map(([key, text]) => {
      const name = `${group}.${key}`
      return { name, english: typeof text === 'string' ? text : withValues[name]?.english }
    }),
  )
}

afterEach(() => setLanguage('en', { isChoice: false }))

describe("the server's refusals in Indonesian", () => {
  it('give every error message of the contract that a screen shows an Indonesian text', async () => {
    await loadValidationTexts()
    setLanguage('id', { isChoice: false })
    const all = refusals()
    expect(all.length).toBeGreaterThan(150)
    // A refusal built from values needs its sample above; one without Indonesian stays English.
    expect(all.filter(({ english }) => english === undefined).map(({ name }) => name)).toEqual([])
    const untranslated = all.filter(({ english }) => validationMessageInIndonesian(english!) === english)
    expect(untranslated.map(({ name }) => name)).toEqual([])
  })

  it('carry the values of a refusal built from them, written the Indonesian way', () => {
    setLanguage('id', { isChoice: false })
    const missing = Object.entries(withValues).flatMap(([name, { english, carries }]) => {
      const indonesian = validationMessageInIndonesian(english)
      return carries.filter((value) => !indonesian.includes(value)).map((value) => `${name}: ${value}`)
    })
    expect(missing).toEqual([])
    expect(validationMessageInIndonesian(contract.secretShareErrorMessages.tooManyIdentifiers)).toBe(
      'Daftar maksimal berisi 1.000.000 pengenal yang berbeda',
    )
  })

  it("read a delivery's or a data asset's storage failure in Indonesian, the bucket's reason with it", () => {
    setLanguage('id', { isChoice: false })
    const missing = contract.storageBucketErrorMessages.fileMissing('weather/2026-11.csv')
    expect(validationMessageInIndonesian(missing)).toBe('Berkas weather/2026-11.csv tidak ada')
    expect(
      validationMessageInIndonesian(`${contract.deliveryFailureMessages.STORAGE_REFUSED}: ${missing}`),
    ).toBe('Penyimpanan menolak berkas tersebut: Berkas weather/2026-11.csv tidak ada')
    // A storage provider's own words are not the contract's: the whole stays as the server kept it.
    const providerWords = `${contract.deliveryFailureMessages.STORAGE_REFUSED}: SlowDown: Please reduce your request rate`
    expect(validationMessageInIndonesian(providerWords)).toBe(providerWords)
  })

  it('word the specific refusals in sentences of their own, not a general failure', () => {
    setLanguage('id', { isChoice: false })
    expect(validationMessageInIndonesian(contract.accountErrorMessages.invalidCredentials)).toBe(
      'Email atau kata sandi salah',
    )
    expect(validationMessageInIndonesian(contract.accountErrorMessages.oldPasswordIncorrect)).toBe(
      'Kata sandi lama salah',
    )
    expect(validationMessageInIndonesian(contract.operatorErrorMessages.ownerCannotBeDeactivated)).toMatch(
      /^Pemilik perusahaan tidak dapat dinonaktifkan\. .*Alihkan kepemilikan/,
    )
    expect(validationMessageInIndonesian(contract.tooManyAttemptsMessage(5400))).toBe(
      'Terlalu banyak percobaan. Silakan coba lagi dalam 2 jam',
    )
  })

  it("show a screen the refusal's own sentence before its code's text, and English as the server wrote it", async () => {
    await Promise.all([errorTextsLoaded, loadValidationTexts()])
    const live = new ApiError(
      409,
      'PURCHASE_ALREADY_LIVE',
      contract.transactionTermsErrorMessages.purchaseAlreadyLive('TRX-2026-0042'),
    )
    const wrongPassword = new ApiError(
      401,
      'INVALID_CREDENTIALS',
      contract.accountErrorMessages.invalidCredentials,
    )
    expect(errorMessageOf(wrongPassword)).toBe('Email or password is incorrect')
    setLanguage('id', { isChoice: false })
    expect(errorMessageOf(wrongPassword)).toBe('Email atau kata sandi salah')
    expect(errorMessageOf(live)).toContain('(TRX-2026-0042)')
    // A specific not-found says what was not found, not the general NOT_FOUND text.
    expect(errorMessageOf(new ApiError(404, 'NOT_FOUND', contract.tenantErrorMessages.companyNotFound))).toBe(
      'Perusahaan tidak ditemukan',
    )
    expect(
      errorMessageOf(new ApiError(404, 'NOT_FOUND', contract.recommendationErrorMessages.notFound)),
    ).toBe('Permintaan kebutuhan data tidak ditemukan')
    // A message nobody knows falls back to its code's text.
    expect(errorMessageOf(new ApiError(404, 'INVOICE_NOT_FOUND', 'Something new'))).toBe(
      'Tagihan tidak ditemukan',
    )
  })
})
