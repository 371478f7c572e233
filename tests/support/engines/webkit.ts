// WebKit through selenium-webdriver: Debian's WebKitGTK MiniBrowser, driven by its own W3C
// WebDriver (WebKitWebDriver, classic: no BiDi) in a virtual X display (xvfb-run). What classic
// WebDriver cannot do, and what stands in:
//  - it reads no console and runs no script before the page's own: the in-page watch (tab.ts
//    watchPage) is installed as soon as a page has loaded, before each step, and keeps what it
//    notes across the tab's pages; the server's own record of every request (a status of 400 or
//    more, or a request it could not read: a browser asking for https: on a plain-http port) is
//    checked for every engine by the runner (tests/engines/run-jobs.ts);
//  - JavaScript is turned off for the whole browser (MiniBrowser's enable-javascript setting, which
//    also makes `@media (scripting: none)` match): a session of its own for the jobs without it;
//  - its window cannot be narrower than 447 px (a GTK limit), and a typed "\n" is dropped: the
//    jobs press Enter.
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { Builder, By, Key as SeleniumKey, type WebDriver } from 'selenium-webdriver'
import { freePort } from '../../../scripts/host/index.ts'
import { spawnTethered } from '../../../scripts/lib/tether.ts'
import type { Engine, Key, Tab } from './tab.ts'
import { viewport, WAIT_MS, watchedProblems, watchPage } from './tab.ts'

const webkitDriverPath = '/usr/bin/WebKitWebDriver'
/** Debian's MiniBrowser (package libwebkit2gtk-4.1-0, which webkit2gtk-driver brings). */
const miniBrowserPath = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const xvfbRunPath = '/usr/bin/xvfb-run'

const keys: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  Escape: SeleniumKey.ESCAPE,
  Space: SeleniumKey.SPACE,
}

class WebKitTab implements Tab {
  readonly engine = 'webkit'
  constructor(
    readonly origin: string,
    readonly driver: WebDriver,
  ) {}

  /** The in-page watch, on whatever page is showing now (a click may have loaded another). */
  private async watch(): Promise<void> {
    await this.driver.executeScript(`(${watchPage.toString()})()`)
  }

  async goto(path: string): Promise<void> {
    await this.driver.get(new URL(path, this.origin).href)
    await this.watch()
  }

  async run<Result, Args extends unknown[]>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>> {
    await this.watch()
    // An async script, so a page function may return a promise.
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve((${fn.toString()}).apply(null, Array.from(arguments).slice(0, -1)))
        .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`
    const answer = (await this.driver.executeAsyncScript(script, ...args)) as {
      value?: Awaited<Result>
      error?: string
    }
    if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`)
    return answer.value as Awaited<Result>
  }

  async click(selector: string): Promise<void> {
    await this.watch()
    const element = await this.driver.findElement(By.css(selector))
    // WebDriver scrolls the element only just into view, where the sticky header or a notice can
    // cover it (ElementClickIntercepted): to the middle of the window first, as a visitor would.
    await this.driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
      element,
    )
    await element.click()
  }

  async type(selector: string, text: string): Promise<void> {
    await this.watch()
    await this.driver.findElement(By.css(selector)).sendKeys(text)
  }

  async press(key: Key): Promise<void> {
    await this.driver.switchTo().activeElement().sendKeys(keys[key])
  }

  async select(selector: string, value: string): Promise<void> {
    await this.watch()
    await this.driver
      .findElement(By.css(`${selector} option[value="${CSS.escape(value)}"]`))
      .click()
  }

  async newWindowAddress(action: () => Promise<void>): Promise<string> {
    const self = await this.driver.getWindowHandle()
    const before = new Set(await this.driver.getAllWindowHandles())
    await action()
    const started = Date.now()
    for (;;) {
      const added = (await this.driver.getAllWindowHandles()).find((handle) => !before.has(handle))
      if (added) {
        await this.driver.switchTo().window(added)
        let address = await this.driver.getCurrentUrl()
        // A window not yet sent anywhere says about:blank, or nothing at all (seen once, on a
        // busy machine).
        while ((address === '' || address.startsWith('about:')) && Date.now() - started < WAIT_MS) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          address = await this.driver.getCurrentUrl()
        }
        await this.driver.close()
        await this.driver.switchTo().window(self)
        return address
      }
      if (Date.now() - started > WAIT_MS) throw new Error('webkit: no new window opened')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  async problems(): Promise<string[]> {
    await this.watch()
    return (await this.driver.executeScript(`return (${watchedProblems.toString()})()`)) as string[]
  }

  async close(): Promise<void> {}
}

// CSS.escape for the option value, in Node (the values are service titles and slugs).
const CSS = { escape: (value: string) => value.replace(/["\\]/g, '\\$&') }

/** WebKitWebDriver under xvfb-run on a free port; one MiniBrowser session at a time. */
export async function launchWebKit(origin: string): Promise<Engine> {
  for (const path of [webkitDriverPath, miniBrowserPath, xvfbRunPath])
    if (!existsSync(path)) throw new Error(`no ${path}: run node scripts/ensure-engines.ts`)
  const port = await freePort()
  // Its own process group, so that close() stops xvfb-run, Xvfb, the driver and the browser, and
  // tethered: the group stops too if this process is killed outright (scripts/lib/tether.ts).
  const server: ChildProcess = spawnTethered(
    xvfbRunPath,
    ['-a', '-s', '-screen 0 1280x1024x24', webkitDriverPath, `--port=${port}`],
    { stdio: 'ignore' },
  )
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  process.once('exit', stop)
  const address = `http://127.0.0.1:${port}`
  const started = Date.now()
  while (
    !(await fetch(`${address}/status`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    // A limit for a hung driver, as startServer's (scripts/host) for wrangler: xvfb-run, Xvfb and
    // the driver take seconds of CPU to start on a loaded machine.
    if (Date.now() - started > 300_000) {
      stop()
      throw new Error('WebKitWebDriver did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  let session: { javascript: boolean; driver: WebDriver } | undefined
  const sessionWith = async (javascript: boolean): Promise<WebDriver> => {
    if (session?.javascript === javascript) return session.driver
    await session?.driver.quit()
    const driver = await new Builder()
      .usingServer(address)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath,
          args: [
            '--automation',
            // Nothing leaves the machine: every other host goes to a proxy on a closed port.
            '--proxy=http://127.0.0.1:9',
            '--ignore-host=127.0.0.1',
            ...(javascript ? [] : ['--enable-javascript=false']),
          ],
        },
      })
      .build()
    // Selenium's own 30 s for a script would time a slow page: tab.run (an async script) outside
    // waitFor gets the jobs' wait limit, for a hung one.
    await driver.manage().setTimeouts({ script: WAIT_MS })
    await driver
      .manage()
      .window()
      .setRect({ ...viewport })
    session = { javascript, driver }
    return driver
  }
  const first = await sessionWith(true)
  const capabilities = await first.getCapabilities()
  return {
    name: 'webkit',
    version: `WebKitGTK ${capabilities.get('browserVersion')}`,
    async open({ javascript }) {
      const driver = await sessionWith(javascript)
      // A fresh tab: nothing kept from the job before (the session's storage is its own).
      await driver.get('about:blank')
      await driver.manage().deleteAllCookies()
      const tab = new WebKitTab(origin, driver)
      await tab.goto('/robots.txt')
      await driver.executeScript('localStorage.clear(); sessionStorage.clear()')
      return tab
    },
    async close() {
      await session?.driver.quit().catch(() => undefined)
      stop()
      process.off('exit', stop)
    },
  }
}
