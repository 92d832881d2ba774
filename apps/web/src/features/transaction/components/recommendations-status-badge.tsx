import { Badge } from '@mantine/core'
import { type RecommendationStatus } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'

const colors: Record<RecommendationStatus, string> = {
  OPEN: 'blue',
  IN_REVIEW: 'harvest',
  FULFILLED: 'lumbung',
  CLOSED: 'gray',
}

export function RecommendationsStatusBadge({ status }: { status: RecommendationStatus }) {
  return (
    <Badge
      variant="light"
      color={colors[status]}
      style={{ flexShrink: 0 }}
      data-testid="recommendation-status"
    >
      {labelOf('recommendationStatus', status)}
    </Badge>
  )
}
