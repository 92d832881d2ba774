import { Alert, Box } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { UserInformation } from '@lumbung/contract'
import { SpendCapNotices } from '../../features/billing/components/spend-cap-notices'
import { GetVerifiedBanner } from '../../features/tenant/components/get-verified-banner'
import { GetVerifiedChecklist } from '../../features/tenant/components/get-verified-checklist'
import { clearGuardNotice, isNoticeFor, useGuardNotice } from '../../lib/guard-notice'

/** Why the guards sent the user here; it goes once they move on or close it. */
function GuardNoticeAlert() {
  const notice = useGuardNotice()
  const { pathname } = useLocation()
  const previousPath = useRef(pathname)

  useEffect(() => {
    // Only a move to another screen ends the notice: it is set while the old screen is still shown.
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    if (notice && !isNoticeFor(notice, pathname)) clearGuardNotice()
  }, [pathname, notice])

  if (!notice || !isNoticeFor(notice, pathname)) return null
  return (
    <Alert
      color="harvest"
      variant="light"
      icon={<IconLock size={18} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={clearGuardNotice}
      mb="lg"
      role="status"
      data-testid="guard-notice"
    >
      {notice.message}
    </Alert>
  )
}

/**
 * Where an unverified user lands after signing in (their dashboard is closed to them): the whole
 * checklist shows there, a line pointing at the next step everywhere else.
 */
const landingRouteName = 'my-account-account'

/** Where a reached spend cap is told: the consumer's dashboard and billing screens. */
const isSpendNoticeRoute = (routeName: string | undefined) =>
  routeName === 'consumer' || (routeName?.startsWith('consumer-billings-') ?? false)

/**
 * What the shell says above every screen: why a guard turned the user back, until the user and the
 * company are verified, the way there, and on the consumer's dashboard and billing screens, the spend
 * caps this month reached.
 */
export function ShellNotices({ user, routeName }: { user: UserInformation; routeName: string | undefined }) {
  const isVerified = (user.user_is_verified && user.company_is_verified) || user.is_operator
  return (
    <>
      <GuardNoticeAlert />
      {isVerified ? null : routeName === landingRouteName ? (
        <Box mb="lg">
          <GetVerifiedChecklist user={user} />
        </Box>
      ) : (
        <GetVerifiedBanner user={user} />
      )}
      {isVerified && !user.is_operator && isSpendNoticeRoute(routeName) ? <SpendCapNotices /> : null}
    </>
  )
}
