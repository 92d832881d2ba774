import { Alert, Anchor, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { Link } from 'react-router'
import {
  decideRouteAccess,
  formatDateTime,
  formatRupiah,
  routeNameOf,
  type SpendCapNotice,
} from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { useSpendStatus } from '../api/spend-status'

const spendCapsPath = '/consumer/billings/spend-caps'

function capNameOf(notice: SpendCapNotice): string {
  return notice.scope === 'COMPANY' ? 'Your company' : (notice.product_name ?? 'A product')
}

function noticeText(notice: SpendCapNotice, isRefusingAtCap: boolean): string {
  const amounts = `${formatRupiah(notice.spend)} of ${formatRupiah(notice.cap)}`
  if (notice.threshold === 80) {
    return `${capNameOf(notice)} has used 80 % of its monthly spend cap (${amounts}, ${formatDateTime(notice.reached_date)}).`
  }
  const consequence = isRefusingAtCap
    ? 'Priced API calls under this cap are refused until next month or until the cap is raised.'
    : 'Calls still go through: the cap only warns.'
  return `${capNameOf(notice)} has reached its monthly spend cap (${amounts}, ${formatDateTime(notice.reached_date)}). ${consequence}`
}

/**
 * The month's reached spend cap thresholds, above the consumer's dashboard and billing screens. A
 * company not yet verified has no purchases, so nothing is asked then.
 */
export function SpendCapNotices() {
  const { user } = useCurrentUser()
  const isVerified = user.user_is_verified && user.company_is_verified && !user.is_operator
  const status = useSpendStatus({ isEnabled: isVerified })
  const notices = status.data?.notices ?? []
  if (notices.length === 0) return null
  // The link leads only where the access rules let the reader in (the caps are the owner's).
  const canOpenCaps = decideRouteAccess(user, routeNameOf(spendCapsPath), 'consumer').allowed
  return (
    <Stack gap="xs" mb="lg" data-testid="spend-cap-notices">
      {notices.map((notice) => (
        <Alert
          key={`${notice.scope}-${notice.product_id ?? 'company'}`}
          color={notice.threshold === 100 ? 'red' : 'harvest'}
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={notice.threshold === 100 ? 'Spend cap reached' : 'Spend cap almost reached'}
          role="status"
        >
          {noticeText(notice, status.data?.is_refusing_at_cap ?? false)}{' '}
          {canOpenCaps ? (
            <Anchor component={Link} to={spendCapsPath} size="sm">
              Review spend caps
            </Anchor>
          ) : null}
        </Alert>
      ))}
    </Stack>
  )
}
