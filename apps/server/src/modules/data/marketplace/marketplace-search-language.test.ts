import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  consumerBase,
  insertProduct,
  openMarketplaceSuite,
  type MarketplaceSuite,
} from './marketplace.test-helpers'

let suite: MarketplaceSuite
let ids: MarketplaceSuite['ids'] & Record<'cityWeather' | 'rice' | 'penduduk' | 'banjir', string>

beforeAll(async () => {
  suite = await openMarketplaceSuite()
  const { db, tenants } = suite
  ids = {
    ...suite.ids,
    cityWeather: await insertProduct(db, tenants.nusantara, {
      name: 'Daily City Weather API',
      shortDescription: 'Forecasts for every city, refreshed each morning',
      categories: ['WEATHER_CLIMATE'],
    }),
    rice: await insertProduct(db, tenants.nusantara, {
      name: 'Rice Prices by Province',
      shortDescription: 'Monthly retail prices of medium-quality rice',
      categories: ['AGRICULTURE'],
    }),
    // Described in Indonesian only.
    penduduk: await insertProduct(db, tenants.geo, {
      name: 'Jumlah Penduduk per Kecamatan',
      shortDescription: 'Penduduk menurut kelompok umur dan jenis kelamin',
      description: 'Diolah dari catatan kependudukan tiap semester.',
      categories: ['DEMOGRAPHIC'],
    }),
    banjir: await insertProduct(db, tenants.geo, {
      name: 'Titik Rawan Banjir',
      shortDescription: 'Lokasi rawan banjir dipetakan per kelurahan',
      categories: ['GEOSPATIAL'],
    }),
  }
})
afterAll(async () => {
  await suite?.close()
})

interface ListBody {
  data: { id: string; name: string }[]
  total_data: number
  did_you_mean?: string
  facets: { category: { value: string; count: number }[] }
}

const listAs = async (headers: Record<string, string>, text: string): Promise<ListBody> => {
  const response = await suite.get(
    headers,
    `${consumerBase}/list?limit=48&search=${encodeURIComponent(text)}`,
  )
  expect(response.statusCode, text).toBe(200)
  return response.json().data
}
const list = (text: string) => listAs(suite.consumerAdmin, text)
const idsOf = async (text: string) => (await list(text)).data.map((product) => product.id).sort()
const sorted = (values: string[]) => [...values].sort()

describe('searching in Indonesian', () => {
  it('finds products described in English by their Indonesian words', async () => {
    expect(await idsOf('cuaca')).toEqual(sorted([ids.weather, ids.privateForKonsumen, ids.cityWeather]))
    expect(await idsOf('beras')).toEqual([ids.rice])
    expect(await idsOf('harga beras')).toEqual([ids.rice])
    // "harganya" (its price) is the same word.
    expect(await idsOf('harganya')).toEqual([ids.rice])
    expect(await idsOf('cuaca kota')).toEqual([ids.cityWeather])
  })

  it('finds products described in Indonesian by their English words', async () => {
    expect(await idsOf('population')).toEqual(sorted([ids.census, ids.penduduk]))
    expect(await idsOf('flood')).toEqual([ids.banjir])
    expect(await idsOf('kecamatan umur')).toEqual([ids.penduduk])
    expect(await idsOf('district age')).toEqual([ids.penduduk])
  })

  it('finds Indonesian words by their stem, as the Indonesian stemmer reads them', async () => {
    // "dipetakan" (mapped) and "peta" (map) share the stem "peta".
    expect(await idsOf('peta')).toEqual([ids.banjir])
    expect(await idsOf('map')).toEqual([ids.banjir])
  })

  it('keeps finding words as written and by their beginning', async () => {
    expect(await idsOf('kependudukan')).toEqual([ids.penduduk])
    expect(await idsOf('kependu')).toEqual([ids.penduduk])
    expect(await idsOf('rice prov')).toEqual([ids.rice])
    // A short synonym is matched whole: "price" finds prices, never "priceless" by accident.
    expect(await idsOf('tax')).toEqual([])
  })
})

describe('searching with typos', () => {
  it('answers what a misspelt search meant, and says what it searched', async () => {
    const body = await list('wether')
    expect(body.did_you_mean).toBe('weather')
    expect(body.data.map((product) => product.id).sort()).toEqual(
      sorted([ids.weather, ids.privateForKonsumen, ids.cityWeather]),
    )
    expect(body.total_data).toBe(3)
    expect(body.facets.category).toEqual([expect.objectContaining({ value: 'WEATHER_CLIMATE', count: 3 })])
  })

  it('corrects a misspelt provider name and keeps the words spelt right', async () => {
    const body = await list('nusantra')
    expect(body.did_you_mean).toBe('nusantara')
    expect(body.total_data).toBe(6)
    const both = await list('Jakarta Wether')
    expect(both.did_you_mean).toBe('jakarta weather')
    expect(both.data.map((product) => product.id)).toEqual([ids.weather])
  })

  it('corrects a misspelt search asked for a later page, with the corrected search’s page and total', async () => {
    const pageTwo = async (text: string) => {
      const response = await suite.get(
        suite.consumerAdmin,
        `${consumerBase}/list?limit=4&page=2&search=${encodeURIComponent(text)}`,
      )
      expect(response.statusCode).toBe(200)
      return response.json().data as ListBody
    }
    const misspelt = await pageTwo('nusantra')
    const meant = await pageTwo('nusantara')
    expect(misspelt.did_you_mean).toBe('nusantara')
    expect(misspelt.total_data).toBe(6)
    expect(misspelt.data.map((product) => product.id)).toEqual(meant.data.map((product) => product.id))
    expect(misspelt.data).toHaveLength(2)
  })

  it('suggests nothing for a search that finds enough, or for words no product is near', async () => {
    expect((await list('weather')).did_you_mean).toBeUndefined()
    expect((await list('weath')).did_you_mean).toBeUndefined()
    const nothing = await list('xylophone')
    expect(nothing).toMatchObject({ total_data: 0, data: [] })
    expect(nothing.did_you_mean).toBeUndefined()
  })

  it('keeps the few products found as typed and offers the search that finds more', async () => {
    const typo = await insertProduct(suite.db, suite.tenants.geo, { name: 'Wether Station Pilot' })
    const body = await list('wether')
    expect(body.data.map((product) => product.id)).toEqual([typo])
    expect(body.did_you_mean).toBe('weather')
    // A rare word spelt right is never taken for another.
    expect((await list('banjir')).did_you_mean).toBeUndefined()
  })

  it('never suggests a word only a product hidden from the viewer uses', async () => {
    // "Hidden Pilot for Baru" is a private offer to PT Baru Berdiri.
    const konsumen = await list('hiddn')
    expect(konsumen.did_you_mean).toBeUndefined()
    expect(konsumen.total_data).toBe(0)
    const baru = await listAs(suite.unverifiedOwner, 'hiddn')
    expect(baru.did_you_mean).toBe('hidden')
    expect(baru.data.map((product) => product.id)).toEqual([ids.privateForBaru])
    // A draft's words are never offered.
    expect((await list('radr')).did_you_mean).toBeUndefined()
  })
})
