import { z } from 'zod'
import { blankTo } from '../common/blank'
import { apiSettingStatuses, authTypes } from '../common/enums'
import { listOf, paginationQuery } from '../common/result'
import { fieldErrors, messages, rules } from '../common/validation'

export type ApiSettingStatus = (typeof apiSettingStatuses)[number]
export type AuthType = (typeof authTypes)[number]

/** The secret field each auth type carries; NONE has none, and a username is not a secret. */
export const secretFieldOf = {
  NONE: null,
  BASIC: 'password',
  BEARER: 'token',
  API_KEY: 'key',
} as const satisfies Record<AuthType, string | null>
export type SecretField = 'password' | 'token' | 'key'

export const apiSettingLabels = {
  name: 'Name',
  description: 'Description',
  base_url: 'Base URL',
  status: 'Status',
  auth_type: 'Auth type',
  username: 'Username',
  password: 'Password',
  token: 'Token',
  header_name: 'Header name',
  key: 'API key',
} as const

export const apiSettingLimits = {
  nameMax: 100,
  descriptionMax: 500,
  baseUrlMax: 500,
  usernameMax: 255,
  secretMax: 4096,
  headerNameMax: 100,
} as const

/** Everything an API setting's auth can hold; which fields count depends on auth_type. */
export const apiSettingAuthConfig = z.object({
  username: z.string().optional(),
  password: z.string().optional(),
  token: z.string().optional(),
  header_name: z.string().optional(),
  key: z.string().optional(),
})

/**
 * The body of add and update. Its shape is checked here; whether it is complete depends on the draft
 * flag and on the secrets already stored, so `apiSettingProblems` checks that (server and form alike).
 */
export const apiSettingBody = z.object({
  name: z.string().default(''),
  description: z.string().nullish(),
  /** The upstream's base address; an API dataset on this setting adds its path. Blank keeps none. */
  base_url: z.string().nullish(),
  /** ACTIVE or INACTIVE; `?draft=true` saves a DRAFT whatever this says. */
  status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
  auth_type: z.enum(authTypes, { error: `${apiSettingLabels.auth_type} is not valid` }).default('NONE'),
  auth_config: apiSettingAuthConfig.default({}),
})
export type ApiSettingBody = z.input<typeof apiSettingBody>

export const updateApiSettingBody = apiSettingBody.extend({
  id: z.uuid({ error: 'API setting is not valid' }),
})
export type UpdateApiSettingBody = z.input<typeof updateApiSettingBody>

export const draftQuery = z.object({
  draft: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})

export interface ApiSettingCheckOptions {
  isDraft: boolean
  /** The secret already stored for this auth type (update only): a blank field keeps it. */
  hasStoredSecret: boolean
}

// A CR or LF in a header value would let a credential smuggle another header into the upstream call.
const hasNoControlCharacters = (value: string) =>
  [...value].every((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)

const textField = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: messages.max(label, max) })
    .refine(hasNoControlCharacters, { error: `${label} is not valid` })

/**
 * Field → message for everything wrong with an API setting about to be saved
 * (docs/product.md#validation-messages). A draft needs only its name; a saved setting needs the credentials
 * of its auth type, except a secret left blank on update, which keeps the stored one.
 */
export function apiSettingProblems(
  body: z.output<typeof apiSettingBody>,
  { isDraft, hasStoredSecret }: ApiSettingCheckOptions,
): Record<string, string> {
  const labels = apiSettingLabels
  const config = body.auth_config
  const shape: Record<string, z.ZodType> = {
    name: rules.max(labels.name, apiSettingLimits.nameMax).min(1, { error: messages.required(labels.name) }),
    description: textField(labels.description, apiSettingLimits.descriptionMax).or(z.null()).optional(),
    base_url: z.preprocess(
      blankTo(undefined),
      rules
        .url(labels.base_url)
        .max(apiSettingLimits.baseUrlMax, {
          error: messages.max(labels.base_url, apiSettingLimits.baseUrlMax),
        })
        .optional(),
    ),
  }
  const credential = (label: string, max: number, isRequired: boolean) =>
    isRequired && !isDraft
      ? textField(label, max)
          .trim()
          .min(1, { error: messages.required(label) })
      : textField(label, max).optional()
  const secretRequired = !hasStoredSecret

  if (body.auth_type === 'BASIC') {
    shape.username = credential(labels.username, apiSettingLimits.usernameMax, true)
    shape.password = credential(labels.password, apiSettingLimits.secretMax, secretRequired)
  } else if (body.auth_type === 'BEARER') {
    shape.token = credential(labels.token, apiSettingLimits.secretMax, secretRequired)
  } else if (body.auth_type === 'API_KEY') {
    const headerName = labels.header_name
    shape.header_name = isDraft
      ? z
          .string()
          .max(apiSettingLimits.headerNameMax, {
            error: messages.max(headerName, apiSettingLimits.headerNameMax),
          })
          .regex(/^[A-Za-z0-9_.-]*$/, { error: messages.alphaKey(headerName) })
          .optional()
      : rules.alphaKey(headerName).max(apiSettingLimits.headerNameMax, {
          error: messages.max(headerName, apiSettingLimits.headerNameMax),
        })
    shape.key = credential(labels.key, apiSettingLimits.secretMax, secretRequired)
  }
  const parsed = z.object(shape).safeParse({
    name: body.name,
    description: body.description,
    base_url: body.base_url,
    username: config.username ?? (isDraft ? undefined : ''),
    password: config.password ?? '',
    token: config.token ?? '',
    header_name: config.header_name ?? (isDraft ? undefined : ''),
    key: config.key ?? '',
  })
  if (parsed.success) return {}
  const errors = fieldErrors(parsed.error)
  // The form shows credential messages under auth_config.<field>.
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) =>
      key in config || ['username', 'password', 'token', 'header_name', 'key'].includes(key)
        ? [`auth_config.${key}`, message]
        : [key, message],
    ),
  )
}

/** What a caller sees of the auth config: secrets only ever masked. */
export const maskedAuthConfig = z.object({
  username: z.string().optional(),
  password: z.string().optional(),
  token: z.string().optional(),
  header_name: z.string().optional(),
  key: z.string().optional(),
})

export const apiSettingDetail = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  base_url: z.string().nullable(),
  status: z.enum(apiSettingStatuses),
  auth_type: z.enum(authTypes),
  auth_config: maskedAuthConfig,
  created_by: z.string().nullable(),
  created_date: z.string(),
  modified_by: z.string().nullable(),
  modified_date: z.string(),
})
export type ApiSettingDetail = z.infer<typeof apiSettingDetail>

export const apiSettingListItem = apiSettingDetail.pick({
  id: true,
  name: true,
  description: true,
  base_url: true,
  status: true,
  auth_type: true,
  modified_date: true,
})
export type ApiSettingListItem = z.infer<typeof apiSettingListItem>
export const apiSettingList = listOf(apiSettingListItem)

export const listApiSettingQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(apiSettingStatuses).optional(),
  auth_type: z.enum(authTypes).optional(),
})
export type ListApiSettingQuery = z.input<typeof listApiSettingQuery>

export const apiSettingIdParams = z.object({ id: z.uuid({ error: 'API setting is not valid' }) })

/** The last four characters of a long secret, never more; a short one is hidden whole. */
export function maskSecret(secret: string): string {
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••••••'
}

/** What one test call to a setting's base address found (POST …/settings/api/connection-test/:id). */
export const connectionOutcomes = [
  'CONNECTED',
  'CREDENTIALS_REFUSED',
  'UPSTREAM_ERROR',
  'UNREACHABLE',
  'BLOCKED',
] as const
export type ConnectionOutcome = (typeof connectionOutcomes)[number]

export const connectionTestResult = z.object({
  outcome: z.enum(connectionOutcomes),
  /** The upstream's HTTP status, when it answered at all. */
  status_code: z.number().nullable(),
  response_time_ms: z.number(),
  /** The tested address: the setting's base address. */
  url: z.string(),
  message: z.string(),
})
export type ConnectionTestResult = z.infer<typeof connectionTestResult>

/** The embedded demo's own upstream, for the provider's API setting; null when demo mode is off. */
export const demoUpstreamAccess = z
  .object({
    base_url: z.string(),
    header_name: z.string(),
    api_key: z.string(),
    /** Paths the demo upstream answers, with the parameters each takes. */
    paths: z.array(
      z.object({
        method: z.string(),
        path: z.string(),
        parameters: z.array(z.object({ name: z.string(), location: z.string(), example: z.string() })),
      }),
    ),
  })
  .nullable()
export type DemoUpstreamAccess = z.infer<typeof demoUpstreamAccess>
