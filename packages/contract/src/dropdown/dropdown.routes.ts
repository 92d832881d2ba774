import { defineRoute } from '../common/routes'
import { okResult } from '../common/result'
import {
  applicationRoleQuery,
  dataTypeQuery,
  districtQuery,
  dropdownList,
  pricingModelQuery,
  subdistrictQuery,
} from './dropdown.schemas'

const tags = ['dropdown']
const answer = { 200: okResult(dropdownList) }

/** A fixed reference list: no tenant data, so anyone may read it. */
const marketplaceList = <const P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'GET',
    url: `/api/dropdown/marketplace/${path}`,
    schema: { tags, summary, response: answer },
    config: { access: { kind: 'public' } },
  })

/** The data module's fixed lists, read by the signed-in catalogue forms. */
const dataList = <const P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'GET',
    url: `/api/data/dropdown/${path}`,
    schema: { tags, summary, response: answer },
    config: { access: { kind: 'signed-in' } },
  })

/**
 * Reference lists. They hold no tenant data, so the ones the signup form needs before anyone is signed
 * in are public, and the geography ones with them.
 */
export const dropdownRoutes = {
  industry: defineRoute({
    method: 'GET',
    url: '/api/dropdown/marketplace/industry',
    schema: { tags, summary: 'Industries a company can declare', response: answer },
    config: { access: { kind: 'public' } },
  }),
  size: defineRoute({
    method: 'GET',
    url: '/api/dropdown/marketplace/size',
    schema: { tags, summary: 'Company head-count bands', response: answer },
    config: { access: { kind: 'public' } },
  }),
  province: defineRoute({
    method: 'GET',
    url: '/api/dropdown/marketplace/province',
    schema: { tags, summary: 'The 38 provinces of Indonesia', response: answer },
    config: { access: { kind: 'public' } },
  }),
  district: defineRoute({
    method: 'GET',
    url: '/api/dropdown/marketplace/district',
    schema: {
      tags,
      summary: 'Regencies and cities (kabupaten/kota) of a province',
      querystring: districtQuery,
      response: answer,
    },
    config: { access: { kind: 'public' } },
  }),
  subdistrict: defineRoute({
    method: 'GET',
    url: '/api/dropdown/marketplace/subdistrict',
    schema: {
      tags,
      summary: 'Sub-districts (kecamatan) of a regency or city',
      querystring: subdistrictQuery,
      response: answer,
    },
    config: { access: { kind: 'public' } },
  }),
  applicationRole: defineRoute({
    method: 'GET',
    url: '/api/auth/dropdown/application-role',
    schema: {
      tags,
      summary: 'Application roles inside a tenant',
      querystring: applicationRoleQuery,
      response: answer,
    },
    config: { access: { kind: 'signed-in' } },
  }),
  provider: defineRoute({
    method: 'GET',
    url: '/api/auth/dropdown/provider',
    schema: { tags, summary: 'Verified provider companies', response: answer },
    config: { access: { kind: 'signed-in' } },
  }),
  company: marketplaceList('company', 'Legal forms of Indonesian companies'),
  dataCollection: marketplaceList('data-collection', 'How a dataset was collected'),
  gender: marketplaceList('gender', 'Genders'),
  httpMethod: marketplaceList('http-method', 'HTTP methods'),
  cloudProvider: marketplaceList('cloud-provider', 'Kinds of storage setting'),
  fileType: marketplaceList('file-type', 'File types a file dataset can hold'),
  dataAssetStatus: marketplaceList('data-asset-status', 'Data asset statuses'),
  authType: marketplaceList('auth-type', 'How an API setting authenticates to the upstream'),
  dataCategory: marketplaceList('products/data-category', 'Product categories'),
  deliveryMethod: defineRoute({
    method: 'GET',
    url: '/api/dropdown/marketplace/products/delivery-method',
    schema: {
      tags,
      summary: 'Delivery methods, for a data type',
      querystring: dataTypeQuery,
      response: answer,
    },
    config: { access: { kind: 'public' } },
  }),
  pricingModel: defineRoute({
    method: 'GET',
    url: '/api/dropdown/marketplace/products/pricing-model',
    schema: {
      tags,
      summary: 'Pricing models, for a data type',
      querystring: dataTypeQuery,
      response: answer,
    },
    config: { access: { kind: 'public' } },
  }),
  unit: defineRoute({
    method: 'GET',
    url: '/api/dropdown/marketplace/products/unit',
    schema: {
      tags,
      summary: 'Price units, for a pricing model',
      querystring: pricingModelQuery,
      response: answer,
    },
    config: { access: { kind: 'public' } },
  }),
  requestStatus: marketplaceList('request/status', 'Transaction request statuses'),
  dataType: marketplaceList('data-type', 'Data types: API, file, secret share'),
  delimiter: marketplaceList('delimiter', 'Column delimiters of a text file'),
  responseTime: marketplaceList('response-time', 'Response times an API dataset promises'),

  datasetDataType: dataList('datasets/data-type', 'Kinds of dataset'),
  datasetTagging: dataList('datasets/tagging', 'Tags a dataset can carry'),
  datasetStatus: dataList('datasets/status', 'Dataset statuses'),
  datasetApiMethod: dataList('datasets/api-method', 'Methods an API dataset can use'),
  productDataType: dataList('products/data-type', 'Kinds of product'),
} as const
