import type { RecommendationAddBody } from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { IndonesianAreas } from '../../dropdown'

const areaError = (field: string, label: string) =>
  new AppError('VALIDATION_ERROR', 422, `${label} is not valid`, { [field]: `${label} is not valid` })

export interface RegionColumns {
  provinceCode: string | null
  provinceName: string | null
  districtCode: string | null
  districtName: string | null
  subdistrictCode: string | null
  subdistrictName: string | null
}

/**
 * Checks the chosen codes exist and nest (a district in its province, a sub-district in its district)
 * and answers them with their names, which are stored beside the codes so a later rename of an area
 * never rewrites what the consumer asked for.
 */
export async function resolveRegion(
  areas: IndonesianAreas,
  body: Pick<RecommendationAddBody, 'province_code' | 'district_code' | 'subdistrict_code'>,
): Promise<RegionColumns> {
  const region: RegionColumns = {
    provinceCode: null,
    provinceName: null,
    districtCode: null,
    districtName: null,
    subdistrictCode: null,
    subdistrictName: null,
  }
  if (!body.province_code) return region
  const province = (await areas.provinces()).find((item) => item.value === body.province_code)
  if (!province) throw areaError('province_code', 'Province')
  Object.assign(region, { provinceCode: province.value, provinceName: province.description })
  if (!body.district_code) return region
  const district = (await areas.districts(province.value)).find((item) => item.value === body.district_code)
  if (!district) throw areaError('district_code', 'District')
  Object.assign(region, { districtCode: district.value, districtName: district.description })
  if (!body.subdistrict_code) return region
  const subdistrict = (await areas.subdistricts(district.value)).find(
    (item) => item.value === body.subdistrict_code,
  )
  if (!subdistrict) throw areaError('subdistrict_code', 'Sub-district')
  Object.assign(region, { subdistrictCode: subdistrict.value, subdistrictName: subdistrict.description })
  return region
}
