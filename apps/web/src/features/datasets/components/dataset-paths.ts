import type { DatasetListItem } from '@lumbung/contract'

const base = '/provider/data-management/datasets'
const segment: Record<DatasetListItem['data_type'], string> = {
  API: 'api',
  FILE: 'file-based',
  SECRET_SHARE: 'secret-share',
}

export const datasetsListPath = base

/** Every kind of dataset has a detail screen; a list row and a save lead there. */
export function datasetDetailPath(dataset: Pick<DatasetListItem, 'id' | 'data_type'>): string {
  return `${base}/detail/${segment[dataset.data_type]}/${dataset.id}`
}

export function datasetEditPath(dataset: Pick<DatasetListItem, 'id' | 'data_type'>): string {
  return `${base}/edit/${segment[dataset.data_type]}/${dataset.id}`
}

export function datasetAddPath(dataType: DatasetListItem['data_type']): string {
  return `${base}/add-new-datasets/${segment[dataType]}`
}
