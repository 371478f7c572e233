// The test fixture every browser spec uses: it records console errors, page errors, failed
// requests and any request that leaves the site, and fails the test on any of them.
import { test as base, expect, type Page } from '@playwright/test'

export type PageProblems = { problems: string[]; allow: (pattern: RegExp) => void }

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin
      const problems: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      // Any Content-Security-Policy violation, on load, during form use or navigation, fails the test.
      await page.exposeFunction('__reportCspViolation', (text: string) => {
        problems.push(`CSP violation: ${text}`)
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          )
        })
      })
      page.on('requestfailed', (request) => {
        // A request the browser itself cancels because the page navigated away is not a failure.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
      })
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          problems.push(`HTTP ${response.status()}: ${response.url()}`)
        }
      })
      // Nothing may leave the site: any request to another origin is reported. The browser itself
      // cannot reach one (offlineChromiumFlags in scripts/lib/chromium.ts send it to a closed
      // port), so no page.route is needed: a route makes Playwright stop every request of the page
      // and hand it to this process (about 8% of the accessibility walk's CPU).
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.origin !== origin && !['data:', 'blob:', 'about:'].includes(url.protocol)) {
          problems.push(`request left the site: ${request.url()}`)
        }
      })
      await use({
        problems,
        allow: (pattern) => {
          allowed.push(pattern)
        },
      })
      const unexpected = problems.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem)),
      )
      expect(unexpected, 'console errors, failed or off-site requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The page has loaded, what runs once it has (web/islands/on-load.ts: hash scrolling, the consent
 * notice) has run, and no island is still hydrating: what a test waits for before it leaves a
 * page, so that nothing is cut off mid-load and any error has been reported. No island hydrates
 * by itself: a test that needs one heads for it as a visitor does (headFor, tests/support/chrome.ts,
 * or a press, which the loader holds until it has). Quicker and surer than 'networkidle', which
 * waits for half a second of quiet.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  // The loader fetches the on-load module after the load event and the first paint.
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready')
  await expect(page.locator('[data-island][data-hydrating]')).toHaveCount(0)
}
