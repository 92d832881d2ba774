import { describe, expect, it } from 'vitest'
import type { ApiSettingDetail } from '@lumbung/contract'
import {
  apiSettingFormErrors,
  emptyApiSettingValues,
  storedSecretOf,
  toApiSettingBody,
  valuesOfSetting,
} from './api-setting-form-values'

const stored: ApiSettingDetail = {
  id: '6b1f2a8e-1111-4222-8333-444455556666',
  name: 'Weather',
  description: null,
  base_url: 'https://weather.example.com/v1',
  status: 'ACTIVE',
  auth_type: 'API_KEY',
  auth_config: { header_name: 'X-API-Key', key: '••••abcd' },
  created_by: 'Owner',
  created_date: '2026-11-01T00:00:00.000Z',
  modified_by: 'Owner',
  modified_date: '2026-11-01T00:00:00.000Z',
}

describe('API setting form', () => {
  it('shows the validation messages for what is missing, as the user types', () => {
    const values = { ...emptyApiSettingValues, auth_type: 'BASIC' as const }
    expect(apiSettingFormErrors(values, { isDraft: false, hasStoredSecret: false })).toEqual({
      name: 'Name can not be empty',
      'auth_config.username': 'Username can not be empty',
      'auth_config.password': 'Password can not be empty',
    })
    expect(
      apiSettingFormErrors({ ...values, name: 'Draft' }, { isDraft: true, hasStoredSecret: false }),
    ).toEqual({})
  })

  it('keeps a stored secret when its field is left blank, but not after the auth type changes', () => {
    expect(storedSecretOf(stored, 'API_KEY')).toBe('••••abcd')
    expect(storedSecretOf(stored, 'BEARER')).toBeNull()
    const edited = valuesOfSetting(stored)
    expect(edited.auth_config.key).toBe('')
    expect(apiSettingFormErrors(edited, { isDraft: false, hasStoredSecret: true })).toEqual({})
  })

  it('sends only the credentials of the chosen auth type', () => {
    const values = {
      ...emptyApiSettingValues,
      name: 'Mixed',
      auth_type: 'BEARER' as const,
      auth_config: {
        username: 'left-over',
        password: 'left-over',
        token: 'the-token',
        header_name: '',
        key: '',
      },
    }
    expect(toApiSettingBody(values).auth_config).toEqual({ token: 'the-token' })
  })

  it('keeps the base URL without spaces, blank as none, and checks it as the server does', () => {
    expect(valuesOfSetting(stored).base_url).toBe('https://weather.example.com/v1')
    expect(toApiSettingBody({ ...emptyApiSettingValues, name: 'A', base_url: '  ' }).base_url).toBeNull()
    expect(
      toApiSettingBody({ ...emptyApiSettingValues, name: 'A', base_url: ' https://a.example ' }).base_url,
    ).toBe('https://a.example')
    expect(
      apiSettingFormErrors(
        { ...emptyApiSettingValues, name: 'A', base_url: 'a.example' },
        {
          isDraft: false,
          hasStoredSecret: false,
        },
      ),
    ).toEqual({ base_url: 'URL format is not valid.' })
  })
})
