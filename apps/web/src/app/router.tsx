import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { routeNameOf, routerPatternOf, screens, type Screen } from '@lumbung/contract'
import { RouteErrorScreen } from '../components/errors/route-error-screen'
import { PlainShell } from '../components/layout/plain-shell'
import { registerRoutePreloader } from '../components/navigation/route-preload'
import { withAllStyles } from '../lib/all-styles'
import { lazyModule, type PageModule } from '../lib/lazy-import'
import { auditPages } from './routes/audit/pages'
import { authPages } from './routes/auth/pages'
import { billingPages } from './routes/billing/pages'
import { dashboardPages } from './routes/dashboard/pages'
import { mailPages } from './routes/mail/pages'
import { membersPages } from './routes/members/pages'
import { operatorPages } from './routes/operator/pages'
import { tenantPages } from './routes/tenant/pages'
import { transactionPages } from './routes/transaction/pages'
import type { RouteHandle } from '../lib/route-handle'
import { createGuardLoader, createHomeLoader, createLoginLoader } from './guards/guard-loader'
import { middlewareFor, operatorMiddleware } from './guards/middleware'
import { NotFoundRoute, notFoundLoader } from './layouts/not-found-route'
import { InitialLoader, RootLayout } from './layouts/root-layout'
import { apiSettingsPages } from './routes/api-settings/pages'
import { dataAssetsPages } from './routes/data-assets/pages'
import { datasetsPages } from './routes/datasets/pages'
import { marketplacePages } from './routes/marketplace/pages'
import { productsPages } from './routes/products/pages'
import { storageSettingsPages } from './routes/storage-settings/pages'

const beingBuiltPage: PageModule = lazyModule(() =>
  import('../components/layout/being-built-page').then((module) => module.BeingBuiltPage),
)

/** The screens built so far, listed by their folder under app/routes; every other screen shows the being-built page. */
const builtPages: Record<string, PageModule> = {
  ...authPages,
  ...auditPages,
  ...dashboardPages,
  ...operatorPages,
  ...membersPages,
  ...mailPages,
  ...tenantPages,
  ...productsPages,
  ...datasetsPages,
  ...marketplacePages,
  ...storageSettingsPages,
  ...apiSettingsPages,
  ...dataAssetsPages,
  ...transactionPages,
  ...billingPages,
}

const queryLayout = lazyModule(() => import('./layouts/query-layout').then((module) => module.QueryLayout))
const appShellLayout = withAllStyles(
  lazyModule(() => import('./layouts/app-shell-layout').then((module) => module.AppShellLayout)),
)

export function pageModuleOf(path: string): PageModule {
  return builtPages[path] ?? beingBuiltPage
}

/** Screens still showing the being-built page: this list only shrinks as screens ship. */
export function screensBeingBuilt(): Screen[] {
  return screens.filter((screen) => screen.path !== '/' && !(screen.path in builtPages))
}

function middlewareOf(screen: Screen, routeName: string): readonly string[] {
  if (screen.shell === 'operator') return operatorMiddleware
  return screen.shell === 'app' ? middlewareFor(routeName) : []
}

function handleOf(screen: Screen): RouteHandle {
  const routeName = routeNameOf(screen.path)
  return {
    routeName,
    middleware: middlewareOf(screen, routeName),
    title: screen.title,
  }
}

/** An address no screen answers still names what the tab shows. */
const notFoundHandle: RouteHandle = { routeName: 'not-found', middleware: [], title: 'Page not found' }

const preloaders = new Map<string, PageModule>()

function screenRoute(screen: Screen): RouteObject {
  const handle = handleOf(screen)
  // The sign-in screen makes do with the first screen's styles (app/styles/first-screen-styles.ts).
  const page = screen.path === '/login' ? pageModuleOf(screen.path) : withAllStyles(pageModuleOf(screen.path))
  preloaders.set(handle.routeName, page)
  const loader =
    screen.path === '/'
      ? createHomeLoader(handle)
      : screen.path === '/login'
        ? createLoginLoader()
        : createGuardLoader(handle)
  return {
    id: handle.routeName,
    path: routerPatternOf(screen.path),
    handle,
    loader,
    // `/` only ever redirects, so it has no page to fetch.
    ...(screen.path === '/' ? { Component: null } : { lazy: { Component: page } }),
  }
}

export function createRoutes(): RouteObject[] {
  const publicScreens = screens.filter((screen) => screen.shell === 'public')
  const signIn = publicScreens.filter((screen) => screen.path === '/login').map(screenRoute)
  const otherPublic = publicScreens.filter((screen) => screen.path !== '/login').map(screenRoute)
  // The operator console lives in the signed-in shell too, behind its own guard.
  const appRoutes = screens.filter((screen) => screen.shell !== 'public').map(screenRoute)
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: InitialLoader,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          id: 'plain-shell',
          Component: PlainShell,
          children: [
            ...signIn,
            { id: 'public-queries', lazy: { Component: queryLayout }, children: otherPublic },
          ],
        },
        {
          id: 'app-queries',
          lazy: { Component: queryLayout },
          children: [
            {
              id: 'app-shell',
              lazy: { Component: appShellLayout },
              // Errors of a signed-in screen show inside the shell, so the menu stays usable.
              children: [{ id: 'app-screens', errorElement: <RouteErrorScreen />, children: appRoutes }],
            },
          ],
        },
        // An unknown address keeps the frame the visitor is in: the app shell when signed in.
        {
          id: 'not-found',
          path: '*',
          loader: notFoundLoader,
          Component: NotFoundRoute,
          handle: notFoundHandle,
        },
      ],
    },
  ]
}

export function createAppRouter() {
  const routes = createRoutes()
  registerRoutePreloader(async (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? []
    const loads: Promise<unknown>[] = []
    for (const match of matches) {
      if (match.route.id === 'app-shell') loads.push(appShellLayout())
      if (match.route.id === 'app-queries' || match.route.id === 'public-queries') loads.push(queryLayout())
      const page = match.route.id ? preloaders.get(match.route.id) : undefined
      if (page) loads.push(page())
    }
    await Promise.all(loads)
  })
  return createBrowserRouter(routes)
}
