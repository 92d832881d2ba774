import { z } from 'zod'
import { dataTypes, isEnumValue, pricingModels } from '../common/enums'
import { listOf } from '../common/result'

/** Every dropdown answers `{value, description}` items (docs/product.md#dropdowns). */
export const dropdownItem = z.object({ value: z.string(), description: z.string() })
export type DropdownItem = z.infer<typeof dropdownItem>

/** Every dropdown uses the list shape, `{data, total_data}` (docs/decisions/0009-dropdowns.md). */
export const dropdownList = listOf(dropdownItem)
export type DropdownList = z.infer<typeof dropdownList>

/** Area codes of Kemendagri as published by idn-area-data: `11`, `11.01`, `11.01.01`. */
export const provinceCodePattern = /^\d{2}$/
export const districtCodePattern = /^\d{2}\.\d{2}$/
export const subdistrictCodePattern = /^\d{2}\.\d{2}\.\d{2}$/

const code = (field: string, pattern: RegExp) =>
  z
    .string({ error: `${field} can not be empty` })
    .trim()
    .min(1, { error: `${field} can not be empty` })
    .regex(pattern, { error: `${field} is not valid` })

export const districtQuery = z.object({ province: code('Province', provinceCodePattern) })
export const subdistrictQuery = z.object({ district: code('District', districtCodePattern) })

export const applicationRoleQuery = z.object({
  /** `true` leaves out the owner role, which can only be handed over, never given by invitation. */
  assignable: z.enum(['true', 'false']).optional(),
})

export const applicationRoleDescriptions = {
  superadmin: 'Owner',
  admin: 'Admin',
  member: 'Member',
} as const

const optionalChoice = <V extends string>(field: string, values: readonly V[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || isEnumValue(values, value), {
      error: `${field} is not valid`,
    })
    .transform((value) => value as V | undefined)

/**
 * Without a parameter the whole list is answered; with one, only what fits it (docs/product.md#dropdowns).
 */
export const dataTypeQuery = z.object({ data_type: optionalChoice('Data type', dataTypes) })
export const pricingModelQuery = z.object({ pricing_model: optionalChoice('Pricing model', pricingModels) })
