import { z } from 'zod'
import { isBlank } from '../common/blank'
import { messages } from '../common/messages'
import { rules } from '../common/validation'

export const consumerApiKeyLabels = { label: 'Label', id: 'Key' } as const

export const consumerApiKeyLimits = {
  labelMax: 60,
  /** Live (unrevoked) named keys a company may hold at once; revoked ones stay listed and do not count. */
  liveKeysMax: 20,
} as const

/** POST /api/auth/tenant/api-keys: a label the company recognises the integration by. */
export const consumerApiKeyCreateBody = z.object({
  label: rules
    .between(consumerApiKeyLabels.label, 1, consumerApiKeyLimits.labelMax)
    // Labels are read in lists, audit entries and mail; line breaks and control characters only hide text.
    .regex(/^[^\p{Cc}]*$/u, { error: `${consumerApiKeyLabels.label} is not valid` }),
})
export type ConsumerApiKeyCreateBody = z.infer<typeof consumerApiKeyCreateBody>

export const consumerApiKeyIdParams = z.object({
  id: z.uuid({
    error: (issue) =>
      isBlank(issue.input)
        ? messages.required(consumerApiKeyLabels.id)
        : `${consumerApiKeyLabels.id} is not valid`,
  }),
})

/** A named gateway key as lists show it: never the key itself, only its last four characters. */
export const consumerApiKey = z.object({
  id: z.string(),
  label: z.string(),
  /** `lmb_live_••••abcd`. */
  masked_key: z.string(),
  last_four: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** The last call the gateway accepted with this key, or null when it was never used. */
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_by_name: z.string().nullable(),
  is_revoked: z.boolean(),
})
export type ConsumerApiKey = z.infer<typeof consumerApiKey>

export const consumerApiKeyList = z.object({
  data: z.array(consumerApiKey),
  total_data: z.number().int(),
  /** Live keys now, and how many the company may hold at once. */
  live_count: z.number().int(),
  live_max: z.number().int(),
})
export type ConsumerApiKeyList = z.infer<typeof consumerApiKeyList>

/** The answer that created a key: the only time the whole key is ever shown. */
export const consumerApiKeyCreated = consumerApiKey.extend({ key: z.string() })
export type ConsumerApiKeyCreated = z.infer<typeof consumerApiKeyCreated>
