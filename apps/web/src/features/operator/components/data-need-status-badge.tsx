import { Badge } from '@mantine/core'
import type { RecommendationStatus } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { operatorDataNeedTexts } from '../operator-data-needs.texts'

const colors: Record<RecommendationStatus, string> = {
  OPEN: 'blue',
  IN_REVIEW: 'harvest',
  FULFILLED: 'lumbung',
  CLOSED: 'gray',
}

export function DataNeedStatusBadge({ status }: { status: RecommendationStatus }) {
  const t = useT(operatorDataNeedTexts)
  return (
    <Badge variant="light" color={colors[status]} style={{ flexShrink: 0 }} data-testid="data-need-status">
      {t(`status.${status}`)}
    </Badge>
  )
}
