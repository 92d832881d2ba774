import { marketplaceListQuery } from '@lumbung/contract'
import { describe, expect, it } from 'vitest'
import { createFacetCache, facetKeyOf, mergeFacetRows } from './marketplace-facet-cache'
import type { FacetRow } from './marketplace.repository'

const row = (facet: FacetRow['facet'], value: string | null, count: number, extra: Partial<FacetRow> = {}) =>
  ({ facet, value, label: null, count, min: null, max: null, ...extra }) as FacetRow

describe('marketplace facet cache', () => {
  it('keys a search by what decides its counts, not by its page, size or order', () => {
    const key = (input: object) => facetKeyOf(marketplaceListQuery.parse(input))
    expect(key({ search: 'rain', page: 3, limit: 24, sort: 'price_asc' })).toBe(key({ search: 'rain' }))
    expect(key({ search: 'rain', category: 'RETAIL' })).not.toBe(key({ search: 'rain' }))
    expect(key({ data_type: 'API,FILE' })).toBe(key({ data_type: ['API', 'FILE'] }))
  })

  it('loads again once the listing version moves, and shares one load per key', async () => {
    const cache = createFacetCache()
    let loads = 0
    const load = async () => {
      loads++
      return [row('total', null, loads)]
    }
    const [first, second] = await Promise.all([cache.get('1', 'k', load), cache.get('1', 'k', load)])
    expect(first).toBe(second)
    expect(loads).toBe(1)
    expect((await cache.get('2', 'k', load))[0]!.count).toBe(2)
  })

  it('forgets entries after their time and keeps to its size', async () => {
    let clock = 0
    const cache = createFacetCache({ ttlMs: 1000, maxEntries: 2, now: () => clock })
    let loads = 0
    const load = async () => [row('total', null, ++loads)]
    await cache.get('1', 'a', load)
    clock = 1500
    expect((await cache.get('1', 'a', load))[0]!.count).toBe(2)
    await cache.get('1', 'b', load)
    await cache.get('1', 'c', load)
    expect(cache.size).toBe(2)
  })

  it('does not keep a failed load', async () => {
    const cache = createFacetCache()
    await expect(cache.get('1', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(cache.size).toBe(0)
  })

  it('adds the viewer’s private offers to the shared counts', () => {
    const merged = mergeFacetRows(
      [row('total', null, 5), row('data_type', 'API', 3), row('price', null, 5, { min: 1000, max: 9000 })],
      [
        row('total', null, 1),
        row('data_type', 'API', 1),
        row('data_type', 'FILE', 1),
        row('price', null, 1, { min: 0, max: 0 }),
      ],
    )
    const find = (facet: string, value: string | null) =>
      merged.find((entry) => entry.facet === facet && entry.value === value)
    expect(find('total', null)!.count).toBe(6)
    expect(find('data_type', 'API')!.count).toBe(4)
    expect(find('data_type', 'FILE')!.count).toBe(1)
    expect(find('price', null)).toMatchObject({ min: 0, max: 9000, count: 6 })
  })
})
