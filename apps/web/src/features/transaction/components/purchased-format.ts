import dayjs from 'dayjs'
import {
  dataTypes,
  enumValueOrNull,
  formatRupiah,
  type PurchasedDetail,
  type PurchasedListItem,
  type PurchasedStatus,
  purchasedStatuses,
  transactionAccessStatuses,
} from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { translateIn } from '../../../lib/i18n/i18n'
import { transactionTermsTexts as texts } from '../transaction-terms.texts'
import { describedLabel } from '../../../lib/i18n/enum-labels'

/** 'Rp 1.500 per call', or a dash when the terms carry no price. */
export function purchasedPriceText(item: Pick<PurchasedListItem, 'price' | 'unit'>): string {
  if (item.price === null) return '—'
  const unit = item.unit ? ` ${describedLabel('unit', item.unit).toLowerCase()}` : ''
  return `${formatRupiah(item.price)}${unit}`
}

/**
 * The announced price and the Jakarta day it applies from: 'Rp 2.000 per call from 28 Dec 2026'; null
 * when none is announced.
 */
export function purchasedNextPriceText(item: Pick<PurchasedDetail, 'next_price' | 'unit'>): string | null {
  if (!item.next_price) return null
  const price = purchasedPriceText({ price: item.next_price.price, unit: item.unit })
  return translateIn(texts, 'priceFrom', { price, date: formatDate(item.next_price.effective_from) })
}

/**
 * How long access lasts: a subscription runs to its period end; other purchases have none. A period that
 * has passed reads as ended even if the list still said active.
 */
export function purchasedPeriodText(
  item: Pick<PurchasedListItem, 'period_end' | 'status'>,
  now: Date = new Date(),
): string {
  if (!item.period_end) return translateIn(texts, item.status === 'EXPIRED' ? 'ended' : 'noEndDate')
  const end = dayjs(item.period_end)
  if (item.status === 'EXPIRED' || !end.isAfter(now))
    return translateIn(texts, 'endedOn', { date: formatDate(item.period_end) })
  const days = Math.ceil(end.diff(now, 'hour') / 24)
  // The days are written as they are (no thousands separator); the plural follows them.
  return translateIn(texts, 'until', { date: formatDate(item.period_end), days: String(days), count: days })
}

const periodUnitKeys: Partial<Record<string, 'countMONTH' | 'countYEAR'>> = {
  MONTH: 'countMONTH',
  YEAR: 'countYEAR',
}

/** '3 months', '1 year': how long a subscription was bought for. */
export function purchasedPeriodCountText(
  count: number | null,
  unit: string | null | undefined,
): string | null {
  const key = unit ? periodUnitKeys[unit] : undefined
  if (count === null || !key) return null
  return translateIn(texts, key, { count })
}

export interface PurchasedFilters {
  page: number
  search: string
  status: PurchasedStatus | null
  access_status: (typeof transactionAccessStatuses)[number] | null
  data_type: (typeof dataTypes)[number] | null
  provider_id: string | null
  product_id: string | null
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The list's filters from the address; anything malformed is dropped rather than sent. */
export function readPurchasedFilters(params: URLSearchParams): PurchasedFilters {
  const id = (name: string) => {
    const value = params.get(name)
    return value && uuidPattern.test(value) ? value : null
  }
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: enumValueOrNull(purchasedStatuses, params.get('status')),
    access_status: enumValueOrNull(transactionAccessStatuses, params.get('access_status')),
    data_type: enumValueOrNull(dataTypes, params.get('data_type')),
    provider_id: id('provider_id'),
    product_id: id('product_id'),
  }
}

export const isPurchasedFiltered = (filters: PurchasedFilters) =>
  Boolean(
    filters.search ||
    filters.status ||
    filters.access_status ||
    filters.data_type ||
    filters.provider_id ||
    filters.product_id,
  )
