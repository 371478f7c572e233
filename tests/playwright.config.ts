// Browser tests run against web/out served as Cloudflare Pages serves it (scripts/serve.ts runs
// `wrangler pages dev`, Pages' own local runtime: its headers, redirects and 404s), in Debian's
// Chromium. The server starts once for the whole run (it takes several seconds to start) and
// stops by itself.
//
// WIDTHS: a test runs at the width where its result means something, chosen by tag.
//   (no tag)   once, in the `desktop` project (1280 px): content, links, metadata, structured
//              data, CSP and headers, form behaviour: anything the viewport cannot change.
//   '@layout'  in both projects, `phone` (390 px, Pixel 7) and `desktop`: what the viewport
//              changes: layout and overlap, the header and its menu, call buttons and their size,
//              axe (colour contrast depends on what is painted where), responsive pictures.
//   '@phone'   in the `phone` project only: what exists only on small screens (the menu toggle).
// The Studio's tests (studio.spec.ts) are a project of their own, `studio`, at 1280 px: staff's
// screen.
// Tag one test with test('…', { tag: '@layout' }, async ({ page }) => …), or every test of a
// group with test.describe('…', { tag: '@layout' }, () => …). Inside a '@layout' test,
// testInfo.project.name ('phone' | 'desktop') tells which width it is running at. Never
// test.skip() by project: a skipped test still opens a browser context.
import { defineConfig, devices } from '@playwright/test'
import { findTestBrowser, offlineChromiumFlags } from '../scripts/lib/chromium.ts'
import { hangWaitMs } from './support/hang-limits.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`

// Nothing leaves the machine (scripts/lib/chromium.ts says each flag's why).
const launchOptions = { executablePath: findTestBrowser(), args: [...offlineChromiumFlags] }

export default defineConfig({
  testDir: './e2e',
  outputDir: './.results',
  fullyParallel: true,
  // Four workers on two cores: a browser test mostly waits (for a page to load, settle or
  // animate), and at two workers the whole of `npm test` kept the cores only 55% busy.
  workers: 4,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Limits that stop a hung test, not ones that time the machine: on a busy one (the rest of npm
  // test beside the browser tests, and more) a page can take many seconds to load and hydrate its
  // islands, which start after the load event.
  // Every wait in the specs takes the expect limit below unless it waits for a time on purpose
  // (a location prompt's own timeout): the CI run that failed waited 30 s for the Preview tool to
  // connect, on a machine running npm test beside another load.
  timeout: 300_000,
  expect: { timeout: hangWaitMs },
  use: { baseURL, trace: 'off', launchOptions },
  projects: [
    // The Studio's tests (studio.spec.ts) run one after another in one worker, on one local
    // Content Lake, Studio and preview server: the longest chain of the run (about six minutes on
    // a quiet machine). First in the list, so Playwright hands it to a worker first and the other
    // workers share out the rest around it (listed last, it started after everything else and
    // the run took twice as long).
    {
      name: 'studio',
      testMatch: 'studio.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: 'studio.spec.ts',
      grep: [/@layout\b/, /@phone\b/],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: 'studio.spec.ts',
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    // exec: the server is Playwright's own child (not the shell's), so it stops by itself once
    // Playwright is gone, however Playwright ended (scripts/serve.ts).
    command: `exec node ../scripts/serve.ts --host 127.0.0.1 --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // wrangler starts workerd and bundles Pages' asset server first: about 10 s on a quiet
    // machine, more than a minute under the whole of npm test on a busy one. A limit for a hung
    // start, not a slow one.
    timeout: 300_000,
    // Stopped with SIGTERM, so serve.ts stops wrangler and removes its scratch state (Playwright
    // would otherwise SIGKILL the group at once); SIGKILL after 10 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
