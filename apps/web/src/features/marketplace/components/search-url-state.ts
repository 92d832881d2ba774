import {
  dataTypes,
  deliveryMethods,
  enumValueOrNull,
  isEnumValue,
  marketplaceLimits,
  marketplaceSorts,
  pricingModels,
  type MarketplaceListQueryInput,
  type MarketplaceSort,
} from '@lumbung/contract'

/**
 * Everything a marketplace search shows, kept in the URL's query string so a search can be shared,
 * bookmarked and walked through with back and forward. Names match the list call's query.
 */
export interface MarketplaceSearchState {
  search: string
  category: string[]
  data_type: string[]
  pricing_model: string[]
  delivery_method: string[]
  provider_id: string[]
  industry: string[]
  price_min: number | null
  price_max: number | null
  sort: MarketplaceSort | null
  page: number
}

export type MarketplaceListFilter =
  'category' | 'data_type' | 'pricing_model' | 'delivery_method' | 'provider_id' | 'industry'

export const marketplaceListFilters: readonly MarketplaceListFilter[] = [
  'category',
  'data_type',
  'pricing_model',
  'delivery_method',
  'provider_id',
  'industry',
]

export const emptySearchState: MarketplaceSearchState = {
  search: '',
  category: [],
  data_type: [],
  pricing_model: [],
  delivery_method: [],
  provider_id: [],
  industry: [],
  price_min: null,
  price_max: null,
  sort: null,
  page: 1,
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const codePattern = /^[A-Z][A-Z0-9_]{0,59}$/

/** Which values a filter accepts; a hand-edited URL with anything else is read as if it were absent. */
const isAccepted: Record<MarketplaceListFilter, (value: string) => boolean> = {
  category: (value) => codePattern.test(value),
  data_type: (value) => isEnumValue(dataTypes, value),
  pricing_model: (value) => isEnumValue(pricingModels, value),
  delivery_method: (value) => isEnumValue(deliveryMethods, value),
  provider_id: (value) => uuidPattern.test(value),
  industry: (value) => codePattern.test(value),
}

const wholeNumber = (text: string | null, min: number): number | null => {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value >= min ? value : null
}

/** Reads `?search=…&category=A&category=B…` (commas work too); unknown or broken values are dropped. */
export function parseSearchState(params: URLSearchParams): MarketplaceSearchState {
  const valuesOf = (filter: MarketplaceListFilter) => {
    const values = params
      .getAll(filter)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '' && isAccepted[filter](value))
    return [...new Set(values)].slice(0, marketplaceLimits.filterValuesMax)
  }
  const sort = params.get('sort')
  return {
    search: (params.get('search') ?? '').trim().slice(0, marketplaceLimits.searchMax),
    category: valuesOf('category'),
    data_type: valuesOf('data_type'),
    pricing_model: valuesOf('pricing_model'),
    delivery_method: valuesOf('delivery_method'),
    provider_id: valuesOf('provider_id'),
    industry: valuesOf('industry'),
    price_min: wholeNumber(params.get('price_min'), 0),
    price_max: wholeNumber(params.get('price_max'), 0),
    sort: enumValueOrNull(marketplaceSorts, sort),
    page: wholeNumber(params.get('page'), 1) ?? 1,
  }
}

/** The query string of a state, in a fixed order and without defaults, so equal searches share a URL. */
export function serializeSearchState(state: MarketplaceSearchState): string {
  const params = new URLSearchParams()
  if (state.search.trim()) params.set('search', state.search.trim())
  for (const filter of marketplaceListFilters) {
    for (const value of state[filter]) params.append(filter, value)
  }
  if (state.price_min !== null) params.set('price_min', String(state.price_min))
  if (state.price_max !== null) params.set('price_max', String(state.price_max))
  if (state.sort) params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  return params.toString()
}

/** A change of what is searched for starts again at the first page. */
export function withChange(
  state: MarketplaceSearchState,
  change: Partial<Omit<MarketplaceSearchState, 'page'>>,
): MarketplaceSearchState {
  return { ...state, ...change, page: 1 }
}

/** Adds the value to the filter or takes it off. */
export function toggleFilter(
  state: MarketplaceSearchState,
  filter: MarketplaceListFilter,
  value: string,
): MarketplaceSearchState {
  const values = state[filter]
  return withChange(state, {
    [filter]: values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value],
  })
}

/** Every filter off, the search text kept. */
export function clearFilters(state: MarketplaceSearchState): MarketplaceSearchState {
  return { ...emptySearchState, search: state.search, sort: state.sort }
}

export function hasFilters(state: MarketplaceSearchState): boolean {
  return (
    marketplaceListFilters.some((filter) => state[filter].length > 0) ||
    state.price_min !== null ||
    state.price_max !== null
  )
}

/** The list call's query for a state. */
export function listQueryOf(state: MarketplaceSearchState): MarketplaceListQueryInput {
  return {
    page: state.page,
    limit: marketplaceLimits.pageSizeDefault,
    ...(state.search ? { search: state.search } : {}),
    ...Object.fromEntries(
      marketplaceListFilters
        .filter((filter) => state[filter].length > 0)
        .map((filter) => [filter, state[filter]]),
    ),
    ...(state.price_min !== null ? { price_min: state.price_min } : {}),
    ...(state.price_max !== null ? { price_max: state.price_max } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  }
}
