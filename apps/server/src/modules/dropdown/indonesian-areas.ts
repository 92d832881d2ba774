import type { DropdownItem } from '@lumbung/contract'

/**
 * Indonesia's administrative areas from the idn-area-data package. In the product's words a
 * "district" is a regency or city (kabupaten/kota) and a "sub-district" a kecamatan; villages are not
 * used. Each level is read from the package's CSV on first use and kept, grouped by its parent, so a
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
    const { getProvinces } = await import('idn-area-data')
    const rows = await getProvinces()
    return rows
      .map((row) => ({ value: row.code, description: row.name }))
      .sort((a, b) => a.description.localeCompare(b.description))
  })
  const loadDistricts = once(async () => {
    const { getRegencies } = await import('idn-area-data')
    const rows = await getRegencies()
    return groupBy(
      rows,
      (row) => row.province_code,
      (row) => ({ value: row.code, description: row.name }),
    )
  })
  const loadSubdistricts = once(async () => {
    const { getDistricts } = await import('idn-area-data')
    const rows = await getDistricts()
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
