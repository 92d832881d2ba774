import { listOf, okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  apiDatasetDetail,
  addApiDatasetBody,
  datasetIdParams,
  datasetListItem,
  datasetUserTypeIdParams,
  datasetUserTypeParams,
  deletedDataset,
  datasetDraftQuery,
  fileDatasetDetail,
  fileDatasetDraftQuery,
  listDatasetQuery,
  secretShareDatasetDetail,
  tryApiDatasetBody,
  tryApiDatasetResult,
  updateApiDatasetBody,
  updateSecretShareDatasetBody,
} from './datasets.schemas'

const tags = ['datasets']
/**
 * Every dataset call serves the provider's Datasets screens: its admins and members
 * (docs/product.md#role-table).
 */
const datasetsScreen = {
  kind: 'screen',
  routeName: 'provider-data-management-datasets',
  userType: 'provider',
} as const

export const datasetsRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/api/data/:userType/datasets/list',
    schema: {
      tags,
      summary: "The company's datasets of every type, filtered by name, type and status",
      params: datasetUserTypeParams,
      querystring: listDatasetQuery,
      response: { 200: okResult(listOf(datasetListItem)) },
    },
    config: { access: datasetsScreen },
  }),
  apiDetail: defineRoute({
    method: 'GET',
    url: '/api/data/:userType/datasets/api/detail/:id',
    schema: {
      tags,
      summary: 'One API dataset',
      params: datasetUserTypeIdParams,
      response: { 200: okResult(apiDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  apiAdd: defineRoute({
    method: 'POST',
    url: '/api/data/:userType/datasets/api/add',
    schema: {
      tags,
      summary: 'Add an API dataset; ?draft=true keeps it a draft, otherwise it is active',
      params: datasetUserTypeParams,
      querystring: datasetDraftQuery,
      body: addApiDatasetBody,
      response: { 200: okResult(apiDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  apiUpdate: defineRoute({
    method: 'PUT',
    url: '/api/data/:userType/datasets/api/update',
    schema: {
      tags,
      summary: 'Update an API dataset (id in the body); a live one may switch between ACTIVE and INACTIVE',
      params: datasetUserTypeParams,
      querystring: datasetDraftQuery,
      body: updateApiDatasetBody,
      response: { 200: okResult(apiDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  apiDelete: defineRoute({
    method: 'DELETE',
    url: '/api/data/:userType/datasets/api/delete/:id',
    schema: {
      tags,
      summary: 'Delete an API dataset no published product uses',
      params: datasetUserTypeIdParams,
      response: { 200: okResult(deletedDataset) },
    },
    config: { access: datasetsScreen },
  }),
  apiTry: defineRoute({
    method: 'POST',
    url: '/api/data/:userType/datasets/api/try',
    schema: {
      tags,
      summary:
        "Call the upstream once with the API setting's credentials; with an id the answer is stored as the response sample",
      params: datasetUserTypeParams,
      body: tryApiDatasetBody,
      response: { 200: okResult(tryApiDatasetResult) },
    },
    config: { access: datasetsScreen },
  }),
  fileDetail: defineRoute({
    method: 'GET',
    url: '/api/data/provider/datasets/file/detail/:id',
    schema: {
      tags,
      summary: 'One file dataset with its inferred structure and a preview',
      params: datasetIdParams,
      response: { 200: okResult(fileDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  fileAdd: defineRoute({
    method: 'POST',
    url: '/api/data/provider/datasets/file/add',
    schema: {
      tags,
      summary:
        'Add a file dataset (multipart: the text fields first, then `file`: CSV, TSV, XLSX or JSON); a draft unless ?draft=false',
      querystring: fileDatasetDraftQuery,
      response: { 200: okResult(fileDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  fileUpdate: defineRoute({
    method: 'PUT',
    url: '/api/data/provider/datasets/file/update',
    schema: {
      tags,
      summary:
        'Update a file dataset (multipart with `id`; a new `file` is optional); a draft unless ?draft=false',
      querystring: fileDatasetDraftQuery,
      response: { 200: okResult(fileDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  fileDelete: defineRoute({
    method: 'DELETE',
    url: '/api/data/provider/datasets/file/delete/:id',
    schema: {
      tags,
      summary: 'Delete a file dataset no published product uses',
      params: datasetIdParams,
      response: { 200: okResult(deletedDataset) },
    },
    config: { access: datasetsScreen },
  }),
  secretShareDetail: defineRoute({
    method: 'GET',
    url: '/api/data/provider/datasets/secret-share/detail/:id',
    schema: {
      tags,
      summary: 'One secret-share dataset (never its rows)',
      params: datasetIdParams,
      response: { 200: okResult(secretShareDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  secretShareAdd: defineRoute({
    method: 'POST',
    url: '/api/data/provider/datasets/secret-share/add',
    schema: {
      tags,
      summary:
        'Add a secret-share dataset (multipart: name, delimiter, `columns` as JSON, then `file`: a CSV). The CSV is split into two share stores and then deleted; a draft unless ?draft=false',
      querystring: fileDatasetDraftQuery,
      response: { 200: okResult(secretShareDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  secretShareUpdate: defineRoute({
    method: 'PUT',
    url: '/api/data/provider/datasets/secret-share/update',
    schema: {
      tags,
      summary: 'Update the description, tags or status of a secret-share dataset (its shares never change)',
      querystring: datasetDraftQuery,
      body: updateSecretShareDatasetBody,
      response: { 200: okResult(secretShareDatasetDetail) },
    },
    config: { access: datasetsScreen },
  }),
  secretShareDelete: defineRoute({
    method: 'DELETE',
    url: '/api/data/provider/datasets/secret-share/delete/:id',
    schema: {
      tags,
      summary: 'Delete a secret-share dataset and both its share stores',
      params: datasetIdParams,
      response: { 200: okResult(deletedDataset) },
    },
    config: { access: datasetsScreen },
  }),
}
