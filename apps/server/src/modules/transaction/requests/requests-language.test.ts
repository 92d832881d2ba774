import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../db/schema'
import { readMailbox } from '../../../../test/mailbox'
import { openRequestsSuite, type RequestsSuite } from './requests.test-helpers'

let suite: RequestsSuite
beforeAll(async () => {
  suite = await openRequestsSuite()
  // The requester and one of the provider's admins read Indonesian; the provider's owner chose nothing.
  for (const email of ['admin@consumer.test', 'admin@provider.test']) {
    await suite.db.update(users).set({ language: 'id' }).where(eq(users.email, email))
  }
  await suite.db.update(users).set({ language: null }).where(eq(users.email, 'owner@provider.test'))
})
afterAll(() => suite.close())

const newest = async (to: string) => {
  const [message] = await readMailbox(suite.app, to)
  expect(message, `mail to ${to}`).toBeDefined()
  return message!
}

const bulan = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
]
/** The Jakarta day of a moment, as an Indonesian reader writes it: "21 Maret 2027". */
const hariJakarta = (moment: string) => {
  const day = new Date(new Date(moment).getTime() + 7 * 3600_000)
  return `${day.getUTCDate()} ${bulan[day.getUTCMonth()]} ${day.getUTCFullYear()}`
}

describe('a request’s mails in each recipient’s language', () => {
  it('tells each of the provider’s admins of a new request in their own language', async () => {
    const transactionNo = await suite.request(suite.product.yearly, { period_count: 1 })

    const indonesian = await newest('admin@provider.test')
    expect(indonesian.subject).toBe('PT Konsumen Maju meminta Postal Codes Yearly')
    expect(indonesian.text).toContain('Halo ')
    expect(indonesian.text).toContain(`dari PT Konsumen Maju meminta Postal Codes Yearly (${transactionNo}).`)
    expect(indonesian.text).toContain('Tujuan penggunaan: Verifying new customers during onboarding')
    expect(indonesian.html).toContain('<html lang="id">')

    const english = await newest('owner@provider.test')
    expect(english.subject).toBe('PT Konsumen Maju requests Postal Codes Yearly')
    expect(english.text).toContain('Purpose of usage: Verifying new customers during onboarding')
  })

  it('writes new terms, their acceptance and the approval in Indonesian, with its prices and dates', async () => {
    const transactionNo = await suite.request(suite.product.monthly, { period_count: 6 })
    const updated = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/update', {
      transaction_no: transactionNo,
      price: 2_000_000,
      monthly_quota: 60_000,
      period_count: 12,
      note: 'Diskon untuk komitmen setahun',
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const terms = await newest('admin@consumer.test')
    expect(terms.subject).toBe('Ketentuan baru untuk permintaan Anda atas Daily Weather')
    expect(terms.text).toContain('Harga: sebelumnya Rp 2.500.000 per bulan, sekarang Rp 2.000.000 per bulan.')
    expect(terms.text).toContain(
      'Kuota bulanan: sebelumnya 50.000 panggilan per bulan, sekarang 60.000 panggilan per bulan.',
    )
    expect(terms.text).toContain('Periode: sebelumnya 6 bulan, sekarang 12 bulan.')
    expect(terms.text).toContain('Catatan: Diskon untuk komitmen setahun')

    const accepted = await suite.call(
      suite.consumerAdmin,
      'PUT',
      `/consumer/request/accept/${transactionNo}`,
      {
        revision_no: 1,
      },
    )
    expect(accepted.statusCode, accepted.body).toBe(200)
    const acceptance = await newest('admin@provider.test')
    expect(acceptance.subject).toBe(`Ketentuan baru permintaan ${transactionNo} telah diterima`)
    expect(acceptance.text).toContain(
      'Ketentuan yang diterima: Rp 2.000.000 per bulan, 12 bulan, 60.000 panggilan per bulan',
    )
    expect((await newest('owner@provider.test')).text).toContain(
      'Accepted terms: Rp 2.000.000 per month, 12 months, 60,000 calls a month',
    )

    const approved = await suite.call(suite.providerAdmin, 'PUT', '/provider/request/approve', {
      transaction_no: transactionNo,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const periodEnd = approved.json().data.period_end as string
    const approval = await newest('admin@consumer.test')
    expect(approval.subject).toBe('Permintaan Anda untuk Daily Weather disetujui')
    expect(approval.text).toContain('Harga yang disepakati: Rp 2.000.000 per bulan')
    expect(approval.text).toContain(
      `Langganan Anda berlaku hingga ${hariJakarta(periodEnd)} (waktu Asia/Jakarta).`,
    )
    expect(approval.text).toContain('Mohon tidak membalas pesan ini.')
  })
})
