// One browser tab, whatever the engine: the few things a visitor job does (open a page, click,
// type, press a key, choose an option, read the page, follow a new window) over two well-kept
// drivers: puppeteer-core for Chromium (DevTools protocol) and Firefox (WebDriver BiDi), and
// selenium-webdriver for WebKit (WebKitWebDriver, classic WebDriver). tests/engines/visitor-jobs.ts
// writes each job once against this; tests/engines/*.test.ts run them in each engine.
import { hangWaitMs } from '../hang-limits.ts'

export type EngineName = 'chromium' | 'firefox' | 'webkit'

/** Every engine's window: the narrowest WebKitGTK allows (447 px), so the phone menu shows. */
export const viewport = { width: 480, height: 900 } as const

/**
 * How long a condition may take before the job fails: a limit for a hung page, not a slow one
 * (the browser tests' expect limit, tests/playwright.config.ts). Under the rest of `npm test`
 * and another load beside it, Firefox once took more than 20 s to show a notice.
 */
export const WAIT_MS = hangWaitMs

export type Key = 'Enter' | 'Tab' | 'Escape' | 'Space'

/** A function run inside the page: its arguments and result must survive JSON. */
export type InPage<Result, Args extends unknown[]> = (...args: Args) => Result

export interface Tab {
  readonly engine: EngineName
  /** The site's origin, http://127.0.0.1:<port>. */
  readonly origin: string
  /** Opens a path of the site and waits for its load event. */
  goto(path: string): Promise<void>
  /** Runs `fn` in the page and returns its (awaited) result. */
  run<Result, Args extends unknown[]>(
    fn: InPage<Result, Args>,
    ...args: Args
  ): Promise<Awaited<Result>>
  /** Clicks the element the selector finds, as a pointer would (scrolled into view first). */
  click(selector: string): Promise<void>
  /** Focuses the element and types the text key by key (no "\n": press Enter instead). */
  type(selector: string, text: string): Promise<void>
  /** Presses a key where the focus is. */
  press(key: Key): Promise<void>
  /** Chooses the option with this value in the <select>. */
  select(selector: string, value: string): Promise<void>
  /**
   * Does `action`, which opens a new window, and returns the address that window was sent to
   * (never loaded from the network: the engines have no way off the machine), then closes it.
   */
  newWindowAddress(action: () => Promise<void>): Promise<string>
  /**
   * What went wrong in the page since the tab opened: page errors, Content-Security-Policy
   * violations, failed requests and error statuses, requests off the site, console errors.
   */
  problems(): Promise<string[]>
  close(): Promise<void>
}

export interface Engine {
  readonly name: EngineName
  readonly version: string
  /** A fresh tab (its own storage), with JavaScript on or off. */
  open(options: { javascript: boolean }): Promise<Tab>
  close(): Promise<void>
}

/**
 * Polls `fn` in the page until it returns something truthy, and returns that; fails naming
 * `what` and the last value after `timeoutMs`.
 */
export async function waitFor<Result, Args extends unknown[]>(
  tab: Tab,
  what: string,
  fn: InPage<Result, Args>,
  ...args: Args
): Promise<Awaited<Result>> {
  const started = Date.now()
  let last: Awaited<Result> | undefined
  let lastError: unknown
  for (;;) {
    try {
      last = await tab.run(fn, ...args)
      lastError = undefined
      if (last) return last
    } catch (error) {
      // A page being replaced (a navigation) has no context for a moment.
      lastError = error
    }
    if (Date.now() - started > WAIT_MS) {
      const why = lastError
        ? ` (${(lastError as Error).message})`
        : ` (last: ${JSON.stringify(last)})`
      throw new Error(`${tab.engine}: waited ${WAIT_MS} ms for ${what}${why}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The in-page watch for what classic WebDriver cannot report: errors, rejections and policy
 * violations, kept across the tab's page loads in sessionStorage. Installed as soon as the page
 * can run it (before the page's own scripts where the driver allows: Chromium and Firefox; just
 * after the load event in WebKit).
 */
export function watchPage(): void {
  const w = window as unknown as { __engineWatch?: string[] }
  if (w.__engineWatch) return
  const seen: string[] = []
  w.__engineWatch = seen
  const note = (text: string) => {
    seen.push(text)
    try {
      const stored = JSON.parse(sessionStorage.getItem('__engineWatch') ?? '[]') as string[]
      sessionStorage.setItem('__engineWatch', JSON.stringify([...stored, text]))
    } catch {
      // No storage: the problem is still in this page's list.
    }
  }
  window.addEventListener('error', (event) => {
    note(`page error: ${event.message} (${event.filename}:${event.lineno})`)
  })
  window.addEventListener('unhandledrejection', (event) => {
    note(`page error: unhandled rejection ${String(event.reason)}`)
  })
  document.addEventListener('securitypolicyviolation', (event) => {
    note(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    )
  })
}

/** What the in-page watch has noted in this tab so far (every page since it opened). */
export function watchedProblems(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem('__engineWatch') ?? '[]') as string[]
  } catch {
    return (window as unknown as { __engineWatch?: string[] }).__engineWatch ?? []
  }
}
