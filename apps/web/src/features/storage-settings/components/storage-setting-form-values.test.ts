import { describe, expect, it } from 'vitest'
import {
  emptyStorageSettingValues,
  storageSettingFormErrors,
  toStorageSettingBody,
} from './storage-setting-form-values'

describe('storage setting form', () => {
  it('sends only the chosen provider’s fields', () => {
    const body = toStorageSettingBody({
      ...emptyStorageSettingValues,
      name: 'Drop',
      cloud_provider: 'LOCAL',
      folder: 'drop',
      bucket: 'ignored',
    })
    expect(body).toEqual({ name: 'Drop', cloud_provider: 'LOCAL', storage_config: { folder: 'drop' } })
  })

  it('shows the validation messages on the form’s own fields', () => {
    const errors = storageSettingFormErrors({
      ...emptyStorageSettingValues,
      cloud_provider: 'S3',
      name: 'ab',
    })
    expect(errors.name).toBe('Name may not be less than 3 characters')
    expect(errors.bucket).toBe('Bucket can not be empty')
    expect(errors.access_key_id).toBe('Access key ID can not be empty')
  })

  it('refuses a folder that climbs out and a key file that is not JSON', () => {
    expect(
      storageSettingFormErrors({
        ...emptyStorageSettingValues,
        name: 'Drop',
        cloud_provider: 'LOCAL',
        folder: '../x',
      }).folder,
    ).toMatch(/^Folder may only contain/)
    expect(
      storageSettingFormErrors({
        ...emptyStorageSettingValues,
        name: 'Key',
        bucket: 'my-bucket',
        service_account: '{oops',
      }).service_account,
    ).toBe('Service account must be a JSON key file')
  })

  it('lets an edit keep the stored secrets', () => {
    const values = {
      ...emptyStorageSettingValues,
      name: 'Keys kept',
      cloud_provider: 'S3' as const,
      bucket: 'my-bucket',
    }
    expect(storageSettingFormErrors(values, '4b1c0c39-6a43-4f7e-9c55-3f0d8f1c2a10')).toEqual({})
    expect(storageSettingFormErrors(values).secret_access_key).toBe('Secret access key can not be empty')
  })
})
