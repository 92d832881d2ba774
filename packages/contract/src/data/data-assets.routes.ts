import { defineRoute, type ApiAccess } from '../common/routes'
import { emptyData, listOf, okResult } from '../common/result'
import type { UserType } from '../common/enums'
import { dropdownList } from '../dropdown/dropdown.schemas'
import {
  dataAsset,
  dataAssetDropdownQuery,
  dataAssetIdParams,
  dataAssetListQuery,
} from './data-assets.schemas'

const tags = ['data assets']

function dataAssetRoutesOf(userType: UserType) {
  // Widened so both sides' routes share one type and register in one loop.
  const access: ApiAccess = { kind: 'screen', routeName: `${userType}-data-management-data-assets`, userType }
  const base: string = `/api/data/${userType}/data-assets`
  return {
    list: defineRoute({
      method: 'GET',
      url: `${base}/list`,
      schema: {
        tags,
        summary: `The ${userType} side's data assets` as string,
        querystring: dataAssetListQuery,
        response: { 200: okResult(listOf(dataAsset)) },
      },
      config: { access },
    }),
    detail: defineRoute({
      method: 'GET',
      url: `${base}/detail/:id`,
      schema: {
        tags,
        summary: 'One data asset with its header columns',
        params: dataAssetIdParams,
        response: { 200: okResult(dataAsset) },
      },
      config: { access },
    }),
    add: defineRoute({
      method: 'POST',
      url: `${base}/add`,
      schema: {
        tags,
        summary:
          'Add a data asset: multipart/form-data (name, description, then a CSV `file`, streamed) or JSON (name, description, storage_setting_id, bucket, file_path). It is PROCESSING until read.',
        response: { 200: okResult(dataAsset) },
      },
      config: { access },
    }),
    delete: defineRoute({
      method: 'DELETE',
      url: `${base}/delete/:id`,
      schema: {
        tags,
        summary: 'Remove a data asset and its file',
        params: dataAssetIdParams,
        response: { 200: okResult(emptyData) },
      },
      config: { access },
    }),
  }
}

export const dataAssetRoutes = {
  consumer: dataAssetRoutesOf('consumer'),
  provider: dataAssetRoutesOf('provider'),
  header: defineRoute({
    method: 'GET',
    url: '/api/data/consumer/data-asset-header/:id',
    schema: {
      tags,
      summary: "A READY data asset's column names",
      params: dataAssetIdParams,
      response: { 200: okResult(dropdownList) },
    },
    config: {
      access: { kind: 'screen', routeName: 'consumer-data-management-data-assets', userType: 'consumer' },
    },
  }),
  dropdown: defineRoute({
    method: 'GET',
    url: '/api/data/dropdown/data-assets',
    schema: {
      tags,
      summary: 'READY data assets of one side, as value (id) and description (name)',
      querystring: dataAssetDropdownQuery,
      response: { 200: okResult(dropdownList) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
} as const
