import { Agent, request } from 'undici'
import {
  ShareStoreError,
  checkPartialSumsRequest,
  type PartialGroup,
  type PartialSumsRequest,
  type ShareRow,
  type ShareStore,
} from './share-store'
import {
  maxRowsPerPut,
  partialSumsAnswer,
  shareStoreBodyLimit,
  shareStoreErrorAnswer,
  shareStorePaths,
  type PartialSumsBody,
  type PutRowsBody,
} from './share-store-wire'

export interface RemoteShareStoreOptions {
  /** The share-store process's address, e.g. `http://store-b.internal:3100`. */
  url: string
  /** The shared secret both sides are configured with; sent as a bearer token. */
  token: string
  /** A whole request, answer included. */
  timeoutMs?: number
}

const defaultTimeoutMs = 60_000

/**
 * Store B in a process of its own (`npm run share-store`), reached over HTTP. The address comes from the
 * operator's configuration, never from a user, so it may be (and usually is) a private one. Requests
 * and answers are size-capped; a store that does not answer in time fails the query, unbilled.
 */
export function createRemoteShareStore({
  url,
  token,
  timeoutMs = defaultTimeoutMs,
}: RemoteShareStoreOptions): ShareStore & { close(): Promise<void> } {
  const base = url.replace(/\/+$/, '')
  const dispatcher = new Agent({
    connect: { timeout: 10_000 },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
  })

  async function call(method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    if (payload && Buffer.byteLength(payload) > shareStoreBodyLimit) {
      throw new ShareStoreError('INVALID_REQUEST', 'The request is larger than a share store accepts')
    }
    let response: Awaited<ReturnType<typeof request>>
    try {
      response = await request(`${base}${path}`, {
        method,
        dispatcher,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new ShareStoreError(
        'UNAVAILABLE',
        `Share store B could not be reached: ${(error as Error).message}`,
      )
    }
    const text = await readCapped(response.body)
    const parsed = parseJson(text)
    if (response.statusCode >= 200 && response.statusCode < 300) return parsed
    const answer = shareStoreErrorAnswer.safeParse(parsed)
    const code = answer.success ? answer.data.code : ''
    if (code === 'DATASET_NOT_FOUND' || code === 'TOO_MANY_GROUPS' || code === 'INVALID_REQUEST') {
      throw new ShareStoreError(code, answer.success ? answer.data.message : code)
    }
    throw new ShareStoreError('UNAVAILABLE', `Share store B answered ${response.statusCode}`)
  }

  return {
    location: 'remote',

    async put(datasetId: string, rows: readonly ShareRow[]) {
      for (let start = 0; start < rows.length; start += maxRowsPerPut) {
        const body: PutRowsBody = {
          rows: rows.slice(start, start + maxRowsPerPut).map((row) => ({
            row_index: row.rowIndex,
            identifiers: row.identifiers,
            dimensions: row.dimensions,
            shares: row.shares.map(String),
          })),
        }
        await call('PUT', shareStorePaths.rows(datasetId), body)
      }
    },

    async remove(datasetId: string) {
      await call('DELETE', shareStorePaths.dataset(datasetId))
    },

    async partialSums(partialRequest: PartialSumsRequest): Promise<PartialGroup[]> {
      checkPartialSumsRequest(partialRequest)
      const body: PartialSumsBody = {
        dataset_id: partialRequest.datasetId,
        identifier_column: partialRequest.identifierColumn,
        hashed_identifiers: [...partialRequest.hashedIdentifiers],
        measures: [...partialRequest.measures],
        group_by: partialRequest.groupBy,
      }
      const answer = partialSumsAnswer.safeParse(await call('POST', shareStorePaths.partialSums, body))
      if (!answer.success)
        throw new ShareStoreError('UNAVAILABLE', 'Share store B answered something unreadable')
      return answer.data.groups.map((group) => {
        if (group.sums.length !== partialRequest.measures.length) {
          throw new ShareStoreError('UNAVAILABLE', 'Share store B answered the wrong number of sums')
        }
        return {
          group: group.group,
          rowCount: group.row_count,
          identifierCount: group.identifier_count,
          sums: group.sums.map((sum) => BigInt(sum)),
        }
      })
    },

    close: () => dispatcher.close(),
  }
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of body) {
    total += chunk.length
    if (total > shareStoreBodyLimit) {
      body.destroy()
      throw new ShareStoreError('UNAVAILABLE', 'Share store B answered more than a share store may')
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}
