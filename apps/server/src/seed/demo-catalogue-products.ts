import type { Actor } from '../lib/access'
import type { ProductForm, ProductsService, ProductUpload } from '../modules/data/products'
import { coverPng } from './demo-catalogue-files'

/** The datasets and consumer the demo products are built on. */
export interface DemoProductSources {
  consumerTenantId: string
  nikPhone: string
  weather: string
  postal: string
  outlets: string
  rice: string
  spending: string
  outletsSample: string
  riceSample: string
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
 * Seven published products (every pricing model, one private offer, one approved automatically), a
 * draft and an archived one.
 */
export async function seedDemoProducts(
  productService: ProductsService,
  owner: Actor,
  ids: DemoProductSources,
) {
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
      dataset_source_id: ids.nikPhone,
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
      dataset_source_id: ids.weather,
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
      dataset_source_id: ids.postal,
      pricing_model: 'PAY_PER_CALL',
      unit: 'CALL',
      price: '250',
      delivery_method: 'API',
      is_private: 'true',
      consumer_id: ids.consumerTenantId,
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
      dataset_source_id: ids.outlets,
      pricing_model: 'ONE_TIME',
      unit: 'FILE',
      price: '15000000',
      delivery_method: 'DOWNLOAD',
    },
    false,
    {
      image: image('outlets.png', coverPng([244, 114, 182], [147, 51, 234])),
      sample: sample('retail-outlets-sample.csv', ids.outletsSample),
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
      dataset_source_id: ids.rice,
      pricing_model: 'SUBSCRIPTION',
      unit: 'YEAR',
      price: '24000000',
      delivery_method: 'CLOUD_STORAGE',
    },
    false,
    {
      image: image('rice.png', coverPng([163, 230, 53], [21, 128, 61])),
      sample: sample('rice-prices-sample.csv', ids.riceSample),
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
      dataset_source_id: ids.spending,
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
  // Approved at once for verified companies of the industries that check addresses (decision 0068): the
  // demo consumer has not bought it, so it shows the way from "Request" to the first call.
  await addProduct(
    {
      ...standard,
      name: 'Postal Code Check API',
      short_description: 'Province, regency and sub-district of any postal code; approved at once',
      description:
        'Check the postal code of an address as it is typed. Verified companies in banking, financial services, insurance, e-commerce and logistics are approved as soon as they ask. Billed per successful call.',
      category: ['GEOSPATIAL'],
      data_type: 'API',
      dataset_source_id: ids.postal,
      pricing_model: 'PAY_PER_CALL',
      unit: 'CALL',
      price: '100',
      delivery_method: 'API',
      auto_approve: 'true',
      auto_approve_industries: [
        'BANKING',
        'FINANCIAL_SERVICES',
        'INSURANCE',
        'E_COMMERCE',
        'TRANSPORTATION_LOGISTICS',
      ],
    },
    false,
    { image: image('postal-check.png', coverPng([45, 212, 191], [234, 88, 12])) },
  )
  await addProduct(
    {
      name: 'Postal Code Bulk File',
      short_description: 'Every postal code with its administrative area, as one file',
      category: ['GEOSPATIAL'],
      data_type: 'API',
      dataset_source_id: ids.postal,
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
      dataset_source_id: ids.weather,
      pricing_model: 'PAY_PER_CALL',
      unit: 'CALL',
      price: '500',
      delivery_method: 'API',
    },
    false,
  )
  await productService.archive(owner, archived.id, 'API')
}
