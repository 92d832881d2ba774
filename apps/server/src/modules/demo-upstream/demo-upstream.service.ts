import { createHash } from 'node:crypto'
import type { IndonesianAreas } from '../dropdown'

/**
 * The answers of the built-in demo upstream: stand-ins for a provider's real APIs, deterministic so
 * that the same question always gets the same answer (demos and tests can rely on it).
 */

/** 0 ≤ n < 1 from a string, stable across runs and machines. */
function unitFraction(...parts: string[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest()
  return digest.readUInt32BE(0) / 2 ** 32
}

const between = (fraction: number, low: number, high: number) => low + fraction * (high - low)
const round1 = (value: number) => Math.round(value * 10) / 10

export const nikPattern = /^\d{16}$/

/** 08…, 628… and +628… all name the same Indonesian mobile number. */
export function normalisePhone(phone: string): string | null {
  const digits = phone.replace(/[\s().-]/g, '')
  const local = /^\+?62(8\d{7,11})$/.exec(digits)?.[1] ?? /^0(8\d{7,11})$/.exec(digits)?.[1]
  return local ? `62${local}` : null
}

export interface NikPhoneMatch {
  match: boolean
  score: number
}

/** Most pairs a client asks about are its own customers', so about seven in ten match. */
export function matchNikPhone(nik: string, phone: string): NikPhoneMatch {
  const fraction = unitFraction('nik-phone', nik, phone)
  const isMatch = fraction < 0.7
  const score = isMatch
    ? Math.round(between(unitFraction('match-score', nik, phone), 85, 100))
    : Math.round(between(unitFraction('miss-score', nik, phone), 0, 60))
  return { match: isMatch, score }
}

interface CityClimate {
  name: string
  province: string
  /** Typical daily minimum and maximum in °C. */
  low: number
  high: number
  /** How wet the place is, 0 (dry) to 1 (very wet). */
  wetness: number
}

/** Indonesian cities with their rough climate: highland cities are cooler, the east drier. */
export const demoCities: readonly CityClimate[] = [
  { name: 'Jakarta', province: 'Daerah Khusus Ibukota Jakarta', low: 25, high: 33, wetness: 0.55 },
  { name: 'Surabaya', province: 'Jawa Timur', low: 25, high: 34, wetness: 0.45 },
  { name: 'Bandung', province: 'Jawa Barat', low: 18, high: 28, wetness: 0.6 },
  { name: 'Bogor', province: 'Jawa Barat', low: 21, high: 31, wetness: 0.8 },
  { name: 'Medan', province: 'Sumatera Utara', low: 23, high: 32, wetness: 0.6 },
  { name: 'Semarang', province: 'Jawa Tengah', low: 24, high: 33, wetness: 0.5 },
  { name: 'Yogyakarta', province: 'Daerah Istimewa Yogyakarta', low: 22, high: 32, wetness: 0.5 },
  { name: 'Malang', province: 'Jawa Timur', low: 18, high: 29, wetness: 0.5 },
  { name: 'Makassar', province: 'Sulawesi Selatan', low: 24, high: 32, wetness: 0.5 },
  { name: 'Palembang', province: 'Sumatera Selatan', low: 24, high: 33, wetness: 0.6 },
  { name: 'Padang', province: 'Sumatera Barat', low: 23, high: 31, wetness: 0.85 },
  { name: 'Pekanbaru', province: 'Riau', low: 23, high: 33, wetness: 0.6 },
  { name: 'Denpasar', province: 'Bali', low: 24, high: 31, wetness: 0.4 },
  { name: 'Balikpapan', province: 'Kalimantan Timur', low: 24, high: 31, wetness: 0.6 },
  { name: 'Banjarmasin', province: 'Kalimantan Selatan', low: 24, high: 32, wetness: 0.65 },
  { name: 'Pontianak', province: 'Kalimantan Barat', low: 24, high: 32, wetness: 0.75 },
  { name: 'Manado', province: 'Sulawesi Utara', low: 23, high: 31, wetness: 0.55 },
  { name: 'Kupang', province: 'Nusa Tenggara Timur', low: 23, high: 32, wetness: 0.25 },
  { name: 'Ambon', province: 'Maluku', low: 24, high: 30, wetness: 0.7 },
  { name: 'Jayapura', province: 'Papua', low: 24, high: 32, wetness: 0.65 },
]

const conditions = [
  { limit: 0.2, condition: 'SUNNY', description: 'Sunny' },
  { limit: 0.4, condition: 'PARTLY_CLOUDY', description: 'Partly cloudy' },
  { limit: 0.55, condition: 'CLOUDY', description: 'Cloudy' },
  { limit: 0.75, condition: 'LIGHT_RAIN', description: 'Light rain' },
  { limit: 0.9, condition: 'MODERATE_RAIN', description: 'Moderate rain' },
  { limit: 1.01, condition: 'THUNDERSTORM', description: 'Thunderstorm' },
] as const

export function findCity(name: string): CityClimate | undefined {
  const wanted = name.trim().toLowerCase()
  return demoCities.find((city) => city.name.toLowerCase() === wanted)
}

/** The wet season (November to March) brings more rain and slightly cooler afternoons. */
export function dailyWeather(city: CityClimate, date: string) {
  const month = Number(date.slice(5, 7))
  const isWetSeason = month >= 11 || month <= 3
  const rainChance = Math.min(0.95, city.wetness + (isWetSeason ? 0.2 : -0.2))
  const sky = unitFraction('sky', city.name, date)
  // Skies are drawn from the rain chance: a wet day lands in the rainy end of the condition list.
  const skyIndex =
    sky < rainChance ? 0.55 + (sky / rainChance) * 0.45 : ((sky - rainChance) / (1 - rainChance)) * 0.55
  const picked = conditions.find((entry) => skyIndex < entry.limit) ?? conditions[conditions.length - 1]!
  const isRaining = skyIndex >= 0.55
  const coolBy = isRaining ? between(unitFraction('cool', city.name, date), 0.5, 2.5) : 0
  const low = round1(city.low + between(unitFraction('low', city.name, date), -1.2, 1.2))
  const high = round1(city.high - coolBy + between(unitFraction('high', city.name, date), -1, 1.5))
  const rainfall = isRaining
    ? round1(between(unitFraction('rain', city.name, date), 0.5, 8) ** (1 + skyIndex))
    : 0
  return {
    city: city.name,
    province: city.province,
    date,
    condition: picked.condition,
    description: picked.description,
    temperature_min_c: low,
    temperature_max_c: Math.max(high, low + 3),
    humidity_percent: Math.round(
      between(unitFraction('humidity', city.name, date), 65, 80) + (isRaining ? 10 : 0),
    ),
    rainfall_mm: rainfall,
    wind_kph: round1(between(unitFraction('wind', city.name, date), 3, 22)),
  }
}

/** Today in Asia/Jakarta (UTC+7, no daylight saving), as YYYY-MM-DD. */
export function jakartaDate(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)
}

/**
 * A generated postal-code mapping over the real sub-districts of idn-area-data: every province gets
 * the two leading digits its real codes start with, and its sub-districts are numbered in code order.
 * The codes look and nest like real ones, but are not Pos Indonesia's.
 */
const provincePrefixes: Record<string, number> = {
  '11': 23,
  '12': 20,
  '13': 25,
  '14': 28,
  '15': 36,
  '16': 30,
  '17': 38,
  '18': 34,
  '19': 33,
  '21': 29,
  '31': 12,
  '32': 40,
  '33': 50,
  '34': 55,
  '35': 60,
  '36': 15,
  '51': 80,
  '52': 83,
  '53': 85,
  '61': 78,
  '62': 73,
  '63': 70,
  '64': 75,
  '65': 77,
  '71': 95,
  '72': 94,
  '73': 90,
  '74': 93,
  '75': 96,
  '76': 91,
  '81': 97,
  '82': 97,
  '91': 99,
  '92': 98,
  '93': 99,
  '94': 98,
  '95': 99,
  '96': 98,
}
// Provinces that share leading digits take turns in the hundreds, so their codes never collide.
const sharedOffsets: Record<string, number> = { '82': 500, '93': 300, '94': 300, '95': 600, '96': 600 }

export interface PostalArea {
  postal_code: string
  province: string
  district: string
  subdistrict: string
}

export function createPostalCodes(areas: IndonesianAreas) {
  let byCode: Promise<Map<string, PostalArea>> | undefined

  async function build(): Promise<Map<string, PostalArea>> {
    const map = new Map<string, PostalArea>()
    const provinces = [...(await areas.provinces())].sort((a, b) => a.value.localeCompare(b.value))
    for (const province of provinces) {
      const prefix = provincePrefixes[province.value]
      if (prefix === undefined) continue
      let index = (sharedOffsets[province.value] ?? 0) + 110
      const districts = [...(await areas.districts(province.value))].sort((a, b) =>
        a.value.localeCompare(b.value),
      )
      for (const district of districts) {
        const subdistricts = [...(await areas.subdistricts(district.value))].sort((a, b) =>
          a.value.localeCompare(b.value),
        )
        for (const subdistrict of subdistricts) {
          if (index > 999) break
          const code = String(prefix * 1000 + index)
          map.set(code, {
            postal_code: code,
            province: province.description,
            district: district.description,
            subdistrict: subdistrict.description,
          })
          index += 1
        }
      }
    }
    return map
  }

  return {
    async lookup(postalCode: string): Promise<PostalArea | undefined> {
      byCode ??= build().catch((error: unknown) => {
        byCode = undefined
        throw error
      })
      return (await byCode).get(postalCode)
    },
  }
}
