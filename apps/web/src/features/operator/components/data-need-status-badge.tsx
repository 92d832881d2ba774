import { Badge } from '@mantine/core'
import type { RecommendationStatus } from '@lumbung/contract'
import { statusLabel } from './data-need-view'

const colors: Record<RecommendationStatus, string> = {
  OPEN: 'blue',
  IN_REVIEW: 'harvest',
  FULFILLED: 'lumbung',
  CLOSED: 'gray',
}

export function DataNeedStatusBadge({ status }: { status: RecommendationStatus }) {
  return (
    <Badge variant="light" color={colors[status]} style={{ flexShrink: 0 }} data-testid="data-need-status">
      {statusLabel(status)}
    </Badge>
  )
}
