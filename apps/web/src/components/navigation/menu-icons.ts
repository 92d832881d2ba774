import {
  IconApi,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCash,
  IconChecklist,
  IconCloud,
  IconCreditCard,
  IconDatabase,
  IconFileDescription,
  IconFiles,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconShieldCheck,
  IconShoppingBag,
  IconStack2,
  IconTransfer,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import type { MenuIcon } from '@lumbung/contract'

export const menuIcons: Record<MenuIcon, Icon> = {
  dashboard: IconLayoutDashboard,
  transaction: IconTransfer,
  marketplace: IconBuildingStore,
  'data-management': IconStack2,
  settings: IconSettings,
  billings: IconCreditCard,
  account: IconUserCircle,
  subscription: IconReceipt,
  users: IconUsers,
  products: IconPackage,
  tenants: IconBuildingSkyscraper,
  jobs: IconListDetails,
  audit: IconShieldCheck,
}

/** Children share their group's icon in the contract; distinct ones tell them apart when collapsed. */
const entryIcons: Record<string, Icon> = {
  'My Request': IconFileDescription,
  'Data Delivery': IconTruckDelivery,
  'Purchased Data': IconShoppingBag,
  'Data Assets': IconFiles,
  Datasets: IconDatabase,
  Storage: IconCloud,
  API: IconApi,
  'Billings History': IconReceipt,
  'Transaction History': IconHistory,
  'Settlement History': IconCash,
  'Request Summary': IconListDetails,
  'Request Approval': IconChecklist,
}

export function iconFor(entry: { label: string; icon: MenuIcon }): Icon {
  return entryIcons[entry.label] ?? menuIcons[entry.icon]
}
