import { eq } from 'drizzle-orm'
import { gatewayProductPath } from '@lumbung/contract'
import { expect } from 'vitest'
import {
  dataAssets,
  dataDeliveries,
  datasets,
  fileToApiJobs,
  jobs,
  products,
  usageRecords,
} from '../../src/db/schema'
import { demoPassword } from '../../src/seed'
import type { Cluster } from './cluster'
import {
  clientOf,
  customersCsv,
  eventually,
  fileProductParts,
  type Client,
  type demoParties,
  type Headers,
} from './fixtures'

export const csv = 'outlet_id,name\nO-1,Warung Ani\nO-2,Toko Budi\n'

/** The billing month (Asia/Jakarta, `YYYY-MM`) `count` months before the current one. */
export function monthsAgo(count: number): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000)
  const month = new Date(Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth() - count, 1))
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`
}

interface JourneyContext {
  cluster: Cluster
  web: Client
  people: Record<string, Headers>
  parties: Awaited<ReturnType<typeof demoParties>>
}

/** What the scenarios do through the load balancer, and what they read back from the database. */
export function createJourneys({ cluster, web, people, parties }: JourneyContext) {
  const direct = (name: string) => clientOf(cluster.instance(name).url)
  const jobsOf = (queue: string) => cluster.db.select().from(jobs).where(eq(jobs.queue, queue))
  const usageOf = (transactionRequestId: string) =>
    cluster.db.select().from(usageRecords).where(eq(usageRecords.transactionRequestId, transactionRequestId))

  async function uploadAsset(rows: number): Promise<string> {
    const added = await web.upload(
      '/api/data/consumer/data-assets/add',
      [
        { field: 'name', value: `Customers ${rows}` },
        {
          field: 'file',
          bytes: Buffer.from(customersCsv(rows)),
          filename: 'customers.csv',
          contentType: 'text/csv',
        },
      ],
      people['owner@consumer.test']!,
    )
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const id = (added.body.data as { id: string }).id
    await eventually(async () => {
      const [row] = await cluster.db.select().from(dataAssets).where(eq(dataAssets.id, id))
      return row?.status === 'READY' ? true : undefined
    }, 'the data asset to be read')
    return id
  }

  async function startFileToApi(transactionNo: string, assetId: string): Promise<string> {
    const plan = {
      transaction_no: transactionNo,
      data_asset_id: assetId,
      mapping: [
        { parameter: 'nik', column: 'customer_nik' },
        { parameter: 'phone', column: 'mobile' },
      ],
    }
    const owner = people['owner@consumer.test']
    const estimate = await web.send(
      'POST',
      '/api/transaction/consumer/data-delivery/estimate-file-to-api',
      owner,
      plan,
    )
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(200)
    const figures = estimate.body.data as { total_rows: number; amount: number }
    const answer = await web.send(
      'POST',
      '/api/transaction/consumer/data-delivery/proceed-file-to-api',
      owner,
      {
        ...plan,
        expected_rows: figures.total_rows,
        expected_amount: figures.amount,
      },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body.data as { job: { id: string } }).job.id
  }

  const fileToApiRun = async (id: string) =>
    (await cluster.db.select().from(fileToApiJobs).where(eq(fileToApiJobs.id, id)))[0]!

  async function fileDeliveryPurchase(name: string) {
    const dataset = await web.upload(
      '/api/data/provider/datasets/file/add?draft=false',
      [
        { field: 'name', value: name },
        { field: 'short_description', value: `${name}, delivered` },
        { field: 'description', value: `${name}, a file behind the load balancer` },
        { field: 'file_type', value: 'CSV' },
        { field: 'delimiter', value: 'COMMA' },
        { field: 'file', filename: 'outlets.csv', bytes: Buffer.from(csv) },
      ],
      people['admin@provider.test']!,
    )
    expect(dataset.status, JSON.stringify(dataset.body)).toBe(200)
    const datasetId = (dataset.body.data as { id: string }).id
    const download = await web.upload(
      '/api/data/provider/products/add?draft=false',
      fileProductParts(datasetId, `${name} download`, 'DOWNLOAD'),
      people['admin@provider.test']!,
    )
    const cloud = await web.upload(
      '/api/data/provider/products/add?draft=false',
      fileProductParts(datasetId, `${name} feed`, 'CLOUD_STORAGE'),
      people['admin@provider.test']!,
    )
    expect([download.status, cloud.status]).toEqual([200, 200])
    const purchaseOf = (productId: string, deliveryMethod: 'DOWNLOAD' | 'CLOUD_STORAGE') =>
      parties.purchase(productId, {
        deliveryMethod,
        dataType: 'FILE',
        pricingModel: 'SUBSCRIPTION',
        unit: 'MONTH',
        price: 2500000,
        periodCount: 1,
        periodStart: new Date(Date.now() - 86_400_000),
        periodEnd: new Date(Date.now() + 30 * 86_400_000),
      })
    return {
      download: await purchaseOf((download.body.data as { id: string }).id, 'DOWNLOAD'),
      cloud: await purchaseOf((cloud.body.data as { id: string }).id, 'CLOUD_STORAGE'),
    }
  }

  async function deliver(transactionNo: string, storageSettingId: string): Promise<string> {
    const answer = await web.send(
      'POST',
      '/api/transaction/consumer/data-delivery/proceed',
      people['admin@consumer.test'],
      { transaction_no: transactionNo, storage_setting_id: storageSettingId, path: '/landing/' },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body.data as { id: string }).id
  }
  const deliveryRow = async (id: string) =>
    (await cluster.db.select().from(dataDeliveries).where(eq(dataDeliveries.id, id)))[0]!

  /** Saves the NIK–phone product's dataset through the dataset form on `instance`, with `status`. */
  async function saveNikPhoneDataset(instance: string, productId: string, status: 'ACTIVE' | 'INACTIVE') {
    const [dataset] = await cluster.db
      .select({
        id: datasets.id,
        name: datasets.name,
        baseUrl: datasets.baseUrl,
        setting: datasets.apiSettingId,
      })
      .from(datasets)
      .innerJoin(products, eq(products.datasetId, datasets.id))
      .where(eq(products.id, productId))
    const body = (name: string) => ({
      name,
      type: 'STRING',
      is_required: true,
      location: 'BODY',
      description: null,
    })
    return direct(instance).send(
      'PUT',
      '/api/data/provider/datasets/api/update',
      people['admin@provider.test'],
      {
        id: dataset!.id,
        name: dataset!.name,
        base_url: dataset!.baseUrl,
        path: '/match',
        method: 'POST',
        request_params: [body('nik'), body('phone')],
        headers: [],
        api_setting_id: dataset!.setting,
        response_time: 'UNDER_500_MS',
        tag: [],
        description: 'Matches a NIK with a phone number',
        short_description: 'NIK match',
        status,
      },
    )
  }

  /**
   * The consumer's owner, on one instance: a fresh login, a new gateway key, and a request for the
   * product, still waiting for the provider.
   */
  async function keyAndRequest(instance: string, productId: string) {
    const client = direct(instance)
    const owner = (await client.signIn('owner@consumer.test')).headers
    const fresh = await client.send('POST', '/api/auth/fresh-login', owner, { password: demoPassword })
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200)
    const made = await client.send('POST', '/api/auth/tenant/api-keys', owner, {
      label: 'Approval across instances',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const requested = await client.send('POST', '/api/transaction/consumer/request/add', owner, {
      product_id: productId,
      purpose_of_usage: 'Verifying new customers during onboarding',
      is_data_access_agreement: true,
    })
    expect(requested.status, JSON.stringify(requested.body)).toBe(200)
    return {
      key: (made.body.data as { key: string }).key,
      transactionNo: (requested.body.data as { transaction_no: string }).transaction_no,
    }
  }

  /** One NIK–phone match call through one instance's gateway. */
  const callNikPhone = (instance: string, productId: string, key: string) =>
    direct(instance).send(
      'POST',
      gatewayProductPath(productId),
      { 'x-api-key': key },
      { nik: '3171000000000001', phone: '0812' },
    )

  return {
    direct,
    callNikPhone,
    keyAndRequest,
    saveNikPhoneDataset,
    jobsOf,
    usageOf,
    uploadAsset,
    startFileToApi,
    fileToApiRun,
    fileDeliveryPurchase,
    deliver,
    deliveryRow,
  }
}
