import { z } from 'zod'
import { dataAssetStatuses, userTypes } from '../common/enums'
import { messages } from '../common/messages'
import { paginationQuery } from '../common/result'
import { rules } from '../common/validation'

export type DataAssetStatus = (typeof dataAssetStatuses)[number]
export const dataAssetSources = ['UPLOAD', 'STORAGE'] as const
export type DataAssetSource = (typeof dataAssetSources)[number]

export const dataAssetStatusLabels: Record<DataAssetStatus, string> = {
  PROCESSING: 'Processing',
  READY: 'Ready',
  FAILED: 'Failed',
}

export const dataAssetLimits = {
  name: 100,
  description: 500,
  filePath: 1024,
  /** The upload field of POST add (multipart/form-data); `name` and `description` come before it. */
  fileField: 'file',
  extensions: ['csv'],
  mimeTypes: ['text/csv', 'application/vnd.ms-excel', 'text/plain', ''],
} as const

const name = rules.between('Name', 3, dataAssetLimits.name)
const description = z
  .string()
  .trim()
  .max(dataAssetLimits.description, { error: messages.max('Description', dataAssetLimits.description) })
  .optional()
  .transform((value) => (value ? value : null))

/** The text fields of an upload (multipart/form-data, before the `file` part). */
export const dataAssetUploadFields = z.object({ name, description })
export type DataAssetUploadFields = z.input<typeof dataAssetUploadFields>

/** Add from a file in a connected storage setting (application/json). */
export const dataAssetFromStorageBody = z.object({
  name,
  description,
  storage_setting_id: z.uuid({ error: messages.required('Storage setting') }),
  bucket: rules.required('Bucket'),
  file_path: rules
    .between('File', 1, dataAssetLimits.filePath)
    .refine((value) => !value.startsWith('/') && !value.split(/[\\/]/).includes('..'), {
      error: 'File is not valid',
    })
    .refine((value) => /\.csv$/i.test(value), { error: messages.mimes('File') }),
})
export type DataAssetFromStorageBody = z.input<typeof dataAssetFromStorageBody>

export const dataAsset = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  user_type: z.enum(userTypes),
  source: z.enum(dataAssetSources),
  file_name: z.string(),
  storage_setting_id: z.string().nullable(),
  storage_setting_name: z.string().nullable(),
  bucket: z.string().nullable(),
  file_path: z.string().nullable(),
  size_bytes: z.number().nullable(),
  row_count: z.number().nullable(),
  /** The header's column names, once READY. */
  columns: z.array(z.string()),
  status: z.enum(dataAssetStatuses),
  /** Why processing failed, naming the row when a row is to blame. */
  failure_message: z.string().nullable(),
  created_by: z.string().nullable(),
  created_date: z.string(),
  modified_date: z.string(),
})
export type DataAsset = z.infer<typeof dataAsset>

export const dataAssetListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(dataAssetStatuses).optional(),
})

export const dataAssetIdParams = z.object({ id: z.uuid({ error: 'Not Found' }) })

/** `subscription_type` is the side whose data assets to list (consumer or provider; default: the cookie's). */
export const dataAssetDropdownQuery = z.object({
  subscription_type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(userTypes, { error: 'Subscription type is not valid' }))
    .optional(),
})
