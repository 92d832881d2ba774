import { defineRoute } from '../common/routes'
import { listOf, okResult } from '../common/result'
import {
  consumerApiKey,
  consumerApiKeyCreateBody,
  consumerApiKeyCreated,
  consumerApiKeyIdParams,
  consumerApiKeyList,
} from './consumer-api-keys.schemas'
import {
  logoUploaded,
  providerListItem,
  providerSubscriptionBody,
  tenantApiKey,
  tenantDetail,
  tenantSubscription,
  tenantUpdateBody,
  verificationSubmission,
} from './tenant.schemas'

const tags = ['tenant']
const companyScreen = { kind: 'screen', routeName: 'my-account-company-info' } as const
/** Every member may read the company's profile; only its admins (and the owner) change it. */
const companyAdmins = { ...companyScreen, roles: ['admin'] } as const
/** Actions only the owner takes. */
const companyOwner = { ...companyScreen, roles: [] } as const

/**
 * The signed-in user's own company. None of these take a tenant id: the tenant is always the caller's,
 * which is what keeps one company out of another's data.
 */
export const tenantRoutes = {
  detail: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/detail',
    schema: { tags, summary: 'The company profile', response: { 200: okResult(tenantDetail) } },
    config: { access: companyScreen },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/auth/tenant/update',
    schema: {
      tags,
      summary: 'Change the company profile (owner and admins)',
      body: tenantUpdateBody,
      response: { 200: okResult(tenantDetail) },
    },
    config: { access: companyAdmins },
  }),
  uploadLogo: defineRoute({
    method: 'PUT',
    url: '/api/auth/tenant/upload-logo',
    schema: {
      tags,
      summary: 'Replace the company logo (form data field `logo`; JPEG, PNG or WebP up to 2 MB)',
      response: { 200: okResult(logoUploaded) },
    },
    config: { access: companyAdmins },
  }),
  verify: defineRoute({
    method: 'POST',
    url: '/api/auth/tenant/verify',
    schema: {
      tags,
      summary:
        'Submit company documents for verification (form data fields nib, npwp, deed, other; PDF or image up to 5 MB each)',
      response: { 200: okResult(verificationSubmission) },
    },
    config: { access: companyAdmins },
  }),
  showKey: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/show-key',
    schema: {
      tags,
      summary: 'The gateway key (fresh login required); created on first request',
      response: { 200: okResult(tenantApiKey) },
    },
    config: { access: companyAdmins },
  }),
  rotateKey: defineRoute({
    method: 'POST',
    url: '/api/auth/tenant/rotate-key',
    schema: {
      tags,
      summary: 'Replace the gateway key (owner, fresh login required); the old key stops working at once',
      response: { 200: okResult(tenantApiKey) },
    },
    config: { access: companyOwner },
  }),
  /** Named gateway keys beside the tenant key, one per integration (docs/decisions/0032). */
  listApiKeys: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/api-keys',
    schema: {
      tags,
      summary: "The company's named gateway keys, live ones first (never the keys themselves)",
      response: { 200: okResult(consumerApiKeyList) },
    },
    config: { access: companyAdmins },
  }),
  createApiKey: defineRoute({
    method: 'POST',
    url: '/api/auth/tenant/api-keys',
    schema: {
      tags,
      summary: 'Make a named gateway key (fresh login required); the answer shows it whole, once',
      body: consumerApiKeyCreateBody,
      response: { 200: okResult(consumerApiKeyCreated) },
    },
    config: { access: companyAdmins },
  }),
  revokeApiKey: defineRoute({
    method: 'PUT',
    url: '/api/auth/tenant/api-keys/revoke/:id',
    schema: {
      tags,
      summary: 'Revoke a named gateway key; the gateway refuses it at once',
      params: consumerApiKeyIdParams,
      response: { 200: okResult(consumerApiKey) },
    },
    config: { access: companyAdmins },
  }),
  subscribe: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/subscribe',
    schema: {
      tags,
      summary: "The company's consumer and provider sides",
      response: { 200: okResult(tenantSubscription) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
  subscribeProvider: defineRoute({
    method: 'POST',
    url: '/api/auth/tenant/subscribe/provider',
    schema: {
      tags,
      summary: 'Become a provider (owner of a verified company): accept the terms and give a payout account',
      body: providerSubscriptionBody,
      response: { 200: okResult(tenantSubscription) },
    },
    config: { access: { kind: 'screen', routeName: 'subscription-provider' } },
  }),
  listProvider: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/list-provider',
    schema: {
      tags,
      summary: 'Verified provider companies',
      response: { 200: okResult(listOf(providerListItem)) },
    },
    config: { access: { kind: 'signed-in' } },
  }),
} as const
