// How long a browser test waits before it calls something hung: long enough that a page on a
// machine under a load of 20-35 (npm test beside other work) still comes, so a limit stops a
// hang and never times the machine (docs/testing.md). The Playwright specs take it as their
// expect limit (tests/playwright.config.ts); Playwright driven from vitest (the build-level
// tests) would otherwise wait its own 30 s default on each page load and each action.
import type { Page } from '@playwright/test'

export const hangWaitMs = 90_000

/** Gives a page opened outside the Playwright runner the runner's hang limits. */
export function withHangLimits(page: Page): void {
  page.setDefaultTimeout(hangWaitMs)
  page.setDefaultNavigationTimeout(hangWaitMs)
}
