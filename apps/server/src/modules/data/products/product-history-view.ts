import { productErrorMessages, type ProductHistoryEntry } from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import { notFound } from '../../../lib/errors'
import type { DatasetSources } from '../datasets'
import { describeChange, idsIn, type StoredChange } from './product-history-text'
import type { ProductsRepository } from './products.repository'

interface ProductHistoryDependencies {
  products: Pick<ProductsRepository, 'findById' | 'historyOf' | 'legalNamesOf'>
  datasetSources: Pick<DatasetSources, 'findMany'>
}

/** A product's history in words: the names of the datasets and companies its changes refer to. */
export async function productHistoryOf(
  { products, datasetSources }: ProductHistoryDependencies,
  actor: Actor,
  id: string,
): Promise<{ data: ProductHistoryEntry[]; total_data: number }> {
  if (!(await products.findById(actor.tenantId, id))) throw notFound(productErrorMessages.notFound)
  const rows = await products.historyOf(actor.tenantId, id)
  const stored = rows.map((row) =>
    Array.isArray(row.detail?.changes) ? (row.detail.changes as StoredChange[]) : [],
  )
  const ids = idsIn(stored.flat())
  const [datasets, companies] = await Promise.all([
    ids.datasets.length > 0 ? datasetSources.findMany(actor.tenantId, ids.datasets) : [],
    products.legalNamesOf(ids.companies),
  ])
  const names = {
    datasets: new Map(datasets.map((dataset) => [dataset.id, dataset.name])),
    companies: new Map(companies.map((company) => [company.id, company.legalName])),
  }
  const data = rows.map((row, index) => ({
    id: row.id,
    action: row.action,
    actor_name: row.actorName,
    created_date: row.createdAt.toISOString(),
    changes: stored[index]!.map((change) => describeChange(change, names)),
  }))
  return { data, total_data: data.length }
}
