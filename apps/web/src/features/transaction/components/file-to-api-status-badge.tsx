import { Badge } from '@mantine/core'
import { type FileToApiJobStatus, type FileToApiRowStatus } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'

const jobColors: Record<FileToApiJobStatus, string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  COMPLETED: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
}

export function FileToApiStatusBadge({ status }: { status: FileToApiJobStatus }) {
  return (
    <Badge color={jobColors[status]} variant="light" radius="sm">
      {labelOf('fileToApiJobStatus', status)}
    </Badge>
  )
}

export function FileToApiRowStatusBadge({ status }: { status: FileToApiRowStatus }) {
  return (
    <Badge color={status === 'SUCCESS' ? 'teal' : 'red'} variant="light" radius="sm">
      {labelOf('fileToApiRowStatus', status)}
    </Badge>
  )
}
