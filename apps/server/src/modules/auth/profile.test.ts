import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, login, type TestApp } from '../../../test/test-app'

let subject: TestApp
beforeAll(async () => {
  subject = await createTestApp()
})
afterAll(() => subject.close())

const inject = (options: InjectOptions) => subject.app.inject(options)
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
])

/** A multipart body built by hand, so the test controls every byte the server sees. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----lumbung-test-boundary'
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const uploadPhoto = (accessToken: string, file?: { name: string; type: string; bytes: Buffer }) => {
  const body = multipart({}, file)
  return inject({
    method: 'PUT',
    url: '/api/auth/user/upload-profile-photo',
    headers: { ...body.headers, ...bearer(accessToken) },
    payload: body.payload,
  })
}

describe('GET /api/auth/user/detail and PUT /api/auth/user/update', () => {
  it('shows and changes only the signed-in user', async () => {
    const { accessToken } = await login(subject.app, 'member@consumer.test')
    const detail = (
      await inject({ method: 'GET', url: '/api/auth/user/detail', headers: bearer(accessToken) })
    ).json().data
    expect(detail).toMatchObject({
      email: 'member@consumer.test',
      application_role: 'member',
      status: 'ACTIVE',
      legal_name: 'PT Konsumen Maju',
      pending_email: null,
      identity_verification: null,
    })
    const updated = await inject({
      method: 'PUT',
      url: '/api/auth/user/update',
      headers: bearer(accessToken),
      payload: { full_name: 'Putri Lestari', phone_number: '8129998887', employee_position: 'Analyst' },
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data).toMatchObject({ full_name: 'Putri Lestari', phone_number: '8129998887' })
  })

  it('ignores a user id smuggled into the call: nobody reads or edits another user', async () => {
    const other = await login(subject.app, 'owner@provider.test')
    const otherId = (
      await inject({ method: 'GET', url: '/api/auth/user/detail', headers: bearer(other.accessToken) })
    ).json().data.id
    const { accessToken } = await login(subject.app, 'admin@consumer.test')
    const response = await inject({
      method: 'GET',
      url: `/api/auth/user/detail?id=${otherId}&user_id=${otherId}`,
      headers: bearer(accessToken),
    })
    expect(response.json().data.email).toBe('admin@consumer.test')
  })

  it.each([
    [{ phone_number: '0812345678' }, 'phone_number', 'Phone number is not valid'],
    [{ full_name: '' }, 'full_name', 'Full name can not be empty'],
    [{ full_name: 'x'.repeat(101) }, 'full_name', 'Full name may not be greater than 100 characters'],
  ])('validates %j', async (change, field, message) => {
    const { accessToken } = await login(subject.app, 'admin@consumer.test')
    const response = await inject({
      method: 'PUT',
      url: '/api/auth/user/update',
      headers: bearer(accessToken),
      payload: { full_name: 'Siti Rahma', phone_number: '8121112223', employee_position: 'Lead', ...change },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toBe(message)
  })

  it('requires a session', async () => {
    expect((await inject({ method: 'GET', url: '/api/auth/user/detail' })).statusCode).toBe(401)
  })
})

describe('profile photo and /storage', () => {
  it('stores a PNG recognised by its bytes and serves it through the signed link only', async () => {
    const { accessToken } = await login(subject.app, 'owner@consumer.test')
    const response = await uploadPhoto(accessToken, { name: 'me.txt', type: 'text/plain', bytes: png })
    expect(response.statusCode).toBe(200)
    const url: string = response.json().data.profile_url
    expect(url).toMatch(/^\/storage\/users\/[0-9a-f-]+\/photo\/[0-9a-f-]+\.png\?expires=\d+&sig=[0-9a-f]+$/)

    const served = await inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(png)).toBe(true)

    const information = await inject({
      method: 'GET',
      url: '/api/auth/user/information',
      headers: bearer(accessToken),
    })
    expect(information.json().data.profile_url).toMatch(/^\/storage\/users\/.+\.png\?expires=/)

    const path = url.split('?')[0]!
    expect((await inject({ method: 'GET', url: path })).statusCode).toBe(401)
    const forged = url.replace(/sig=[0-9a-f]{4}/, 'sig=0000')
    expect((await inject({ method: 'GET', url: forged })).statusCode).toBe(403)
    const stretched = url.replace(/expires=\d+/, (match) => `expires=${Number(match.slice(8)) + 3600}`)
    expect((await inject({ method: 'GET', url: stretched })).statusCode).toBe(403)
    // Photos are for every signed-in user, with the header instead of a signature.
    const stranger = await login(subject.app, 'member@provider.test')
    expect(
      (await inject({ method: 'GET', url: path, headers: bearer(stranger.accessToken) })).statusCode,
    ).toBe(200)
  })

  it('refuses a file that only claims to be an image', async () => {
    const { accessToken } = await login(subject.app, 'owner@consumer.test')
    const response = await uploadPhoto(accessToken, {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('%PDF-1.7 not an image'),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe('Profile photo must be an image')
  })

  it('refuses a photo over 2 MB with the size message and keeps the old one', async () => {
    const { accessToken } = await login(subject.app, 'owner@consumer.test')
    const big = Buffer.concat([png, Buffer.alloc(2000 * 1024)])
    const response = await uploadPhoto(accessToken, { name: 'big.png', type: 'image/png', bytes: big })
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe('The Profile photo size must be less than 2 MB')
  })

  it('asks for the photo when none is sent', async () => {
    const { accessToken } = await login(subject.app, 'owner@consumer.test')
    const response = await uploadPhoto(accessToken)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.file).toBe('Profile photo can not be empty')
  })

  it('never serves keys outside the known folders or with path tricks', async () => {
    const { accessToken } = await login(subject.app, 'owner@consumer.test')
    for (const url of ['/storage/../keys.json', '/storage/users/x/photo/a.png', '/storage/secret.txt']) {
      const response = await inject({ method: 'GET', url, headers: bearer(accessToken) })
      expect(response.statusCode).toBe(404)
    }
  })
})

describe('PUT /api/auth/user/verify-information', () => {
  const submit = (accessToken: string, fields: Record<string, string>, withFile = true) => {
    const body = multipart(fields, withFile ? { name: 'ktp.png', type: 'image/png', bytes: png } : undefined)
    return inject({
      method: 'PUT',
      url: '/api/auth/user/verify-information',
      headers: { ...body.headers, ...bearer(accessToken) },
      payload: body.payload,
    })
  }

  it('stores the details and shows them masked; the document is for the person, not their colleagues', async () => {
    const { accessToken } = await login(subject.app, 'admin@provider.test')
    const response = await submit(accessToken, {
      national_id_number: '3171234567890001',
      employee_position: 'Head of Data',
    })
    expect(response.statusCode).toBe(200)
    const identity = response.json().data.identity_verification
    expect(identity).toMatchObject({
      national_id_number_masked: '************0001',
      employee_position: 'Head of Data',
    })
    const path = (identity.document_url as string).split('?')[0]!
    expect((await inject({ method: 'GET', url: path, headers: bearer(accessToken) })).statusCode).toBe(200)
    const colleague = await login(subject.app, 'owner@provider.test')
    expect(
      (await inject({ method: 'GET', url: path, headers: bearer(colleague.accessToken) })).statusCode,
    ).toBe(404)
    const operator = await login(subject.app, 'operator@lumbung.test')
    expect(
      (await inject({ method: 'GET', url: path, headers: bearer(operator.accessToken) })).statusCode,
    ).toBe(200)
  })

  it.each([
    [
      { national_id_number: '', employee_position: 'Lead' },
      'national_id_number',
      'National ID number can not be empty',
    ],
    [
      { national_id_number: '12ab', employee_position: 'Lead' },
      'national_id_number',
      'National ID number must be number',
    ],
    [
      { national_id_number: '12345', employee_position: 'Lead' },
      'national_id_number',
      'National ID number may not be less than 16 characters',
    ],
    [
      { national_id_number: '3171234567890001', employee_position: '' },
      'employee_position',
      'Employee position can not be empty',
    ],
  ])('validates %j', async (fields, field, message) => {
    const { accessToken } = await login(subject.app, 'member@provider.test')
    const response = await submit(accessToken, fields)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[field]).toBe(message)
  })

  it('requires the document', async () => {
    const { accessToken } = await login(subject.app, 'member@provider.test')
    const response = await submit(
      accessToken,
      { national_id_number: '3171234567890001', employee_position: 'Lead' },
      false,
    )
    expect(response.json().errors.file).toBe('ID document can not be empty')
  })
})

describe('PUT /api/auth/user/language', () => {
  const information = async (accessToken: string) =>
    (await inject({ method: 'GET', url: '/api/auth/user/information', headers: bearer(accessToken) })).json()
      .data
  const saveLanguage = (accessToken: string, language: unknown) =>
    inject({
      method: 'PUT',
      url: '/api/auth/user/language',
      headers: bearer(accessToken),
      payload: { language },
    })

  it('keeps the chosen language for the user’s next sign-in, and for nobody else', async () => {
    const { accessToken } = await login(subject.app, 'owner@consumer.test')
    expect((await information(accessToken)).language).toBeNull()
    const saved = await saveLanguage(accessToken, 'id')
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ message: 'Language saved', data: { language: 'id' } })

    const again = await login(subject.app, 'owner@consumer.test')
    expect((await information(again.accessToken)).language).toBe('id')
    const colleague = await login(subject.app, 'admin@consumer.test')
    expect((await information(colleague.accessToken)).language).toBeNull()
  })

  it('refuses a language Lumbung does not speak, and a caller who is not signed in', async () => {
    const { accessToken } = await login(subject.app, 'owner@consumer.test')
    const refused = await saveLanguage(accessToken, 'fr')
    expect(refused.statusCode).toBe(422)
    const anonymous = await inject({
      method: 'PUT',
      url: '/api/auth/user/language',
      payload: { language: 'id' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
