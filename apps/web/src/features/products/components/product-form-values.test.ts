import { describe, expect, it } from 'vitest'
import { initialProductValues, publishIssues, shapeIssues, toProductFormData } from './product-form-values'

const complete = () => ({
  ...initialProductValues(),
  name: 'Daily city weather',
  short_description: 'Yesterday’s weather for 500 cities',
  description: 'Temperature, rain and humidity per city and day.',
  category: ['WEATHER_CLIMATE'],
  data_type: 'API',
  dataset_source_id: '0b6f7a52-2c3e-4f59-9d7e-5d2f0d3f1a11',
  pricing_model: 'SUBSCRIPTION',
  unit: 'MONTH',
  price: '2.500.000',
  monthly_quota: '10000',
  delivery_method: 'API',
})

describe('product form values', () => {
  it('lets a draft through with a name only, but not publishing', () => {
    const values = { ...initialProductValues(), name: 'Weather' }
    expect(shapeIssues(values)).toEqual({})
    expect(publishIssues(values, { hasAgreement: false })).toMatchObject({
      description: 'Description can not be empty',
      dataset_source_id: 'Dataset source can not be empty',
    })
  })

  it('reads a dotted rupiah price and is ready to publish', () => {
    expect(publishIssues(complete(), { hasAgreement: false })).toEqual({})
  })

  it('asks for an agreement when the standard one is switched off', () => {
    const values = { ...complete(), is_default_data_access_agreement: false }
    expect(publishIssues(values, { hasAgreement: false }).data_access_agreement).toBe(
      'Data access agreement can not be empty',
    )
    expect(publishIssues(values, { hasAgreement: true }).data_access_agreement).toBeUndefined()
  })

  it('refuses a sample that is neither CSV nor JSON before sending it', () => {
    const values = { ...complete(), sample_file: new File(['x'], 'sample.xlsx') }
    expect(shapeIssues(values).sample_file).toBe('Sample file must have a valid file type')
  })

  it('sends categories and factsheets as repeated fields and names the product on update', () => {
    const values = {
      ...complete(),
      category: ['WEATHER_CLIMATE', 'GEOSPATIAL'],
      product_fact_sheet_list: [new File(['%PDF-'], 'a.pdf'), new File(['%PDF-'], 'b.pdf')],
      removed_factsheet_ids: ['old-sheet'],
    }
    const form = toProductFormData(values, 'product-1')
    expect(form.get('id')).toBe('product-1')
    expect(form.getAll('category')).toEqual(['WEATHER_CLIMATE', 'GEOSPATIAL'])
    expect(form.getAll('product_fact_sheet_list')).toHaveLength(2)
    expect(form.getAll('removed_factsheet_ids')).toEqual(['old-sheet'])
    expect(form.get('is_private')).toBe('false')
  })
})
