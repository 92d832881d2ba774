import { describe, expect, it } from 'vitest'
import {
  accountErrorMessages,
  accountMessages,
  apiSettingMessages,
  billingErrorMessages,
  billingMessages,
  dataDeliveryErrorMessages,
  dataDeliveryMessages,
  dashboardErrorMessages,
  dataAssetMessages,
  datasetErrorMessages,
  datasetMessages,
  fileToApiErrorMessages,
  fileToApiMessages,
  datasetVersionErrorMessages,
  datasetVersionMessages,
  marketplaceRequestBlockMessages,
  memberErrorMessages,
  memberMessages,
  operatorMessages,
  productErrorMessages,
  productMessages,
  recommendationMessages,
  secretShareErrorMessages,
  secretShareQueryMessages,
  storageSettingMessages,
  tenantMessages,
  transactionRequestMessages,
} from '../index'

// An area's success and refusal messages together: a toast must never read like another outcome.
const areas: Record<string, Record<string, string>[]> = {
  account: [accountMessages, accountErrorMessages],
  apiSettings: [apiSettingMessages],
  dashboard: [dashboardErrorMessages],
  billing: [billingMessages, billingErrorMessages],
  dataAssets: [dataAssetMessages],
  fileToApi: [fileToApiMessages, fileToApiErrorMessages],
  dataDelivery: [dataDeliveryMessages, dataDeliveryErrorMessages],
  datasets: [datasetMessages, datasetErrorMessages, datasetVersionMessages, datasetVersionErrorMessages],
  marketplace: [marketplaceRequestBlockMessages],
  members: [memberMessages, memberErrorMessages],
  operator: [operatorMessages],
  products: [productMessages, productErrorMessages],
  recommendations: [recommendationMessages],
  secretShareQueries: [secretShareQueryMessages, secretShareErrorMessages],
  storageSettings: [storageSettingMessages],
  tenant: [tenantMessages],
  transactionRequests: [transactionRequestMessages],
}

describe.each(Object.entries(areas))('the %s messages', (_area, maps) => {
  const texts = maps.flatMap((map) => Object.values(map))

  it('say something, with no stray white space', () => {
    for (const text of texts) {
      expect(text.trim()).not.toBe('')
      expect(text).toBe(text.trim())
    }
  })

  it('give each outcome its own text', () => {
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index)
    expect(repeated).toEqual([])
  })
})
