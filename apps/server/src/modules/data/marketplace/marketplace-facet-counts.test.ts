import { marketplaceListQuery } from '@lumbung/contract'
import { describe, expect, it } from 'vitest'
import { countFacets, type FacetMatch, type FacetRow } from './marketplace-facet-counts'

const tenant = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function match(overrides: Partial<FacetMatch> = {}): FacetMatch {
  return {
    categories: ['RETAIL'],
    data_type: 'FILE',
    pricing_model: 'ONE_TIME',
    delivery_method: 'DOWNLOAD',
    tenant_id: tenant(1),
    price: 1000,
    industry: 'BANKING',
    provider_name: 'Provider 1',
    ...overrides,
  }
}

const counted = (rows: FacetRow[], facet: FacetRow['facet']) =>
  Object.fromEntries(rows.filter((row) => row.facet === facet).map((row) => [row.value ?? '', row.count]))

describe('countFacets', () => {
  it('counts each facet on the matches passing every filter but its own', () => {
    const query = marketplaceListQuery.parse({ data_type: 'FILE', industry: 'BANKING' })
    const rows = countFacets(
      [
        match({ f_data_type: true, f_industry: true }),
        match({ data_type: 'API', f_data_type: false, f_industry: true }),
        match({
          industry: 'RESEARCH',
          categories: ['RETAIL', 'HEALTH'],
          f_data_type: true,
          f_industry: false,
        }),
      ],
      ['data_type', 'industry'],
      query,
    )
    expect(counted(rows, 'matched')).toEqual({ '': 3 })
    expect(counted(rows, 'total')).toEqual({ '': 1 })
    expect(counted(rows, 'data_type')).toEqual({ FILE: 1, API: 1 })
    expect(counted(rows, 'industry')).toEqual({ BANKING: 1, RESEARCH: 1 })
    expect(counted(rows, 'category')).toEqual({ RETAIL: 1 })
  })

  it('takes the price range of priced matches only, and counts every element of the categories', () => {
    const rows = countFacets(
      [
        match({ price: 500, categories: ['RETAIL', 'HEALTH'] }),
        match({ price: null }),
        match({ price: 9000 }),
      ],
      [],
      marketplaceListQuery.parse({}),
    )
    expect(rows.find((row) => row.facet === 'price')).toMatchObject({ count: 3, min: 500, max: 9000 })
    expect(counted(rows, 'category')).toEqual({ RETAIL: 3, HEALTH: 1 })
  })

  it('lists the busiest providers, and a selected one however few its matches', () => {
    const busy = Array.from({ length: 25 }, (_, index) =>
      Array.from({ length: 2 }, () => match({ tenant_id: tenant(index + 10), provider_name: `P${index}` })),
    ).flat()
    const chosen = match({ tenant_id: tenant(2), provider_name: 'Chosen' })
    const query = marketplaceListQuery.parse({ provider_id: tenant(2).toUpperCase() })
    const rows = countFacets([...busy, chosen], [], query).filter((row) => row.facet === 'provider')
    expect(rows).toHaveLength(21)
    expect(rows[0]).toMatchObject({ value: tenant(2), label: 'Chosen', count: 1 })
    // Equal counts in the order of the companies' ids, so the same matches always list the same providers.
    expect(rows.slice(1).map((row) => row.value)).toEqual(
      busy
        .map((m) => m.tenant_id)
        .filter((_, i) => i % 2 === 0)
        .slice(0, 20),
    )
  })
})
