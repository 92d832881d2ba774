import { z } from 'zod'
import { isEnumValue } from '../common/enums'
import { messages } from '../common/messages'

/** One entry of a reference list: the stored value and the text a user reads. */
export interface ReferenceEntry<V extends string = string> {
  value: V
  description: string
}

/**
 * Industries a company declares at signup and on its company profile. Grouped after the top-level
 * sections of Indonesia's standard industrial classification (KBLI), with the data-heavy service
 * sectors split out because they are most of the marketplace's companies.
 */
export const industries = [
  { value: 'AGRICULTURE', description: 'Agriculture, Forestry and Fishing' },
  { value: 'MINING', description: 'Mining and Quarrying' },
  { value: 'MANUFACTURING', description: 'Manufacturing' },
  { value: 'ENERGY_UTILITIES', description: 'Energy and Utilities' },
  { value: 'CONSTRUCTION', description: 'Construction' },
  { value: 'WHOLESALE_RETAIL', description: 'Wholesale and Retail Trade' },
  { value: 'E_COMMERCE', description: 'E-commerce' },
  { value: 'TRANSPORTATION_LOGISTICS', description: 'Transportation and Logistics' },
  { value: 'HOSPITALITY', description: 'Hospitality, Food and Beverage' },
  { value: 'INFORMATION_TECHNOLOGY', description: 'Information Technology' },
  { value: 'TELECOMMUNICATIONS', description: 'Telecommunications' },
  { value: 'MEDIA_PUBLISHING', description: 'Media and Publishing' },
  { value: 'BANKING', description: 'Banking' },
  { value: 'FINANCIAL_SERVICES', description: 'Financial Services' },
  { value: 'INSURANCE', description: 'Insurance' },
  { value: 'REAL_ESTATE', description: 'Real Estate' },
  { value: 'PROFESSIONAL_SERVICES', description: 'Professional, Scientific and Technical Services' },
  { value: 'MARKETING_ADVERTISING', description: 'Marketing and Advertising' },
  { value: 'RESEARCH', description: 'Research and Market Intelligence' },
  { value: 'GOVERNMENT', description: 'Government and Public Administration' },
  { value: 'EDUCATION', description: 'Education' },
  { value: 'HEALTHCARE', description: 'Healthcare and Pharmaceuticals' },
  { value: 'ARTS_ENTERTAINMENT', description: 'Arts, Entertainment and Recreation' },
  { value: 'NON_PROFIT', description: 'Non-profit Organisation' },
  { value: 'OTHER', description: 'Other' },
] as const satisfies readonly ReferenceEntry[]

export type Industry = (typeof industries)[number]['value']
export const industryValues = industries.map((entry) => entry.value) as [Industry, ...Industry[]]

/** Head-count bands, as business registries and data buyers usually segment companies. */
export const companySizes = [
  { value: 'SIZE_1_10', description: '1-10 employees' },
  { value: 'SIZE_11_50', description: '11-50 employees' },
  { value: 'SIZE_51_200', description: '51-200 employees' },
  { value: 'SIZE_201_500', description: '201-500 employees' },
  { value: 'SIZE_501_1000', description: '501-1,000 employees' },
  { value: 'SIZE_1001_5000', description: '1,001-5,000 employees' },
  { value: 'SIZE_5001_PLUS', description: 'More than 5,000 employees' },
] as const satisfies readonly ReferenceEntry[]

export type CompanySize = (typeof companySizes)[number]['value']
export const companySizeValues = companySizes.map((entry) => entry.value) as [CompanySize, ...CompanySize[]]

/** The text of a reference value, or the value itself when the list does not know it. */
export function describeReference(list: readonly ReferenceEntry[], value: string | null | undefined): string {
  if (!value) return ''
  return list.find((entry) => entry.value === value)?.description ?? value
}

/** A required choice from a fixed list: blank is 'can not be empty', anything unknown 'is not valid'. */
export function oneOf<V extends string>(field: string, values: readonly [V, ...V[]]) {
  return z
    .string({ error: messages.required(field) })
    .trim()
    .min(1, { error: messages.required(field) })
    .refine((value): value is V => isEnumValue(values, value), {
      error: `${field} is not valid`,
    })
    .transform((value) => value as V)
}

export const industrySchema = (field = 'Industry') => oneOf(field, industryValues)
export const companySizeSchema = (field = 'Company size') => oneOf(field, companySizeValues)
