import type { Language } from '@lumbung/contract'
import { describe, expect, it } from 'vitest'
import { renderMail } from './mail.service'
import { sampleData } from './mail-samples.test-helpers'
import { templates } from './templates'

const names = Object.keys(templates)

const render = (name: string, language: Language, data = sampleData[name] ?? {}) =>
  renderMail({ to: 'x@nusantara.co.id', template: name, data, language })

/** Every text a sender put into the data, longest first: a mail shows these as they came. */
function givenTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(givenTexts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(givenTexts)
  return []
}
const withoutGivenTexts = (text: string, data: Record<string, unknown>) =>
  givenTexts(data)
    .sort((left, right) => right.length - left.length)
    .reduce((rest, given) => rest.replaceAll(given, ' '), text)

/** Words no Indonesian sentence uses: one of them left in an Indonesian mail is English not translated. */
const englishWords =
  /\b(the|a|an|your|you|is|was|were|are|and|of|for|to|with|has|have|been|this|that|from|please|view|hi|if|it|its|now|will|not|on|in|at|by|before|after|until|month|months|none|calls?)\b/i

describe('every mail in both languages', () => {
  it.each(names)('writes %s in Indonesian, with no English word left beside the data', (name) => {
    const data = sampleData[name] ?? {}
    const indonesian = render(name, 'id')
    const english = render(name, 'en')
    expect(indonesian.subject).not.toBe(english.subject)
    expect(indonesian.html).toContain('<html lang="id">')
    const words = withoutGivenTexts(`${indonesian.subject}\n${indonesian.text}`, data)
    expect(words.match(englishWords)?.[0], words).toBeUndefined()
    expect(indonesian.text).toContain('Mohon tidak membalas pesan ini.')
  })

  it('keeps the English subjects as they were', () => {
    expect(Object.fromEntries(names.map((name) => [name, render(name, 'en').subject]))).toEqual({
      'email-verification': 'Verify your email address for Lumbung',
      'password-reset': 'Reset your Lumbung password',
      invitation: 'You are invited to join PT Data Nusantara on Lumbung',
      'member-role-changed': 'Your role at PT Data Nusantara on Lumbung is now Admin',
      'email-change': 'Confirm your new email address for Lumbung',
      'email-changed-notice': 'The email address of your Lumbung account was changed',
      'company-verification-approved': 'PT Data Nusantara is verified on Lumbung',
      'company-verification-rejected': 'The verification of PT Data Nusantara needs another look',
      'company-verification-submitted': 'PT Data Nusantara submitted company documents for review',
      'password-changed-notice': 'Your Lumbung password was changed',
      'second-factor-changed': 'An authenticator app was added to your Lumbung account',
      'recommendation-submitted': 'New data-need request from PT Konsumen Maju',
      'recommendation-status-changed': 'Your data-need request is now in review',
      'recommendation-answered': 'PT Data Nusantara answered your data-need request',
      'transaction-request-received': 'PT Konsumen Maju requests Daily City Weather API',
      'transaction-request-withdrawn': 'Request TRX-20261121-7K2M9Q was withdrawn',
      'transaction-request-approved': 'Your request for Daily City Weather API was approved',
      'transaction-request-rejected': 'Your request for Daily City Weather API was rejected',
      'transaction-request-updated': 'New terms for your request for Daily City Weather API',
      'transaction-request-expired': 'Your subscription to Daily City Weather API has ended',
      'transaction-request-terms-accepted': 'The new terms of request TRX-20261121-7K2M9Q were accepted',
      'purchase-access-suspended': 'Access to Daily City Weather API is suspended',
      'purchase-access-resumed': 'Access to Daily City Weather API is resumed',
      'purchase-access-revoked': 'Access to Daily City Weather API is revoked',
      'purchase-price-changed': 'The price of NIK–Phone Match API rises',
      'file-version-columns-changed': 'Version 2 of Retail outlets in Jabodetabek changes its columns',
      'billing-invoice-issued': 'Invoice INV-202603-0001 for March 2026',
      'billing-settlement-created': 'Your settlement statement for March 2026',
      'billing-spend-cap-reached': '80 % of the spend cap used for Verifikasi NIK API in March 2026',
      'billing-dispute-opened': 'A charge for NIK Phone Match is disputed',
      'billing-dispute-answered': 'The provider answered your dispute about NIK Phone Match',
      'billing-dispute-resolved': 'The dispute about NIK Phone Match is resolved',
      'contact-message': 'New message from the Lumbung contact form',
    })
  })

  it('writes dates, months, prices, terms, roles and statuses in the recipient’s words', () => {
    const inBoth = (name: string) => [render(name, 'en').text, render(name, 'id').text] as const

    const [approvedEn, approvedId] = inBoth('transaction-request-approved')
    expect(approvedEn).toContain('Agreed price: Rp 2.250.000 per month')
    expect(approvedEn).toContain('Your subscription runs until 21 March 2027 (Asia/Jakarta time).')
    expect(approvedId).toContain('Harga yang disepakati: Rp 2.250.000 per bulan')
    expect(approvedId).toContain('Langganan Anda berlaku hingga 21 Maret 2027 (waktu Asia/Jakarta).')

    const [updatedEn, updatedId] = inBoth('transaction-request-updated')
    expect(updatedEn).toContain('Monthly quota: 50,000 calls a month before, 60,000 calls a month now.')
    expect(updatedEn).toContain('New terms: Rp 2.250.000 per month, 12 months, 60,000 calls a month')
    expect(updatedId).toContain(
      'Kuota bulanan: sebelumnya 50.000 panggilan per bulan, sekarang 60.000 panggilan per bulan.',
    )
    expect(updatedId).toContain('Periode: sebelumnya 6 bulan, sekarang 12 bulan.')

    const [priceEn, priceId] = inBoth('purchase-price-changed')
    expect(priceEn).toContain('billed Rp 2.000 per call from 28 Dec 2026 instead of Rp 1.500 per call')
    expect(priceId).toContain('naik menjadi Rp 2.000 per panggilan mulai 28 Desember 2026')

    expect(inBoth('billing-settlement-created')[1]).toContain('pada Maret 2026')
    expect(inBoth('billing-spend-cap-reached')[1]).toContain('sebesar Rp 5.000.000')
    expect(inBoth('member-role-changed')[0]).toContain('from Member to Admin.')
    expect(inBoth('member-role-changed')[1]).toContain('dari Anggota menjadi Admin.')
    expect(inBoth('invitation')[1]).toContain('sebagai Anggota.')
    expect(inBoth('recommendation-status-changed')[1]).toContain('berubah menjadi Sedang ditinjau.')
    expect(inBoth('billing-dispute-resolved')[1]).toContain(
      'dengan kredit sebesar Rp 1.500 pada faktur berikutnya.',
    )
    expect(
      render('billing-dispute-resolved', 'id', { ...sampleData['billing-dispute-resolved'], credit: null })
        .text,
    ).toContain('telah diselesaikan tanpa kredit.')
    expect(
      render('billing-spend-cap-reached', 'id', { ...sampleData['billing-spend-cap-reached'], capName: null })
        .subject,
    ).toBe('80% batas belanja untuk seluruh perusahaan pada Maret 2026 telah terpakai')
  })

  it("names a product or a provider whose name is not known in the recipient's words", () => {
    const unnamedCap = { ...sampleData['billing-spend-cap-reached'], capName: null, isProductCap: true }
    expect(render('billing-spend-cap-reached', 'en', unnamedCap).subject).toBe(
      '80 % of the spend cap used for a product in March 2026',
    )
    const capId = render('billing-spend-cap-reached', 'id', unnamedCap)
    expect(capId.subject).toBe('80% batas belanja untuk sebuah produk pada Maret 2026 telah terpakai')
    expect(capId.text).toContain('Belanja PT Konsumen Maju untuk sebuah produk pada Maret 2026')

    const unnamedProvider = { ...sampleData['purchase-price-changed'], providerName: null }
    const priceEn = render('purchase-price-changed', 'en', unnamedProvider).text
    expect(priceEn).toContain('The provider changed the price of NIK–Phone Match API')
    expect(priceEn).toContain('contact The provider before 28 Dec 2026')
    const priceId = render('purchase-price-changed', 'id', unnamedProvider)
    expect(priceId.text).toContain('Penyedia mengubah harga NIK–Phone Match API')
    expect(priceId.text).toContain('hubungi penyedia sebelum 28 Desember 2026')
    for (const [mail, data] of [
      [capId, unnamedCap],
      [priceId, unnamedProvider],
    ] as const) {
      const words = withoutGivenTexts(`${mail.subject}\n${mail.text}`, data)
      expect(words.match(englishWords)?.[0], words).toBeUndefined()
    }
  })

  it('shows the values of a mail queued before it spoke two languages as they came', () => {
    const approved = render('transaction-request-approved', 'en', {
      ...sampleData['transaction-request-approved'],
      price: 'Rp 2.500.000 per month',
      periodEnd: '28 February 2026',
    })
    expect(approved.text).toContain('Agreed price: Rp 2.500.000 per month')
    expect(approved.text).toContain('runs until 28 February 2026 (Asia/Jakarta time)')

    const { previousTerms: _previous, ...updated } = sampleData['transaction-request-updated']!
    const older = render('transaction-request-updated', 'en', {
      ...updated,
      terms: 'Rp 2.250.000 per month, 12 months',
      oldPrice: 'Rp 2.500.000 per month',
      newPrice: 'Rp 2.250.000 per month',
      oldQuota: null,
      newQuota: null,
      oldPeriod: '6 months',
      newPeriod: '12 months',
    })
    expect(older.text).toContain('Price: Rp 2.500.000 per month before, Rp 2.250.000 per month now.')
    expect(older.text).toContain('Period: 6 months before, 12 months now.')
    expect(older.text).not.toContain('Monthly quota')

    const { credit: _credit, ...resolved } = sampleData['billing-dispute-resolved']!
    expect(
      render('billing-dispute-resolved', 'en', { ...resolved, outcome: 'without a credit' }).text,
    ).toContain('was resolved without a credit.')
    expect(
      render('billing-settlement-created', 'en', {
        ...sampleData['billing-settlement-created'],
        month: 'November 2026',
      }).subject,
    ).toBe('Your settlement statement for November 2026')
  })
})
