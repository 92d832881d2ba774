import {
  apiSettingErrorMessages,
  type apiSettingBody,
  apiSettingProblems,
  connectionTestMessages,
  maskSecret,
  secretFieldOf,
  type updateApiSettingBody,
  type ApiSettingDetail,
  type ApiSettingListItem,
  type AuthType,
  type ConnectionTestResult,
  type DemoUpstreamAccess,
  type DropdownList,
  type listApiSettingQuery,
} from '@lumbung/contract'
import type { z } from 'zod'
import type { Database } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { AppError, notFound } from '../../../lib/errors'
import { SafeHttpError, type SafeHttp } from '../../../lib/safe-http'
import type { Secrets } from '../../../lib/secrets'
import type { ApiSettingRow, ApiSettingsRepository, ApiSettingValues } from './api-settings.repository'
import type { AnnounceUpstreamChange } from './upstream-change-notices'

export interface ApiSettingsServiceDependencies {
  db: Database
  apiSettings: ApiSettingsRepository
  secrets: Secrets
  audit: Audit
  /** Every instance's gateway forgets the provider's upstreams, so a new secret is sent on the next call. */
  announceUpstreamChange: AnnounceUpstreamChange
  /** The SSRF-checked client of every call to an address a user typed in (lib/outbound-http). */
  http: Pick<SafeHttp, 'request' | 'target'>
  /** The embedded demo's own upstream, shown on the settings screen; null when demo mode is off. */
  demoUpstream: () => DemoUpstreamAccess
}

/** The upstream credentials of a setting, opened: only for building the upstream call, never for an answer. */
export interface UpstreamCredentials {
  authType: AuthType
  username: string | null
  headerName: string | null
  secret: string | null
}

export const apiSettingNotFound = () => notFound(apiSettingErrorMessages.notFound)
const inUse = () =>
  new AppError(
    'API_SETTING_IN_USE',
    409,
    'This API setting is used by an active dataset and cannot be deleted',
  )
const inUseStatus = () =>
  new AppError(
    'API_SETTING_IN_USE',
    409,
    'This API setting is used by an active dataset; deactivate the dataset before this setting',
  )

type Body = z.output<typeof apiSettingBody>

function toDetail(row: ApiSettingRow): ApiSettingDetail {
  const secretField = secretFieldOf[row.authType]
  const auth_config: ApiSettingDetail['auth_config'] = {}
  if (row.authType === 'BASIC') auth_config.username = row.username ?? ''
  if (row.authType === 'API_KEY') auth_config.header_name = row.headerName ?? ''
  if (secretField && row.sealedSecret) auth_config[secretField] = row.secretHint ?? maskSecret('')
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    base_url: row.baseUrl,
    status: row.status,
    auth_type: row.authType,
    auth_config,
    created_by: row.createdByName,
    created_date: row.createdAt.toISOString(),
    modified_by: row.modifiedByName,
    modified_date: row.updatedAt.toISOString(),
  }
}

const toListItem = (row: ApiSettingRow): ApiSettingListItem => {
  const { id, name, description, base_url, status, auth_type, modified_date } = toDetail(row)
  return { id, name, description, base_url, status, auth_type, modified_date }
}

export type ApiSettingsService = ReturnType<typeof createApiSettingsService>

export function createApiSettingsService({
  db,
  apiSettings,
  secrets,
  audit,
  announceUpstreamChange,
  http,
  demoUpstream,
}: ApiSettingsServiceDependencies) {
  async function requireSetting(tenantId: string, id: string) {
    const row = await apiSettings.find(tenantId, id)
    if (!row) throw apiSettingNotFound()
    return row
  }

  /**
   * The stored values for a body. A blank secret keeps the stored one as long as the auth type is
   * unchanged; switching type drops every credential of the old one.
   */
  function valuesOf(body: Body, isDraft: boolean, previous: ApiSettingRow | undefined): ApiSettingValues {
    const secretField = secretFieldOf[body.auth_type]
    const isSameType = previous?.authType === body.auth_type
    const hasStoredSecret = Boolean(isSameType && previous?.sealedSecret)
    const errors = apiSettingProblems(body, { isDraft, hasStoredSecret })
    if (Object.keys(errors).length > 0) {
      throw new AppError('VALIDATION_ERROR', 422, Object.values(errors)[0], errors)
    }
    const typed = secretField ? body.auth_config[secretField]?.trim() : undefined
    const keepsSecret = secretField !== null && !typed && hasStoredSecret
    const config = body.auth_config
    return {
      name: body.name.trim(),
      description: body.description?.trim() || null,
      baseUrl: body.base_url?.trim().replace(/\/+$/, '') || null,
      status: isDraft ? 'DRAFT' : body.status,
      authType: body.auth_type,
      username: body.auth_type === 'BASIC' ? config.username?.trim() || null : null,
      headerName: body.auth_type === 'API_KEY' ? config.header_name?.trim() || null : null,
      sealedSecret: keepsSecret ? previous!.sealedSecret : typed ? secrets.seal(typed) : null,
      secretHint: keepsSecret ? previous!.secretHint : typed ? maskSecret(typed) : null,
    }
  }

  async function assertNameFree(tenantId: string, name: string, exceptId: string | null) {
    if (await apiSettings.isNameTaken(tenantId, name.trim(), exceptId)) {
      const message = apiSettingErrorMessages.nameTaken
      throw new AppError('API_SETTING_NAME_TAKEN', 409, message, { name: message })
    }
  }

  /**
   * Saving refuses a base address the gateway would never call (internal, link-local, metadata, other
   * schemes), with the words "Try it" uses. A host that does not resolve yet is kept: every call checks again.
   */
  async function checkBaseUrl(baseUrl: string | null) {
    if (baseUrl === null) return
    try {
      await http.target(`${baseUrl}/`)
    } catch (error) {
      if (!(error instanceof SafeHttpError)) throw error
      if (error.code === 'BLOCKED_ADDRESS' || error.code === 'INVALID_URL') {
        throw new AppError(`UPSTREAM_${error.code}`, 422, error.message, { base_url: error.message })
      }
    }
  }

  async function detailOf(tenantId: string, id: string) {
    return toDetail(await requireSetting(tenantId, id))
  }

  return {
    async list(actor: Actor, query: z.output<typeof listApiSettingQuery>) {
      const { rows, total } = await apiSettings.list(
        actor.tenantId,
        { search: query.search, status: query.status, authType: query.auth_type },
        query.page,
        query.limit,
      )
      return { data: rows.map(toListItem), total_data: total }
    },

    async detail(actor: Actor, id: string): Promise<ApiSettingDetail> {
      return detailOf(actor.tenantId, id)
    },

    async add(actor: Actor, body: Body, isDraft: boolean): Promise<ApiSettingDetail> {
      const values = valuesOf(body, isDraft, undefined)
      await assertNameFree(actor.tenantId, values.name, null)
      await checkBaseUrl(values.baseUrl)
      const id = await db.transaction(async (tx) => {
        const created = await apiSettings.insert(actor.tenantId, actor.userId, values, tx)
        await audit.record(tx, {
          action: 'api_setting.created',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'api_setting',
          targetId: created,
          detail: { name: values.name, status: values.status, auth_type: values.authType },
        })
        return created
      })
      return detailOf(actor.tenantId, id)
    },

    async update(
      actor: Actor,
      body: z.output<typeof updateApiSettingBody>,
      isDraft: boolean,
    ): Promise<ApiSettingDetail> {
      const previous = await requireSetting(actor.tenantId, body.id)
      const values = valuesOf(body, isDraft, previous)
      await assertNameFree(actor.tenantId, values.name, previous.id)
      await checkBaseUrl(values.baseUrl)
      await db.transaction(async (tx) => {
        if (
          previous.status === 'ACTIVE' &&
          values.status !== 'ACTIVE' &&
          (await apiSettings.isInUse(actor.tenantId, previous.id, tx))
        ) {
          throw inUseStatus()
        }
        if (!(await apiSettings.update(actor.tenantId, previous.id, actor.userId, values, tx))) {
          throw apiSettingNotFound()
        }
        await audit.record(tx, {
          action: 'api_setting.updated',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'api_setting',
          targetId: previous.id,
          detail: {
            name: values.name,
            status: values.status,
            auth_type: values.authType,
            is_secret_replaced: values.sealedSecret !== previous.sealedSecret,
          },
        })
      })
      await announceUpstreamChange(actor.tenantId)
      return detailOf(actor.tenantId, previous.id)
    },

    async remove(actor: Actor, id: string): Promise<null> {
      const previous = await requireSetting(actor.tenantId, id)
      await db.transaction(async (tx) => {
        if (await apiSettings.isInUse(actor.tenantId, id, tx)) throw inUse()
        if (!(await apiSettings.remove(actor.tenantId, id, tx))) throw apiSettingNotFound()
        await audit.record(tx, {
          action: 'api_setting.deleted',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'api_setting',
          targetId: id,
          detail: { name: previous.name },
        })
      })
      await announceUpstreamChange(actor.tenantId)
      return null
    },

    /**
     * One GET of the setting's base address with its credentials, through the SSRF-checked client: what
     * answered and how fast, or why nothing did. A refused or failed call is a report, not an error.
     */
    async testConnection(actor: Actor, id: string): Promise<ConnectionTestResult> {
      const row = await requireSetting(actor.tenantId, id)
      if (!row.baseUrl) {
        const message = connectionTestMessages.noBaseUrl
        throw new AppError('API_SETTING_NO_BASE_URL', 422, message, { base_url: message })
      }
      const url = `${row.baseUrl}/`
      const headers = {
        accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
        ...upstreamAuthHeaders({
          authType: row.authType,
          username: row.username,
          headerName: row.headerName,
          secret: row.sealedSecret ? secrets.open(row.sealedSecret) : null,
        }),
      }
      const started = performance.now()
      const elapsed = () => Math.round(performance.now() - started)
      const report = (
        outcome: ConnectionTestResult['outcome'],
        statusCode: number | null,
        ms: number,
        message: string,
      ): ConnectionTestResult => ({
        outcome,
        status_code: statusCode,
        response_time_ms: ms,
        url: row.baseUrl!,
        message,
      })
      try {
        const { status } = await http.request(url, { method: 'GET', headers })
        const ms = elapsed()
        if (status === 401 || status === 403) {
          return report('CREDENTIALS_REFUSED', status, ms, connectionTestMessages.credentialsRefused(status))
        }
        if (status >= 500) {
          return report('UPSTREAM_ERROR', status, ms, connectionTestMessages.upstreamError(status))
        }
        return report('CONNECTED', status, ms, connectionTestMessages.connected(status, ms))
      } catch (error) {
        if (!(error instanceof SafeHttpError)) throw error
        const ms = elapsed()
        const isBlocked = error.code === 'BLOCKED_ADDRESS' || error.code === 'INVALID_URL'
        return isBlocked
          ? report('BLOCKED', null, ms, connectionTestMessages.blocked(error.message))
          : report('UNREACHABLE', null, ms, connectionTestMessages.unreachable(error.message))
      }
    },

    /** The demo upstream's address and key for any provider owner while demo mode is on: demo data only. */
    demoUpstream(): DemoUpstreamAccess {
      return demoUpstream()
    },

    /** For the dataset form: anyone who may work on datasets picks among the ACTIVE settings by name. */
    async activeDropdown(actor: Actor): Promise<DropdownList> {
      const rows = await apiSettings.listActive(actor.tenantId)
      return { data: rows.map((row) => ({ value: row.id, description: row.name })), total_data: rows.length }
    },

    /**
     * The opened credentials of one of the tenant's settings, for calling its upstream. The answer must
     * never reach a response or a log.
     */
    async credentialsOf(tenantId: string, id: string): Promise<UpstreamCredentials & { status: string }> {
      const row = await requireSetting(tenantId, id)
      return {
        authType: row.authType,
        status: row.status,
        username: row.username,
        headerName: row.headerName,
        secret: row.sealedSecret ? secrets.open(row.sealedSecret) : null,
      }
    },
  }
}

/** The headers that authenticate an upstream call with a setting's credentials. */
export function upstreamAuthHeaders(credentials: UpstreamCredentials): Record<string, string> {
  const { authType, username, headerName, secret } = credentials
  if (authType === 'BASIC' && username !== null) {
    return { authorization: `Basic ${Buffer.from(`${username}:${secret ?? ''}`).toString('base64')}` }
  }
  if (authType === 'BEARER' && secret) return { authorization: `Bearer ${secret}` }
  if (authType === 'API_KEY' && headerName && secret) return { [headerName.toLowerCase()]: secret }
  return {}
}
