import { createHash, randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { products, tenants, users } from '../db/schema'
import type { Actor } from '../lib/access'
import type { DatasetUpload } from '../modules/data/datasets'
import { fileVersionParquetQueue } from '../modules/data/parquet'
import { dailyWeather, demoCities, demoUpstreamBaseUrl, matchNikPhone } from '../modules/demo-upstream'
import { customerSpendingCsv, headOf, retailOutletsCsv, ricePricesCsv } from './demo-catalogue-files'
import { seedDemoProducts } from './demo-catalogue-products'
import { demoServices, type DemoSeedContext } from './demo-services'

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** The actor a signed-in request of this demo user would carry; the demo seeds act through the services. */
export async function actorOf(db: Database, email: string): Promise<Actor | undefined> {
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

/**
 * PT Data Nusantara's demo catalogue, built through the same services the screens call: an API setting
 * for the built-in demo upstream, three API datasets on it, two file datasets and a secret-share
 * dataset of generated CSV, and products covering every pricing model (one a private offer to
 * PT Konsumen Maju), plus a draft and an archived one. Skipped when the company has products already.
 */
export async function seedDemoCatalogue(context: DemoSeedContext): Promise<'seeded' | 'skipped'> {
  const { db, config } = context
  const owner = await actorOf(db, 'owner@provider.test')
  const consumer = await actorOf(db, 'owner@consumer.test')
  if (!owner || !consumer) return 'skipped'
  const [existing] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.tenantId, owner.tenantId))
  if ((existing?.total ?? 0) > 0) return 'skipped'

  const services = demoServices(context)
  const { apiSettings } = services
  const { datasets, fileDatasets, secretShareDatasets } = services.datasets
  const productService = services.products.service
  const { files } = services.platform

  const baseUrl = demoUpstreamBaseUrl(config.port)
  const setting = await apiSettings.add(
    owner,
    {
      name: 'Data Nusantara demo gateway',
      base_url: baseUrl,
      description: 'The demo upstream the server runs in demo mode; it wants its key in X-API-Key.',
      status: 'ACTIVE',
      auth_type: 'API_KEY',
      auth_config: { header_name: 'X-API-Key', key: config.demoUpstream.apiKey },
    },
    false,
  )
  // The setting holds the address; each dataset holds its path.
  const common = {
    base_url: null,
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
          example: '3171012345670001',
        },
        {
          name: 'phone',
          type: 'STRING',
          is_required: true,
          location: 'BODY',
          description: 'Mobile number, 08… or +628…',
          example: '081234567890',
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
          example: 'Jakarta',
        },
        {
          name: 'date',
          type: 'DATE',
          is_required: false,
          location: 'QUERY',
          description: 'YYYY-MM-DD; today in Jakarta when left out',
          example: '2026-01-15',
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
          example: '12110',
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
      const bytes = Buffer.from(text)
      const { size } = await files.put(key, bytes)
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      return { fields, file: { key, name, fileType: 'CSV', size, sha256 } }
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
        // The provider's clipping bounds, from what a month's card spending can sensibly be, not from the
        // file: spend up to Rp 25 million, up to 100 transactions (docs/decisions/0064).
        { name: 'monthly_spend_idr', role: 'MEASURE', scale: 0, lower_bound: '0', upper_bound: '25000000' },
        { name: 'transactions', role: 'MEASURE', scale: 0, lower_bound: '0', upper_bound: '100' },
      ]),
    }),
    false,
  )

  await seedDemoProducts(productService, owner, {
    consumerTenantId: consumer.tenantId,
    nikPhone: nikPhone.id,
    weather: weather.id,
    postal: postal.id,
    outlets: outlets.id,
    rice: rice.id,
    spending: spending.id,
    outletsSample: headOf(outletsCsv),
    riceSample: headOf(riceCsv),
  })
  // Converted now rather than by the server's queue, so the demo files are in Parquet from the start.
  await services.platform.jobs.drain([fileVersionParquetQueue])
  return 'seeded'
}
