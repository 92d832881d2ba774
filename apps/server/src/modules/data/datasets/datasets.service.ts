import type {
  AddApiDatasetBody,
  ApiDatasetDetail,
  DatasetListItem,
  ListDatasetQuery,
  TryApiDatasetBody,
  TryApiDatasetResult,
  UpdateApiDatasetBody,
} from '@lumbung/contract'
import type { z } from 'zod'
import {
  datasetErrorMessages,
  messages,
  type apiDatasetFields,
  type tryApiDatasetBody,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import { AppError, notFound } from '../../../lib/errors'
import type { SafeHttp } from '../../../lib/safe-http'
import { SafeHttpError } from '../../../lib/safe-http'
import type { FileStorage } from '../../../lib/file-storage'
import type { Database, Executor } from '../../../db/database'
import { upstreamAuthHeaders, type AnnounceUpstreamChange, type UpstreamCredentials } from '../api-settings'
import type { ShareStores } from '../share-stores'
import { apiDatasetDetailOf, datasetInUseMessage, datasetListItemOf, nextStatus } from './dataset-view'
import type { DataType, DatasetsRepository } from './datasets.repository'
import type { FileVersionsRepository } from './file-versions.repository'

type ApiDatasetFields = z.output<typeof apiDatasetFields>
type TryInput = z.output<typeof tryApiDatasetBody>

export const datasetNotFound = () => notFound(datasetErrorMessages.notFound)

const sampleLimit = 100_000

/** The opened credentials of one of the tenant's API settings (the API-settings area's answer). */
export type CredentialsOf = (tenantId: string, apiSettingId: string) => Promise<UpstreamCredentials>

/** The products area's answer: whether a published product of the tenant is built on the dataset. */
export type IsUsedByPublishedProduct = (
  tenantId: string,
  datasetId: string,
  executor?: Executor,
) => Promise<boolean>

export interface DatasetsServiceDependencies {
  db: Database
  datasets: DatasetsRepository
  credentialsOf: CredentialsOf
  isUsedByPublishedProduct: IsUsedByPublishedProduct
  files: FileStorage
  http: SafeHttp
  shareStores: Pick<ShareStores, 'storeB'>
  versions: FileVersionsRepository
  /** Every instance's gateway forgets the provider's upstreams: a status, address or hours apply at once. */
  announceUpstreamChange: AnnounceUpstreamChange
}

/** A refused outbound call as the provider reads it: the address's own fault is a 422 on base_url. */
function upstreamError(error: SafeHttpError): AppError {
  const status = error.code === 'BLOCKED_ADDRESS' || error.code === 'INVALID_URL' ? 422 : 502
  return new AppError(
    `UPSTREAM_${error.code}`,
    status,
    error.message,
    status === 422 ? { base_url: error.message } : undefined,
  )
}

export function createDatasetsService({
  db,
  datasets,
  credentialsOf,
  isUsedByPublishedProduct,
  files,
  http,
  shareStores,
  versions,
  announceUpstreamChange,
}: DatasetsServiceDependencies) {
  async function checkApiSetting(tenantId: string, id: string | null) {
    if (id === null) return null
    const setting = await datasets.findApiSetting(tenantId, id)
    if (!setting) {
      const message = 'API setting is not valid'
      throw new AppError('VALIDATION_ERROR', 422, message, { api_setting_id: message })
    }
    return setting
  }

  /**
   * Saving refuses the addresses "Try it" refuses (internal, link-local, metadata, schemes other than
   * http and https), through the same client and with the same words, so a dataset the gateway would never
   * call is not stored. A host that does not resolve yet is kept: the gateway checks again on every call.
   */
  /**
   * The base address a call goes to: the dataset's own when it has one (datasets from before the
   * setting held it), else its API setting's. None at all is refused unless the dataset is a draft.
   */
  function baseAddressOf(
    fields: Pick<ApiDatasetFields, 'base_url'>,
    setting: Awaited<ReturnType<typeof checkApiSetting>>,
    isDraft: boolean,
  ): string | null {
    const base = fields.base_url ?? setting?.baseUrl ?? null
    if (base === null && !isDraft) {
      const message = datasetErrorMessages.baseUrlMissing
      throw new AppError('VALIDATION_ERROR', 422, message, { base_url: message })
    }
    return base === null ? null : base.replace(/\/+$/, '')
  }

  async function checkUpstreamAddress(base: string | null, path: string) {
    if (base === null) return
    try {
      // The whole address, as "Try it" calls it: an allowed prefix (the demo upstream) names a path.
      await http.target(`${base}${path}`)
    } catch (error) {
      if (!(error instanceof SafeHttpError)) throw error
      if (error.code === 'BLOCKED_ADDRESS' || error.code === 'INVALID_URL') throw upstreamError(error)
    }
  }

  async function apiDetail(tenantId: string, id: string): Promise<ApiDatasetDetail> {
    const row = await datasets.find(tenantId, id, 'API')
    if (!row) throw datasetNotFound()
    const setting = row.apiSettingId ? await datasets.findApiSetting(tenantId, row.apiSettingId) : undefined
    return apiDatasetDetailOf(row, setting?.name ?? null, await isUsedByPublishedProduct(tenantId, id))
  }

  const apiValues = (body: ApiDatasetFields) => ({
    name: body.name,
    description: body.description,
    shortDescription: body.short_description,
    tags: body.tag,
    baseUrl: body.base_url?.replace(/\/+$/, '') ?? null,
    path: body.path,
    method: body.method,
    requestParams: body.request_params.map((parameter) => ({
      ...parameter,
      description: parameter.description ?? null,
      example: parameter.example ?? null,
    })),
    headers: body.headers,
    apiSettingId: body.api_setting_id,
    responseSample: body.response_sample,
    responseTime: body.response_time,
    operationalHourFrom: body.operational_hour_from,
    operationalHourTo: body.operational_hour_to,
  })

  /** Credentials of the API setting, added server-side so they never reach the browser. */
  async function credentialHeaders(
    tenantId: string,
    setting: Awaited<ReturnType<typeof checkApiSetting>>,
  ): Promise<Record<string, string>> {
    if (!setting) return {}
    return upstreamAuthHeaders(await credentialsOf(tenantId, setting.id))
  }

  function buildRequest(input: TryInput, base: string) {
    let path = input.path
    const headers: Record<string, string> = { accept: 'application/json, text/plain;q=0.9, */*;q=0.5' }
    for (const header of input.headers) headers[header.name.toLowerCase()] = header.value
    const body: Record<string, string> = {}
    const query: [string, string][] = []
    for (const parameter of input.request_params) {
      const value = input.values[parameter.name]
      if (value === undefined || value === '') {
        if (parameter.is_required) {
          const message = `${parameter.name} can not be empty`
          throw new AppError('VALIDATION_ERROR', 422, message, { [`values.${parameter.name}`]: message })
        }
        continue
      }
      if (parameter.location === 'QUERY') query.push([parameter.name, value])
      else if (parameter.location === 'HEADER') headers[parameter.name.toLowerCase()] = value
      else if (parameter.location === 'BODY') body[parameter.name] = value
      else {
        const encoded = encodeURIComponent(value)
        path = path.replace(`{${parameter.name}}`, encoded).replace(`:${parameter.name}`, encoded)
      }
    }
    let url: URL
    try {
      url = new URL(`${base}${path}`)
    } catch {
      throw new AppError('VALIDATION_ERROR', 422, messages.url(), { base_url: messages.url() })
    }
    for (const [name, value] of query) url.searchParams.set(name, value)
    const hasBody = input.method !== 'GET' && Object.keys(body).length > 0
    if (hasBody) headers['content-type'] = 'application/json'
    return { url: url.href, headers, body: hasBody ? JSON.stringify(body) : undefined }
  }

  return {
    async list(actor: Actor, query: ListDatasetQuery) {
      const { tenantId } = actor
      const { rows, total } = await datasets.list(tenantId, {
        search: query.search,
        dataType: query.data_type,
        status: query.status,
        page: query.page,
        limit: query.limit,
      })
      return { data: rows.map(datasetListItemOf) as DatasetListItem[], total_data: total }
    },

    async apiDetail(actor: Actor, id: string) {
      const { tenantId } = actor
      return apiDetail(tenantId, id)
    },

    async addApi(actor: Actor, body: AddApiDatasetBody, isDraft: boolean) {
      const { tenantId, userId } = actor
      const fields = body as unknown as ApiDatasetFields
      const setting = await checkApiSetting(tenantId, fields.api_setting_id)
      await checkUpstreamAddress(baseAddressOf(fields, setting, isDraft), fields.path)
      const status = nextStatus(null, isDraft, undefined, fields)
      const row = await datasets.insert({
        ...apiValues(fields),
        tenantId,
        dataType: 'API',
        status,
        createdBy: userId,
        modifiedBy: userId,
      })
      return apiDetail(tenantId, row.id)
    },

    async updateApi(actor: Actor, body: UpdateApiDatasetBody, isDraft: boolean) {
      const { tenantId, userId } = actor
      const fields = body as unknown as ApiDatasetFields & { id: string; status?: 'ACTIVE' | 'INACTIVE' }
      const current = await datasets.find(tenantId, fields.id, 'API')
      if (!current) throw datasetNotFound()
      const setting = await checkApiSetting(tenantId, fields.api_setting_id)
      await checkUpstreamAddress(baseAddressOf(fields, setting, isDraft), fields.path)
      const status = nextStatus(current.status, isDraft, fields.status, fields)
      await datasets.update(tenantId, current.id, { ...apiValues(fields), status, modifiedBy: userId })
      await announceUpstreamChange(tenantId)
      return apiDetail(tenantId, current.id)
    },

    async tryApi(actor: Actor, body: TryApiDatasetBody): Promise<TryApiDatasetResult> {
      const { tenantId, userId } = actor
      const input = body as unknown as TryInput
      if (input.id !== undefined && !(await datasets.find(tenantId, input.id, 'API'))) throw datasetNotFound()
      const setting = await checkApiSetting(tenantId, input.api_setting_id)
      const request = buildRequest(input, baseAddressOf(input, setting, false)!)
      const authHeaders = await credentialHeaders(tenantId, setting)
      const started = performance.now()
      let response
      try {
        response = await http.request(request.url, {
          method: input.method,
          headers: { ...request.headers, ...authHeaders },
          ...(request.body === undefined ? {} : { body: request.body }),
        })
      } catch (error) {
        if (error instanceof SafeHttpError) throw upstreamError(error)
        throw error
      }
      const elapsed = Math.round(performance.now() - started)
      const contentType = response.headers['content-type'] ?? null
      let text = response.body.toString('utf8')
      if (contentType?.includes('json')) {
        try {
          text = JSON.stringify(JSON.parse(text), null, 2)
        } catch {
          // Not the JSON it claims to be: keep the text as it came.
        }
      }
      const isTruncated = text.length > sampleLimit
      const sample = isTruncated ? text.slice(0, sampleLimit) : text
      if (input.id !== undefined) {
        await datasets.update(tenantId, input.id, { responseSample: sample, modifiedBy: userId })
      }
      return {
        status_code: response.status,
        response_time_ms: elapsed,
        content_type: contentType,
        response_sample: sample,
        is_truncated: isTruncated,
      }
    },

    /** Deletes a dataset of the given type, refused while a published product uses it. */
    async remove(actor: Actor, id: string, dataType: DataType) {
      const { tenantId } = actor
      const fileKeys = await db.transaction(async (tx) => {
        const current = await datasets.find(tenantId, id, dataType, tx)
        if (!current) throw datasetNotFound()
        if (await isUsedByPublishedProduct(tenantId, id, tx)) {
          throw new AppError('DATASET_IN_USE', 409, datasetInUseMessage)
        }
        // Every version's file goes with the dataset (the version rows go by cascade).
        const keys = new Set(await versions.fileKeysOf(id, tx))
        if (current.fileKey) keys.add(current.fileKey)
        await datasets.remove(tenantId, id, tx)
        return [...keys]
      })
      if (dataType === 'API') await announceUpstreamChange(tenantId)
      for (const fileKey of fileKeys) await files.remove(fileKey)
      // The database dropped both in-database stores with the row; a remote store B is told to forget.
      if (dataType === 'SECRET_SHARE' && shareStores.storeB.location === 'remote') {
        await shareStores.storeB.remove(id)
      }
      return { id }
    },
  }
}

export type DatasetsService = ReturnType<typeof createDatasetsService>
