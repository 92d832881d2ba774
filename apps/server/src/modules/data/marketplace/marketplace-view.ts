import {
  companySizes,
  dataCategoryList,
  dataTypeList,
  deliveryMethodList,
  describeReference,
  industries,
  marketplaceLimits,
  marketplaceRequestBlockMessages,
  pricingModelList,
  transactionRequestsRoutes,
  unitList,
  type MarketplaceFacets,
  type MarketplaceProductCard,
  type MarketplaceProviderSummary,
  type MeasuredQuality,
  type MarketplaceRequestBlock,
  type ReferenceEntry,
  type UserType,
} from '@lumbung/contract'
import type { TenantRow } from '../../../db/schema'
import { accessDenial, type Actor } from '../../../lib/access'
import type { StorageUrls } from '../../../lib/storage-urls'
import type { FacetRow, MarketplaceRepository } from './marketplace.repository'
import { isApprovedByRule, isIndustryNeeded, type AutoApprovalRule } from '../../../lib/auto-approval'

type CardRow = Awaited<ReturnType<MarketplaceRepository['search']>>[number]
type ProviderRow = CardRow['provider']

export const described = <V extends string>(list: readonly ReferenceEntry[], value: V | null) =>
  value ? { value, description: describeReference(list, value) } : null

export const industryName = (industry: string | null) =>
  industry ? describeReference(industries, industry) : null
export const sizeName = (size: string | null) => (size ? describeReference(companySizes, size) : null)

export function providerSummary(row: ProviderRow | TenantRow, urls: StorageUrls): MarketplaceProviderSummary {
  return {
    id: row.id,
    brand_name: row.brandName,
    legal_name: row.legalName,
    logo_url: row.logoPath ? urls.sign(row.logoPath) : null,
    industry: row.industry,
    industry_name: industryName(row.industry),
    short_description: row.shortDescription,
    is_verified: row.verificationStatus === 'VERIFIED',
  }
}

export function productCard(
  actor: Actor,
  row: CardRow,
  urls: StorageUrls,
  quality: MeasuredQuality | null = null,
): MarketplaceProductCard {
  return {
    id: row.id,
    name: row.name,
    short_description: row.shortDescription,
    product_image_url: row.image ? urls.sign(row.image.key) : null,
    category: row.categories,
    data_type: row.dataType,
    pricing_model: described(pricingModelList, row.pricingModel),
    unit: described(unitList, row.unit),
    price: row.price,
    delivery_method: described(deliveryMethodList, row.deliveryMethod),
    is_private: row.isPrivate,
    is_owner: row.tenantId === actor.tenantId,
    owner_id: row.tenantId,
    company_legal_name: row.provider.legalName,
    provider: providerSummary(row.provider, urls),
    published_date: row.publishedAt?.toISOString() ?? null,
    measured_quality: quality,
  }
}

/** Facet rows as the list answers them, each labelled for the sidebar and busiest first. */
export function facetsOf(
  rows: FacetRow[],
  selectedProviders = 0,
): { total: number; facets: MarketplaceFacets } {
  const of = (facet: FacetRow['facet'], list?: readonly ReferenceEntry[]) =>
    rows
      .filter((row) => row.facet === facet && row.value !== null)
      .map((row) => ({
        value: row.value!,
        description: list ? describeReference(list, row.value!) : (row.label ?? row.value!),
        count: row.count,
      }))
      .sort((a, b) => b.count - a.count || a.description.localeCompare(b.description))
  const price = rows.find((row) => row.facet === 'price')
  return {
    total: rows.find((row) => row.facet === 'total')?.count ?? 0,
    facets: {
      category: of('category', dataCategoryList),
      data_type: of('data_type', dataTypeList),
      pricing_model: of('pricing_model', pricingModelList),
      delivery_method: of('delivery_method', deliveryMethodList),
      provider: of('provider').slice(0, marketplaceLimits.providerFacetSize + selectedProviders),
      industry: of('industry', industries),
      price: { min: price?.min ?? null, max: price?.max ?? null },
    },
  }
}

/**
 * Why the viewer can not request a product, in the order a user would fix it; null when it can. The
 * role and verification reasons come from the request route's own rule, which its gate enforces.
 */
export function requestBlockOf(
  actor: Actor,
  userType: UserType,
  ownerTenantId: string,
): { code: MarketplaceRequestBlock; message: string } | null {
  const block = ((): MarketplaceRequestBlock | null => {
    if (ownerTenantId === actor.tenantId) return 'OWN_PRODUCT'
    if (userType !== 'consumer') return 'PROVIDER_VIEW'
    // The request call's own access rule, so the button and the call never disagree.
    const denial = accessDenial(transactionRequestsRoutes.add.config.access, actor, 'consumer')
    if (!denial) return null
    if (denial.code === 'COMPANY_NOT_VERIFIED' || denial.code === 'USER_NOT_VERIFIED') return denial.code
    return 'NOT_ADMIN'
  })()
  return block ? { code: block, message: marketplaceRequestBlockMessages[block] } : null
}

/**
 * Whether the product's rule approves the viewer's request at once, by the rule the request itself
 * decides with (lib/auto-approval.ts). `industry` is read only when the rule needs it.
 */
export async function approvesAtOnce(
  actor: Actor,
  product: AutoApprovalRule & { tenantId: string },
  industry: () => Promise<string | null>,
): Promise<boolean> {
  if (product.tenantId === actor.tenantId) return false
  const isVerified = actor.isCompanyVerified
  return isApprovedByRule(product, {
    isVerified,
    industry: isVerified && isIndustryNeeded(product) ? await industry() : null,
  })
}
