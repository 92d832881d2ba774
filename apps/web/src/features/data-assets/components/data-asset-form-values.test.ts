import { describe, expect, it } from 'vitest'
import { nameOfFile, storageFormErrors, uploadFormErrors } from './data-asset-form-values'

const csv = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'text/csv' })

describe('data asset forms', () => {
  it('asks for a CSV file and a name by the validation rules', () => {
    expect(uploadFormErrors({ name: '', description: '', file: null })).toMatchObject({
      name: 'Name can not be empty',
      file: 'File can not be empty',
    })
    expect(uploadFormErrors({ name: 'Leads', description: '', file: csv('leads.xlsx') }).file).toBe(
      'File must have a valid file type',
    )
    expect(uploadFormErrors({ name: 'Leads', description: '', file: csv('leads.csv') })).toEqual({})
  })

  it('refuses a bucket path that climbs out', () => {
    const errors = storageFormErrors({
      name: 'Leads',
      description: '',
      storage_setting_id: '4b1c0c39-6a43-4f7e-9c55-3f0d8f1c2a10',
      bucket: 'drop',
      prefix: '',
      file_path: '../secret.csv',
    })
    expect(errors.file_path).toBe('File is not valid')
  })

  it('suggests a name from the file', () => {
    expect(nameOfFile('in/march/Customer List.csv')).toBe('Customer List')
  })
})
