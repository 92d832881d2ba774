import type { DatasetListItem } from '@lumbung/contract'

const base = '/provider/data-management/datasets'
const segment: Record<DatasetListItem['data_type'], string> = {
  API: 'api',
  FILE: 'file-based',
  SECRET_SHARE: 'secret-share',
}

export const datasetsListPath = base

/**
 * Secret-share datasets have no detail screen of their own (docs/product.md#provider-screens): their edit
 * screen shows them.
 */
export function datasetDetailPath(dataset: Pick<DatasetListItem, 'id' | 'data_type'>): string {
  if (dataset.data_type === 'SECRET_SHARE') return datasetEditPath(dataset)
  return `${base}/detail/${segment[dataset.data_type]}/${dataset.id}`
}

export function datasetEditPath(dataset: Pick<DatasetListItem, 'id' | 'data_type'>): string {
  return `${base}/edit/${segment[dataset.data_type]}/${dataset.id}`
}

export function datasetAddPath(dataType: DatasetListItem['data_type']): string {
  return `${base}/add-new-datasets/${segment[dataType]}`
}
