import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { readMailbox } from '../../../test/mailbox'
import { createTestApp, freshen, headersFor, type TestApp } from '../../../test/test-app'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp()
})
afterAll(() => subject.close())

const chooseLanguage = (email: string, language: 'en' | 'id' | null) =>
  subject.database.db.update(users).set({ language }).where(eq(users.email, email))

const newest = async (to: string) => {
  const [message] = await readMailbox(subject.app, to)
  expect(message, `mail to ${to}`).toBeDefined()
  return message!
}

describe('mail in the recipient’s language', () => {
  it('mails the verification link in the language of the page the company signed up on', async () => {
    const signup = (email: string, language?: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/api/auth/user/register',
        payload: {
          full_name: 'Agus Pratama',
          email,
          phone_number: '81234567890',
          password: 'Sinar123!',
          password_confirmation: 'Sinar123!',
          legal_name: 'PT Sinar Data',
          industry: 'INFORMATION_TECHNOLOGY',
          company_size: 'SIZE_11_50',
          employee_position: 'Chief Data Officer',
          ...(language ? { language } : {}),
        },
      })
    expect((await signup('agus@pt-sinar.co.id', 'id')).statusCode).toBe(200)
    const indonesian = await newest('agus@pt-sinar.co.id')
    expect(indonesian.subject).toBe('Verifikasi alamat email Anda untuk Lumbung')
    expect(indonesian.text).toContain('Halo Agus Pratama,')
    expect(indonesian.text).toContain('Terima kasih telah mendaftar di Lumbung')
    expect(indonesian.html).toContain('<html lang="id">')
    expect(indonesian.html).toContain('Jika tombol tidak berfungsi')

    expect((await signup('budi@pt-cahaya.co.id')).statusCode).toBe(200)
    const english = await newest('budi@pt-cahaya.co.id')
    expect(english.subject).toBe('Verify your email address for Lumbung')
    expect(english.html).toContain('<html lang="en">')
  })

  it('invites in the inviter’s language, since the invited address has chosen none', async () => {
    await chooseLanguage('owner@consumer.test', 'id')
    const invited = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/user/invite-member',
      headers: await headersFor(subject.app, 'owner@consumer.test'),
      payload: { email: 'sari@konsumen-maju.co.id', full_name: 'Sari Wulandari', application_role: 'member' },
    })
    expect(invited.statusCode).toBe(200)
    const message = await newest('sari@konsumen-maju.co.id')
    expect(message.subject).toBe('Anda diundang bergabung dengan PT Konsumen Maju di Lumbung')
    expect(message.text).toContain('Buat kata sandi Anda untuk mengaktifkan akun Anda.')
    expect(message.text).toContain('Terima undangan')
  })

  it('tells a member who chose Indonesian of a new role in Indonesian, the roles named in it', async () => {
    await chooseLanguage('member@provider.test', 'id')
    const [member] = await subject.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@provider.test'))
    const changed = await subject.app.inject({
      method: 'PUT',
      url: `/api/auth/user/change-role/${member!.id}`,
      headers: await headersFor(subject.app, 'owner@provider.test'),
      payload: { application_role: 'admin' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const message = await newest('member@provider.test')
    expect(message.subject).toBe('Peran Anda di PT Data Nusantara pada Lumbung kini Admin')
    expect(message.text).toContain('mengubah peran Anda di Lumbung dari Anggota menjadi Admin.')
    expect(message.html).toContain('<html lang="id">')
  })

  it('asks to confirm a new address in the account’s language, as the address is nobody’s yet', async () => {
    await chooseLanguage('owner@unverified.test', 'id')
    const headers = await headersFor(subject.app, 'owner@unverified.test')
    await freshen(subject.app, headers)
    const sent = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/user/send-email',
      headers,
      payload: { email: 'pemilik@baru-berdiri.co.id' },
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const message = await newest('pemilik@baru-berdiri.co.id')
    expect(message.subject).toBe('Konfirmasi alamat email baru Anda untuk Lumbung')
    expect(message.text).toContain(
      'Anda meminta untuk mengubah alamat email akun Lumbung Anda menjadi pemilik@baru-berdiri.co.id.',
    )
  })

  it('tells a requester who chose Indonesian of an approval and a rejection in Indonesian', async () => {
    const link = `${subject.config.publicUrl}/consumer/transaction-requests/TRX-1`
    await chooseLanguage('admin@consumer.test', 'id')
    await subject.app.mail.send({
      to: 'admin@consumer.test',
      template: 'transaction-request-rejected',
      data: {
        fullName: 'Budi',
        transactionNo: 'TRX-20261129-ABC123',
        productName: 'Harga Beras per Provinsi',
        providerName: 'PT Data Nusantara',
        reason: 'Tujuan penggunaan belum jelas',
        link,
      },
    })
    const rejected = await newest('admin@consumer.test')
    expect(rejected.subject).toBe('Permintaan Anda untuk Harga Beras per Provinsi ditolak')
    expect(rejected.text).toContain('Alasan: Tujuan penggunaan belum jelas')

    await subject.app.mail.send({
      to: 'admin@consumer.test',
      template: 'transaction-request-approved',
      data: {
        fullName: 'Budi',
        transactionNo: 'TRX-20261129-ABC123',
        productName: 'Harga Beras per Provinsi',
        providerName: 'PT Data Nusantara',
        price: 'Rp 2.500.000',
        periodEnd: null,
        link,
        requestLink: link,
      },
    })
    const approved = await newest('admin@consumer.test')
    expect(approved.subject).toBe('Permintaan Anda untuk Harga Beras per Provinsi disetujui')
    expect(approved.text).toContain('Harga yang disepakati: Rp 2.500.000')

    // Someone who chose nothing keeps the spec's English.
    await subject.app.mail.send({
      to: 'member@consumer.test',
      template: 'transaction-request-approved',
      data: {
        fullName: 'Rina',
        transactionNo: 'TRX-20261129-ABC124',
        productName: 'Harga Beras per Provinsi',
        providerName: 'PT Data Nusantara',
        price: 'Rp 2.500.000',
        periodEnd: null,
        link,
        requestLink: link,
      },
    })
    expect((await newest('member@consumer.test')).subject).toBe(
      'Your request for Harga Beras per Provinsi was approved',
    )
  })
})
