import {
  applicationRoleDescriptions,
  applicationRoles,
  companySizes,
  dataTypeList,
  deliveryMethodList,
  deliveryMethodsFor,
  industries,
  pricingModelList,
  pricingModelsFor,
  unitList,
  unitsFor,
  type dataTypes,
  type DropdownItem,
  type DropdownList,
  type pricingModels,
} from '@lumbung/contract'
import type { IndonesianAreas } from './indonesian-areas'

export interface DropdownServiceDependencies {
  areas: IndonesianAreas
  /** Verified provider companies, from the tenant module. */
  providers: () => Promise<DropdownItem[]>
}

const listOf = (items: readonly DropdownItem[]): DropdownList => ({
  data: items.map(({ value, description }) => ({ value, description })),
  total_data: items.length,
})

type DataType = (typeof dataTypes)[number]
type PricingModel = (typeof pricingModels)[number]

export type DropdownService = ReturnType<typeof createDropdownService>

export function createDropdownService({ areas, providers }: DropdownServiceDependencies) {
  return {
    industries: () => listOf(industries),
    companySizes: () => listOf(companySizes),
    provinces: async () => listOf(await areas.provinces()),
    districts: async (provinceCode: string) => listOf(await areas.districts(provinceCode)),
    subdistricts: async (districtCode: string) => listOf(await areas.subdistricts(districtCode)),

    /** The owner role can only be handed over, so an invitation offers admin and member alone. */
    applicationRoles(isAssignableOnly: boolean): DropdownList {
      const roles = isAssignableOnly
        ? applicationRoles.filter((role) => role !== 'superadmin')
        : applicationRoles
      return listOf(roles.map((role) => ({ value: role, description: applicationRoleDescriptions[role] })))
    },

    providers: async () => listOf(await providers()),

    /** Any fixed reference list of the contract. */
    fixed: (items: readonly DropdownItem[]) => listOf(items),
    dataTypes: () => listOf(dataTypeList),
    pricingModels: (dataType: DataType | undefined) =>
      listOf(dataType ? pricingModelsFor(dataType) : pricingModelList),
    units: (pricingModel: PricingModel | undefined) =>
      listOf(pricingModel ? unitsFor(pricingModel) : unitList),
    deliveryMethods: (dataType: DataType | undefined) =>
      listOf(dataType ? deliveryMethodsFor(dataType) : deliveryMethodList),
  }
}
