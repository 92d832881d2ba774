import {
  agreementPagePath,
  apiFieldsOf,
  currentAgreement,
  deliveryMethodList,
  marketplaceLimits,
  marketplaceListQuery,
  pricingModelList,
  productErrorMessages,
  unitList,
  type MarketplaceList,
  type MarketplaceListQuery,
  type MarketplaceProductDetail,
  type MarketplaceProviderDetail,
  type MarketplaceProviderListItem,
  type MarketplaceProvidersQuery,
  type MarketplaceSamplePreview,
  type ProductDataType,
  type UserType,
  type ApiProductOpenApi,
  marketplaceErrorMessages,
} from '@lumbung/contract'
import type { datasets, ProductFields } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import { notFound } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import { createFreshRead } from '../../../lib/fresh-read'
import type { StorageUrls } from '../../../lib/storage-urls'
import { createFacetCache, type FacetCache } from './marketplace-facet-cache'
import { createAnswerCache, type AnswerCache, type ListAnswer } from './marketplace-answer-cache'
import { productOpenApiOf, type GatewayRateLimit } from './marketplace-openapi'
import { maskJsonText, parseSample, previewOf, readHead, type SampleTable } from './marketplace-sample'
import {
  described,
  productCard,
  providerSummary,
  requestBlockOf,
  approvesAtOnce,
  sizeName,
} from './marketplace-view'
import type { MarketplaceQueries, MarketplaceRepository, SnapshotQueries } from './marketplace.repository'
import { correctableWords, correctedSearchOf, fewMatches, searchWordsOf } from './marketplace-search'
import { createCounts } from './marketplace-counts'
import { measuredQualityByProduct } from './marketplace-quality'
import type { MarketplaceQualityRepository } from './marketplace-quality.repository'
import { trialOf } from '../../../lib/purchase-trials'

type DatasetRow = typeof datasets.$inferSelect

export interface MarketplaceServiceDependencies {
  marketplace: MarketplaceRepository
  files: FileStorage
  storageUrls: StorageUrls
  facetCache?: FacetCache
  /** One viewer's answers per search; `ttlMs: 0` answers every search afresh. */
  answerCache?: AnswerCache
  /** Matches a search counts beyond its page (`marketplaceLimits.countCap`; tests lower it). */
  countCap?: number
  /** API products' measured quality, read per page of results. */
  quality: MarketplaceQualityRepository
  now?: () => Date
  /** Where the gateway answers and its rate limit, for API products' terms and OpenAPI documents. */
  gateway?: { publicUrl: string; rateLimit: GatewayRateLimit }
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>

const productNotFound = () => notFound(productErrorMessages.notFound)
const providerNotFound = () => notFound(marketplaceErrorMessages.providerNotFound)

export function createMarketplaceService({
  marketplace,
  files,
  storageUrls,
  facetCache = createFacetCache(),
  answerCache = createAnswerCache(),
  countCap = marketplaceLimits.countCap,
  quality,
  now = () => new Date(),
  gateway,
}: MarketplaceServiceDependencies) {
  // Browsing buyers ask for the version together: those who ask while it is being read share the next read.
  const listingVersion = createFreshRead(() => marketplace.listingVersion())

  /** Columns the product's dataset marks sensitive (file datasets describe each column). */
  const sensitiveColumnsOf = (dataset: DatasetRow | undefined) =>
    new Set(
      (dataset?.dataStructure ?? [])
        .filter((column) => column.is_sensitive)
        .flatMap((column) => [column.name, column.name.toLowerCase()]),
    )

  /** An API's example response as buyers see it: masked like the sample when the product is masked. */
  const responseSampleOf = (product: ProductFields, dataset: DatasetRow | undefined) =>
    product.dataType === 'API' && dataset?.responseSample
      ? product.isMasked
        ? maskJsonText(dataset.responseSample, sensitiveColumnsOf(dataset)) || null
        : dataset.responseSample
      : null

  /** The provider's own sample first (typed in, then uploaded), else the API's example response. */
  async function samplePreview(
    product: ProductFields,
    dataset: DatasetRow | undefined,
  ): Promise<MarketplaceSamplePreview | null> {
    const sensitive = sensitiveColumnsOf(dataset)
    const candidates: [MarketplaceSamplePreview['source'], () => Promise<SampleTable | null>][] = [
      ['SAMPLE_DATA', async () => (product.sampleData ? parseSample(product.sampleData) : null)],
      [
        'SAMPLE_FILE',
        async () => {
          if (!product.sampleFile) return null
          const file = await files.open(product.sampleFile.key)
          if (!file) return null
          const head = await readHead(file.stream)
          return parseSample(head.text, head.isComplete)
        },
      ],
      [
        'RESPONSE_SAMPLE',
        async () =>
          product.dataType === 'API' && dataset?.responseSample ? parseSample(dataset.responseSample) : null,
      ],
    ]
    for (const [source, read] of candidates) {
      const table = await read()
      if (table && table.columns.length > 0) return previewOf(source, table, product.isMasked, sensitive)
    }
    return null
  }

  const { countsOn, startPublicCounts } = createCounts({ facetCache, countCap })

  /** One search's page and counts, read on the caller's snapshot. */
  async function searchOn(
    snapshot: SnapshotQueries,
    version: string,
    viewerTenantId: string,
    query: MarketplaceListQuery,
  ) {
    const publicCounts = startPublicCounts(snapshot, version, query)
    const rows = await snapshot.search(viewerTenantId, query)
    return { rows, ...(await countsOn(snapshot, version, viewerTenantId, query, publicCounts)) }
  }

  /**
   * How many products a search found when they are fewer than `fewMatches`, else undefined, known
   * without its counts: a first page of `fewMatches` rows or more says it is not few, one shorter than
   * the limit holds every match, and otherwise a count that stops at `fewMatches` answers. A misspelt
   * search so never counts its own (empty) facets.
   */
  async function fewFound(
    snapshot: MarketplaceQueries,
    viewerTenantId: string,
    query: MarketplaceListQuery,
    rows: unknown[],
  ): Promise<number | undefined> {
    if (!query.search || (query.page === 1 && rows.length >= fewMatches)) return undefined
    const total =
      query.page === 1 && rows.length < query.limit
        ? rows.length
        : await snapshot.countUpTo(viewerTenantId, query, fewMatches)
    return total < fewMatches ? total : undefined
  }

  async function loadList(viewerTenantId: string, query: MarketplaceListQuery): Promise<ListAnswer> {
    // One snapshot: the counts kept under a version were taken from exactly that version's rows, so
    // total_data always counts the products the page was cut from. The public listing's counts are
    // the same for every viewer; the viewer's private offers are added. One connection runs the
    // snapshot's queries one after another; the public counts, the slowest, on a second connection of
    // the same snapshot where one is idle.
    const found = await marketplace.snapshot(query.search, async (snapshot: SnapshotQueries) => {
      const { version } = snapshot
      const publicCounts = startPublicCounts(snapshot, version, query)
      const rows = await snapshot.search(viewerTenantId, query)
      const exact = async () => ({
        rows,
        ...(await countsOn(snapshot, version, viewerTenantId, query, publicCounts)),
      })
      const typedTotal = await fewFound(snapshot, viewerTenantId, query, rows)
      if (typedTotal === undefined) return exact()
      const words = searchWordsOf(query.search)
      const didYouMean = correctedSearchOf(words, await snapshot.similarWords(correctableWords(words)))
      if (!didYouMean) return exact()
      // Offered only when it finds more, so a word of a product the viewer may not see never shows.
      await snapshot.readPrefixes(searchWordsOf(didYouMean))
      const corrected = await searchOn(snapshot, version, viewerTenantId, { ...query, search: didYouMean })
      if (corrected.total <= typedTotal) return exact()
      // Nothing found as typed: the answer is what was meant. A few found: they stay, with the offer.
      return { ...(typedTotal === 0 ? corrected : await exact()), didYouMean }
    })
    // Kept with the answer, so a popular search reads the rollups at most once per answer's lifetime.
    return { ...found, quality: await measuredQualityByProduct(quality, found.rows, now()) }
  }

  async function withOffers(
    actor: Actor,
    rows: Awaited<ReturnType<MarketplaceRepository['providers']>>['rows'],
  ) {
    const offers = await marketplace.providerOffer(
      actor.tenantId,
      rows.map((row) => row.id),
    )
    return rows.map((row): MarketplaceProviderListItem => ({
      ...providerSummary(row, storageUrls),
      data_type: (offers.get(row.id)?.dataTypes ?? []) as ProductDataType[],
      total_product: offers.get(row.id)?.total ?? 0,
    }))
  }

  return {
    async list(actor: Actor, userType: UserType, query: MarketplaceListQuery): Promise<MarketplaceList> {
      // The same search by the same company answers the same while the listing version stays: a
      // browsing buyer's repeated landing and category pages cost one tiny read instead of a
      // snapshot of four queries. The cards are made per request (is_owner, fresh signed links).
      const version = await listingVersion()
      const answer = await answerCache.get(version, `${actor.tenantId}\u0000${JSON.stringify(query)}`, () =>
        loadList(actor.tenantId, query),
      )
      return {
        data: answer.rows.map((row) =>
          productCard(actor, row, storageUrls, answer.quality.get(row.id) ?? null),
        ),
        total_data: answer.total,
        facets: answer.facets,
        total_is_lower_bound: answer.isTotalLowerBound,
        facets_are_lower_bounds: answer.areFacetsLowerBounds,
        ...(answer.didYouMean ? { did_you_mean: answer.didYouMean } : {}),
      }
    },

    async detail(actor: Actor, userType: UserType, id: string): Promise<MarketplaceProductDetail> {
      const found = await marketplace.findVisible(actor.tenantId, id)
      if (!found) throw productNotFound()
      const { product, dataset } = found
      const isOwner = product.tenantId === actor.tenantId
      // A masked product's raw sample would show what the preview masks: only its provider gets it.
      const isRawSampleShown = !product.isMasked || isOwner
      const sign = (key: string | undefined) => (key ? storageUrls.sign(key) : null)
      const sampleUrl = isRawSampleShown ? sign(product.sampleFile?.key) : null
      const agreement = product.isDefaultDataAccessAgreement ? null : product.agreement
      const responseSample = responseSampleOf(product, dataset)
      const isApi = product.dataType === 'API' && dataset?.dataType === 'API'
      const [preview, offers, measured, isApprovedAtOnce] = await Promise.all([
        samplePreview(product, dataset),
        marketplace.providerOffer(actor.tenantId, [product.tenantId]),
        measuredQualityByProduct(quality, [product], now()),
        approvesAtOnce(actor, product, () => marketplace.industryOf(actor.tenantId)),
      ])
      const block = requestBlockOf(actor, userType, product.tenantId)
      return {
        id: product.id,
        name: product.name,
        product_image_url: sign(product.image?.key),
        // Every product has one: its provider's file, or else the standard agreement its buyers accept.
        data_access_agreement_url: sign(agreement?.key) ?? agreementPagePath(currentAgreement.version),
        product_factsheet_url: product.factsheets.map((file) => storageUrls.sign(file.key)),
        description: product.description,
        short_description: product.shortDescription,
        category: product.categories,
        is_consent: product.isConsent,
        data_type: product.dataType,
        sample_url: sampleUrl,
        sample_data: isRawSampleShown ? product.sampleData : null,
        is_sensitive: product.isSensitive,
        is_default_data_access_agreement: product.isDefaultDataAccessAgreement,
        dataset_source_id: product.datasetId,
        dataset_source_data: dataset
          ? {
              id: dataset.id,
              name: dataset.name,
              data_type: dataset.dataType,
              description: dataset.shortDescription ?? dataset.description,
              tags: dataset.tags,
              response_sample: responseSample,
              sample_url: sampleUrl,
              data_structure: (dataset.dataStructure ?? []).map((column) => ({
                name: column.name,
                type: column.type,
                is_sensitive: column.is_sensitive,
              })),
              row_count: dataset.rowCount,
              file_type: dataset.fileType,
              method: dataset.method,
              operational_hour_from: dataset.operationalHourFrom,
              operational_hour_to: dataset.operationalHourTo,
              request_params: isApi ? apiFieldsOf(dataset.requestParams ?? []) : [],
            }
          : null,
        rate_limit:
          isApi && gateway
            ? { per_second: gateway.rateLimit.perSecond, burst: gateway.rateLimit.burst }
            : null,
        pricing_model: described(pricingModelList, product.pricingModel),
        unit: described(unitList, product.unit),
        price: product.price,
        monthly_quota: product.monthlyQuota,
        availability_target:
          product.availabilityTargetBasisPoints === null ? null : product.availabilityTargetBasisPoints / 100,
        trial: trialOf(product),
        approves_at_once: isApprovedAtOnce,
        measured_quality: measured.get(product.id) ?? null,
        delivery_method: described(deliveryMethodList, product.deliveryMethod),
        is_private: product.isPrivate,
        consumer_id: product.consumerTenantId,
        status: product.status,
        created_by: found.createdByName,
        created_date: product.createdAt.toISOString(),
        owner_id: product.tenantId,
        company_legal_name: found.provider.legalName,
        modified_by: found.modifiedByName,
        modified_date: product.updatedAt.toISOString(),
        published_date: product.publishedAt?.toISOString() ?? null,
        is_owner: isOwner,
        is_masked: product.isMasked,
        product_factsheets: product.factsheets.map((file) => ({
          id: file.id,
          name: file.name,
          url: storageUrls.sign(file.key),
        })),
        data_access_agreement_name: agreement?.name ?? null,
        sample_file_name: isRawSampleShown ? (product.sampleFile?.name ?? null) : null,
        sample_preview: preview,
        provider: {
          ...providerSummary(found.provider, storageUrls),
          total_product: offers.get(product.tenantId)?.total ?? 0,
        },
        can_request: block === null,
        request_blocked_reason: block,
      }
    },

    /** The OpenAPI document of an API product, for anyone who may see the product. */
    async openapi(actor: Actor, id: string): Promise<ApiProductOpenApi> {
      const found = await marketplace.findVisible(actor.tenantId, id)
      if (!found || !gateway) throw productNotFound()
      const { product, dataset } = found
      return productOpenApiOf(product, dataset, {
        ...gateway,
        responseSample: responseSampleOf(product, dataset),
      })
    },

    async providers(actor: Actor, userType: UserType, query: MarketplaceProvidersQuery) {
      const { rows, total } = await marketplace.providers(query)
      return { data: await withOffers(actor, rows), total_data: total }
    },

    async providerDetail(actor: Actor, userType: UserType, id: string): Promise<MarketplaceProviderDetail> {
      const tenant = await marketplace.findProvider(id)
      if (!tenant) throw providerNotFound()
      const query = marketplaceListQuery.parse({
        provider_id: tenant.id,
        limit: marketplaceLimits.providerProducts,
        sort: 'newest',
      })
      const [rows, offers] = await Promise.all([
        marketplace.search(actor.tenantId, query),
        marketplace.providerOffer(actor.tenantId, [tenant.id]),
      ])
      const measured = await measuredQualityByProduct(quality, rows, now())
      const offer = offers.get(tenant.id)
      return {
        ...providerSummary(tenant, storageUrls),
        address: tenant.address,
        province_name: tenant.provinceName,
        district_name: tenant.districtName,
        website: tenant.website,
        description: tenant.description,
        size: tenant.companySize,
        size_name: sizeName(tenant.companySize),
        verification_status: tenant.verificationStatus,
        data_type: (offer?.dataTypes ?? []) as ProductDataType[],
        total_product: offer?.total ?? 0,
        products: rows.map((row) => productCard(actor, row, storageUrls, measured.get(row.id) ?? null)),
      }
    },
  }
}
