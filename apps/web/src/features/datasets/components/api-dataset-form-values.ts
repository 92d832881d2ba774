import type { AddApiDatasetBody, ApiDatasetDetail } from '@lumbung/contract'

export interface ApiDatasetFormValues {
  name: string
  base_url: string
  path: string
  method: string
  request_params: {
    name: string
    type: string
    is_required: boolean
    location: string
    description: string
    /** Sent by the buyers' first call as it is, so it must fit the type. */
    example: string
  }[]
  headers: { name: string; value: string }[]
  api_setting_id: string
  response_sample: string
  response_time: string
  operational_hour_from: string
  operational_hour_to: string
  tag: string[]
  description: string
  short_description: string
  status: 'ACTIVE' | 'INACTIVE'
}

export function valuesOfApiDataset(dataset?: ApiDatasetDetail): ApiDatasetFormValues {
  return {
    name: dataset?.name ?? '',
    base_url: dataset?.base_url ?? '',
    path: dataset?.path ?? '/',
    method: dataset?.method ?? 'GET',
    request_params: (dataset?.request_params ?? []).map((parameter) => ({
      ...parameter,
      description: parameter.description ?? '',
      example: parameter.example ?? '',
    })),
    headers: dataset?.headers ?? [],
    api_setting_id: dataset?.api_setting_id ?? '',
    response_sample: dataset?.response_sample ?? '',
    response_time: dataset?.response_time ?? '',
    operational_hour_from: dataset?.operational_hour_from ?? '',
    operational_hour_to: dataset?.operational_hour_to ?? '',
    tag: dataset?.tag ?? [],
    description: dataset?.description ?? '',
    short_description: dataset?.short_description ?? '',
    status: dataset?.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  }
}

/** The form's fields as the add and try calls take them; the status is sent only for a live dataset. */
export const toApiDatasetBody = ({ status: _status, ...values }: ApiDatasetFormValues) =>
  values as unknown as AddApiDatasetBody
