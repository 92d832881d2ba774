/**
 * What buyers type, by kind, for the search benchmark: each query differs from the others (its words
 * or its filters), so its first asking finds no kept answer and no kept counts, as a new search
 * does. Words and filters come from the catalogue `marketplace-seed.ts` writes.
 */
export type QueryKind = 'exact' | 'Indonesian' | 'misspelt' | 'broad/empty'
export const queryKinds: QueryKind[] = ['exact', 'Indonesian', 'misspelt', 'broad/empty']

const exactWords = [
  'weather',
  'credit score',
  'retail outlet',
  'footfall',
  'population',
  'income',
  'phone match',
  'address',
  'traffic',
  'harvest',
  'telco usage',
  'health facility',
  'property price',
  'transaction',
  'mobility',
  'rainfall',
  'merchant',
  'jakarta',
  'surabaya census',
  'bandung',
  'medan panel',
  'coastal',
  'households sumatra',
  'borrowers',
]
const indonesianWords = [
  'cuaca',
  'skor kredit',
  'gerai',
  'penduduk',
  'pendapatan',
  'telepon',
  'alamat',
  'lalulintas',
  'panen',
  'fasilitas kesehatan',
  'harga properti',
  'transaksi',
  'mobilitas',
  'hujan',
  'pedagang',
  'penduduk jakarta',
  'sensus surabaya',
  'laporan harian',
  'peta kecamatan',
  'rumahtangga',
  'jalan kota',
  'cuaca bulanan',
  'eceran',
  'pertanian',
]
const misspeltWords = [
  'wether',
  'populaton',
  'jakrta',
  'surabya',
  'footfal',
  'incme',
  'adress',
  'trafic',
  'harvst',
  'mercant',
  'rainfal',
  'mobilty',
  'transacton',
  'helth',
  'proprty',
  'subscibers',
  'borowers',
  'housholds',
  'kalimantn',
  'sulawsi',
  'quartely',
  'anonymsed',
  'nusantra',
  'jakrta populaton',
]
/** No words: the landing and the category pages, each with a filter of its own. */
const broadFilters = [
  '',
  'category=DEMOGRAPHIC',
  'category=FINANCIAL',
  'category=RETAIL',
  'category=GEOSPATIAL',
  'category=WEATHER_CLIMATE',
  'category=AGRICULTURE',
  'category=HEALTH',
  'category=TELECOMMUNICATION',
  'category=TRANSPORTATION',
  'category=PUBLIC_SECTOR',
  'category=CONSUMER_BEHAVIOUR',
  'data_type=API',
  'data_type=FILE',
  'data_type=SECRET_SHARE',
  'pricing_model=SUBSCRIPTION',
  'pricing_model=PAY_PER_CALL',
  'pricing_model=ONE_TIME',
  'delivery_method=CLOUD_STORAGE',
  'industry=BANKING',
  'industry=RESEARCH',
  'industry=AGRICULTURE',
  'category=FINANCIAL&sort=price_asc',
  'data_type=FILE&category=RETAIL,GEOSPATIAL&sort=name',
]

export interface BenchQuery {
  kind: QueryKind
  /** The list call's query string. */
  query: string
}

const searchOf = (words: string) => `search=${encodeURIComponent(words)}`

export const benchQueries: BenchQuery[] = [
  ...exactWords.map((words) => ({ kind: 'exact' as const, query: searchOf(words) })),
  ...indonesianWords.map((words) => ({ kind: 'Indonesian' as const, query: searchOf(words) })),
  ...misspeltWords.map((words) => ({ kind: 'misspelt' as const, query: searchOf(words) })),
  ...broadFilters.map((filter) => ({ kind: 'broad/empty' as const, query: filter })),
]
