import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Actor } from '../lib/access'
import { createAudit } from '../lib/audit'
import type { FileStorage } from '../lib/file-storage'
import { demoUpstreamBaseUrl } from '../lib/outbound-http'
import type { ModuleContext } from '../modules/context'
import { createApiSettingsServices } from '../modules/data/api-settings'
import { createDatasetServices } from '../modules/data/datasets'
import type { DatasetUpload } from '../modules/data/datasets/dataset-upload'
import { createProductsServices } from '../modules/data/products'
import type { ProductForm, ProductUpload } from '../modules/data/products/product-form'
import { dailyWeather, demoCities, matchNikPhone } from '../modules/demo-upstream/demo-upstream.service'
import type { Database } from './database'
import { products, tenants, users } from './schema'
import {
  coverPng,
  customerSpendingCsv,
  headOf,
  retailOutletsCsv,
  ricePricesCsv,
} from './seed-catalogue-files'

export interface CatalogueSeedContext {
  db: Database
  config: Config
  files: FileStorage
}

const json = (value: unknown) => JSON.stringify(value, null, 2)

async function actorOf(db: Database, email: string): Promise<Actor | undefined> {
  const [row] = await db
    .select({ user: users, tenant: tenants })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, email))
    .limit(1)
  if (!row) return undefined
  return {
    userId: row.user.id,
    tenantId: row.tenant.id,
    sessionId: randomUUID(),
    role: row.user.applicationRole,
    isOperator: row.user.isOperator,
    isConsumer: row.tenant.isConsumer,
    isProvider: row.tenant.isProvider,
    isUserVerified: true,
    isCompanyVerified: row.tenant.verificationStatus === 'VERIFIED',
    email: row.user.email,
    fullName: row.user.fullName,
    freshUntil: null,
  }
}

const image = (name: string, bytes: Buffer): ProductUpload => ({
  field: 'product_image',
  originalName: name,
  kind: 'image/png',
  extension: 'png',
  bytes,
})
const sample = (name: string, text: string): ProductUpload => ({
  field: 'sample_file',
  originalName: name,
  kind: 'text/csv',
  extension: 'csv',
  bytes: Buffer.from(text),
})

/**
 * PT Data Nusantara's demo catalogue, built through the same services the screens call: an API setting
 * for the built-in demo upstream, three API datasets on it, two file datasets and a secret-share
 * dataset of generated CSV, and products covering every pricing model (one a private offer to
 * PT Konsumen Maju), plus a draft and an archived one. Skipped when the company has products already.
 */
export async function seedDemoCatalogue({
  db,
  config,
  files,
}: CatalogueSeedContext): Promise<'seeded' | 'skipped'> {
  const owner = await actorOf(db, 'owner@provider.test')
  const consumer = await actorOf(db, 'owner@consumer.test')
  if (!owner || !consumer) return 'skipped'
  const [existing] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.tenantId, owner.tenantId))
  if ((existing?.total ?? 0) > 0) return 'skipped'

  const audit = createAudit(db)
  // The dataset services read only the config, database and files of the module context.
  const context = { config, db, files, audit } as unknown as ModuleContext
  const apiSettings = createApiSettingsServices({ db, audit, config })
  const { datasets, fileDatasets, secretShareDatasets } = createDatasetServices(context)
  const { service: productService } = createProductsServices({ db, audit, files, config })

  const setting = await apiSettings.add(
    owner,
    {
      name: 'Data Nusantara demo gateway',
      description: 'The demo upstream the server runs in demo mode; it wants its key in X-API-Key.',
      status: 'ACTIVE',
      auth_type: 'API_KEY',
      auth_config: { header_name: 'X-API-Key', key: config.demoUpstream.apiKey },
    },
    false,
  )
  const baseUrl = demoUpstreamBaseUrl(config.port)
  const common = {
    base_url: baseUrl,
    api_setting_id: setting.id,
    headers: [],
    operational_hour_from: '00:00',
    operational_hour_to: '23:59',
  }

  const nikPhone = await datasets.addApi(
    owner,
    {
      ...common,
      name: 'NIK–phone match',
      short_description: 'Whether a mobile number is registered to the holder of a NIK',
      description:
        'Checks a 16-digit NIK against an Indonesian mobile number using operator registration data. Answers a match flag and a confidence score; no personal data is returned.',
      tag: ['NIK', 'PHONE', 'REAL_TIME'],
      path: '/identity/nik-phone-match',
      method: 'POST',
      request_params: [
        {
          name: 'nik',
          type: 'STRING',
          is_required: true,
          location: 'BODY',
          description: '16-digit national identity number',
        },
        {
          name: 'phone',
          type: 'STRING',
          is_required: true,
          location: 'BODY',
          description: 'Mobile number, 08… or +628…',
        },
      ],
      response_sample: json(matchNikPhone('3171012345670001', '6281234567890')),
      response_time: 'UNDER_500_MS',
    },
    false,
  )
  const jakarta = demoCities.find((city) => city.name.includes('Jakarta')) ?? demoCities[0]!
  const weather = await datasets.addApi(
    owner,
    {
      ...common,
      name: 'Daily city weather',
      short_description: 'Daily temperature, rain and humidity for major Indonesian cities',
      description:
        'One record per city and day: minimum and maximum temperature, rainfall, humidity and conditions, for planning logistics, agriculture and retail.',
      tag: ['WEATHER', 'CITY', 'DAILY'],
      path: '/weather/daily',
      method: 'GET',
      request_params: [
        {
          name: 'city',
          type: 'STRING',
          is_required: true,
          location: 'QUERY',
          description: 'City name, such as Jakarta or Surabaya',
        },
        {
          name: 'date',
          type: 'DATE',
          is_required: false,
          location: 'QUERY',
          description: 'YYYY-MM-DD; today in Jakarta when left out',
        },
      ],
      response_sample: json(dailyWeather(jakarta, '2026-01-15')),
      response_time: 'UNDER_100_MS',
    },
    false,
  )
  const postal = await datasets.addApi(
    owner,
    {
      ...common,
      name: 'Postal code look-up',
      short_description: 'The province, regency and sub-district of an Indonesian postal code',
      description:
        'Resolves a five-digit postal code to its administrative area, to clean and enrich address data.',
      tag: ['POSTAL_CODE', 'ADDRESS', 'PROVINCE'],
      path: '/postal-code',
      method: 'GET',
      request_params: [
        {
          name: 'postal_code',
          type: 'STRING',
          is_required: true,
          location: 'QUERY',
          description: 'Five-digit postal code',
        },
      ],
      response_sample: json({
        postal_code: '12190',
        province: 'DKI Jakarta',
        district: 'Kota Jakarta Selatan',
        subdistrict: 'Kebayoran Baru',
      }),
      response_time: 'UNDER_100_MS',
    },
    false,
  )

  const uploadOf =
    (name: string, text: string, fields: Record<string, string>) =>
    async (keyOf: (fileType: 'CSV') => string): Promise<DatasetUpload> => {
      const key = keyOf('CSV')
      const { size } = await files.put(key, Buffer.from(text))
      return { fields, file: { key, name, fileType: 'CSV', size } }
    }
  const outletsCsv = retailOutletsCsv()
  const outlets = await fileDatasets.add(
    owner,
    uploadOf('retail-outlets-jabodetabek.csv', outletsCsv, {
      name: 'Retail outlets in Jabodetabek',
      short_description: 'Location, category and revenue band of 1,200 outlets',
      description:
        'A census of minimarkets, warungs, pharmacies, coffee shops and repair shops across Jabodetabek, with coordinates and estimated monthly revenue.',
      tag: 'CITY,HISTORICAL',
      file_type: 'CSV',
      delimiter: 'COMMA',
    }),
    false,
  )
  const riceCsv = ricePricesCsv()
  const rice = await fileDatasets.add(
    owner,
    uploadOf('rice-prices-by-province.csv', riceCsv, {
      name: 'Rice prices by province',
      short_description: 'Monthly retail rice prices per province and quality, 2024–2025',
      description:
        'Average retail price per kilogram for medium, premium and pera rice in 20 provinces, from market surveys.',
      tag: 'PROVINCE,MONTHLY',
      file_type: 'CSV',
      delimiter: 'COMMA',
    }),
    false,
  )
  const spending = await secretShareDatasets.add(
    owner,
    uploadOf('customer-spending.csv', customerSpendingCsv(), {
      name: 'Customer card spending',
      short_description: 'Monthly card spending by customer, queried without revealing a row',
      description:
        'Card spending and transaction counts per customer. Consumers match their own NIK list and get counts, sums and averages by city or age band.',
      tag: 'NIK,TRANSACTION,MONTHLY',
      delimiter: 'COMMA',
      columns: JSON.stringify([
        { name: 'customer_nik', role: 'IDENTIFIER', scale: 0 },
        { name: 'city', role: 'DIMENSION', scale: 0 },
        { name: 'age_band', role: 'DIMENSION', scale: 0 },
        { name: 'monthly_spend_idr', role: 'MEASURE', scale: 0 },
        { name: 'transactions', role: 'MEASURE', scale: 0 },
      ]),
    }),
    false,
  )

  const addProduct = (
    fields: Record<string, string | string[]>,
    isDraft: boolean,
    extra: Partial<ProductForm> = {},
  ) => productService.add(owner, async () => ({ fields, factsheets: [], ...extra }), isDraft)
  const standard = { is_default_data_access_agreement: 'true' }

  await addProduct(
    {
      ...standard,
      name: 'NIK–Phone Match API',
      short_description: 'Verify that a phone number belongs to the NIK holder, in real time',
      description:
        'For onboarding and fraud checks: send a NIK and a mobile number and get a match flag with a confidence score. Billed per successful call.',
      category: ['IDENTITY_VERIFICATION', 'TELECOMMUNICATION'],
      data_type: 'API',
      dataset_source_id: nikPhone.id,
      pricing_model: 'PAY_PER_CALL',
      unit: 'CALL',
      price: '1500',
      delivery_method: 'API',
      is_sensitive: 'true',
      is_consent: 'true',
      is_masked: 'true',
    },
    false,
    { image: image('nik-phone.png', coverPng([13, 148, 136], [30, 64, 175])) },
  )
  await addProduct(
    {
      ...standard,
      name: 'Daily City Weather API',
      short_description: 'Daily weather for major Indonesian cities, by subscription',
      description:
        'Temperature, rainfall and humidity per city and day. The subscription includes 50,000 successful calls a month.',
      category: ['WEATHER_CLIMATE', 'GEOSPATIAL'],
      data_type: 'API',
      dataset_source_id: weather.id,
      pricing_model: 'SUBSCRIPTION',
      unit: 'MONTH',
      price: '2500000',
      monthly_quota: '50000',
      delivery_method: 'API',
    },
    false,
    { image: image('weather.png', coverPng([56, 189, 248], [37, 99, 235])) },
  )
  await addProduct(
    {
      ...standard,
      name: 'Postal Code Look-up for Konsumen Maju',
      short_description: 'Address enrichment priced for PT Konsumen Maju',
      description:
        'A private offer: resolve postal codes to province, regency and sub-district at a negotiated price per call.',
      category: ['GEOSPATIAL'],
      data_type: 'API',
      dataset_source_id: postal.id,
      pricing_model: 'PAY_PER_CALL',
      unit: 'CALL',
      price: '250',
      delivery_method: 'API',
      is_private: 'true',
      consumer_id: consumer.tenantId,
    },
    false,
    { image: image('postal.png', coverPng([251, 191, 36], [234, 88, 12])) },
  )
  await addProduct(
    {
      ...standard,
      name: 'Retail Outlet Census Jabodetabek',
      short_description: '1,200 outlets with coordinates, category and revenue',
      description:
        'A one-time file for distribution and site planning: every outlet with its district, coordinates, category and estimated monthly revenue.',
      category: ['RETAIL', 'GEOSPATIAL'],
      data_type: 'FILE',
      dataset_source_id: outlets.id,
      pricing_model: 'ONE_TIME',
      unit: 'FILE',
      price: '15000000',
      delivery_method: 'DOWNLOAD',
    },
    false,
    {
      image: image('outlets.png', coverPng([244, 114, 182], [147, 51, 234])),
      sample: sample('retail-outlets-sample.csv', headOf(outletsCsv)),
    },
  )
  await addProduct(
    {
      ...standard,
      name: 'Rice Prices by Province',
      short_description: 'Monthly rice prices for 20 provinces, delivered to your bucket',
      description: 'A yearly subscription: each month the updated file is delivered to your cloud storage.',
      category: ['AGRICULTURE', 'FINANCIAL'],
      data_type: 'FILE',
      dataset_source_id: rice.id,
      pricing_model: 'SUBSCRIPTION',
      unit: 'YEAR',
      price: '24000000',
      delivery_method: 'CLOUD_STORAGE',
    },
    false,
    {
      image: image('rice.png', coverPng([163, 230, 53], [21, 128, 61])),
      sample: sample('rice-prices-sample.csv', headOf(riceCsv)),
    },
  )
  await addProduct(
    {
      ...standard,
      name: 'Customer Spending Insights',
      short_description: 'Match your customers and learn their spending, without seeing a row',
      description:
        'Privacy-preserving queries over card spending: match counts, sums and averages by city or age band, with small groups suppressed.',
      category: ['FINANCIAL', 'CONSUMER_BEHAVIOUR'],
      data_type: 'SECRET_SHARE',
      dataset_source_id: spending.id,
      pricing_model: 'PAY_PER_QUERY',
      unit: 'QUERY',
      price: '75000',
      delivery_method: 'QUERY',
      is_sensitive: 'true',
      is_consent: 'true',
    },
    false,
    { image: image('spending.png', coverPng([99, 102, 241], [15, 23, 42])) },
  )
  await addProduct(
    {
      name: 'Postal Code Bulk File',
      short_description: 'Every postal code with its administrative area, as one file',
      category: ['GEOSPATIAL'],
      data_type: 'API',
      dataset_source_id: postal.id,
    },
    true,
  )
  const archived = await addProduct(
    {
      ...standard,
      name: 'Weather Archive 2025',
      short_description: 'Last year’s daily weather, retired in favour of the live API',
      description: 'Daily weather per city for 2025. Archived: the Daily City Weather API now covers it.',
      category: ['WEATHER_CLIMATE'],
      data_type: 'API',
      dataset_source_id: weather.id,
      pricing_model: 'PAY_PER_CALL',
      unit: 'CALL',
      price: '500',
      delivery_method: 'API',
    },
    false,
  )
  await productService.archive(owner, archived.id, 'API')
  return 'seeded'
}
