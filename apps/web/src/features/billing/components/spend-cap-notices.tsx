import { Alert, Anchor, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { decideRouteAccess, formatRupiah, routeNameOf, type SpendCapNotice } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { translateIn, useT } from '../../../lib/i18n/i18n'
import { useSpendStatus } from '../api/spend-status'
import { billingSpendCapTexts } from '../billing-spend-caps.texts'

const spendCapsPath = '/consumer/billings/spend-caps'
type SpendCapKey = keyof typeof billingSpendCapTexts.en

function capNameOf(notice: SpendCapNotice): string {
  return notice.scope === 'COMPANY'
    ? translateIn(billingSpendCapTexts, 'yourCompany')
    : (notice.product_name ?? translateIn(billingSpendCapTexts, 'aProduct'))
}

function noticeText(notice: SpendCapNotice, isRefusingAtCap: boolean): string {
  const text = (key: SpendCapKey, values?: Record<string, unknown>) =>
    translateIn(billingSpendCapTexts, key, values)
  const values = {
    name: capNameOf(notice),
    amounts: text('amounts', { spend: formatRupiah(notice.spend), cap: formatRupiah(notice.cap) }),
    date: formatDateTime(notice.reached_date),
  }
  if (notice.threshold === 80) return text('almostNotice', values)
  return text('reachedNotice', {
    ...values,
    consequence: isRefusingAtCap ? text('refusing') : text('warnsOnly'),
  })
}

/**
 * The month's reached spend cap thresholds, above the consumer's dashboard and billing screens. A
 * company not yet verified has no purchases, so nothing is asked then.
 */
export function SpendCapNotices() {
  const t = useT(billingSpendCapTexts)
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
          title={notice.threshold === 100 ? t('reachedTitle') : t('almostTitle')}
          role="status"
        >
          {noticeText(notice, status.data?.is_refusing_at_cap ?? false)}{' '}
          {canOpenCaps ? (
            <Anchor component={Link} to={spendCapsPath} size="sm">
              {t('review')}
            </Anchor>
          ) : null}
        </Alert>
      ))}
    </Stack>
  )
}
