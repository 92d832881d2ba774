import {
  deltaSharingLimits,
  deltaSharingObjectName,
  deltaSharingProtocolCodes as codes,
  deltaSharingProtocolMessages as messages,
  type DeltaSharingPageQuery,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'

export const objectNameOf = deltaSharingObjectName

/**
 * Names for a list of things, each from its text, unique ignoring case (names are case-insensitive):
 * a name taken twice is told apart by the start of each one's id.
 */
export function uniqueNames<T>(items: readonly T[], textOf: (item: T) => string, idOf: (item: T) => string) {
  const base = items.map((item) => objectNameOf(textOf(item)))
  return items.map((item, index) => {
    const name = base[index]!
    const isShared = base.some((other, at) => at !== index && other === name)
    return isShared ? `${name}_${idOf(item).replace(/-/g, '').slice(0, 8)}` : name
  })
}

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const badRequest = (key: 'badPageToken' | 'badMaxResults') => new AppError(codes[key], 400, messages[key])

/**
 * One page of a list. The page token is the opaque offset of the next item; `maxResults` 0 answers no
 * items but still says whether there are more, as the protocol asks.
 */
export function pageOf<T>(items: readonly T[], query: DeltaSharingPageQuery) {
  let size: number = deltaSharingLimits.pageMax
  if (query.maxResults !== undefined) {
    if (!/^\d{1,9}$/.test(query.maxResults)) throw badRequest('badMaxResults')
    size = Math.min(Number(query.maxResults), deltaSharingLimits.pageMax)
  }
  let start = 0
  if (query.pageToken) {
    const decoded = Buffer.from(query.pageToken, 'base64url').toString('utf8')
    const match = /^offset:(\d{1,9})$/.exec(decoded)
    if (!match) throw badRequest('badPageToken')
    start = Number(match[1])
  }
  const end = start + size
  const nextPageToken = end < items.length ? Buffer.from(`offset:${end}`).toString('base64url') : undefined
  return { items: items.slice(start, end), ...(nextPageToken ? { nextPageToken } : {}) }
}
