import { describe, expect, it } from 'vitest'
import {
  clearFilters,
  emptySearchState,
  hasFilters,
  listQueryOf,
  parseSearchState,
  serializeSearchState,
  toggleFilter,
  withChange,
} from './search-url-state'

const parse = (search: string) => parseSearchState(new URLSearchParams(search))
const providerId = '0b3f6c1e-6d1a-4a53-9a53-3c1f2f3e4a5b'

describe('marketplace search in the URL', () => {
  it('reads every part of a shared search', () => {
    const state = parse(
      `search=rain+fall&category=WEATHER_CLIMATE&category=AGRICULTURE&data_type=API,FILE&pricing_model=SUBSCRIPTION` +
        `&delivery_method=DOWNLOAD&provider_id=${providerId}&industry=BANKING&price_min=1000&price_max=50000&sort=price_asc&page=3`,
    )
    expect(state).toEqual({
      search: 'rain fall',
      category: ['WEATHER_CLIMATE', 'AGRICULTURE'],
      data_type: ['API', 'FILE'],
      pricing_model: ['SUBSCRIPTION'],
      delivery_method: ['DOWNLOAD'],
      provider_id: [providerId],
      industry: ['BANKING'],
      price_min: 1000,
      price_max: 50000,
      sort: 'price_asc',
      page: 3,
    })
  })

  it('writes a state back to the same query string it was read from', () => {
    const text = `search=rain&category=WEATHER_CLIMATE&category=AGRICULTURE&data_type=FILE&provider_id=${providerId}&price_min=0&sort=name&page=2`
    expect(serializeSearchState(parse(text))).toBe(text)
    expect(parse(serializeSearchState(parse(text)))).toEqual(parse(text))
  })

  it('leaves defaults out, so the plain marketplace has a plain URL', () => {
    expect(serializeSearchState(emptySearchState)).toBe('')
    expect(serializeSearchState({ ...emptySearchState, search: '  ', page: 1 })).toBe('')
  })

  it('drops values a hand-edited URL got wrong instead of failing the search', () => {
    expect(
      parse('data_type=VIDEO&provider_id=abc&sort=random&page=0&price_min=-5&price_max=12.5&category=<b>'),
    ).toEqual(emptySearchState)
    expect(parse('data_type=API&data_type=API').data_type).toEqual(['API'])
  })

  it('goes back to the first page when what is searched for changes, not when the page does', () => {
    const onPageThree = parse('search=rain&page=3')
    expect(withChange(onPageThree, { sort: 'newest' }).page).toBe(1)
    expect(toggleFilter(onPageThree, 'data_type', 'API')).toMatchObject({ data_type: ['API'], page: 1 })
    expect(toggleFilter(parse('data_type=API,FILE'), 'data_type', 'API').data_type).toEqual(['FILE'])
  })

  it('clears the filters and keeps the words and the order', () => {
    const state = parse('search=rain&category=RETAIL&price_max=10&sort=name&page=4')
    expect(hasFilters(state)).toBe(true)
    const cleared = clearFilters(state)
    expect(cleared).toEqual({ ...emptySearchState, search: 'rain', sort: 'name' })
    expect(hasFilters(cleared)).toBe(false)
  })

  it('asks the API for exactly what the URL says', () => {
    expect(listQueryOf(parse('search=rain&industry=BANKING&price_max=0&page=2'))).toEqual({
      page: 2,
      limit: 12,
      search: 'rain',
      industry: ['BANKING'],
      price_max: 0,
    })
  })
})
