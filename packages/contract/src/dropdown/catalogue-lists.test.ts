import { describe, expect, it } from 'vitest'
import { dataTypes, deliveryMethods, pricingModels, units } from '../common/enums'
import {
  deliveryMethodsByDataType,
  isCoherentOffer,
  pricingModelsByDataType,
  unitsByPricingModel,
} from './catalogue-lists'
import { apiSettingProblems, apiSettingBody, maskSecret } from '../data/api-settings.schemas'

describe('offer rules', () => {
  it('let every pricing model, unit and delivery method be reached from some data type', () => {
    const reachablePricing = new Set(dataTypes.flatMap((type) => pricingModelsByDataType[type]))
    expect([...reachablePricing].sort()).toEqual([...pricingModels].sort())
    const reachableUnits = new Set(pricingModels.flatMap((model) => unitsByPricingModel[model]))
    expect([...reachableUnits].sort()).toEqual([...units].sort())
    const reachableDelivery = new Set(dataTypes.flatMap((type) => deliveryMethodsByDataType[type]))
    expect([...reachableDelivery].sort()).toEqual([...deliveryMethods].sort())
  })

  it('accept the offers docs/product.md describes and refuse mixed-up ones', () => {
    expect(
      isCoherentOffer({
        data_type: 'API',
        pricing_model: 'PAY_PER_CALL',
        unit: 'CALL',
        delivery_method: 'API',
      }),
    ).toBe(true)
    expect(
      isCoherentOffer({
        data_type: 'FILE',
        pricing_model: 'SUBSCRIPTION',
        unit: 'YEAR',
        delivery_method: 'CLOUD_STORAGE',
      }),
    ).toBe(true)
    expect(
      isCoherentOffer({
        data_type: 'FILE',
        pricing_model: 'ONE_TIME',
        unit: 'FILE',
        delivery_method: 'DOWNLOAD',
      }),
    ).toBe(true)
    expect(
      isCoherentOffer({
        data_type: 'SECRET_SHARE',
        pricing_model: 'PAY_PER_QUERY',
        unit: 'QUERY',
        delivery_method: 'QUERY',
      }),
    ).toBe(true)
    expect(
      isCoherentOffer({ data_type: 'API', pricing_model: 'ONE_TIME', unit: 'FILE', delivery_method: 'API' }),
    ).toBe(false)
    expect(
      isCoherentOffer({
        data_type: 'FILE',
        pricing_model: 'SUBSCRIPTION',
        unit: 'CALL',
        delivery_method: 'DOWNLOAD',
      }),
    ).toBe(false)
    expect(
      isCoherentOffer({ data_type: 'FILE', pricing_model: 'ONE_TIME', unit: 'FILE', delivery_method: 'API' }),
    ).toBe(false)
  })
})

describe('API setting form rules', () => {
  const body = (input: unknown) => apiSettingBody.parse(input)

  it('need only a name for a draft', () => {
    expect(
      apiSettingProblems(body({ name: 'Draft', auth_type: 'BASIC' }), {
        isDraft: true,
        hasStoredSecret: false,
      }),
    ).toEqual({})
  })

  it('need the credentials of the auth type otherwise, except a stored secret', () => {
    const basic = body({ name: 'B', auth_type: 'BASIC', auth_config: { username: 'u' } })
    expect(apiSettingProblems(basic, { isDraft: false, hasStoredSecret: false })).toEqual({
      'auth_config.password': 'Password can not be empty',
    })
    expect(apiSettingProblems(basic, { isDraft: false, hasStoredSecret: true })).toEqual({})
  })

  it('mask all but the last four characters of a long secret', () => {
    expect(maskSecret('abcdefghijkl1234')).toBe('••••1234')
    expect(maskSecret('short')).toBe('••••••••')
  })
})
