import type { MarketplaceListQuery } from '@lumbung/contract'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { products, tenants } from '../../../db/schema'
import { synonymsOf } from './marketplace-search-synonyms'

/** The filters whose facet counts leave their own filter out (the price range is one of them). */
export const facetFilters = [
  'category',
  'data_type',
  'pricing_model',
  'delivery_method',
  'provider',
  'industry',
  'price',
] as const
export type FacetFilter = (typeof facetFilters)[number]

const maxSearchWords = 8

/** The words of a search, lowercase: only letters and digits, so no text can be read as tsquery operators. */
export function searchWordsOf(search: string | undefined): string[] {
  return (search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, maxSearchWords)
}

/**
 * For searched words, the whole lexemes of published products that begin with each (read in the
 * search's own snapshot, `prefixLexemesColumns`). A word that is absent, or begins more than
 * `maxPrefixLexemes` of them, is searched as a prefix.
 */
export type SearchLexicon = ReadonlyMap<string, readonly string[]>
const noLexicon: SearchLexicon = new Map()

/** More lexemes than this, and the prefix itself is cheaper for the words' index than naming them all. */
const maxPrefixLexemes = 16

/** A lexeme written into a tsquery literal whole, quoted; one with a quote or backslash is never written. */
const isQuotable = (lexeme: string) => lexeme.length > 0 && !/['\\]/.test(lexeme)

/**
 * What a word matches as written: every lexeme beginning with it ("weath" finds "weather"), and its
 * synonyms whole. Named one by one where the lexicon has them, which the words' index answers
 * stepping through each lexeme's list of products, where a prefix first collects every product of
 * every lexeme it matches; else as the prefix. The synonyms are lowercase letters, lexemes as they are.
 */
function writtenQueryOf(
  word: string,
  synonyms: readonly string[],
  lexemes: readonly string[] | undefined,
): SQL {
  if (lexemes && lexemes.length > 0 && lexemes.length <= maxPrefixLexemes && lexemes.every(isQuotable)) {
    const named = [...lexemes, ...synonyms.filter((synonym) => !lexemes.includes(synonym))]
    return sql`${named.map((lexeme) => `'${lexeme}'`).join(' | ')}::tsquery`
  }
  return sql`to_tsquery('simple', ${[`${word}:*`, ...synonyms].join(' | ')})`
}

/**
 * The tsquery of a search; null when nothing searchable is left. All words must match. Each word
 * matches as a prefix of a word as written ("weath" finds "weather"), by its Indonesian stem
 * ("harganya" finds "harga"), or as any of its synonyms, whole ("cuaca" finds "weather" and
 * "weather" finds "cuaca"; docs/decisions/0073-search-indonesian-and-typos.md).
 */
export function searchQueryOf(search: string | undefined, lexicon: SearchLexicon = noLexicon): SQL | null {
  const words = searchWordsOf(search)
  if (words.length === 0) return null
  const perWord = words.map((word) => {
    // The stem only when the stemmer changes the word: "jakarta:* | jakarta" would match the same
    // rows, yet the planner would count them twice and read every row instead of the index. The
    // synonyms are base forms, which the documents' stems already hold. Constants throughout, so
    // the planner folds all of it into one tsquery (an empty tsquery literal instead of the case
    // would send the client a notice on every search).
    const written = writtenQueryOf(word, synonymsOf(word), lexicon.get(word))
    return sql`(case when to_tsquery('indonesian', ${word}) = to_tsquery('simple', ${word}) then ${written} else ${written} || to_tsquery('indonesian', ${word}) end)`
  })
  return sql`(${sql.join(perWord, sql` && `)})`
}

/**
 * One column `p<i>` per word: the lexemes beginning with it, in byte order, one more than
 * `maxPrefixLexemes` at most (marketplace_search_lexemes, whose byte order makes the words beginning
 * with a prefix one range of its index).
 */
export function prefixLexemesColumns(words: readonly string[]): SQL[] {
  return words.map(
    (word, index) =>
      sql`array(select lexeme from marketplace_search_lexemes where lexeme >= ${word} and lexeme < ${word} || chr(1114111) order by lexeme limit ${maxPrefixLexemes + 1}) as ${sql.raw(`p${index}`)}`,
  )
}

/** The lexicon of `words` from the row `prefixLexemesColumns` made (a word without its column is left out). */
export function lexiconOf(words: readonly string[], row: Record<string, unknown> | undefined) {
  const lexicon = new Map<string, readonly string[]>()
  words.forEach((word, index) => {
    const lexemes = row?.[`p${index}`]
    if (Array.isArray(lexemes)) lexicon.set(word, lexemes as string[])
  })
  return lexicon
}

/** Below this many matches, a search also tries its words corrected ("did you mean"). */
export const fewMatches = 3

/** The words worth correcting: four letters or more, not a number, not a word the synonyms know. */
export function correctableWords(words: readonly string[]): string[] {
  return words.filter((word) => word.length >= 4 && !/^\p{N}+$/u.test(word) && synonymsOf(word).length === 0)
}

/**
 * How near a word products use must be to replace a typed one (trigram similarity): "wether" and
 * "weather" score 0.5, "sawit" and "sawah" 0.33. A word no product uses is replaced more readily than
 * one some product uses (which may be that product's own typo, or simply a rare word).
 */
const replaceUnknownFrom = 0.4
const replaceKnownFrom = 0.5

/** The search with its misspelt words replaced by the nearest words products use; null when none is. */
export function correctedSearchOf(
  words: readonly string[],
  similar: ReadonlyMap<string, { isKnown: boolean; similar: string | null; similarity: number }>,
): string | null {
  let isChanged = false
  const corrected = words.map((word) => {
    const found = similar.get(word)
    if (!found?.similar || found.similarity < (found.isKnown ? replaceKnownFrom : replaceUnknownFrom)) {
      return word
    }
    isChanged = true
    return found.similar
  })
  return isChanged ? corrected.join(' ') : null
}

/**
 * For each word: whether a word of published products begins with it ("weath" of "weather"), and the
 * most similar other word they use by trigram similarity ("wether" → "weather", 0.5).
 */
export function similarWordsStatement(words: readonly string[]): SQL {
  return sql`select input.word,
      exists (select 1 from marketplace_search_words known where known.word like input.word || '%') as is_known,
      best.word as similar, best.score
    from unnest(${textArray(words)}) as input(word)
    left join lateral (
      select candidate.word, similarity(candidate.word, input.word)::float8 as score
      from marketplace_search_words candidate
      where candidate.word % input.word and candidate.word not like input.word || '%'
      order by score desc, candidate.word limit 1
    ) as best on true`
}

const bound = (values: readonly string[]) => values.map((value) => sql`${value}`)
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(bound(values), sql`, `)}]::text[]`

/** `column in (…)` with each value bound as a parameter. */
const oneOf = (column: SQLWrapper, values: SQL[]) => sql`${column} in (${sql.join(values, sql`, `)})`

/** Only PUBLISHED products; a private offer only for its consumer company (and its own provider). */
export function visibleTo(viewerTenantId: string): SQL {
  return sql`${products.status} = 'PUBLISHED' and (not ${products.isPrivate} or ${products.consumerTenantId} = ${viewerTenantId} or ${products.tenantId} = ${viewerTenantId})`
}

/** The part of the marketplace every viewer sees alike, so its counts can be shared between viewers. */
export const publicListing: SQL = sql`${products.status} = 'PUBLISHED' and not ${products.isPrivate}`

/** The private offers one viewer sees: those made to it and, for a provider, its own. */
export function privateOffersOf(viewerTenantId: string): SQL {
  return sql`${products.status} = 'PUBLISHED' and ${products.isPrivate} and (${products.consumerTenantId} = ${viewerTenantId} or ${products.tenantId} = ${viewerTenantId})`
}

export function matchesSearch(searchQuery: SQL | null): SQL | undefined {
  return searchQuery ? sql`${products.searchVector} @@ ${searchQuery}` : undefined
}

/**
 * The search on rows another index finds first (one viewer's few private offers): written so the
 * words' GIN index is left out, whose bitmap of a common prefix ("weather:*", a fifth of the table)
 * costs more than testing the offers' own words.
 */
export function matchesSearchAmongFew(searchQuery: SQL | null): SQL | undefined {
  return searchQuery ? sql`coalesce(${products.searchVector}, ''::tsvector) @@ ${searchQuery}` : undefined
}

/** One SQL condition per filter the query sets; a filter it leaves empty is absent. */
export function filterConditions(query: MarketplaceListQuery): Partial<Record<FacetFilter, SQL>> {
  const conditions: Partial<Record<FacetFilter, SQL>> = {}
  if (query.category.length > 0) {
    conditions.category = sql`${products.categories} ?| ${textArray(query.category)}`
  }
  if (query.data_type.length > 0) conditions.data_type = oneOf(products.dataType, bound(query.data_type))
  if (query.pricing_model.length > 0) {
    conditions.pricing_model = oneOf(products.pricingModel, bound(query.pricing_model))
  }
  if (query.delivery_method.length > 0) {
    conditions.delivery_method = oneOf(products.deliveryMethod, bound(query.delivery_method))
  }
  if (query.provider_id.length > 0) {
    conditions.provider = oneOf(
      products.tenantId,
      query.provider_id.map((id) => sql`${id.toLowerCase()}::uuid`),
    )
  }
  if (query.industry.length > 0) conditions.industry = oneOf(tenants.industry, bound(query.industry))
  const price: SQL[] = []
  if (query.price_min !== undefined) price.push(sql`${products.price} >= ${query.price_min}`)
  if (query.price_max !== undefined) price.push(sql`${products.price} <= ${query.price_max}`)
  if (price.length > 0) conditions.price = sql.join(price, sql` and `)
  return conditions
}

/** `a and b and …`, or true when there is nothing to check. */
export function allOf(conditions: readonly (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined)
  return present.length > 0 ? sql.join(present, sql` and `) : sql`true`
}

/**
 * The ORDER BY of a sort; ties fall back to the id so pages never repeat or skip a product. Newest is
 * the default even for a search: it walks an index and stops after one page, where ranking must read
 * every match (docs/decisions/0021-marketplace-search.md). Best match ranks by the words as typed,
 * never by the lexemes a snapshot names for a prefix: each of those would score as a term of its own.
 */
export function orderOf(query: MarketplaceListQuery): SQL {
  const sort = query.sort ?? 'newest'
  switch (sort) {
    case 'price_asc':
      return sql`${products.price} asc nulls last, ${products.id} asc`
    case 'price_desc':
      return sql`${products.price} desc nulls last, ${products.id} asc`
    case 'name':
      return sql`lower(${products.name}) asc, ${products.id} asc`
    case 'relevance': {
      const searchQuery = searchQueryOf(query.search)
      if (searchQuery) {
        return sql`ts_rank(${products.searchVector}, ${searchQuery}) desc, ${products.publishedAt} desc nulls last, ${products.id} asc`
      }
      return sql`${products.publishedAt} desc nulls last, ${products.id} asc`
    }
    default:
      return sql`${products.publishedAt} desc nulls last, ${products.id} asc`
  }
}
