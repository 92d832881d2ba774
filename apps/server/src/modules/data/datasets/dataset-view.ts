import {
  datasetErrorMessages,
  messages,
  type ApiDatasetDetail,
  type DatasetListItem,
  type FileDatasetDetail,
  type SecretShareDatasetDetail,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { DatasetStatus, DatasetWithPeople } from './datasets.repository'

export function datasetListItemOf(row: DatasetWithPeople): DatasetListItem {
  return {
    id: row.id,
    name: row.name,
    data_type: row.dataType,
    status: row.status,
    short_description: row.shortDescription,
    tag: row.tags,
    created_by: row.createdByName,
    created_date: row.createdAt.toISOString(),
    modified_by: row.modifiedByName,
    modified_date: row.updatedAt.toISOString(),
  }
}

export function apiDatasetDetailOf(
  row: DatasetWithPeople,
  apiSettingName: string | null,
  isUsed: boolean,
): ApiDatasetDetail {
  return {
    ...datasetListItemOf(row),
    description: row.description,
    base_url: row.baseUrl ?? '',
    path: row.path ?? '/',
    method: row.method ?? 'GET',
    request_params: (row.requestParams ?? []).map((parameter) => ({
      ...(parameter as Omit<ApiDatasetDetail['request_params'][number], 'example'>),
      example: parameter.example ?? null,
    })),
    headers: row.headers ?? [],
    api_setting_id: row.apiSettingId,
    api_setting_name: apiSettingName,
    response_sample: row.responseSample,
    response_time: row.responseTime,
    operational_hour_from: row.operationalHourFrom,
    operational_hour_to: row.operationalHourTo,
    is_used_by_published_product: isUsed,
  }
}

export function fileDatasetDetailOf(row: DatasetWithPeople, isUsed: boolean): FileDatasetDetail {
  return {
    ...datasetListItemOf(row),
    asset_id: null,
    description: row.description,
    file_type: row.fileType as FileDatasetDetail['file_type'],
    delimiter: row.delimiter as FileDatasetDetail['delimiter'],
    file_name: row.fileName ?? '',
    file_size: row.fileSize ?? 0,
    row_count: row.rowCount ?? 0,
    data_structure: (row.dataStructure ?? []) as FileDatasetDetail['data_structure'],
    preview: row.preview ?? [],
    operational_hour_from: row.operationalHourFrom,
    operational_hour_to: row.operationalHourTo,
    is_used_by_published_product: isUsed,
  }
}

export function secretShareDatasetDetailOf(
  row: DatasetWithPeople,
  isUsed: boolean,
): SecretShareDatasetDetail {
  return {
    ...datasetListItemOf(row),
    description: row.description,
    columns: (row.secretShareColumns ?? []).map((column) => ({
      name: column.name,
      role: column.role as SecretShareDatasetDetail['columns'][number]['role'],
      scale: column.scale,
      // Null for other roles, and for measures of a dataset uploaded before bounds.
      lower_bound: column.lower_bound ?? null,
      upper_bound: column.upper_bound ?? null,
    })),
    row_count: row.rowCount ?? 0,
    is_used_by_published_product: isUsed,
  }
}

/**
 * DRAFT → ACTIVE ↔ INACTIVE (docs/product.md#dataset). A draft save keeps a draft; a live dataset never goes
 * back to draft. Going live needs the texts a buyer reads.
 */
export function nextStatus(
  current: DatasetStatus | null,
  isDraft: boolean,
  requested: 'ACTIVE' | 'INACTIVE' | undefined,
  texts: { description: string | null; short_description: string | null },
): DatasetStatus {
  if (isDraft) {
    if (current !== null && current !== 'DRAFT') {
      throw new AppError('VALIDATION_ERROR', 422, datasetErrorMessages.cannotGoBackToDraft)
    }
    return 'DRAFT'
  }
  const errors: Record<string, string> = {}
  if (!texts.short_description) errors.short_description = messages.required('Short description')
  if (!texts.description) errors.description = messages.required('Description')
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION_ERROR', 422, Object.values(errors)[0], errors)
  }
  if (requested) return requested
  return current !== null && current !== 'DRAFT' ? current : 'ACTIVE'
}

export const datasetInUseMessage =
  'This dataset is used by a published product and cannot be deleted; archive the product first'
