import { and, eq, isNull } from 'drizzle-orm'
import { expect } from 'vitest'
import { datasetFileVersions } from '../../../db/schema'
import { freshen } from '../../../../test/test-app'
import { fileVersionParquetQueue } from '../../data/parquet'
import { openDeliverySuite } from '../delivery/delivery.test-helpers'

export const visitsCsv =
  'outlet_id,name,district,visits\nO-1,Warung Ani,Menteng,120\nO-2,Toko Budi,Tebet,75\nO-3,Apotek Citra,Gambir,9\n'

export const profileUrl = (transactionNo: string) =>
  `/api/transaction/consumer/purchased/delta-sharing-profile/${transactionNo}`
export const tokensUrl = '/api/transaction/consumer/purchased/delta-sharing-tokens'

/**
 * The delivery suite (datasets made through the API, file products, purchases) with what Delta Sharing
 * adds: each published version's Parquet copy and the consumer's profiles.
 */
export async function openDeltaSharingSuite() {
  const suite = await openDeliverySuite()
  await freshen(suite.app, suite.people.consumerOwner)
  await freshen(suite.app, suite.people.consumerAdmin)
  await freshen(suite.app, suite.people.consumerMember)

  /** Runs the conversion jobs publishing queued: every published version gets its Parquet copy. */
  async function convertToParquet() {
    await suite.app.jobs.drain([fileVersionParquetQueue])
    const pending = await suite.db
      .select({ id: datasetFileVersions.id })
      .from(datasetFileVersions)
      .where(and(eq(datasetFileVersions.status, 'PUBLISHED'), isNull(datasetFileVersions.parquetKey)))
    expect(pending).toEqual([])
  }

  /** The profile the purchase page downloads, made by the consumer's owner. */
  async function profileFor(transactionNo: string, headers = suite.people.consumerOwner) {
    const response = await suite.send('POST', profileUrl(transactionNo), headers)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as {
      shareCredentialsVersion: number
      endpoint: string
      bearerToken: string
      expirationTime: string
    }
  }

  /** A file product on a new dataset and the consumer's purchase of it, with its Parquet in place. */
  async function purchasedTable(
    name: string,
    pricingModel: 'ONE_TIME' | 'SUBSCRIPTION' = 'SUBSCRIPTION',
    csv = visitsCsv,
  ) {
    const datasetId = await suite.addFileDataset(`${name} data`, csv, 'visits.csv')
    const productId = await suite.publishFileProduct(datasetId, name, 'DOWNLOAD', pricingModel)
    const transactionNo = await suite.purchase(productId, name, { deliveryMethod: 'DOWNLOAD', pricingModel })
    await convertToParquet()
    return { datasetId, productId, transactionNo }
  }

  return { ...suite, convertToParquet, profileFor, purchasedTable }
}

export type DeltaSharingSuite = Awaited<ReturnType<typeof openDeltaSharingSuite>>
