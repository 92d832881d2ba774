import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, freshen, headersFor, type TestApp } from '../../../../test/test-app'
import { storageSettings } from '../../../db/schema'

let testApp: TestApp
let s3: S3rver
let s3Endpoint: string
let consumerOwner: Record<string, string>
let consumerAdmin: Record<string, string>
let providerOwner: Record<string, string>
let providerMember: Record<string, string>

const s3Bucket = 'lumbung-exports'
const s3Secret = 'S3RVER'

beforeAll(async () => {
  // The S3-compatible peer runs on this machine: internal addresses are allowed, as in development.
  testApp = await createTestApp({ config: { isPrivateUrlAllowed: true } })
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(testApp.config.dataDir, 's3'),
    configureBuckets: [{ name: s3Bucket }],
  })
  const { port } = await s3.run()
  s3Endpoint = `http://127.0.0.1:${port}`
  consumerOwner = await headersFor(testApp.app, 'owner@consumer.test')
  consumerAdmin = await headersFor(testApp.app, 'admin@consumer.test')
  providerOwner = await headersFor(testApp.app, 'owner@provider.test')
  providerMember = await headersFor(testApp.app, 'member@provider.test')
}, 60_000)
afterAll(async () => {
  await s3?.close()
  await testApp?.close()
})

type Side = 'consumer' | 'provider'
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const add = (side: Side, headers: Record<string, string>, payload: object) =>
  call('POST', `/api/data/${side}/settings/storage/add`, headers, payload)
const local = (name: string, folder: string) => ({
  name,
  cloud_provider: 'LOCAL',
  storage_config: { folder },
})
const s3Setting = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  cloud_provider: 'S3',
  storage_config: {
    endpoint: s3Endpoint,
    region: 'us-east-1',
    bucket: s3Bucket,
    access_key_id: 'S3RVER',
    secret_access_key: s3Secret,
    force_path_style: true,
    ...overrides,
  },
})
const localFolderOf = (tenantId: string, folder: string) =>
  join(testApp.config.dataDir, 'local-buckets', tenantId, folder)

describe('LOCAL storage settings', () => {
  it('saves a folder, tests it, lists its files and removes it after a fresh login', async () => {
    const added = await add('consumer', consumerOwner, local('Exports folder', 'exports/daily'))
    expect(added.statusCode).toBe(200)
    const setting = added.json().data
    expect(setting).toMatchObject({
      name: 'Exports folder',
      cloud_provider: 'LOCAL',
      status: 'CONNECTED',
      status_message: null,
      storage_config: { folder: 'exports/daily', bucket: 'exports/daily', secret_access_key: null },
    })

    const [row] = await testApp.database.db
      .select()
      .from(storageSettings)
      .where(eq(storageSettings.id, setting.id))
    const folder = localFolderOf(row!.tenantId, 'exports/daily')
    mkdirSync(join(folder, 'march'), { recursive: true })
    writeFileSync(join(folder, 'customers.csv'), 'id,name\n1,Ani\n')
    writeFileSync(join(folder, 'march', 'orders.csv'), 'id\n1\n')
    symlinkSync('/etc/passwd', join(folder, 'passwd.csv'))

    const buckets = await call(
      'GET',
      `/api/data/dropdown/gcs-bucket?user_type=consumer&storage_setting_id=${setting.id}`,
      consumerOwner,
    )
    expect(buckets.json().data).toEqual({
      data: [{ value: 'exports/daily', description: 'exports/daily' }],
      total_data: 1,
    })

    const files = await call(
      'GET',
      `/api/data/dropdown/bucket-file?user_type=consumer&storage_setting_id=${setting.id}&bucket=exports/daily`,
      consumerOwner,
    )
    // The link to a file outside the folder is not offered.
    expect(files.json().data.data.map((file: { value: string }) => file.value)).toEqual([
      'customers.csv',
      'march/orders.csv',
    ])
    const under = await call(
      'GET',
      `/api/data/dropdown/bucket-file?user_type=consumer&storage_setting_id=${setting.id}&bucket=exports/daily&prefix=march/`,
      consumerOwner,
    )
    expect(under.json().data.data).toEqual([{ value: 'march/orders.csv', description: 'march/orders.csv' }])

    const list = await call('GET', '/api/data/consumer/settings/storage/list?search=exports', consumerOwner)
    expect(list.json().data.total_data).toBe(1)
    const dropdown = await call(
      'GET',
      '/api/data/dropdown/storage-settings?user_type=consumer',
      consumerOwner,
    )
    expect(dropdown.json().data.data).toEqual([{ value: setting.id, description: 'Exports folder (LOCAL)' }])

    const refused = await call(
      'DELETE',
      `/api/data/consumer/settings/storage/delete/${setting.id}`,
      consumerOwner,
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('FRESH_LOGIN_REQUIRED')
    await freshen(testApp.app, consumerOwner)
    const removed = await call(
      'DELETE',
      `/api/data/consumer/settings/storage/delete/${setting.id}`,
      consumerOwner,
    )
    expect(removed.statusCode).toBe(200)
    const gone = await call('GET', `/api/data/consumer/settings/storage/detail/${setting.id}`, consumerOwner)
    expect(gone.statusCode).toBe(404)
  })

  it.each(['../other-tenant', '/etc', 'a/../../b', 'exports/./x', 'a\\b'])(
    'refuses the folder %s',
    async (folder) => {
      const response = await add('consumer', consumerOwner, local('Escaping folder', folder))
      expect(response.statusCode).toBe(422)
      expect(response.json().errors['storage_config.folder']).toMatch(/^Folder /)
    },
  )

  it('refuses a second setting of the same name on the same side', async () => {
    expect((await add('provider', providerOwner, local('Shared drop', 'drop'))).statusCode).toBe(200)
    const again = await add('provider', providerMember, local('shared DROP', 'drop2'))
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.name).toBe('A storage setting with this name already exists')
  })

  it('refuses LOCAL and internal S3 endpoints when the server does not allow them', async () => {
    const strict = await createTestApp({ config: { allowLocalStorage: false } })
    try {
      const owner = await headersFor(strict.app, 'owner@consumer.test')
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/data/consumer/settings/storage/add',
        headers: owner,
        payload: local('Not allowed', 'nope'),
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().errors.cloud_provider).toBe('Local folders are not enabled on this server')

      // Nor may an S3 endpoint reach the server's own network, however it is written.
      for (const endpoint of [
        s3Endpoint,
        'http://169.254.169.254',
        'http://[::ffff:7f00:1]:9000',
        'http://localhost:9000',
      ]) {
        const blocked = await strict.app.inject({
          method: 'POST',
          url: '/api/data/consumer/settings/storage/add',
          headers: owner,
          payload: s3Setting(`Internal ${endpoint}`.slice(0, 90), { endpoint }),
        })
        expect(blocked.json().data).toMatchObject({ status: 'ERROR' })
        expect(blocked.json().data.status_message).toMatch(
          /is an internal address, which storage settings may not reach/,
        )
      }
    } finally {
      await strict.close()
    }
  }, 60_000)
})

describe('S3 storage settings (against a real S3-compatible server)', () => {
  it('connects, masks the keys and seals them at rest', async () => {
    const response = await add('provider', providerMember, s3Setting('Exports on S3'))
    expect(response.statusCode).toBe(200)
    const setting = response.json().data
    expect(setting.status).toBe('CONNECTED')
    expect(setting.storage_config).toMatchObject({
      endpoint: s3Endpoint,
      region: 'us-east-1',
      bucket: s3Bucket,
      access_key_id: '****RVER',
      secret_access_key: '********',
      force_path_style: true,
    })
    const detail = await call(
      'GET',
      `/api/data/provider/settings/storage/detail/${setting.id}`,
      providerOwner,
    )
    expect(detail.body).not.toContain('S3RVER"')
    const [row] = await testApp.database.db
      .select()
      .from(storageSettings)
      .where(eq(storageSettings.id, setting.id))
    expect(row!.sealedCredentials).toMatch(/^v1\./)
    expect(row!.sealedCredentials).not.toContain(s3Secret)
    expect(JSON.stringify(row!.publicConfig)).not.toContain(s3Secret)
  })

  it("records ERROR with the provider's message for a missing bucket and wrong keys", async () => {
    const missing = await add(
      'provider',
      providerOwner,
      s3Setting('Missing bucket', { bucket: 'no-such-bucket' }),
    )
    expect(missing.json().data).toMatchObject({
      status: 'ERROR',
      status_message: 'NoSuchBucket: The specified bucket does not exist',
    })
    const wrongKey = await add(
      'provider',
      providerOwner,
      s3Setting('Wrong key', { access_key_id: 'WRONGKEY' }),
    )
    expect(wrongKey.json().data.status).toBe('ERROR')
    expect(wrongKey.json().data.status_message).toContain('The AWS Access Key Id you provided does not exist')
  })

  it('keeps the stored keys when an update leaves them blank, and tests again', async () => {
    const created = (
      await add('provider', providerOwner, s3Setting('Keys kept', { bucket: 'no-such-bucket' }))
    ).json().data
    expect(created.status).toBe('ERROR')
    const updated = await call('PUT', '/api/data/provider/settings/storage/update', providerOwner, {
      id: created.id,
      ...s3Setting('Keys kept', { access_key_id: '', secret_access_key: '' }),
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data).toMatchObject({ status: 'CONNECTED', status_message: null })
  })

  it('lists the files of the bucket through the stored keys', async () => {
    const setting = (await add('provider', providerOwner, s3Setting('Listing bucket'))).json().data
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3')
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: s3Secret },
    })
    await client.send(
      new PutObjectCommand({ Bucket: s3Bucket, Key: 'in/people.csv', Body: 'nik,name\n1,Ani\n' }),
    )
    client.destroy()
    const files = await call(
      'GET',
      `/api/data/dropdown/bucket-file?user_type=provider&storage_setting_id=${setting.id}&bucket=${s3Bucket}&prefix=in/`,
      providerMember,
    )
    expect(files.json().data.data).toEqual([{ value: 'in/people.csv', description: 'in/people.csv' }])
  })
})

describe('GCS storage settings', () => {
  it.each([
    ['not JSON', 'Service account must be a JSON key file'],
    [JSON.stringify({ type: 'authorized_user' }), 'Service account must be a service-account key file'],
    [
      JSON.stringify({ type: 'service_account', project_id: 'p', client_email: 'a@b.c' }),
      'Service account has no private_key',
    ],
  ])('explains what is wrong with the key file %#', async (serviceAccount, message) => {
    const response = await add('consumer', consumerOwner, {
      name: 'Google bucket',
      cloud_provider: 'GCS',
      storage_config: { bucket: 'lumbung-gcs', file_name: 'key.json', service_account: serviceAccount },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors['storage_config.service_account']).toBe(message)
  })

  it("records ERROR with the provider's message when Google cannot be reached, showing only who the key is", async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const response = await add('consumer', consumerOwner, {
      name: 'Google bucket',
      cloud_provider: 'GCS',
      storage_config: {
        bucket: 'lumbung-gcs',
        file_name: 'key.json',
        service_account: JSON.stringify({
          type: 'service_account',
          project_id: 'lumbung-test',
          private_key_id: 'abc',
          private_key: pem,
          client_email: 'exporter@lumbung-test.iam.gserviceaccount.com',
        }),
      },
    })
    expect(response.statusCode).toBe(200)
    const setting = response.json().data
    expect(setting.status).toBe('ERROR')
    expect(setting.status_message).toMatch(/\S/)
    expect(setting.status_message).not.toBe('Something went wrong')
    expect(setting.storage_config).toMatchObject({
      file_name: 'key.json',
      service_account: {
        client_email: 'exporter@lumbung-test.iam.gserviceaccount.com',
        project_id: 'lumbung-test',
      },
    })
    expect(response.body).not.toContain('PRIVATE KEY')
  }, 30_000)
})

describe('access and tenant isolation', () => {
  it("keeps the consumer side's settings to the owner", async () => {
    const response = await call('GET', '/api/data/consumer/settings/storage/list', consumerAdmin)
    expect(response.statusCode).toBe(403)
    const dropdown = await call(
      'GET',
      '/api/data/dropdown/storage-settings?user_type=consumer',
      consumerAdmin,
    )
    expect(dropdown.statusCode).toBe(403)
  })

  it('answers 404 to another tenant and to the other side, with no foreign field', async () => {
    const own = (await add('provider', providerOwner, local('Private folder', 'private'))).json().data
    const foreign = [
      () => call('GET', `/api/data/consumer/settings/storage/detail/${own.id}`, consumerOwner),
      () =>
        call('PUT', '/api/data/consumer/settings/storage/update', consumerOwner, {
          id: own.id,
          ...local('Taken over', 'private'),
        }),
      () => call('DELETE', `/api/data/consumer/settings/storage/delete/${own.id}`, consumerOwner),
      () =>
        call(
          'GET',
          `/api/data/dropdown/gcs-bucket?user_type=consumer&storage_setting_id=${own.id}`,
          consumerOwner,
        ),
      () =>
        call(
          'GET',
          `/api/data/dropdown/bucket-file?user_type=consumer&storage_setting_id=${own.id}&bucket=private`,
          consumerOwner,
        ),
      // The same tenant's consumer side does not see its provider side's settings.
      () => call('GET', `/api/data/consumer/settings/storage/detail/${own.id}`, providerOwner),
    ]
    for (const attempt of foreign) {
      const response = await attempt()
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('Private folder')
      expect(response.body).not.toContain('"private"')
    }
    const still = await call('GET', `/api/data/provider/settings/storage/detail/${own.id}`, providerMember)
    expect(still.json().data.name).toBe('Private folder')
  })
})
