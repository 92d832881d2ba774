import { z } from 'zod'
import type { UserType } from '../common/enums'
import { okResult } from '../common/result'
import { defineRoute, type ApiAccess } from '../common/routes'
import {
  marketplaceIdParams,
  marketplaceList,
  marketplaceListQuery,
  marketplaceProductDetail,
  marketplaceProviderDetail,
  marketplaceProviderIdParams,
  marketplaceProviderList,
  marketplaceProvidersQuery,
} from './marketplace.schemas'

const tags = ['marketplace']

/**
 * The consumer side serves the /consumer/marketplace screens: every role, and unverified companies too (the
 * verified rule leaves marketplace routes open, docs/product.md#verified-rule). The provider side lets a
 * provider see the marketplace as buyers do (its own products marked `is_owner`); it follows the My Products
 * screen's access: provider companies' owner, admins and members. See
 * docs/decisions/0021-marketplace-search.md.
 */
const accessOf = (userType: UserType): ApiAccess =>
  userType === 'consumer'
    ? { kind: 'screen', routeName: 'consumer-marketplace', userType }
    : { kind: 'screen', routeName: 'provider-my-products', userType }

function marketplaceRoutesOf(userType: UserType) {
  const access = accessOf(userType)
  const base: string = `/api/data/${userType}/marketplace`
  return {
    list: defineRoute({
      method: 'GET',
      url: `${base}/list`,
      schema: {
        tags,
        summary: 'Search published products: full text, filters, facet counts, sorting and pages',
        querystring: marketplaceListQuery,
        response: { 200: okResult(marketplaceList) },
      },
      config: { access },
    }),
    detail: defineRoute({
      method: 'GET',
      url: `${base}/detail/:id`,
      schema: {
        tags,
        summary: 'One product on the marketplace with its sample, provider and whether it can be requested',
        params: marketplaceIdParams,
        response: { 200: okResult(marketplaceProductDetail) },
      },
      config: { access },
    }),
    openapi: defineRoute({
      method: 'GET',
      url: `${base}/detail/:id/openapi.json`,
      schema: {
        tags,
        summary:
          'The OpenAPI 3.1 document of an API product as a buyer calls it through the gateway (docs/decisions/0067)',
        params: marketplaceIdParams,
        response: { 200: z.unknown() },
      },
      config: { access },
    }),
    providerDetail: defineRoute({
      method: 'GET',
      url: `${base}/detail/provider/:id`,
      schema: {
        tags,
        summary: 'One provider company with its data types and newest products',
        params: marketplaceProviderIdParams,
        response: { 200: okResult(marketplaceProviderDetail) },
      },
      config: { access },
    }),
    providers: defineRoute({
      method: 'GET',
      url: `${base}/providers`,
      schema: {
        tags,
        summary: 'Verified provider companies with how many products each offers',
        querystring: marketplaceProvidersQuery,
        response: { 200: okResult(marketplaceProviderList) },
      },
      config: { access },
    }),
  }
}

export const marketplaceRoutes = {
  consumer: marketplaceRoutesOf('consumer'),
  provider: marketplaceRoutesOf('provider'),
} as const
