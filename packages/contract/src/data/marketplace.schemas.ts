import { z } from 'zod'
import { blankTextToUndefined, isBlankText, optionalField } from '../common/blank'
import {
  dataTypes,
  deliveryMethods,
  pricingModels,
  productStatuses,
  tenantVerificationStatuses,
  units,
} from '../common/enums'
import { messages } from '../common/messages'
import { rupiahSchema } from '../common/money'
import { listOf } from '../common/result'
import { apiField } from '../transaction/purchased.schemas'
import { productFactsheet } from './products.schemas'
import { measuredQuality, productTrial } from './trial-quality.schemas'

/** How marketplace results can be ordered. Without a choice: best match for a search, else newest. */
export const marketplaceSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const
export type MarketplaceSort = (typeof marketplaceSorts)[number]

export const marketplaceSortLabels: Record<MarketplaceSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name (A-Z)',
}

/** The price filter's field names, in its messages and on the marketplace's price inputs. */
export const marketplacePriceLabels = { price_min: 'Minimum price', price_max: 'Maximum price' } as const

export const marketplaceLimits = {
  searchMax: 100,
  pageSizeDefault: 12,
  pageSizeMax: 48,
  /** Values of one filter a single search may combine. */
  filterValuesMax: 20,
  /** Rows a sample preview shows. */
  sampleRows: 10,
  /** Products a provider's detail lists; the rest are one click away in the search. */
  providerProducts: 12,
  /** Providers the provider facet lists (the busiest first). */
  providerFacetSize: 20,
  /**
   * Matches a search counts beyond the page it shows: past them `total_data` is a lower bound (the
   * screen says "500+ products"), so a broad search never reads every match to count it
   * (docs/decisions/0073-search-indonesian-and-typos.md).
   */
  countCap: 500,
} as const

/** A filter may repeat (`?category=A&category=B`) or be joined by commas (`?category=A,B`). */
const multiple = <T extends z.ZodType<string>>(item: T) =>
  z
    .preprocess(
      (value) =>
        (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
          .map((entry) => String(entry).trim())
          .filter(Boolean),
      z.array(item).max(marketplaceLimits.filterValuesMax),
    )
    .default([])

const uuidText = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: 'Provider is not valid',
})

const rupiah = (field: string) => optionalField(rupiahSchema({ field }), isBlankText)

/**
 * GET /{userType}/marketplace/list. Filters of one kind are OR-ed, different kinds AND-ed; every value
 * round-trips through the web's URL so a search can be shared.
 */
export const marketplaceListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(marketplaceLimits.pageSizeMax)
    .default(marketplaceLimits.pageSizeDefault),
  search: z.preprocess(
    blankTextToUndefined,
    z
      .string()
      .trim()
      .max(marketplaceLimits.searchMax, { error: messages.max('Search', marketplaceLimits.searchMax) })
      .optional(),
  ),
  category: multiple(z.string().max(60)),
  data_type: multiple(z.enum(dataTypes, { error: 'Data type is not valid' })),
  pricing_model: multiple(z.enum(pricingModels, { error: 'Pricing model is not valid' })),
  delivery_method: multiple(z.enum(deliveryMethods, { error: 'Delivery method is not valid' })),
  provider_id: multiple(uuidText),
  industry: multiple(z.string().max(60)),
  price_min: rupiah(marketplacePriceLabels.price_min),
  price_max: rupiah(marketplacePriceLabels.price_max),
  sort: z.preprocess(
    blankTextToUndefined,
    z.enum(marketplaceSorts, { error: 'Sort is not valid' }).optional(),
  ),
})
export type MarketplaceListQuery = z.output<typeof marketplaceListQuery>
export type MarketplaceListQueryInput = z.input<typeof marketplaceListQuery>

const described = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), description: z.string() }).nullable()

/** The provider as a product card and the product page show it. */
export const marketplaceProviderSummary = z.object({
  id: z.string(),
  brand_name: z.string().nullable(),
  legal_name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string().nullable(),
  industry_name: z.string().nullable(),
  short_description: z.string().nullable(),
  is_verified: z.boolean(),
})
export type MarketplaceProviderSummary = z.infer<typeof marketplaceProviderSummary>

/** One product in the search results. */
export const marketplaceProductCard = z.object({
  id: z.string(),
  name: z.string(),
  short_description: z.string().nullable(),
  product_image_url: z.string().nullable(),
  category: z.array(z.string()),
  data_type: z.enum(dataTypes).nullable(),
  pricing_model: described(pricingModels),
  unit: described(units),
  /** Whole rupiah. */
  price: z.number().int().nullable(),
  delivery_method: described(deliveryMethods),
  is_private: z.boolean(),
  is_owner: z.boolean(),
  owner_id: z.string(),
  company_legal_name: z.string(),
  provider: marketplaceProviderSummary,
  published_date: z.string().nullable(),
  /** API products: the last 30 days through the gateway; null for other products. */
  measured_quality: measuredQuality.nullable(),
})
export type MarketplaceProductCard = z.infer<typeof marketplaceProductCard>

export const marketplaceFacetValue = z.object({
  value: z.string(),
  description: z.string(),
  count: z.number().int().nonnegative(),
})
export type MarketplaceFacetValue = z.infer<typeof marketplaceFacetValue>

/**
 * Counts beside the results. A facet's counts apply every filter except its own, so picking a second
 * value of the same filter shows how many more products it adds.
 */
export const marketplaceFacets = z.object({
  category: z.array(marketplaceFacetValue),
  data_type: z.array(marketplaceFacetValue),
  pricing_model: z.array(marketplaceFacetValue),
  delivery_method: z.array(marketplaceFacetValue),
  provider: z.array(marketplaceFacetValue),
  industry: z.array(marketplaceFacetValue),
  /** Lowest and highest price among the matches with every filter but the price range. */
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
})
export type MarketplaceFacets = z.infer<typeof marketplaceFacets>

export const marketplaceList = listOf(marketplaceProductCard).extend({
  facets: marketplaceFacets,
  /**
   * A search with a misspelt word ("wether") that found few products: the same search corrected
   * ("weather"), offered because it finds more. When the words as typed found nothing, `data`,
   * `total_data` and `facets` are already those of this search.
   */
  did_you_mean: z.string().optional(),
  /**
   * True when the search matches more products than it counted: `total_data` is then at least the
   * products up to this page plus `marketplaceLimits.countCap`, so the pages it makes always lead
   * further and paging reaches every match.
   */
  total_is_lower_bound: z.boolean(),
  /**
   * True when the facets were counted on the first `marketplaceLimits.countCap` matches of the search:
   * each count is then "at least" and the price range is that of those matches.
   */
  facets_are_lower_bounds: z.boolean(),
})
export type MarketplaceList = z.infer<typeof marketplaceList>

export const marketplaceIdParams = z.object({ id: z.uuid({ error: 'Product is not valid' }) })
export const marketplaceProviderIdParams = z.object({ id: z.uuid({ error: 'Provider is not valid' }) })

/** Why the Request button is disabled; null when the viewer may request the product. */
export const marketplaceRequestBlocks = [
  'OWN_PRODUCT',
  'NOT_ADMIN',
  'COMPANY_NOT_VERIFIED',
  'USER_NOT_VERIFIED',
  'PROVIDER_VIEW',
] as const
export type MarketplaceRequestBlock = (typeof marketplaceRequestBlocks)[number]

export const marketplaceRequestBlockMessages: Record<MarketplaceRequestBlock, string> = {
  OWN_PRODUCT: 'This is your own product',
  NOT_ADMIN: "Only your company's owner and admins can request products",
  COMPANY_NOT_VERIFIED: 'Your company must be verified before it can request products',
  USER_NOT_VERIFIED: 'Verify your email address before requesting products',
  PROVIDER_VIEW: 'Switch to the consumer side to request products',
}

/** The product's sample as a table; sensitive columns hold masked values when the product is masked. */
export const marketplaceSamplePreview = z.object({
  /** Where the rows came from. */
  source: z.enum(['SAMPLE_DATA', 'SAMPLE_FILE', 'RESPONSE_SAMPLE']),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  masked_columns: z.array(z.string()),
  /** More rows exist than are shown. */
  is_truncated: z.boolean(),
})
export type MarketplaceSamplePreview = z.infer<typeof marketplaceSamplePreview>

/**
 * A marketplace product: the product's fields with `dataset_source_id` and `dataset_source_data`
 * as an object, then what the product page needs: the provider card, the sample as a table and whether
 * the viewer may request it. Links are signed `/storage/` paths valid for an hour.
 */
export const marketplaceProductDetail = z.object({
  id: z.string(),
  name: z.string(),
  product_image_url: z.string().nullable(),
  /** The provider's own agreement file, or else the standard agreement's page (docs/decisions/0059). */
  data_access_agreement_url: z.string(),
  product_factsheet_url: z.array(z.string()),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  category: z.array(z.string()),
  is_consent: z.boolean(),
  data_type: z.enum(dataTypes).nullable(),
  /** Null when the product is masked and the viewer is not its owner: the masked preview stands in. */
  sample_url: z.string().nullable(),
  sample_data: z.string().nullable(),
  is_sensitive: z.boolean(),
  is_default_data_access_agreement: z.boolean(),
  dataset_source_id: z.string().nullable(),
  dataset_source_data: z
    .object({
      id: z.string(),
      name: z.string(),
      data_type: z.enum(dataTypes),
      description: z.string().nullable(),
      tags: z.array(z.string()),
      /** API datasets: an example response; masked like the sample when the product is masked. */
      response_sample: z.string().nullable(),
      sample_url: z.string().nullable(),
      /** File datasets: the columns and their types. */
      data_structure: z.array(z.object({ name: z.string(), type: z.string(), is_sensitive: z.boolean() })),
      row_count: z.number().int().nullable(),
      file_type: z.string().nullable(),
      method: z.string().nullable(),
      operational_hour_from: z.string().nullable(),
      operational_hour_to: z.string().nullable(),
      /** API datasets: what a buyer sends, with the provider's example values. */
      request_params: z.array(apiField),
    })
    .nullable(),
  /** API products: the gateway's rate limit per key and instance; null for other products. */
  rate_limit: z.object({ per_second: z.number(), burst: z.number().int() }).nullable(),
  pricing_model: described(pricingModels),
  unit: described(units),
  price: z.number().int().nullable(),
  monthly_quota: z.number().int().nullable(),
  /** API products: the availability the provider states, percent; credited when missed (docs/decisions/0052). */
  availability_target: z.number().nullable(),
  /** The free trial a request made now is offered (kept in its terms); null when none. */
  trial: productTrial.nullable(),
  /**
   * Whether a request the viewing company sends now is approved at once by the product's rule (a
   * verified company, of one of the rule's industries when it names some).
   */
  approves_at_once: z.boolean(),
  /** API products: the last 30 days through the gateway; null for other products. */
  measured_quality: measuredQuality.nullable(),
  delivery_method: described(deliveryMethods),
  is_private: z.boolean(),
  consumer_id: z.string().nullable(),
  status: z.enum(productStatuses),
  created_by: z.string().nullable(),
  created_date: z.string(),
  owner_id: z.string(),
  company_legal_name: z.string(),
  modified_by: z.string().nullable(),
  modified_date: z.string(),
  published_date: z.string().nullable(),
  is_owner: z.boolean(),
  is_masked: z.boolean(),
  // For the product page:
  product_factsheets: z.array(productFactsheet),
  data_access_agreement_name: z.string().nullable(),
  sample_file_name: z.string().nullable(),
  sample_preview: marketplaceSamplePreview.nullable(),
  provider: marketplaceProviderSummary.extend({ total_product: z.number().int().nonnegative() }),
  can_request: z.boolean(),
  request_blocked_reason: z
    .object({ code: z.enum(marketplaceRequestBlocks), message: z.string() })
    .nullable(),
})
export type MarketplaceProductDetail = z.infer<typeof marketplaceProductDetail>

export const marketplaceProvidersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(marketplaceLimits.pageSizeMax)
    .default(marketplaceLimits.pageSizeDefault),
  search: z.preprocess(
    blankTextToUndefined,
    z
      .string()
      .trim()
      .max(marketplaceLimits.searchMax, { error: messages.max('Search', marketplaceLimits.searchMax) })
      .optional(),
  ),
  industry: multiple(z.string().max(60)),
})
export type MarketplaceProvidersQuery = z.output<typeof marketplaceProvidersQuery>

export const marketplaceProviderListItem = marketplaceProviderSummary.extend({
  data_type: z.array(z.enum(dataTypes)),
  /** Products on the marketplace that the viewer can see. */
  total_product: z.number().int().nonnegative(),
})
export type MarketplaceProviderListItem = z.infer<typeof marketplaceProviderListItem>
export const marketplaceProviderList = listOf(marketplaceProviderListItem)

/** A provider as the marketplace shows it, with its newest products. */
export const marketplaceProviderDetail = z.object({
  id: z.string(),
  brand_name: z.string().nullable(),
  legal_name: z.string(),
  logo_url: z.string().nullable(),
  address: z.string().nullable(),
  province_name: z.string().nullable(),
  district_name: z.string().nullable(),
  website: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  is_verified: z.boolean(),
  industry: z.string().nullable(),
  industry_name: z.string().nullable(),
  size: z.string().nullable(),
  size_name: z.string().nullable(),
  verification_status: z.enum(tenantVerificationStatuses),
  data_type: z.array(z.enum(dataTypes)),
  total_product: z.number().int().nonnegative(),
  products: z.array(marketplaceProductCard),
})
export type MarketplaceProviderDetail = z.infer<typeof marketplaceProviderDetail>
