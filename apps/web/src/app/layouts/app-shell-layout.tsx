import { AppShell } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { useMemo, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import { effectiveUserType, limits, userTypeOfRoute } from '@lumbung/contract'
import { CurrentUserContext } from '../../components/layout/current-user-context'
import { PageLoader } from '../../components/layout/page-loader'
import { Sidebar } from '../../components/layout/sidebar'
import { TopBar } from '../../components/layout/top-bar'
import { useLogout } from '../../features/auth/api/logout'
import { useAccountLanguage } from '../../features/auth/components/use-account-language'
import { useUserInformation } from '../../features/auth/api/get-user-information'
import { getUserTypeCookie } from '../../lib/cookies'
import type { RouteHandle } from '../../lib/route-handle'
import { loginPathFor } from '../../lib/safe-redirect'
import { switchUserType } from '../../lib/switch-user-type'
import { ShellNotices } from './shell-notices'

function useRouteName(): string | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined
    if (handle?.routeName) return handle.routeName
  }
  return undefined
}

export function AppShellLayout({ children }: { children?: ReactNode }) {
  const location = useLocation()
  const routeName = useRouteName()
  const userQuery = useUserInformation()
  const logout = useLogout()
  const saveLanguage = useAccountLanguage(userQuery.data)
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
          onLanguageChange={saveLanguage}
        />
        <Sidebar
          user={user}
          activeUserType={activeUserType}
          isCollapsed={isCollapsed}
          onToggle={() => setIsCollapsed((value) => !value)}
          onSwitchUserType={switchUserType}
        />
        <AppShell.Main bg="gray.0">
          <ShellNotices user={user} routeName={routeName} />
          {children ?? <Outlet />}
        </AppShell.Main>
      </AppShell>
    </CurrentUserContext.Provider>
  )
}

export default AppShellLayout
