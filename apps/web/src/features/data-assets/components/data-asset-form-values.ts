import { dataAssetFromStorageBody, dataAssetUploadFields, fieldErrors } from '@lumbung/contract'

export interface DataAssetUploadValues {
  name: string
  description: string
  file: File | null
}

export interface DataAssetStorageValues {
  name: string
  description: string
  storage_setting_id: string
  bucket: string
  prefix: string
  file_path: string
}

/** The server's rules for an upload's fields, plus the file checks the browser can make before sending. */
export function uploadFormErrors(values: DataAssetUploadValues, maxBytes?: number): Record<string, string> {
  const parsed = dataAssetUploadFields.safeParse({ name: values.name, description: values.description })
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  if (!values.file) errors.file = 'File can not be empty'
  else if (!/\.csv$/i.test(values.file.name)) errors.file = 'File must have a valid file type'
  else if (maxBytes !== undefined && values.file.size > maxBytes) {
    errors.file = `The File size must be less than ${Math.floor(maxBytes / 1024 / 1024)} MB`
  }
  return errors
}

export function storageFormErrors(values: DataAssetStorageValues): Record<string, string> {
  const parsed = dataAssetFromStorageBody.safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

/** A name suggested from the file: its name without the extension. */
export function nameOfFile(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? ''
  return base.replace(/\.csv$/i, '').slice(0, 100)
}
