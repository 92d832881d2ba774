import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DropdownItem } from '@lumbung/contract'
import { parse } from 'csv-parse/sync'
import { serverRoot } from '../../config'

/**
 * Indonesia's administrative areas, from idn-area-data's tables shipped in `data/indonesian-areas/`. In the product's words a
 * "district" is a regency or city (kabupaten/kota) and a "sub-district" a kecamatan; villages are not
 * used. Each level is read from its CSV on first use and kept, grouped by its parent, so a
 * server that never shows an address form never holds the 7,000 sub-districts in memory.
 */
export interface IndonesianAreas {
  provinces(): Promise<DropdownItem[]>
  districts(provinceCode: string): Promise<DropdownItem[]>
  subdistricts(districtCode: string): Promise<DropdownItem[]>
  /** The names behind a chosen province / district / sub-district, or null when a code is unknown or they do not nest. */
  resolve(codes: AreaCodes): Promise<AreaNames | null>
}

export interface AreaCodes {
  provinceCode: string
  districtCode: string
  subdistrictCode: string
}

export interface AreaNames {
  provinceName: string
  districtName: string
  subdistrictName: string
}

/** One of the shipped tables, as rows keyed by its header. The files are ours, small and trusted. */
async function readAreaTable<Row>(name: 'provinces' | 'regencies' | 'districts'): Promise<Row[]> {
  const text = await readFile(join(serverRoot(), 'data', 'indonesian-areas', `${name}.csv`), 'utf8')
  return parse(text, { columns: true, skip_empty_lines: true }) as Row[]
}

type Grouped = Map<string, DropdownItem[]>

function groupBy<T>(rows: T[], parentOf: (row: T) => string, itemOf: (row: T) => DropdownItem): Grouped {
  const groups: Grouped = new Map()
  for (const row of rows) {
    const parent = parentOf(row)
    const list = groups.get(parent) ?? []
    list.push(itemOf(row))
    groups.set(parent, list)
  }
  for (const list of groups.values()) list.sort((a, b) => a.description.localeCompare(b.description))
  return groups
}

/** Loads once even when several requests ask at the same moment; a failed load is retried next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}

export function createIndonesianAreas(): IndonesianAreas {
  const loadProvinces = once(async () => {
    const rows = await readAreaTable<{ code: string; name: string }>('provinces')
    return rows
      .map((row) => ({ value: row.code, description: row.name }))
      .sort((a, b) => a.description.localeCompare(b.description))
  })
  const loadDistricts = once(async () => {
    const rows = await readAreaTable<{ code: string; province_code: string; name: string }>('regencies')
    return groupBy(
      rows,
      (row) => row.province_code,
      (row) => ({ value: row.code, description: row.name }),
    )
  })
  const loadSubdistricts = once(async () => {
    const rows = await readAreaTable<{ code: string; regency_code: string; name: string }>('districts')
    return groupBy(
      rows,
      (row) => row.regency_code,
      (row) => ({ value: row.code, description: row.name }),
    )
  })

  const nameIn = (list: DropdownItem[] | undefined, code: string) =>
    list?.find((item) => item.value === code)?.description

  return {
    provinces: loadProvinces,
    async districts(provinceCode) {
      return (await loadDistricts()).get(provinceCode) ?? []
    },
    async subdistricts(districtCode) {
      return (await loadSubdistricts()).get(districtCode) ?? []
    },
    async resolve({ provinceCode, districtCode, subdistrictCode }) {
      const provinceName = nameIn(await loadProvinces(), provinceCode)
      const districtName = nameIn((await loadDistricts()).get(provinceCode), districtCode)
      const subdistrictName = nameIn((await loadSubdistricts()).get(districtCode), subdistrictCode)
      if (!provinceName || !districtName || !subdistrictName) return null
      return { provinceName, districtName, subdistrictName }
    },
  }
}

/** One per process: the tenant module validates addresses against the same cached lists. */
export const indonesianAreas: IndonesianAreas = createIndonesianAreas()
