import { describe, expect, it } from 'vitest'
import { todayInJakarta } from '@lumbung/contract'
import {
  answerFormErrors,
  emptyRecommendationValues,
  recommendationFormErrors,
  regionText,
  toRecommendationBody,
  withArea,
} from './recommendations-form-values'

const filled = {
  ...emptyRecommendationValues,
  data_needed: 'Monthly foot traffic per mall',
  purpose: 'Choosing where to open outlets',
  industry: 'WHOLESALE_RETAIL',
}

describe('withArea', () => {
  it('clears the district and sub-district when the province changes', () => {
    const chosen = { ...filled, province_code: '31', district_code: '31.01', subdistrict_code: '31.01.01' }
    expect(withArea(chosen, 'province_code', '32')).toMatchObject({
      province_code: '32',
      district_code: '',
      subdistrict_code: '',
    })
    expect(withArea(chosen, 'district_code', '31.71')).toMatchObject({
      province_code: '31',
      district_code: '31.71',
      subdistrict_code: '',
    })
    expect(withArea(chosen, 'subdistrict_code', null).subdistrict_code).toBe('')
  })
})

describe('toRecommendationBody', () => {
  it('leaves blank optional fields out and reads the budget as whole rupiah', () => {
    expect(toRecommendationBody({ ...filled, budget: '25.000.000' })).toEqual({
      ...filled,
      province_code: undefined,
      district_code: undefined,
      subdistrict_code: undefined,
      budget: 25_000_000,
      needed_by: undefined,
    })
  })
})

describe('recommendationFormErrors', () => {
  it('accepts a filled form with nothing optional', () => {
    expect(recommendationFormErrors(filled)).toEqual({})
  })

  it('gives the validation messages the server gives', () => {
    expect(recommendationFormErrors({ ...emptyRecommendationValues, budget: 'many' })).toEqual({
      data_needed: 'Data needed can not be empty',
      purpose: 'Purpose can not be empty',
      industry: 'Industry can not be empty',
      budget: 'Budget must be number',
    })
  })

  it('refuses a needed-by date before today and accepts today', () => {
    expect(recommendationFormErrors({ ...filled, needed_by: '2020-01-01' })).toEqual({
      needed_by: 'Needed by can not be in the past',
    })
    expect(recommendationFormErrors({ ...filled, needed_by: todayInJakarta() })).toEqual({})
  })

  it('asks for the province when only a district is given', () => {
    expect(recommendationFormErrors({ ...filled, district_code: '31.01' })).toEqual({
      province_code: 'Province can not be empty',
    })
  })
})

describe('regionText', () => {
  it('reads from the smallest area up, or says anywhere', () => {
    expect(
      regionText({ province_name: 'DKI Jakarta', district_name: 'Jakarta Pusat', subdistrict_name: null }),
    ).toBe('Jakarta Pusat, DKI Jakarta')
    expect(regionText({ province_name: null, district_name: null, subdistrict_name: null })).toBe(
      'Anywhere in Indonesia',
    )
  })
})

describe('answerFormErrors', () => {
  it('asks for a product and a message of at least 10 characters', () => {
    expect(answerFormErrors({ product_id: '', message: 'Hi' })).toEqual({
      product_id: 'Product can not be empty',
      message: 'Message may not be less than 10 characters',
    })
    expect(
      answerFormErrors({
        product_id: '5b1f8a52-7a3e-4f0e-9d7c-2f0b5a1c9e11',
        message: 'Our data covers every mall in Jakarta',
      }),
    ).toEqual({})
  })
})
