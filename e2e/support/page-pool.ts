import type { Browser, BrowserContext, Page, ViewportSize } from '@playwright/test'

/** A same-origin address that loads no app: a lent page waits here, and storage is written here. */
export const blankPath = '/api/health'

type Listener = (...args: unknown[]) => unknown
type Listeners = Map<string | symbol, Listener[]>
/** What a Playwright page has of Node's event emitter beyond its typed `on` and `off`. */
interface Emitter {
  eventNames(): (string | symbol)[]
  listeners(name: string | symbol): Listener[]
  off(name: string | symbol, listener: Listener): void
}

interface Lent {
  key: string
  listeners: Listeners
}

/**
 * Pages kept open across the journeys of one worker, each in a browser context of its own. A signed-in
 * screen opened in a fresh context costs Chromium 5–6.5 CPU-seconds: the app's scripts are fetched,
 * compiled and run from nothing. The same tab opening the app again costs 2–3: its renderer still holds
 * the compiled scripts and its context the cached files (docs/decisions/0029). So a journey borrows a
 * page that an earlier journey left, cleaned: the context's other tabs closed, its routes and the page's
 * routes and the listeners added to the page gone, the tab on `blankPath`, cookies, permissions and
 * both storages of the origin cleared, the viewport as configured. Nothing else is undone (listeners on
 * the context, init scripts, exposed functions, extra headers, emulated media, geolocation, offline
 * mode, the clock, DevTools sessions): a journey that uses any of these retires its page
 * (`retirePage`). Pages are kept apart by the options a context is born with (the locale); every other
 * option is the project's.
 */
export class PagePool {
  private readonly free = new Map<string, Page[]>()
  private readonly lent = new Map<Page, Lent>()
  private readonly lentToGroups = new Map<Page, Lent>()
  private readonly retired = new Set<Page>()

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
    /** The project's viewport, which a journey may change (app-shell.spec.ts narrows it). */
    private readonly viewport: ViewportSize | null,
  ) {}

  /** A clean page in a context of its own, made with the running test's options when none is free. */
  async take(key: string): Promise<Page> {
    const page = await this.borrow(key)
    this.lent.set(page, { key, listeners: listenersOf(page) })
    return page
  }

  /**
   * A clean page for the tests of a group that run in turn on one page (borrowed in `beforeAll`), which a
   * test's end does not take back: the group gives it back in `afterAll`.
   */
  async takeForGroup(key: string): Promise<Page> {
    const page = await this.borrow(key)
    this.lentToGroups.set(page, { key, listeners: listenersOf(page) })
    return page
  }

  async giveBackFromGroup(page: Page): Promise<void> {
    const lent = this.lentToGroups.get(page)
    this.lentToGroups.delete(page)
    if (lent) await this.giveBack(page, lent, true)
  }

  private async borrow(key: string): Promise<Page> {
    const waiting = this.free.get(key) ?? []
    let page = waiting.pop()
    while (page?.isClosed()) page = waiting.pop()
    return page ?? (await (await this.browser.newContext()).newPage())
  }

  /** Whether the context is one of the pool's (not to be closed by the test's own clean-up). */
  owns(context: BrowserContext): boolean {
    return this.pages().some((page) => page.context() === context)
  }

  /**
   * Never lends the page again: for a journey that changes what cleaning cannot undo (a virtual
   * authenticator attached through the DevTools protocol).
   */
  retire(page: Page): void {
    this.retired.add(page)
  }

  /**
   * Takes back every page lent since the last call, at a journey's end. A page whose journey failed, or
   * that was retired or cannot be cleaned, is closed with its context: the retry starts from nothing.
   */
  async takeBack(keep: boolean): Promise<void> {
    const lent = [...this.lent]
    this.lent.clear()
    // A group's page saw the failure too: it is closed when the group gives it back.
    if (!keep) for (const page of this.lentToGroups.keys()) this.retired.add(page)
    await Promise.all(lent.map(([page, borrowed]) => this.giveBack(page, borrowed, keep)))
  }

  private async giveBack(page: Page, { key, listeners }: Lent, keep: boolean): Promise<void> {
    if (keep && !this.retired.has(page) && !page.isClosed()) {
      try {
        await this.clean(page, listeners)
        this.free.set(key, [...(this.free.get(key) ?? []), page])
        return
      } catch {
        // Closed below.
      }
    }
    this.retired.delete(page)
    await closeContextOf(page)
  }

  private async clean(page: Page, listeners: Listeners): Promise<void> {
    const context = page.context()
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    )
    const emitter = page as unknown as Emitter
    for (const name of emitter.eventNames()) {
      const before = listeners.get(name) ?? []
      for (const listener of emitter.listeners(name)) {
        if (!before.includes(listener)) emitter.off(name, listener)
      }
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    // The app is left first: a loader still running could otherwise write a cookie after the clearing.
    await page.goto(new URL(blankPath, this.baseURL).href)
    await context.clearCookies()
    await context.clearPermissions()
    if (this.viewport) await page.setViewportSize(this.viewport)
    // Not `context.setStorageState`: it also empties the cache this pool is for.
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  }

  async closeAll(): Promise<void> {
    const pages = this.pages()
    this.lent.clear()
    this.lentToGroups.clear()
    this.free.clear()
    await Promise.all(pages.map((page) => closeContextOf(page)))
  }

  private pages(): Page[] {
    return [...this.lent.keys(), ...this.lentToGroups.keys(), ...[...this.free.values()].flat()]
  }
}

async function closeContextOf(page: Page): Promise<void> {
  await page
    .context()
    .close()
    .catch(() => undefined)
}

function listenersOf(page: Page): Listeners {
  const emitter = page as unknown as Emitter
  return new Map(emitter.eventNames().map((name) => [name, emitter.listeners(name)]))
}
