import { createHash } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { parquetWriteBuffer } from 'hyparquet-writer'
import { expect } from 'vitest'
import { datasetFileVersions } from '../../../db/schema'
import { freshen } from '../../../../test/test-app'
import { createFileStorage } from '../../../lib/create-file-storage'
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
  const files = createFileStorage(suite.config)
  await freshen(suite.app, suite.people.consumerOwner)
  await freshen(suite.app, suite.people.consumerAdmin)
  await freshen(suite.app, suite.people.consumerMember)

  /**
   * Keeps every published version without one as Parquet, typed from its data structure (integers as
   * INT64, the rest as text), in the shape the conversion job leaves: key, size, SHA-256 and schema.
   */
  async function convertToParquet() {
    const pending = await suite.db
      .select()
      .from(datasetFileVersions)
      .where(and(eq(datasetFileVersions.status, 'PUBLISHED'), isNull(datasetFileVersions.parquetKey)))
    for (const version of pending) {
      const opened = await files.open(version.fileKey)
      const chunks: Buffer[] = []
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer)
      const [header, ...rows] = Buffer.concat(chunks)
        .toString('utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(','))
      const columns = version.dataStructure.map((column, index) => {
        const isInteger = column.type === 'INTEGER'
        const data = rows.map((row) => (isInteger ? BigInt(row[index]!) : row[index]!))
        return { name: header![index]!, data, type: isInteger ? ('INT64' as const) : ('STRING' as const) }
      })
      const bytes = Buffer.from(parquetWriteBuffer({ columnData: columns }))
      const key = `parquet/${version.id}.parquet`
      await files.put(key, bytes)
      await suite.db
        .update(datasetFileVersions)
        .set({
          parquetKey: key,
          parquetSize: bytes.length,
          parquetSha256: createHash('sha256').update(bytes).digest('hex'),
          parquetSchema: JSON.stringify({
            type: 'struct',
            fields: version.dataStructure.map((column) => ({
              name: column.name,
              type: column.type === 'INTEGER' ? 'long' : 'string',
              nullable: true,
              metadata: {},
            })),
          }),
        })
        .where(eq(datasetFileVersions.id, version.id))
    }
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

  return { ...suite, files, convertToParquet, profileFor, purchasedTable }
}

export type DeltaSharingSuite = Awaited<ReturnType<typeof openDeltaSharingSuite>>
