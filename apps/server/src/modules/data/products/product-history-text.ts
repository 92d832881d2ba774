import {
  dataCategoryList,
  dataTypeList,
  deliveryMethodList,
  describeReference,
  formatRupiah,
  pricingModelList,
  productHistoryLabels as words,
  productLabels,
  productTrialLabels,
  unitList,
  type ProductHistoryEntry,
  type ReferenceEntry,
} from '@lumbung/contract'

type Change = ProductHistoryEntry['changes'][number]
export type StoredChange = Pick<Change, 'field' | 'before' | 'after'>

/** Names the history shows for ids it stored: datasets and consumer companies, looked up when read. */
export interface HistoryNames {
  datasets: Map<string, string>
  companies: Map<string, string>
}

const labels: Record<string, string> = { ...productLabels, ...productTrialLabels, ...words }
const lists: Record<string, readonly ReferenceEntry[]> = {
  data_type: dataTypeList,
  pricing_model: pricingModelList,
  unit: unitList,
  delivery_method: deliveryMethodList,
  category: dataCategoryList,
}
const maxTextLength = 120

const clipped = (text: string) => (text.length > maxTextLength ? `${text.slice(0, maxTextLength)}…` : text)

/** One stored value as a person reads it: list labels, rupiah, names rather than ids, Yes and No. */
function textOf(field: string, value: unknown, names: HistoryNames): string {
  if (value === null || value === undefined || value === '') return words.empty
  if (Array.isArray(value)) {
    if (value.length === 0) return words.none
    return value.map((item) => textOf(field, item, names)).join(', ')
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no
  const list = lists[field]
  if (list && typeof value === 'string') return describeReference(list, value)
  if (field === 'price' && typeof value === 'number') return formatRupiah(value)
  if (field === 'monthly_quota' && typeof value === 'number')
    return `${value.toLocaleString('en-US')} ${words.calls}`
  if (field === 'availability_target' && typeof value === 'number') return `${value} %`
  if (field === 'dataset_source_id' && typeof value === 'string') {
    return names.datasets.get(value) ?? words.unknownDataset
  }
  if (field === 'consumer_id' && typeof value === 'string') {
    return names.companies.get(value) ?? words.unknownCompany
  }
  return clipped(typeof value === 'string' ? value : JSON.stringify(value))
}

/** The ids of datasets and companies a history names, to look their names up in one go each. */
export function idsIn(changes: StoredChange[]) {
  const datasets = new Set<string>()
  const companies = new Set<string>()
  for (const change of changes) {
    const target =
      change.field === 'dataset_source_id' ? datasets : change.field === 'consumer_id' ? companies : null
    for (const value of [change.before, change.after]) if (typeof value === 'string') target?.add(value)
  }
  return { datasets: [...datasets], companies: [...companies] }
}

/** A stored change with the field's label and both values in words. */
export function describeChange(change: StoredChange, names: HistoryNames): Change {
  return {
    field: change.field,
    before: change.before,
    after: change.after,
    label: labels[change.field] ?? change.field.replaceAll('_', ' '),
    before_text: textOf(change.field, change.before, names),
    after_text: textOf(change.field, change.after, names),
  }
}
