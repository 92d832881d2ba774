import {
  apiSettingStatuses,
  authTypes,
  cloudProviders,
  dataAssetStatuses,
  datasetStatuses,
  dataTypes,
  deliveryMethods,
  pricingModels,
  transactionRequestStatuses,
  units,
} from '../common/enums'
import type { ReferenceEntry } from './reference-lists'

/**
 * The catalogue's reference lists (docs/product.md#dropdowns). Product forms, dataset forms and the server
 * all read these, so a rule such as "ONE_TIME is sold per FILE" is written once.
 */
type DataType = (typeof dataTypes)[number]
type PricingModel = (typeof pricingModels)[number]
type Unit = (typeof units)[number]
type DeliveryMethod = (typeof deliveryMethods)[number]

export const dataTypeList = [
  { value: 'API', description: 'API' },
  { value: 'FILE', description: 'File' },
  { value: 'SECRET_SHARE', description: 'Secret share' },
] as const satisfies readonly ReferenceEntry<DataType>[]

export const pricingModelList = [
  { value: 'PAY_PER_CALL', description: 'Pay per call' },
  { value: 'SUBSCRIPTION', description: 'Subscription' },
  { value: 'ONE_TIME', description: 'One-time purchase' },
  { value: 'PAY_PER_QUERY', description: 'Pay per query' },
] as const satisfies readonly ReferenceEntry<PricingModel>[]

export const unitList = [
  { value: 'CALL', description: 'Per call' },
  { value: 'MONTH', description: 'Per month' },
  { value: 'YEAR', description: 'Per year' },
  { value: 'FILE', description: 'Per file' },
  { value: 'QUERY', description: 'Per query' },
] as const satisfies readonly ReferenceEntry<Unit>[]

export const deliveryMethodList = [
  { value: 'API', description: 'API (gateway)' },
  { value: 'DOWNLOAD', description: 'Download' },
  { value: 'CLOUD_STORAGE', description: 'Cloud storage delivery' },
  { value: 'QUERY', description: 'Privacy-preserving query' },
] as const satisfies readonly ReferenceEntry<DeliveryMethod>[]

/** Which pricing models each kind of dataset can be sold under. */
export const pricingModelsByDataType: Record<DataType, readonly PricingModel[]> = {
  API: ['PAY_PER_CALL', 'SUBSCRIPTION'],
  FILE: ['SUBSCRIPTION', 'ONE_TIME'],
  SECRET_SHARE: ['PAY_PER_QUERY'],
}

/** The unit a price is quoted in, by pricing model. */
export const unitsByPricingModel: Record<PricingModel, readonly Unit[]> = {
  PAY_PER_CALL: ['CALL'],
  SUBSCRIPTION: ['MONTH', 'YEAR'],
  ONE_TIME: ['FILE'],
  PAY_PER_QUERY: ['QUERY'],
}

/** How the data reaches the consumer, by kind of dataset (docs/product.md#pricing-models). */
export const deliveryMethodsByDataType: Record<DataType, readonly DeliveryMethod[]> = {
  API: ['API'],
  FILE: ['DOWNLOAD', 'CLOUD_STORAGE'],
  SECRET_SHARE: ['QUERY'],
}

/** True when a product's data type, pricing model, unit and delivery method fit together. */
export function isCoherentOffer(offer: {
  data_type: DataType
  pricing_model: PricingModel
  unit: Unit
  delivery_method: DeliveryMethod
}): boolean {
  return (
    pricingModelsByDataType[offer.data_type].includes(offer.pricing_model) &&
    unitsByPricingModel[offer.pricing_model].includes(offer.unit) &&
    deliveryMethodsByDataType[offer.data_type].includes(offer.delivery_method)
  )
}

const pick = <V extends string>(list: readonly ReferenceEntry<V>[], values: readonly V[]) =>
  list.filter((entry) => values.includes(entry.value))

export const pricingModelsFor = (dataType: DataType) =>
  pick(pricingModelList, pricingModelsByDataType[dataType])
export const unitsFor = (pricingModel: PricingModel) => pick(unitList, unitsByPricingModel[pricingModel])
export const deliveryMethodsFor = (dataType: DataType) =>
  pick(deliveryMethodList, deliveryMethodsByDataType[dataType])

export const statusDescriptions: Record<string, string> = {
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  PROCESSING: 'Processing',
  READY: 'Ready',
  FAILED: 'Failed',
  WAITING_APPROVAL: 'Waiting for approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
  EXPIRED: 'Expired',
}

const describeAll = <V extends string>(values: readonly V[]): ReferenceEntry<V>[] =>
  values.map((value) => ({ value, description: statusDescriptions[value] ?? value }))

export const apiSettingStatusList = describeAll(apiSettingStatuses)
export const datasetStatusList = describeAll(datasetStatuses)
export const dataAssetStatusList = describeAll(dataAssetStatuses)
export const requestStatusList = describeAll(transactionRequestStatuses)

export const authTypeList = [
  { value: 'NONE', description: 'No authentication' },
  { value: 'BASIC', description: 'Basic (username and password)' },
  { value: 'BEARER', description: 'Bearer token' },
  { value: 'API_KEY', description: 'API key header' },
] as const satisfies readonly ReferenceEntry<(typeof authTypes)[number]>[]

export const cloudProviderList = [
  { value: 'GCS', description: 'Google Cloud Storage' },
  { value: 'S3', description: 'Amazon S3 or S3-compatible' },
  { value: 'LOCAL', description: 'Local folder on the server' },
] as const satisfies readonly ReferenceEntry<(typeof cloudProviders)[number]>[]

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export const httpMethodList = httpMethods.map((value) => ({ value, description: value }))

/** An API dataset is read, or asked a question: GET and POST are the methods a product can expose. */
export const apiDatasetMethods = ['GET', 'POST'] as const
export const apiDatasetMethodList = apiDatasetMethods.map((value) => ({ value, description: value }))

export const fileTypes = ['CSV', 'TSV', 'XLSX', 'JSON'] as const
export const fileTypeList = [
  { value: 'CSV', description: 'CSV (comma-separated values)' },
  { value: 'TSV', description: 'TSV (tab-separated values)' },
  { value: 'XLSX', description: 'Excel workbook (XLSX)' },
  { value: 'JSON', description: 'JSON' },
] as const satisfies readonly ReferenceEntry<(typeof fileTypes)[number]>[]

export const delimiters = ['COMMA', 'SEMICOLON', 'TAB', 'PIPE'] as const
export type Delimiter = (typeof delimiters)[number]
export const delimiterList = [
  { value: 'COMMA', description: 'Comma ( , )' },
  { value: 'SEMICOLON', description: 'Semicolon ( ; )' },
  { value: 'TAB', description: 'Tab' },
  { value: 'PIPE', description: 'Pipe ( | )' },
] as const satisfies readonly ReferenceEntry<Delimiter>[]
/** The character each delimiter value stands for. */
export const delimiterCharacters: Record<Delimiter, string> = {
  COMMA: ',',
  SEMICOLON: ';',
  TAB: '\t',
  PIPE: '|',
}

export const genderList = [
  { value: 'MALE', description: 'Male' },
  { value: 'FEMALE', description: 'Female' },
] as const satisfies readonly ReferenceEntry[]

/** Typical upstream latency an API dataset promises (shown on the product page). */
export const responseTimeList = [
  { value: 'UNDER_100_MS', description: 'Under 100 ms' },
  { value: 'UNDER_500_MS', description: 'Under 500 ms' },
  { value: 'UNDER_1_S', description: 'Under 1 second' },
  { value: 'UNDER_3_S', description: 'Under 3 seconds' },
  { value: 'UNDER_10_S', description: 'Under 10 seconds' },
  { value: 'OVER_10_S', description: '10 seconds or more' },
] as const satisfies readonly ReferenceEntry[]
export type ResponseTime = (typeof responseTimeList)[number]['value']

/** Legal forms of Indonesian companies (badan usaha). */
export const companyTypeList = [
  { value: 'PT', description: 'Perseroan Terbatas (PT)' },
  { value: 'PT_TBK', description: 'Perseroan Terbatas Terbuka (PT Tbk)' },
  { value: 'PT_PERORANGAN', description: 'PT Perorangan' },
  { value: 'PERSERO', description: 'Persero (BUMN)' },
  { value: 'PERUM', description: 'Perusahaan Umum (Perum)' },
  { value: 'CV', description: 'Commanditaire Vennootschap (CV)' },
  { value: 'FIRMA', description: 'Firma' },
  { value: 'KOPERASI', description: 'Koperasi' },
  { value: 'YAYASAN', description: 'Yayasan' },
  { value: 'GOVERNMENT_AGENCY', description: 'Government agency' },
  { value: 'OTHER', description: 'Other' },
] as const satisfies readonly ReferenceEntry[]

/** How a dataset's data was gathered, shown to buyers judging its provenance. */
export const dataCollectionList = [
  { value: 'FIRST_PARTY', description: 'First-party (own customers and operations)' },
  { value: 'SURVEY', description: 'Survey and research panel' },
  { value: 'TRANSACTION', description: 'Transaction records' },
  { value: 'SENSOR', description: 'Sensors and devices (IoT)' },
  { value: 'PUBLIC_RECORDS', description: 'Public and government records' },
  { value: 'WEB', description: 'Web and social media' },
  { value: 'PARTNER', description: 'Licensed from partners' },
  { value: 'MODELLED', description: 'Modelled or derived' },
] as const satisfies readonly ReferenceEntry[]

/** Product categories a buyer browses by. */
export const dataCategoryList = [
  { value: 'DEMOGRAPHIC', description: 'Demographic' },
  { value: 'IDENTITY_VERIFICATION', description: 'Identity verification' },
  { value: 'FINANCIAL', description: 'Financial and credit' },
  { value: 'CONSUMER_BEHAVIOUR', description: 'Consumer behaviour' },
  { value: 'GEOSPATIAL', description: 'Geospatial and location' },
  { value: 'WEATHER_CLIMATE', description: 'Weather and climate' },
  { value: 'AGRICULTURE', description: 'Agriculture' },
  { value: 'TELECOMMUNICATION', description: 'Telecommunication' },
  { value: 'TRANSPORTATION', description: 'Transportation and mobility' },
  { value: 'RETAIL', description: 'Retail and e-commerce' },
  { value: 'HEALTH', description: 'Health' },
  { value: 'PUBLIC_SECTOR', description: 'Public sector' },
  { value: 'OTHER', description: 'Other' },
] as const satisfies readonly ReferenceEntry[]
export type DataCategory = (typeof dataCategoryList)[number]['value']

/** Tags a provider puts on a dataset, so its own catalogue can be searched and grouped. */
export const datasetTagList = [
  { value: 'NIK', description: 'NIK' },
  { value: 'PHONE', description: 'Phone number' },
  { value: 'ADDRESS', description: 'Address' },
  { value: 'POSTAL_CODE', description: 'Postal code' },
  { value: 'WEATHER', description: 'Weather' },
  { value: 'CITY', description: 'City' },
  { value: 'PROVINCE', description: 'Province' },
  { value: 'INCOME', description: 'Income' },
  { value: 'CREDIT_SCORE', description: 'Credit score' },
  { value: 'TRANSACTION', description: 'Transaction' },
  { value: 'POPULATION', description: 'Population' },
  { value: 'DAILY', description: 'Daily' },
  { value: 'MONTHLY', description: 'Monthly' },
  { value: 'REAL_TIME', description: 'Real time' },
  { value: 'HISTORICAL', description: 'Historical' },
] as const satisfies readonly ReferenceEntry[]
export type DatasetTag = (typeof datasetTagList)[number]['value']
