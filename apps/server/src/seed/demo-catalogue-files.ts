import { crc32, deflateSync } from 'node:zlib'
import { csvCell } from '@lumbung/contract'

/**
 * Generated content for the demo catalogue: realistic CSV rows (deterministic, so every fresh demo
 * looks the same) and small cover images.
 */

/** A small deterministic generator (mulberry32), so the demo files are the same on every machine. */
export function randomFrom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!

const cities = [
  {
    city: 'Jakarta Selatan',
    districts: ['Kebayoran Baru', 'Tebet', 'Cilandak', 'Pancoran', 'Setiabudi'],
    lat: -6.26,
    lon: 106.81,
  },
  {
    city: 'Jakarta Barat',
    districts: ['Grogol Petamburan', 'Kebon Jeruk', 'Palmerah', 'Cengkareng'],
    lat: -6.17,
    lon: 106.76,
  },
  { city: 'Kota Bogor', districts: ['Bogor Tengah', 'Bogor Utara', 'Tanah Sareal'], lat: -6.6, lon: 106.8 },
  {
    city: 'Kota Depok',
    districts: ['Beji', 'Pancoran Mas', 'Sukmajaya', 'Cimanggis'],
    lat: -6.4,
    lon: 106.82,
  },
  {
    city: 'Kota Tangerang',
    districts: ['Cipondoh', 'Karawaci', 'Ciledug', 'Tangerang'],
    lat: -6.18,
    lon: 106.63,
  },
  {
    city: 'Kota Bekasi',
    districts: ['Bekasi Barat', 'Bekasi Timur', 'Medan Satria', 'Rawalumbu'],
    lat: -6.24,
    lon: 106.99,
  },
] as const

const outletKinds = [
  { category: 'Minimarket', names: ['Mart', 'Swalayan', 'Mini Market'], revenue: [180, 650] },
  { category: 'Warung', names: ['Warung', 'Toko Kelontong'], revenue: [15, 90] },
  { category: 'Apotek', names: ['Apotek', 'Apotek Sehat'], revenue: [120, 480] },
  { category: 'Kedai Kopi', names: ['Kopi', 'Kedai Kopi'], revenue: [60, 320] },
  { category: 'Bengkel', names: ['Bengkel Motor', 'Bengkel'], revenue: [40, 210] },
] as const
const ownerNames = [
  'Sejahtera',
  'Makmur',
  'Berkah',
  'Jaya',
  'Sentosa',
  'Abadi',
  'Mandiri',
  'Lestari',
  'Barokah',
  'Harapan',
]

// The product's one CSV writer, with plain line feeds as the demo files have always had.
const csvOf = (header: string[], rows: (string | number)[][]) =>
  [header, ...rows].map((row) => row.map((value) => csvCell(String(value))).join(',')).join('\n') + '\n'

/** Outlets in Jabodetabek with location and revenue: a file product for retail and distribution planning. */
export function retailOutletsCsv(rows = 1200): string {
  const random = randomFrom(2024)
  const data: (string | number)[][] = []
  for (let index = 1; index <= rows; index += 1) {
    const place = pick(random, cities)
    const kind = pick(random, outletKinds)
    const [low, high] = kind.revenue
    const revenue = Math.round(((low + random() * (high - low)) * 1_000_000) / 1000) * 1000
    const opened = new Date(
      Date.UTC(2012 + Math.floor(random() * 13), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
    )
    data.push([
      `OUT-${String(index).padStart(5, '0')}`,
      `${pick(random, kind.names)} ${pick(random, ownerNames)}`,
      kind.category,
      place.city,
      pick(random, place.districts),
      (place.lat + (random() - 0.5) * 0.08).toFixed(5),
      (place.lon + (random() - 0.5) * 0.08).toFixed(5),
      revenue,
      opened.toISOString().slice(0, 10),
    ])
  }
  return csvOf(
    [
      'outlet_id',
      'outlet_name',
      'category',
      'city',
      'district',
      'latitude',
      'longitude',
      'monthly_revenue_idr',
      'opened_date',
    ],
    data,
  )
}

const provinces = [
  ['Aceh', 12_900],
  ['Sumatera Utara', 13_100],
  ['Sumatera Barat', 13_900],
  ['Riau', 13_600],
  ['Sumatera Selatan', 12_800],
  ['Lampung', 12_600],
  ['DKI Jakarta', 14_300],
  ['Jawa Barat', 13_200],
  ['Jawa Tengah', 12_700],
  ['DI Yogyakarta', 12_900],
  ['Jawa Timur', 12_500],
  ['Banten', 13_300],
  ['Bali', 13_700],
  ['Nusa Tenggara Barat', 12_400],
  ['Kalimantan Barat', 14_100],
  ['Kalimantan Timur', 14_600],
  ['Sulawesi Selatan', 12_300],
  ['Sulawesi Utara', 14_200],
  ['Maluku', 15_400],
  ['Papua', 16_900],
] as const
const riceTypes = [
  ['Medium', 1],
  ['Premium', 1.17],
  ['Pera', 0.95],
] as const

/** Monthly retail rice prices per province and quality over two years. */
export function ricePricesCsv(): string {
  const random = randomFrom(1945)
  const data: (string | number)[][] = []
  for (let month = 0; month < 24; month += 1) {
    const date = new Date(Date.UTC(2024, month, 1)).toISOString().slice(0, 7)
    // Prices rose through early 2024 and eased after the harvest; a gentle seasonal swing on top.
    const trend = 1 + 0.06 * Math.sin((month / 12) * Math.PI) + month * 0.002
    for (const [province, base] of provinces) {
      for (const [riceType, factor] of riceTypes) {
        const price = Math.round((base * factor * trend * (0.98 + random() * 0.04)) / 50) * 50
        data.push([province, date, riceType, price, Math.round(400 + random() * 2600)])
      }
    }
  }
  return csvOf(['province', 'month', 'rice_type', 'price_per_kg_idr', 'sample_markets'], data)
}

/** Card spending per customer for secret-share matching: NIK, city, age band, spend and transactions. */
export function customerSpendingCsv(rows = 2000): string {
  const random = randomFrom(1707)
  const bands = ['18-24', '25-34', '35-44', '45-54', '55+'] as const
  const data: (string | number)[][] = []
  for (let index = 0; index < rows; index += 1) {
    const place = pick(random, cities)
    const band = pick(random, bands)
    const nik = `3171${String(10 + Math.floor(random() * 20)).padStart(2, '0')}${String(Math.floor(random() * 1e10)).padStart(10, '0')}`
    const spend = Math.round((1_500_000 + random() * 18_000_000) / 1000) * 1000
    data.push([nik, place.city, band, spend, 3 + Math.floor(random() * 60)])
  }
  return csvOf(['customer_nik', 'city', 'age_band', 'monthly_spend_idr', 'transactions'], data)
}

/** How many of PT Konsumen Maju's borrowers are card holders in each city of the spending data. */
export const borrowersPerCity: Readonly<Record<string, number>> = {
  'Jakarta Selatan': 30,
  'Jakarta Barat': 25,
  'Kota Depok': 20,
  'Kota Tangerang': 20,
  'Kota Bekasi': 15,
  // Fewer than a secret-share query shows (10), so a result by city has one suppressed line.
  'Kota Bogor': 6,
}
/** Borrowers who hold no card in the spending data: Bandung NIKs, which it never has. */
export const borrowersElsewhere = 24

const givenNames = ['Adi', 'Bayu', 'Citra', 'Dimas', 'Eka', 'Fajar', 'Gita', 'Hendra', 'Indah', 'Joko']
const familyNames = ['Saputra', 'Wulandari', 'Hidayat', 'Kusuma', 'Pratama', 'Nugroho', 'Permata', 'Siregar']
const mobilePrefixes = ['0811', '0812', '0813', '0821', '0852', '0857', '0877', '0895'] as const

/**
 * PT Konsumen Maju's borrowers: NIK, name and mobile number, a list of its own for secret-share
 * queries, the fit test and NIK–phone enrichment. Most NIKs are card holders of the customer-spending
 * dataset (taken from it city by city, see borrowersPerCity), the rest are not.
 */
export function borrowersCsv(): string {
  const holders = customerSpendingCsv()
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
  const left = { ...borrowersPerCity }
  const niks: string[] = []
  for (const [nik = '', city = ''] of holders) {
    const wanted = left[city] ?? 0
    if (wanted > 0) {
      left[city] = wanted - 1
      niks.push(nik)
    }
  }
  const random = randomFrom(4017)
  for (let index = 0; index < borrowersElsewhere; index += 1) {
    // Bandung-born borrowers, spread through the list rather than at its end.
    const nik = `327301${String(Math.floor(random() * 1e10)).padStart(10, '0')}`
    niks.splice(Math.floor(random() * (niks.length + 1)), 0, nik)
  }
  const rows = niks.map((nik) => [
    nik,
    `${pick(random, givenNames)} ${pick(random, familyNames)}`,
    `${pick(random, mobilePrefixes)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
  ])
  return csvOf(['nik', 'full_name', 'phone_number'], rows)
}

/** The first lines of a CSV: the sample a product shows. */
export const headOf = (csv: string, lines = 11) => csv.split('\n').slice(0, lines).join('\n') + '\n'

/** A small PNG cover: a diagonal gradient between two colours, so products look apart in lists. */
export function coverPng(from: [number, number, number], to: [number, number, number], size = 160): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size)
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1)
    raw[row] = 0
    for (let x = 0; x < size; x += 1) {
      const share = (x + y) / (2 * (size - 1))
      for (let channel = 0; channel < 3; channel += 1) {
        raw[row + 1 + x * 3 + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * share)
      }
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const checksum = Buffer.alloc(4)
    checksum.writeUInt32BE(crc32(body) >>> 0)
    return Buffer.concat([length, body, checksum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.writeUInt8(8, 8)
  header.writeUInt8(2, 9)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
