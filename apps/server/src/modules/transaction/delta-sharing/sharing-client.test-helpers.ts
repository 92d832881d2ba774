/**
 * A Delta Sharing client written from the protocol's description alone (REST APIs, ndjson actions,
 * profile file), knowing nothing of this server but its profile: what a connector does.
 */

export interface Profile {
  shareCredentialsVersion: number
  endpoint: string
  bearerToken: string
  expirationTime?: string
}

export interface HttpAnswer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: Buffer
}
export type Transport = (
  method: 'GET' | 'POST' | 'HEAD',
  url: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<HttpAnswer>

export interface TableRef {
  share: string
  schema: string
  table: string
}

export interface FileAction {
  url: string
  id: string
  partitionValues: Record<string, string>
  size: number
  stats?: string
  version?: number
  expirationTimestamp?: number
}

export class SharingError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message)
  }
}

const parseNdjson = (body: Buffer) =>
  body
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)

export function createSharingClient(profile: Profile, transport: Transport) {
  if (profile.shareCredentialsVersion !== 1) throw new Error('Unsupported profile version')
  const endpoint = profile.endpoint.replace(/\/+$/, '')
  const auth = { authorization: `Bearer ${profile.bearerToken}` }
  const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/')

  async function call(method: 'GET' | 'POST', url: string, body?: object): Promise<HttpAnswer> {
    const headers: Record<string, string> = body
      ? { ...auth, 'content-type': 'application/json; charset=utf-8' }
      : auth
    const answer = await transport(
      method,
      `${endpoint}/${url}`,
      headers,
      body ? JSON.stringify(body) : undefined,
    )
    if (answer.status !== 200) {
      const error = JSON.parse(answer.body.toString('utf8')) as { errorCode: string; message: string }
      throw new SharingError(answer.status, error.errorCode, error.message)
    }
    return answer
  }

  async function page(url: string, maxResults?: number, pageToken?: string) {
    const query = new URLSearchParams()
    if (maxResults !== undefined) query.set('maxResults', String(maxResults))
    if (pageToken) query.set('pageToken', pageToken)
    const suffix = query.size > 0 ? `?${query.toString()}` : ''
    const answer = await call('GET', `${url}${suffix}`)
    const json = JSON.parse(answer.body.toString('utf8')) as { items?: unknown[]; nextPageToken?: string }
    return { items: json.items ?? [], nextPageToken: json.nextPageToken || undefined }
  }

  /** Every item of a list, page after page, as a connector walks them. */
  async function all<T>(url: string, maxResults?: number): Promise<T[]> {
    const items: unknown[] = []
    let token: string | undefined
    do {
      const next = await page(url, maxResults, token)
      items.push(...next.items)
      token = next.nextPageToken
    } while (token)
    return items as T[]
  }

  const tableUrl = (ref: TableRef) =>
    `shares/${path(ref.share)}/schemas/${path(ref.schema)}/tables/${path(ref.table)}`

  return {
    page,
    listShares: (maxResults?: number) => all<{ name: string; id?: string }>('shares', maxResults),
    getShare: async (share: string) =>
      JSON.parse((await call('GET', `shares/${path(share)}`)).body.toString('utf8')) as {
        share: { name: string; id?: string }
      },
    listSchemas: (share: string) => all<{ name: string; share: string }>(`shares/${path(share)}/schemas`),
    listTables: (share: string, schema: string) =>
      all<{ name: string; schema: string; share: string; id?: string }>(
        `shares/${path(share)}/schemas/${path(schema)}/tables`,
      ),
    listAllTables: (share: string, maxResults?: number) =>
      all<{ name: string; schema: string; share: string; id?: string }>(
        `shares/${path(share)}/all-tables`,
        maxResults,
      ),

    async tableVersion(ref: TableRef): Promise<number> {
      const answer = await call('GET', `${tableUrl(ref)}/version`)
      return Number(answer.headers['delta-table-version'])
    },

    async metadata(ref: TableRef, version?: number) {
      const suffix = version === undefined ? '' : `?version=${version}`
      const answer = await call('GET', `${tableUrl(ref)}/metadata${suffix}`)
      const [protocol, metaData] = parseNdjson(answer.body)
      return {
        version: Number(answer.headers['delta-table-version']),
        protocol: protocol!.protocol as { minReaderVersion: number },
        metaData: metaData!.metaData as {
          id: string
          format: { provider: string }
          schemaString: string
          partitionColumns: string[]
        },
      }
    },

    async query(ref: TableRef, body: Record<string, unknown> = {}) {
      const answer = await call('POST', `${tableUrl(ref)}/query`, body)
      const lines = parseNdjson(answer.body)
      return {
        version: Number(answer.headers['delta-table-version']),
        contentType: String(answer.headers['content-type']),
        protocol: lines.find((line) => 'protocol' in line)?.protocol as { minReaderVersion: number },
        metaData: lines.find((line) => 'metaData' in line)?.metaData as { schemaString: string },
        files: lines.filter((line) => 'file' in line).map((line) => line.file as FileAction),
      }
    },

    /** A file through its pre-signed link: no bearer token goes with it. */
    async fetchFile(file: FileAction): Promise<HttpAnswer> {
      return transport('GET', file.url, {})
    },
  }
}
