import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import { deletedDataset } from './datasets.schemas'
import {
  fileVersion,
  fileVersionDatasetParams,
  fileVersionIdParams,
  fileVersionList,
  publishFileVersionBody,
} from './dataset-versions.schemas'

const tags = ['datasets']
/** The versions of a file dataset belong to the Datasets screens: the provider's admins and members. */
const datasetsScreen = {
  kind: 'screen',
  routeName: 'provider-data-management-datasets',
  userType: 'provider',
} as const
const base = '/api/data/provider/datasets/file/version'

export const datasetVersionRoutes = {
  list: defineRoute({
    method: 'GET',
    url: `${base}/list/:id`,
    schema: {
      tags,
      summary: "A file dataset's versions, newest first, each with its column changes",
      params: fileVersionDatasetParams,
      response: { 200: okResult(fileVersionList) },
    },
    config: { access: datasetsScreen },
  }),
  upload: defineRoute({
    method: 'POST',
    url: `${base}/upload`,
    schema: {
      tags,
      summary:
        'Upload a new version as a draft (multipart: `id`, optional `delimiter`, then `file`); answers the column changes against the published version',
      response: { 200: okResult(fileVersion) },
    },
    config: { access: datasetsScreen },
  }),
  publish: defineRoute({
    method: 'POST',
    url: `${base}/publish`,
    schema: {
      tags,
      summary:
        "Publish the draft version: it becomes the dataset's file, auto-deliveries start and subscribers hear of column changes",
      body: publishFileVersionBody,
      response: { 200: okResult(fileVersion) },
    },
    config: { access: datasetsScreen },
  }),
  discard: defineRoute({
    method: 'DELETE',
    url: `${base}/discard/:id`,
    schema: {
      tags,
      summary: 'Discard a draft version and its file',
      params: fileVersionIdParams,
      response: { 200: okResult(deletedDataset) },
    },
    config: { access: datasetsScreen },
  }),
} as const
