// Chromium and Firefox through puppeteer-core: Chromium over the DevTools protocol (Debian's
// headless shell, as the Playwright specs use), Firefox ESR over WebDriver BiDi (Debian's stock
// firefox-esr; Playwright's Firefox cannot open a page in it). Both report page errors, console
// errors, failed requests and every response from the first byte of a page, and run a script
// before the page's own (the policy-violation listener).
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import {
  findTestBrowser,
  headlessShell,
  offlineChromiumFlags,
} from '../../../scripts/lib/chromium.ts'
import type { Engine, Key, Tab } from './tab.ts'
import { viewport, WAIT_MS } from './tab.ts'

const firefoxPath = '/usr/bin/firefox-esr'

/**
 * How long a browser may take to start before it is called hung (Puppeteer's own 30 s would
 * time a loaded machine): the limit startServer (scripts/host) gives wrangler.
 */
const START_MS = 300_000

/**
 * Nothing leaves the machine: Firefox sends every other host to a proxy on a closed port, as
 * offlineChromiumFlags do for Chromium; pages of the site itself (127.0.0.1) go direct.
 */
const firefoxOffline = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '127.0.0.1,localhost',
  'network.proxy.allow_hijacking_localhost': false,
  // No first-run pages, captive-portal or connectivity checks of its own.
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
}

const keys: Record<Key, 'Enter' | 'Tab' | 'Escape' | 'Space'> = {
  Enter: 'Enter',
  Tab: 'Tab',
  Escape: 'Escape',
  Space: 'Space',
}

// Aborted by a navigation or a closed page: not a failure of the site.
const ABORTED = /ERR_ABORTED|NS_BINDING_ABORTED|NS_ERROR_ABORT/

class PuppeteerTab implements Tab {
  readonly problemsSeen: string[] = []
  /** Console messages whose arguments are still being read from the page. */
  private readonly reading: Promise<void>[] = []
  constructor(
    readonly engine: 'chromium' | 'firefox',
    readonly origin: string,
    readonly page: Page,
    readonly browser: Browser,
    readonly onClose: () => Promise<void>,
    /**
     * Firefox with javascript.enabled off dispatches no input actions (a pointer click never
     * returns): there, a click is the element's own click(), run from the driver's sandbox, which
     * still follows a link, opens a <details> or checks a radio button, without a pointer.
     */
    readonly domClicks = false,
  ) {
    page.on('pageerror', (error) =>
      this.problemsSeen.push(`page error: ${(error as Error).message}`),
    )
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // Over BiDi (Firefox) an object argument's text is its kind ('JSHandle@error'): its own
      // text is read from the page, for a message that says what went wrong.
      const text = message.text()
      if (!/JSHandle@/.test(text)) {
        this.problemsSeen.push(`console error: ${text}`)
        return
      }
      this.reading.push(
        Promise.all(
          message.args().map((arg) =>
            arg
              .evaluate((value) =>
                value instanceof Error ? `${value.name}: ${value.message}` : String(value),
              )
              // Nothing comes back once the page has moved on: its kind, then.
              .then((text) => text ?? arg.toString())
              .catch(() => arg.toString()),
          ),
        ).then((parts) => {
          this.problemsSeen.push(`console error: ${parts.join(' ')}`)
        }),
      )
    })
    page.on('requestfailed', (request) => {
      const why = request.failure()?.errorText ?? ''
      if (!ABORTED.test(why)) this.problemsSeen.push(`request failed: ${request.url()} (${why})`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400)
        this.problemsSeen.push(`HTTP ${response.status()}: ${response.url()}`)
    })
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== origin && !['data:', 'blob:', 'about:'].includes(url.protocol))
        this.problemsSeen.push(`request left the site: ${request.url()}`)
    })
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' })
  }

  async run<Result, Args extends unknown[]>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>> {
    // biome-ignore lint/suspicious/noExplicitAny: puppeteer's own typing of page functions
    return (await this.page.evaluate(fn as any, ...(args as any[]))) as Awaited<Result>
  }

  async click(selector: string): Promise<void> {
    // Not page.locator(): its polling runs on animation frames, which a page without
    // JavaScript never has.
    const started = Date.now()
    let handle = await this.page.$(selector)
    while (!handle && Date.now() - started < WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      handle = await this.page.$(selector)
    }
    if (!handle) throw new Error(`${this.engine}: no ${selector} to click`)
    if (this.domClicks) await handle.evaluate((element) => (element as HTMLElement).click())
    else await handle.click()
    await handle.dispose()
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.focus(selector)
    await this.page.keyboard.type(text)
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(keys[key])
  }

  async select(selector: string, value: string): Promise<void> {
    await this.page.select(selector, value)
  }

  async newWindowAddress(action: () => Promise<void>): Promise<string> {
    // The address the page hands to window.open, noted on its way through (the real window still
    // opens): Firefox over BiDi reports a window whose first load fails (the engines cannot leave
    // the machine) with no address of its own. WebKit reads the new window's own address.
    await this.page.evaluate(() => {
      const open = window.open.bind(window)
      window.open = (...args: Parameters<typeof window.open>) => {
        document.documentElement.dataset.opened = String(args[0])
        return open(...args)
      }
    })
    const before = new Set(this.browser.targets())
    await action()
    const handle = await this.page.waitForFunction(() => document.documentElement.dataset.opened, {
      timeout: WAIT_MS,
      polling: 100,
    })
    const address = String(await handle.jsonValue())
    await handle.dispose()
    await this.page.evaluate(() => {
      delete document.documentElement.dataset.opened
    })
    for (const target of this.browser.targets())
      if (!before.has(target) && target.type() === 'page') await (await target.page())?.close()
    return address
  }

  async problems(): Promise<string[]> {
    await Promise.all(this.reading.splice(0))
    return [...this.problemsSeen]
  }

  async close(): Promise<void> {
    await this.page.close()
    await this.onClose()
  }
}

/** Chromium (the headless shell when installed) or Firefox ESR, launched once for many tabs. */
export async function launchPuppeteer(
  engine: 'chromium' | 'firefox',
  origin: string,
): Promise<Engine> {
  // Firefox takes JavaScript off only by preference, for the whole browser: a second one is
  // launched for the jobs without it, when the first of them asks.
  const browsers = new Map<boolean, Promise<Browser>>()
  const launch = (javascript: boolean): Promise<Browser> => {
    const known = browsers.get(javascript)
    if (known) return known
    const executablePath = engine === 'chromium' ? findTestBrowser() : firefoxPath
    if (!executablePath) throw new Error('no Chromium: run node scripts/ensure-chromium.ts')
    const started =
      engine === 'chromium'
        ? puppeteer.launch({
            executablePath,
            headless: executablePath === headlessShell ? 'shell' : true,
            args: [...offlineChromiumFlags],
            timeout: START_MS,
          })
        : puppeteer.launch({
            browser: 'firefox',
            executablePath,
            headless: true,
            extraPrefsFirefox: { ...firefoxOffline, 'javascript.enabled': javascript },
            timeout: START_MS,
          })
    browsers.set(javascript, started)
    return started
  }
  const first = await launch(true)
  const version = await first.version()
  return {
    name: engine,
    version,
    async open({ javascript }) {
      const browser = await launch(engine === 'chromium' ? true : javascript)
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      // Puppeteer's own limits (30 s for a page load, page.select and the like) would time a slow
      // machine: the jobs' wait limit instead, for a hung page.
      page.setDefaultNavigationTimeout(WAIT_MS)
      page.setDefaultTimeout(WAIT_MS)
      await page.setViewport(viewport)
      if (engine === 'chromium' && !javascript) await page.setJavaScriptEnabled(false)
      if (javascript) {
        await page.evaluateOnNewDocument(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            console.error(
              `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
            )
          })
        })
      }
      return new PuppeteerTab(
        engine,
        origin,
        page,
        browser,
        () => context.close(),
        engine === 'firefox' && !javascript,
      )
    },
    async close() {
      for (const browser of browsers.values()) await (await browser).close()
    },
  }
}
