import { z } from 'zod'
import { applicationRoles, languages } from '../common/enums'
import { rules } from '../common/validation'

export const loginBody = z.object({
  email: rules.email('Email'),
  password: rules.required('Password'),
})
export type LoginBody = z.infer<typeof loginBody>

export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
})
export type TokenPair = z.infer<typeof tokenPair>

export const refreshTokenBody = z.object({ refresh_token: rules.required('Refresh token') })

/** The signed-in user, with the operator flag (docs/product.md#who-uses-it). */
export const userInformation = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  profile_url: z.string().nullable(),
  is_consumer: z.boolean(),
  is_provider: z.boolean(),
  application_role: z.enum(applicationRoles),
  user_is_verified: z.boolean(),
  company_is_verified: z.boolean(),
  is_operator: z.boolean(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  /** The session reaches only the second-factor enrolment calls until one is added (decision 0060). */
  second_factor_enrolment_required: z.boolean().optional(),
  /** The language the user chose; null: none yet, screens follow the browser (decision 0074). */
  language: z.enum(languages).nullable().optional(),
})
export type UserInformation = z.infer<typeof userInformation>
