import { Badge } from '@mantine/core'
import { type DatasetListItem } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'

const colors: Record<DatasetListItem['status'], string> = {
  DRAFT: 'gray',
  ACTIVE: 'teal',
  INACTIVE: 'orange',
}

export function DatasetStatusBadge({ status }: { status: DatasetListItem['status'] }) {
  return (
    <Badge color={colors[status]} variant="light" radius="sm">
      {labelOf('datasetStatus', status)}
    </Badge>
  )
}

export function DatasetTypeBadge({ dataType }: { dataType: DatasetListItem['data_type'] }) {
  return (
    <Badge color="indigo" variant="outline" radius="sm">
      {labelOf('dataType', dataType)}
    </Badge>
  )
}
