import { describe, expect, it } from 'vitest'
import { didYouMeanHref } from './did-you-mean-link'
import { parseSearchState } from './search-url-state'

const parse = (search: string) => parseSearchState(new URLSearchParams(search))

describe('did you mean', () => {
  it('searches the suggestion with the same filters and order, from the first page', () => {
    expect(didYouMeanHref(parse('search=wether&data_type=API&sort=price_asc&page=2'), 'weather')).toBe(
      '?search=weather&data_type=API&sort=price_asc',
    )
    expect(didYouMeanHref(parse('search=Jakarta+Wether'), 'jakarta weather')).toBe('?search=jakarta+weather')
  })

  it('offers nothing without a suggestion or when it is the search already shown', () => {
    expect(didYouMeanHref(parse('search=wether'), undefined)).toBeNull()
    expect(didYouMeanHref(parse('search=wether'), ' ')).toBeNull()
    expect(didYouMeanHref(parse('search=Weather'), 'weather')).toBeNull()
  })
})
