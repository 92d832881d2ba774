import { Box } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useEffect, type ReactNode } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router'
import { MobileWarning, mobileWarningQuery } from '../../components/layout/mobile-warning'
import { PageLoader } from '../../components/layout/page-loader'
import { isShownOnPhones } from '../../components/layout/phone-pages'
import { useDocumentTitle } from '../document-title'
import { navigationProgress } from '../navigation-progress'

/** Drives the top progress bar from the router: loaders and lazy page modules alike. */
function useNavigationProgress() {
  const navigation = useNavigation()
  const isNavigating = navigation.state !== 'idle'
  useEffect(() => {
    if (isNavigating) navigationProgress.start()
    else navigationProgress.complete()
  }, [isNavigating])
}

/**
 * Below 992 px the app is hidden (kept mounted, so resizing back loses nothing) behind a warning, except
 * the pages people open from mail (docs/decisions/0039-small-screens.md).
 */
export function MobileGate({ children }: { children: ReactNode }) {
  const isSmallScreen = useMediaQuery(mobileWarningQuery, false, { getInitialValueInEffect: false })
  const { pathname } = useLocation()
  const isMobile = isSmallScreen && !isShownOnPhones(pathname)
  return (
    <>
      {isMobile ? <MobileWarning /> : null}
      <Box display={isMobile ? 'none' : undefined} aria-hidden={isMobile || undefined}>
        {children}
      </Box>
    </>
  )
}

export function RootLayout() {
  useNavigationProgress()
  useDocumentTitle()
  return (
    <MobileGate>
      <Outlet />
      <ScrollRestoration />
    </MobileGate>
  )
}

/** Shown while the first page's code and data load. */
export function InitialLoader() {
  useEffect(() => {
    navigationProgress.start()
    return () => navigationProgress.complete()
  }, [])
  return <PageLoader />
}
