import {
  apiSettingBody,
  apiSettingProblems,
  secretFieldOf,
  type ApiSettingBody,
  type ApiSettingDetail,
  type AuthType,
} from '@lumbung/contract'

export interface ApiSettingFormValues {
  name: string
  description: string
  base_url: string
  status: 'ACTIVE' | 'INACTIVE'
  auth_type: AuthType
  auth_config: { username: string; password: string; token: string; header_name: string; key: string }
}

export const emptyApiSettingValues: ApiSettingFormValues = {
  name: '',
  description: '',
  base_url: '',
  status: 'ACTIVE',
  auth_type: 'NONE',
  auth_config: { username: '', password: '', token: '', header_name: '', key: '' },
}

/** The form as a stored setting fills it; secrets start blank (a blank secret keeps the stored one). */
export function valuesOfSetting(setting: ApiSettingDetail): ApiSettingFormValues {
  return {
    name: setting.name,
    description: setting.description ?? '',
    base_url: setting.base_url ?? '',
    status: setting.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    auth_type: setting.auth_type,
    auth_config: {
      ...emptyApiSettingValues.auth_config,
      username: setting.auth_config.username ?? '',
      header_name: setting.auth_config.header_name ?? '',
    },
  }
}

/** The masked secret the server holds for this auth type, or null when there is none to keep. */
export function storedSecretOf(setting: ApiSettingDetail | undefined, authType: AuthType): string | null {
  const field = secretFieldOf[authType]
  if (!setting || !field || setting.auth_type !== authType) return null
  return setting.auth_config[field] ?? null
}

/** Only the credentials of the chosen auth type are sent; the others were typed for another type. */
export function toApiSettingBody(values: ApiSettingFormValues): ApiSettingBody {
  const config = values.auth_config
  const auth_config: ApiSettingBody['auth_config'] = {}
  if (values.auth_type === 'BASIC')
    Object.assign(auth_config, { username: config.username, password: config.password })
  if (values.auth_type === 'BEARER') auth_config.token = config.token
  if (values.auth_type === 'API_KEY')
    Object.assign(auth_config, { header_name: config.header_name, key: config.key })
  return {
    name: values.name,
    description: values.description.trim() ? values.description : null,
    base_url: values.base_url.trim() ? values.base_url.trim() : null,
    status: values.status,
    auth_type: values.auth_type,
    auth_config,
  }
}

/**
 * The server's own rules, so each message is the one the server would give
 * (docs/product.md#validation-messages).
 */
export function apiSettingFormErrors(
  values: ApiSettingFormValues,
  options: { isDraft: boolean; hasStoredSecret: boolean },
): Record<string, string> {
  return apiSettingProblems(apiSettingBody.parse(toApiSettingBody(values)), options)
}
