import {
  apiDatasetMethodList,
  authTypeList,
  cloudProviderList,
  companyTypeList,
  dataAssetStatusList,
  dataCategoryList,
  dataCollectionList,
  datasetStatusList,
  datasetTagList,
  delimiterList,
  dropdownRoutes,
  fileTypeList,
  genderList,
  httpMethodList,
  requestStatusList,
  responseTimeList,
  type DropdownItem,
} from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import { createDropdownService, type DropdownServiceDependencies } from './dropdown.service'

export { indonesianAreas, type IndonesianAreas } from './indonesian-areas'

// Reference lists change only with a release: browsers may keep them for an hour.
const cacheable = 'public, max-age=3600'

/** Reference lists; the verified providers come from the tenant area. */
export function createDropdownServices({ providers, areas }: DropdownServiceDependencies) {
  return { dropdowns: createDropdownService({ areas, providers }) }
}
export type DropdownServices = ReturnType<typeof createDropdownServices>

export const dropdownModule: FastifyPluginAsyncZod<DropdownServices> = async (app, { dropdowns }) => {
  app.route({
    ...dropdownRoutes.industry,
    handler: async (_request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(dropdowns.industries())
    },
  })

  app.route({
    ...dropdownRoutes.size,
    handler: async (_request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(dropdowns.companySizes())
    },
  })

  app.route({
    ...dropdownRoutes.province,
    handler: async (_request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(await dropdowns.provinces())
    },
  })

  app.route({
    ...dropdownRoutes.district,
    handler: async (request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(await dropdowns.districts(request.query.province))
    },
  })

  app.route({
    ...dropdownRoutes.subdistrict,
    handler: async (request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(await dropdowns.subdistricts(request.query.district))
    },
  })

  const fixedLists: ReadonlyArray<[{ method: 'GET'; url: string }, readonly DropdownItem[]]> = [
    [dropdownRoutes.company, companyTypeList],
    [dropdownRoutes.dataCollection, dataCollectionList],
    [dropdownRoutes.gender, genderList],
    [dropdownRoutes.httpMethod, httpMethodList],
    [dropdownRoutes.cloudProvider, cloudProviderList],
    [dropdownRoutes.fileType, fileTypeList],
    [dropdownRoutes.dataAssetStatus, dataAssetStatusList],
    [dropdownRoutes.authType, authTypeList],
    [dropdownRoutes.dataCategory, dataCategoryList],
    [dropdownRoutes.requestStatus, requestStatusList],
    [dropdownRoutes.dataType, dropdowns.dataTypes().data],
    [dropdownRoutes.delimiter, delimiterList],
    [dropdownRoutes.responseTime, responseTimeList],
    [dropdownRoutes.datasetDataType, dropdowns.dataTypes().data],
    [dropdownRoutes.datasetTagging, datasetTagList],
    [dropdownRoutes.datasetStatus, datasetStatusList],
    [dropdownRoutes.datasetApiMethod, apiDatasetMethodList],
    [dropdownRoutes.productDataType, dropdowns.dataTypes().data],
  ]
  for (const [route, items] of fixedLists) {
    const answer = ok(dropdowns.fixed(items))
    app.route({
      ...(route as typeof dropdownRoutes.company),
      handler: async (_request, reply) => {
        reply.header('cache-control', cacheable)
        return answer
      },
    })
  }

  app.route({
    ...dropdownRoutes.pricingModel,
    handler: async (request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(dropdowns.pricingModels(request.query.data_type))
    },
  })

  app.route({
    ...dropdownRoutes.deliveryMethod,
    handler: async (request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(dropdowns.deliveryMethods(request.query.data_type))
    },
  })

  app.route({
    ...dropdownRoutes.unit,
    handler: async (request, reply) => {
      reply.header('cache-control', cacheable)
      return ok(dropdowns.units(request.query.pricing_model))
    },
  })

  app.route({
    ...dropdownRoutes.applicationRole,
    handler: async (request) => ok(dropdowns.applicationRoles(request.query.assignable === 'true')),
  })

  app.route({
    ...dropdownRoutes.provider,
    handler: async () => ok(await dropdowns.providers()),
  })
}
