import { z } from 'zod'
import { blankTo, blankToUndefined, isBlank, optionalField } from '../common/blank'
import { columnTypes, dataTypes, datasetStatuses } from '../common/enums'
import { messages } from '../common/messages'
import { paginationQuery } from '../common/result'
import { rules } from '../common/validation'
import { apiDatasetMethods, delimiters, fileTypes, responseTimeList } from '../dropdown/catalogue-lists'
import { scaledDecimal } from '../transaction/secret-share-privacy'
import { datasetErrorMessages, datasetFieldMessages, secretShareBoundsMessages } from './datasets.messages'
import { parameterExampleProblem } from './parameter-examples'

/** A select's value: blank is 'can not be empty', anything outside the list is 'is not valid'. */
const choice = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? messages.required(field) : messages.email(field)),
  })

/** Query flags arrive as text: only 'true' means true. */
export const datasetDraftQuery = z.object({
  draft: z.preprocess((value) => value === true || value === 'true', z.boolean()).default(false),
})
export type DatasetDraftQuery = z.infer<typeof datasetDraftQuery>

export const fileDatasetDraftQuery = z.object({
  draft: z
    .preprocess((value) => (isBlank(value) ? true : value === true || value === 'true'), z.boolean())
    .default(true),
})

export const datasetIdParams = z.object({ id: z.uuid({ error: datasetErrorMessages.notFound }) })
export const datasetUserTypeParams = z.object({ userType: z.enum(['provider']) })
export const datasetUserTypeIdParams = datasetUserTypeParams.extend({
  id: z.uuid({ error: datasetErrorMessages.notFound }),
})

export const parameterLocations = ['QUERY', 'PATH', 'HEADER', 'BODY'] as const

export const listDatasetQuery = paginationQuery.extend({
  search: optionalField(
    z
      .string()
      .trim()
      .max(100, { error: messages.max('Search', 100) }),
  ),
  data_type: optionalField(choice('Type', dataTypes)),
  status: optionalField(choice('Status', datasetStatuses)),
})
export type ListDatasetQuery = z.infer<typeof listDatasetQuery>

export const datasetListItem = z.object({
  id: z.string(),
  name: z.string(),
  data_type: z.enum(dataTypes),
  status: z.enum(datasetStatuses),
  short_description: z.string().nullable(),
  tag: z.array(z.string()),
  created_by: z.string().nullable(),
  created_date: z.string(),
  modified_by: z.string().nullable(),
  modified_date: z.string(),
})
export type DatasetListItem = z.infer<typeof datasetListItem>

const hourPattern = /^([01]\d|2[0-3]):[0-5]\d$/
const hour = (field: string) =>
  z.preprocess(
    blankTo(null),
    z
      .string()
      .regex(hourPattern, { error: `${field} is not valid` })
      .nullable(),
  )
const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankTo(null),
    z
      .string()
      .trim()
      .max(max, { error: messages.max(field, max) })
      .nullable(),
  )
const tags = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: messages.required('Tag') })
      .max(50, { error: messages.max('Tag', 50) }),
  )
  .max(20, { error: messages.maxEntries('Tag', 20) })
  .default([])

/** The fields every dataset type shares. */
const datasetBase = {
  name: rules.between('Name', 3, 100),
  description: optionalText('Description', 5000),
  short_description: optionalText('Short description', 250),
  tag: tags,
}

export const requestParameter = z
  .object({
    name: rules
      .max('Parameter name', 100)
      .min(1, { error: messages.required('Parameter name') })
      .regex(/^[A-Za-z0-9_.[\]-]+$/, { error: messages.alphaKey('Parameter name') }),
    type: choice('Parameter type', columnTypes),
    is_required: z.boolean().default(false),
    location: choice('Location', parameterLocations),
    description: optionalText('Parameter description', 500),
    /** A value the buyer's first call can send as it is: the OpenAPI document and every snippet use it. */
    example: optionalText('Example value', 500).optional(),
  })
  .superRefine((parameter, context) => {
    const problem = parameterExampleProblem(parameter.type, parameter.example)
    if (problem) context.addIssue({ code: 'custom', path: ['example'], message: problem })
  })
export type RequestParameter = z.infer<typeof requestParameter>

export const headerEntry = z.object({
  name: rules
    .max('Header name', 100)
    .min(1, { error: messages.required('Header name') })
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, { error: `Header name is not valid` }),
  value: rules.max('Header value', 1000),
})

const pathRule = z.preprocess(
  blankTo('/'),
  z
    .string()
    .trim()
    .max(500, { error: messages.max('Path', 500) })
    .regex(/^\/[^\s?#]*$/, { error: datasetFieldMessages.pathStart }),
)

export const responseTimes = responseTimeList.map((entry) => entry.value) as [string, ...string[]]

export const apiDatasetFields = z.object({
  ...datasetBase,
  /** Blank when the API setting holds the base address; the gateway then calls the setting's base + path. */
  base_url: z.preprocess(
    blankTo(null),
    rules
      .url('Base URL')
      .max(500, { error: messages.max('Base URL', 500) })
      .nullable(),
  ),
  path: pathRule,
  method: choice('Method', apiDatasetMethods),
  request_params: z
    .array(requestParameter)
    .max(50, { error: datasetFieldMessages.requestParametersMax })
    .default([]),
  headers: z.array(headerEntry).max(30, { error: datasetFieldMessages.headersMax }).default([]),
  api_setting_id: z.preprocess(blankTo(null), z.uuid({ error: 'API setting is not valid' }).nullable()),
  response_sample: optionalText('Response sample', 100_000),
  response_time: z.preprocess(blankTo(null), choice('Response time', responseTimes).nullable()),
  operational_hour_from: hour('Operational hour from'),
  operational_hour_to: hour('Operational hour to'),
})

/** Add: the whole form. `?draft=true` keeps it a draft; otherwise it goes live (ACTIVE). */
export const addApiDatasetBody = apiDatasetFields
export type AddApiDatasetBody = z.input<typeof addApiDatasetBody>

/** Update carries the id and, for a live dataset, may switch it between ACTIVE and INACTIVE. */
export const updateApiDatasetBody = apiDatasetFields.extend({
  id: z.uuid({ error: datasetErrorMessages.notFound }),
  status: z.preprocess(blankToUndefined, choice('Status', ['ACTIVE', 'INACTIVE'] as const).optional()),
})
export type UpdateApiDatasetBody = z.input<typeof updateApiDatasetBody>

export const apiDatasetDetail = datasetListItem.extend({
  description: z.string().nullable(),
  base_url: z.string(),
  path: z.string(),
  method: z.string(),
  request_params: z.array(
    z.object({
      name: z.string(),
      type: z.enum(columnTypes),
      is_required: z.boolean(),
      location: z.enum(parameterLocations),
      description: z.string().nullable(),
      example: z.string().nullable(),
    }),
  ),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  api_setting_id: z.string().nullable(),
  api_setting_name: z.string().nullable(),
  response_sample: z.string().nullable(),
  response_time: z.string().nullable(),
  operational_hour_from: z.string().nullable(),
  operational_hour_to: z.string().nullable(),
  is_used_by_published_product: z.boolean(),
})
export type ApiDatasetDetail = z.infer<typeof apiDatasetDetail>

/** "Try it": call the upstream with sample values; with an id the response becomes the stored sample. */
export const tryApiDatasetBody = z.object({
  id: z.preprocess(blankToUndefined, z.uuid({ error: datasetErrorMessages.notFound }).optional()),
  /** Blank when the API setting holds the base address; the gateway then calls the setting's base + path. */
  base_url: z.preprocess(
    blankTo(null),
    rules
      .url('Base URL')
      .max(500, { error: messages.max('Base URL', 500) })
      .nullable(),
  ),
  path: pathRule,
  method: choice('Method', apiDatasetMethods),
  headers: z.array(headerEntry).max(30).default([]),
  api_setting_id: z.preprocess(blankTo(null), z.uuid({ error: 'API setting is not valid' }).nullable()),
  /** Sample values by parameter name, placed per the parameter's location. */
  request_params: z.array(requestParameter).max(50).default([]),
  values: z.record(z.string(), z.string().max(1000)).default({}),
})
export type TryApiDatasetBody = z.input<typeof tryApiDatasetBody>

export const tryApiDatasetResult = z.object({
  status_code: z.number(),
  response_time_ms: z.number(),
  content_type: z.string().nullable(),
  response_sample: z.string(),
  is_truncated: z.boolean(),
})
export type TryApiDatasetResult = z.infer<typeof tryApiDatasetResult>

export const dataStructureColumn = z.object({
  name: rules.max('Column name', 200).min(1, { error: messages.required('Column name') }),
  type: choice('Column type', columnTypes),
  description: optionalText('Column description', 500),
  is_sensitive: z.boolean().default(false),
})
export type DataStructureColumn = z.infer<typeof dataStructureColumn>
/** As the server answers it (no input rules, so the answer serialises as it is). */
export const dataStructureColumnView = z.object({
  name: z.string(),
  type: z.enum(columnTypes),
  description: z.string().nullable(),
  is_sensitive: z.boolean(),
})

export const fileTypeValues = fileTypes
export const delimiterValues = delimiters

/** The text fields of a file dataset form (sent as multipart fields beside the file). */
export const fileDatasetFields = z.object({
  ...datasetBase,
  file_type: choice('File type', fileTypes),
  delimiter: z.preprocess(blankTo(null), choice('Delimiter', delimiters).nullable()),
  data_structure: z.array(dataStructureColumn).max(1000).optional(),
  operational_hour_from: hour('Operational hour from'),
  operational_hour_to: hour('Operational hour to'),
})
export const updateFileDatasetFields = fileDatasetFields.extend({
  id: z.uuid({ error: datasetErrorMessages.notFound }),
  status: z.preprocess(blankToUndefined, choice('Status', ['ACTIVE', 'INACTIVE'] as const).optional()),
})

export const fileDatasetDetail = datasetListItem.extend({
  asset_id: z.string().nullable(),
  description: z.string().nullable(),
  file_type: z.enum(fileTypes),
  delimiter: z.enum(delimiters).nullable(),
  file_name: z.string(),
  file_size: z.number(),
  row_count: z.number(),
  data_structure: z.array(dataStructureColumnView),
  preview: z.array(z.array(z.string())),
  operational_hour_from: z.string().nullable(),
  operational_hour_to: z.string().nullable(),
  is_used_by_published_product: z.boolean(),
})
export type FileDatasetDetail = z.infer<typeof fileDatasetDetail>

export const secretShareRoles = ['IDENTIFIER', 'DIMENSION', 'MEASURE', 'IGNORE'] as const
export type SecretShareRole = (typeof secretShareRoles)[number]

/** A clipping bound: blank is none; any other text is checked against the measure's scale below. */
const boundText = z.preprocess(
  blankTo(null),
  z.string().trim().max(40, { error: secretShareBoundsMessages.notANumber }).nullable().default(null),
)

/** Bounds stay within ±10^15 units of the measure, so a clipped sum of a million rows fits in 64 bits. */
const largestBound = 10n ** 15n

export const secretShareColumn = z
  .object({
    name: rules.max('Column name', 200).min(1, { error: messages.required('Column name') }),
    role: choice('Column role', secretShareRoles),
    /** Measures only: decimal places kept (the value is stored multiplied by 10^scale). */
    scale: z.coerce
      .number()
      .int()
      .min(0, { error: messages.minValue('Scale', 0) })
      .max(12, { error: messages.atMost('Scale', 12) })
      .default(0),
    /**
     * Measures only: the range every value is clipped to before it is split, decimal text in the
     * measure's units. The provider's, never read off the data (docs/decisions/0064-differential-privacy.md).
     */
    lower_bound: boundText,
    upper_bound: boundText,
  })
  .superRefine((column, context) => {
    if (column.role !== 'MEASURE') return
    const scaled = (['lower_bound', 'upper_bound'] as const).map((field) => {
      const text = column[field]
      if (text === null) {
        context.addIssue({ code: 'custom', path: [field], message: secretShareBoundsMessages.required })
        return null
      }
      const value = scaledDecimal(text, column.scale)
      if (value === null) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: secretShareBoundsMessages.beyondScale(column.scale),
        })
        return null
      }
      const size = value < 0n ? -value : value
      if (size > largestBound * 10n ** BigInt(column.scale)) {
        context.addIssue({ code: 'custom', path: [field], message: secretShareBoundsMessages.tooLarge })
        return null
      }
      return value
    })
    const [lower, upper] = scaled
    if (lower !== null && lower !== undefined && upper !== null && upper !== undefined && lower >= upper) {
      context.addIssue({ code: 'custom', path: ['upper_bound'], message: secretShareBoundsMessages.order })
    }
  })
export type SecretShareColumn = z.infer<typeof secretShareColumn>

const secretShareColumns = z
  .array(secretShareColumn)
  .min(1, { error: messages.required('Columns') })
  .max(200)
  .refine((columns) => columns.some((column) => column.role === 'IDENTIFIER'), {
    error: datasetFieldMessages.identifierColumnRequired,
  })
  .refine((columns) => columns.some((column) => column.role === 'MEASURE'), {
    error: datasetFieldMessages.measureColumnRequired,
  })
  .refine((columns) => new Set(columns.map((column) => column.name)).size === columns.length, {
    error: datasetFieldMessages.columnNamesUnique,
  })

export const secretShareDatasetFields = z.object({
  ...datasetBase,
  delimiter: z.preprocess(blankTo('COMMA'), choice('Delimiter', delimiters)),
  columns: secretShareColumns,
})
export const updateSecretShareDatasetBody = z.object({
  ...datasetBase,
  id: z.uuid({ error: datasetErrorMessages.notFound }),
  status: z.preprocess(blankToUndefined, choice('Status', ['ACTIVE', 'INACTIVE'] as const).optional()),
})
export type UpdateSecretShareDatasetBody = z.input<typeof updateSecretShareDatasetBody>

export const secretShareDatasetDetail = datasetListItem.extend({
  description: z.string().nullable(),
  columns: z.array(
    z.object({
      name: z.string(),
      role: z.enum(secretShareRoles),
      scale: z.number(),
      /** Measures: the provider's clipping bounds; null for other roles and datasets from before bounds. */
      lower_bound: z.string().nullable(),
      upper_bound: z.string().nullable(),
    }),
  ),
  row_count: z.number(),
  is_used_by_published_product: z.boolean(),
})
export type SecretShareDatasetDetail = z.infer<typeof secretShareDatasetDetail>

export const deletedDataset = z.object({ id: z.string() })
