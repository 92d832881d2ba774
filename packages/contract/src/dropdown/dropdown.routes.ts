import { defineRoute } from '../common/routes'
import { okResult } from '../common/result'
import { applicationRoleQuery, districtQuery, dropdownList, subdistrictQuery } from './dropdown.schemas'

const tags = ['dropdown']
const answer = { 200: okResult(dropdownList) }

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
} as const
