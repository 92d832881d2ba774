import { Readable } from 'node:stream'
import { and, count, eq } from 'drizzle-orm'
import { dataAssets } from '../db/schema'
import { dataAssetIngestQueue } from '../modules/data/data-assets'
import { actorOf } from './demo-catalogue'
import { borrowersCsv } from './demo-catalogue-files'
import { demoServices, type DemoSeedContext } from './demo-services'

/** PT Konsumen Maju's own list of identifiers, which the demo purchases are tried with. */
export const demoBorrowerList = {
  name: 'Borrower NIK list',
  fileName: 'borrower-nik-list.csv',
  description:
    'NIK, name and mobile number of our borrowers: for secret-share queries, the fit test and NIK–phone enrichment.',
}

/** PT Konsumen Maju's folder on the server, where cloud delivery can put purchased files. */
export const demoDeliveryFolder = { name: 'Local delivery folder', folder: 'deliveries' }

/**
 * What PT Konsumen Maju brings of its own to try its purchases with, added through the same services
 * the screens call: a READY data asset of its borrowers (most of them card holders of the
 * customer-spending dataset) and, where the server allows local folders (the embedded database), a
 * connected LOCAL storage setting to deliver files to. Skipped when the company has data assets already.
 */
export async function seedDemoConsumerData(context: DemoSeedContext): Promise<'seeded' | 'skipped'> {
  const { db, config } = context
  const owner = await actorOf(db, 'owner@consumer.test')
  if (!owner) return 'skipped'
  const [existing] = await db
    .select({ total: count() })
    .from(dataAssets)
    .where(and(eq(dataAssets.tenantId, owner.tenantId), eq(dataAssets.userType, 'consumer')))
  if ((existing?.total ?? 0) > 0) return 'skipped'

  const services = demoServices(context)
  await services.dataAssets.service.add(owner, 'consumer', {
    kind: 'upload',
    receive: async () => ({
      fields: { name: demoBorrowerList.name, description: demoBorrowerList.description },
      fileName: demoBorrowerList.fileName,
      stream: Readable.from([Buffer.from(borrowersCsv())]),
    }),
  })
  // Read now rather than by the server's queue, so the list is ready from the first screen.
  await services.platform.jobs.drain([dataAssetIngestQueue])
  if (config.allowLocalStorage) {
    await services.storageSettings.add(owner, 'consumer', {
      name: demoDeliveryFolder.name,
      cloud_provider: 'LOCAL',
      storage_config: { folder: demoDeliveryFolder.folder },
    })
  }
  return 'seeded'
}
