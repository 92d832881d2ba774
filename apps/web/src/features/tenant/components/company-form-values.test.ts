import { describe, expect, it } from 'vitest'
import { monogramOf, withArea, type CompanyFormValues } from './company-form-values'

const values: CompanyFormValues = {
  legal_name: 'PT Data Nusantara',
  brand_name: 'Data Nusantara',
  industry: 'INFORMATION_TECHNOLOGY',
  company_size: 'SIZE_51_200',
  address: 'Jl. Gatot Subroto No. 38',
  province_code: '31',
  district_code: '31.74',
  subdistrict_code: '31.74.07',
  phone_number: '2155512345',
  website: '',
  short_description: '',
  description: '',
  npwp: '01.765.432.1-428.000',
  npwp_address: '',
}

describe('cascading area choice', () => {
  it('empties district and sub-district when the province changes', () => {
    expect(withArea(values, 'province_code', '32')).toMatchObject({
      province_code: '32',
      district_code: '',
      subdistrict_code: '',
    })
  })

  it('empties only the sub-district when the district changes', () => {
    expect(withArea(values, 'district_code', '31.71')).toMatchObject({
      province_code: '31',
      district_code: '31.71',
      subdistrict_code: '',
    })
  })

  it('keeps everything when the same area is picked again', () => {
    expect(withArea(values, 'province_code', '31')).toBe(values)
  })
})

describe('company monogram', () => {
  it('skips the legal form and takes two initials', () => {
    expect(monogramOf('PT Data Nusantara')).toBe('DN')
    expect(monogramOf('Konsumen')).toBe('K')
  })
})
