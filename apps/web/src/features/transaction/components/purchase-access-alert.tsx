import { Alert, Text } from '@mantine/core'
import { IconLock, IconLockOpen, IconPlayerPause } from '@tabler/icons-react'
import type { TransactionAccessStatus, UserType } from '@lumbung/contract'
import { accessNoticeOf } from './purchase-access-notice'

const icons: Record<TransactionAccessStatus, typeof IconLock> = {
  ACTIVE: IconLockOpen,
  SUSPENDED: IconPlayerPause,
  REVOKED: IconLock,
}

/** The provider's suspension, revocation or resumption of a purchase, with its reason. */
export function PurchaseAccessAlert({
  facts,
  side,
}: {
  facts: {
    access_status: TransactionAccessStatus
    access_reason: string | null
    access_changed_at: string | null
  }
  side: UserType
}) {
  const notice = accessNoticeOf(facts, side)
  if (!notice) return null
  const Icon = icons[facts.access_status]
  return (
    <Alert
      color={notice.color}
      variant="light"
      icon={<Icon size={18} />}
      title={notice.title}
      role={facts.access_status === 'ACTIVE' ? 'status' : 'alert'}
      data-testid="purchase-access-notice"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {notice.message}
      </Text>
      {notice.hint ? (
        <Text size="sm" mt={4}>
          {notice.hint}
        </Text>
      ) : null}
    </Alert>
  )
}
