import { defineRoute } from '../common/routes'
import { emptyData, okResult } from '../common/result'
import { dropdownList } from '../dropdown/dropdown.schemas'
import {
  apiSettingDetail,
  apiSettingIdParams,
  apiSettingList,
  apiSettingBody,
  connectionTestResult,
  demoUpstreamAccess,
  draftQuery,
  listApiSettingQuery,
  updateApiSettingBody,
} from './api-settings.schemas'

const tags = ['api settings']
/** The role table gives settings-api no role: the company's owner alone (docs/product.md#role-table). */
const settingsApi = { kind: 'screen', routeName: 'provider-settings-api', userType: 'provider' } as const

export const apiSettingsRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/api/data/provider/settings/api/list',
    schema: {
      tags,
      summary: "The company's API settings, searched by name and filtered by status and auth type",
      querystring: listApiSettingQuery,
      response: { 200: okResult(apiSettingList) },
    },
    config: { access: settingsApi },
  }),
  detail: defineRoute({
    method: 'GET',
    url: '/api/data/provider/settings/api/detail/:id',
    schema: {
      tags,
      summary: 'One API setting; secrets are masked',
      params: apiSettingIdParams,
      response: { 200: okResult(apiSettingDetail) },
    },
    config: { access: settingsApi },
  }),
  add: defineRoute({
    method: 'POST',
    url: '/api/data/provider/settings/api/add',
    schema: {
      tags,
      summary: 'Add an API setting; `draft=true` saves a draft that needs only its name',
      querystring: draftQuery,
      body: apiSettingBody,
      response: { 200: okResult(apiSettingDetail) },
    },
    config: { access: settingsApi },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/data/provider/settings/api/update',
    schema: {
      tags,
      summary: 'Change an API setting; a blank secret keeps the stored one',
      querystring: draftQuery,
      body: updateApiSettingBody,
      response: { 200: okResult(apiSettingDetail) },
    },
    config: { access: settingsApi },
  }),
  delete: defineRoute({
    method: 'DELETE',
    url: '/api/data/provider/settings/api/delete/:id',
    schema: {
      tags,
      summary: 'Delete an API setting no active dataset uses',
      params: apiSettingIdParams,
      response: { 200: okResult(emptyData) },
    },
    config: { access: settingsApi },
  }),
  connectionTest: defineRoute({
    method: 'POST',
    url: '/api/data/provider/settings/api/connection-test/:id',
    schema: {
      tags,
      summary: "One call to the setting's base address with its credentials: the status and time, or why not",
      params: apiSettingIdParams,
      response: { 200: okResult(connectionTestResult) },
    },
    config: { access: settingsApi },
  }),
  /** In the embedded demo, the address and key of the server's own demo upstream, to build a setting on. */
  demoUpstream: defineRoute({
    method: 'GET',
    url: '/api/data/provider/settings/api/demo-upstream',
    schema: {
      tags,
      summary: "The demo upstream's address and key while demo mode is on, else null",
      response: { 200: okResult(demoUpstreamAccess) },
    },
    config: { access: settingsApi },
  }),
  /** The dataset form picks one of these, so the datasets screen's users may read names and ids. */
  authSettings: defineRoute({
    method: 'GET',
    url: '/api/data/dropdown/auth-settings',
    schema: {
      tags,
      summary: "The company's active API settings, for an API dataset",
      response: { 200: okResult(dropdownList) },
    },
    config: {
      access: { kind: 'screen', routeName: 'provider-data-management-datasets', userType: 'provider' },
    },
  }),
} as const
