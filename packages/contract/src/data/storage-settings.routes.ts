import { defineRoute, type ApiAccess } from '../common/routes'
import { emptyData, listOf, okResult } from '../common/result'
import type { UserType } from '../common/enums'
import { dropdownList } from '../dropdown/dropdown.schemas'
import {
  bucketDropdownQuery,
  bucketFileDropdownQuery,
  storageSetting,
  storageSettingAddBody,
  storageSettingDropdownQuery,
  storageSettingIdParams,
  storageSettingListQuery,
  storageSettingUpdateBody,
} from './storage-settings.schemas'

const tags = ['storage settings']

/** One set of calls per side: each side keeps its own storage settings under its own access rule. */
function storageSettingRoutesOf(userType: UserType) {
  // Widened so both sides' routes share one type and register in one loop.
  const access: ApiAccess = { kind: 'screen', routeName: `${userType}-settings-storage`, userType }
  const base: string = `/api/data/${userType}/settings/storage`
  return {
    list: defineRoute({
      method: 'GET',
      url: `${base}/list`,
      schema: {
        tags,
        summary: `The ${userType} side's storage settings` as string,
        querystring: storageSettingListQuery,
        response: { 200: okResult(listOf(storageSetting)) },
      },
      config: { access },
    }),
    detail: defineRoute({
      method: 'GET',
      url: `${base}/detail/:id`,
      schema: {
        tags,
        summary: 'One storage setting (secrets masked)',
        params: storageSettingIdParams,
        response: { 200: okResult(storageSetting) },
      },
      config: { access },
    }),
    add: defineRoute({
      method: 'POST',
      url: `${base}/add`,
      schema: {
        tags,
        summary: 'Add a storage setting; its connection is tested and the outcome recorded',
        body: storageSettingAddBody,
        response: { 200: okResult(storageSetting) },
      },
      config: { access },
    }),
    update: defineRoute({
      method: 'PUT',
      url: `${base}/update`,
      schema: {
        tags,
        summary: 'Change a storage setting (blank secrets keep the stored ones) and test it again',
        body: storageSettingUpdateBody,
        response: { 200: okResult(storageSetting) },
      },
      config: { access },
    }),
    delete: defineRoute({
      method: 'DELETE',
      url: `${base}/delete/:id`,
      schema: {
        tags,
        summary: 'Remove a storage setting and its credentials (fresh login required)',
        params: storageSettingIdParams,
        response: { 200: okResult(emptyData) },
      },
      config: { access },
    }),
  }
}

export const storageSettingRoutes = {
  consumer: storageSettingRoutesOf('consumer'),
  provider: storageSettingRoutesOf('provider'),
} as const

/**
 * Dropdowns of the caller's storage settings. The side comes from `user_type` (default: the
 * userType cookie); the service applies that side's storage-settings rule.
 */
export const storageSettingDropdownRoutes = {
  storageSettings: defineRoute({
    method: 'GET',
    url: '/api/data/dropdown/storage-settings',
    schema: {
      tags,
      summary: 'Storage settings of one side, as value (id) and description (name)',
      querystring: storageSettingDropdownQuery,
      response: { 200: okResult(dropdownList) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
  gcsBucket: defineRoute({
    method: 'GET',
    url: '/api/data/dropdown/gcs-bucket',
    schema: {
      tags,
      summary: "Buckets reachable through a storage setting's credentials",
      querystring: bucketDropdownQuery,
      response: { 200: okResult(dropdownList) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
  bucketFile: defineRoute({
    method: 'GET',
    url: '/api/data/dropdown/bucket-file',
    schema: {
      tags,
      summary: 'Files in a bucket (optionally under a prefix), as value (path) and description',
      querystring: bucketFileDropdownQuery,
      response: { 200: okResult(dropdownList) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
} as const
