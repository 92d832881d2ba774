/**
 * The router registers how to load a path's page modules; links use it to fetch them ahead of a
 * click without importing the router (which imports the layouts that hold the links).
 */
type Preloader = (pathname: string) => Promise<unknown>

let preloader: Preloader | undefined

export function registerRoutePreloader(next: Preloader): void {
  preloader = next
}

export function preloadRoute(pathname: string): Promise<unknown> {
  return preloader ? preloader(pathname).catch(() => undefined) : Promise.resolve()
}
