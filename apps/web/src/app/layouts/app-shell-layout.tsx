import { AppShell } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { useMemo } from 'react'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import { effectiveUserType, limits, userTypeOfRoute, type UserType } from '@lumbung/contract'
import { CurrentUserContext } from '../../components/layout/current-user-context'
import { PageLoader } from '../../components/layout/page-loader'
import { Sidebar } from '../../components/layout/sidebar'
import { TopBar } from '../../components/layout/top-bar'
import { useLogout } from '../../features/auth/api/logout'
import { useUserInformation } from '../../features/auth/api/get-user-information'
import { getUserTypeCookie, setUserTypeCookie } from '../../lib/cookies'
import type { RouteHandle } from '../../lib/route-handle'
import { loginPathFor } from '../../lib/safe-redirect'

function useRouteName(): string | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined
    if (handle?.routeName) return handle.routeName
  }
  return undefined
}

/** Switching sides starts the app afresh on that side's dashboard. */
function switchUserType(userType: UserType) {
  setUserTypeCookie(userType)
  window.location.assign(`/${userType}`)
}

export function AppShellLayout() {
  const location = useLocation()
  const routeName = useRouteName()
  const userQuery = useUserInformation()
  const logout = useLogout()
  const [isCollapsed, setIsCollapsed] = useLocalStorage({
    key: 'lumbung.sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  })

  const user = userQuery.data
  const activeUserType = useMemo(() => {
    if (!user) return 'consumer' as const
    return userTypeOfRoute(routeName ?? '', effectiveUserType(user, getUserTypeCookie()))
  }, [user, routeName])

  if (!user) {
    if (userQuery.isError)
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />
    return <PageLoader />
  }

  return (
    <CurrentUserContext.Provider value={{ user, activeUserType }}>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: isCollapsed ? limits.sidebarCollapsedPx : limits.sidebarOpenPx,
          breakpoint: 'xs',
          collapsed: { mobile: false, desktop: false },
        }}
        padding="xl"
        layout="alt"
      >
        <TopBar
          user={user}
          activeUserType={activeUserType}
          onLogout={() => logout.mutate()}
          isLoggingOut={logout.isPending}
        />
        <Sidebar
          user={user}
          activeUserType={activeUserType}
          isCollapsed={isCollapsed}
          onToggle={() => setIsCollapsed((value) => !value)}
          onSwitchUserType={switchUserType}
        />
        <AppShell.Main bg="gray.0">
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </CurrentUserContext.Provider>
  )
}

export default AppShellLayout
