import { emptyData, okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import { dropdownList } from '../dropdown/dropdown.schemas'
import {
  datasetSourceQuery,
  productDraftQuery,
  product,
  productArchiveQuery,
  productDetailQuery,
  productHistory,
  productIdParams,
  productList,
  productListQuery,
} from './products.schemas'
import { productSampleStatus } from './product-samples.schemas'

const tags = ['products']
/**
 * Every product call serves the My Products screens: the provider's admins and members
 * (docs/product.md#role-table).
 */
const myProducts = { kind: 'screen', routeName: 'provider-my-products', userType: 'provider' } as const
/**
 * Changing what is on the marketplace (publishing, archiving, editing a published or archived product)
 * is the owner's and admins'; members read it. The service asks the same entry for an edit of a
 * published product, and the web for which buttons to show.
 */
const productAdmins = { ...myProducts, roles: ['admin'] } as const
const base = '/api/data/provider/products'

export const productsRoutes = {
  list: defineRoute({
    method: 'GET',
    url: `${base}/list`,
    schema: {
      tags,
      summary: "The company's products, filtered by name, status and data type",
      querystring: productListQuery,
      response: { 200: okResult(productList) },
    },
    config: { access: myProducts },
  }),
  detail: defineRoute({
    method: 'GET',
    url: `${base}/detail/:id`,
    schema: {
      tags,
      summary: 'One product of the company',
      params: productIdParams,
      querystring: productDetailQuery,
      response: { 200: okResult(product) },
    },
    config: { access: myProducts },
  }),
  /** Multipart form data: the fields of `productFormFields` and the files of `productFileFields`. */
  add: defineRoute({
    method: 'POST',
    url: `${base}/add`,
    schema: {
      tags,
      summary: 'Create a product as a draft (draft=true) or published at once (form data)',
      querystring: productDraftQuery,
      response: { 200: okResult(product) },
    },
    config: { access: myProducts },
  }),
  /** Multipart form data: `id`, the fields of `productUpdateFields` and any replaced files. */
  update: defineRoute({
    method: 'PUT',
    url: `${base}/update`,
    schema: {
      tags,
      summary: 'Change a product; a draft may stay a draft or be published (form data)',
      querystring: productDraftQuery,
      response: { 200: okResult(product) },
    },
    config: { access: myProducts },
  }),
  delete: defineRoute({
    method: 'DELETE',
    url: `${base}/delete/:id`,
    schema: {
      tags,
      summary: 'Delete a draft product with its files (published and archived ones are kept)',
      params: productIdParams,
      response: { 200: okResult(emptyData) },
    },
    config: { access: myProducts },
  }),
  publish: defineRoute({
    method: 'PUT',
    url: `${base}/publish/:id`,
    schema: {
      tags,
      summary: 'Publish a draft or archived product once it is complete',
      params: productIdParams,
      response: { 200: okResult(product) },
    },
    config: { access: productAdmins },
  }),
  archive: defineRoute({
    method: 'PUT',
    url: `${base}/archive/:id`,
    schema: {
      tags,
      summary: 'Take a published product off the marketplace',
      params: productIdParams,
      querystring: productArchiveQuery,
      response: { 200: okResult(product) },
    },
    config: { access: productAdmins },
  }),
  history: defineRoute({
    method: 'GET',
    url: `${base}/history/:id`,
    schema: {
      tags,
      summary: 'The audited changes of a product, newest first',
      params: productIdParams,
      response: { 200: okResult(productHistory) },
    },
    config: { access: myProducts },
  }),
  /** Whether a file product's sample still fits its dataset's current version (decision 0081). */
  sampleStatus: defineRoute({
    method: 'GET',
    url: `${base}/sample-status/:id`,
    schema: {
      tags,
      summary: "Whether the product's sample shows the columns of its dataset's current version",
      params: productIdParams,
      response: { 200: okResult(productSampleStatus) },
    },
    config: { access: myProducts },
  }),
  /** Like an edit: members refresh a draft's sample, the owner and admins a published one's. */
  refreshSample: defineRoute({
    method: 'PUT',
    url: `${base}/refresh-sample/:id`,
    schema: {
      tags,
      summary: "Make a file product's sample again from the first rows of its dataset's current version",
      params: productIdParams,
      response: { 200: okResult(productSampleStatus) },
    },
    config: { access: myProducts },
  }),
  datasetSource: defineRoute({
    method: 'GET',
    url: '/api/data/dropdown/products/dataset-source',
    schema: {
      tags,
      summary: "The company's datasets of a data type that a product can be built from",
      querystring: datasetSourceQuery,
      response: { 200: okResult(dropdownList) },
    },
    config: { access: myProducts },
  }),
  consumer: defineRoute({
    method: 'GET',
    url: '/api/data/dropdown/products/consumer',
    schema: {
      tags,
      summary: 'Verified consumer companies a private offer can be made to',
      response: { 200: okResult(dropdownList) },
    },
    config: { access: myProducts },
  }),
} as const
