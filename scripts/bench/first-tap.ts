// The first tap: how soon a visitor's first tap on an island is answered, its next paint, on a
// slow phone. Each sample is a fresh load in a fresh browser context (nothing cached, nothing
// stored: the consent notice shows) under DevTools throttling as Lighthouse applies it (its
// mobileSlow4G network, 4x CPU, its phone screen and touch), then one tap on one island's
// control once the page has loaded and gone quiet, as a visitor taps after reading. The figure
// is the Event Timing API's (PerformanceObserver type 'event', durationThreshold 16, and the
// 'first-input' entry, which is always reported): the longest duration of the tap's events
// (pointerdown, touchstart, pointerup, touchend, click), each from the tap to the next paint
// after its handlers. Whether the tap then did what it asks (the menu open, the choice stored,
// the field focused, the check answered) is noted beside it: a figure for a tap that was lost
// would mean nothing.
import { type Browser, chromium, type Page } from '@playwright/test'
import * as lighthouseConstants from 'lighthouse/core/config/constants.js'
import { chromiumFlags, findChromium } from '../lib/chromium.ts'

/** The first-tap target: a tap answered within this many ms, its next paint (issue 57). */
export const firstTapTargetMs = 200

/** Lighthouse's own mobile settings, so the taps are measured under what it audits with. */
const { throttling, screenEmulationMetrics, userAgents } = lighthouseConstants as unknown as {
  throttling: {
    mobileSlow4G: {
      requestLatencyMs: number
      downloadThroughputKbps: number
      uploadThroughputKbps: number
      cpuSlowdownMultiplier: number
    }
  }
  screenEmulationMetrics: {
    mobile: { width: number; height: number; deviceScaleFactor: number }
  }
  userAgents: { mobile: string }
}

/** One control a visitor taps first, found in the page by `selector` (the first match). */
export type TapTarget = {
  name: string
  selector: string
  /** True once the tap has done what it asks (run in the page, polled). */
  answered: (selector: string) => boolean
}

/** The islands' controls whose first tap is measured, on every page that has them. */
const tapTargets: readonly TapTarget[] = [
  {
    name: 'menu toggle',
    // A link to the panel before its island runs, a button after.
    selector:
      '[data-island="mobile-menu"] :is(a[href="#site-menu"], button[aria-controls="site-menu"])',
    answered: () => Boolean(document.getElementById('site-menu')?.checkVisibility()),
  },
  {
    name: 'consent: accept',
    selector: '[data-island="consent-notice"] button >> nth=0',
    answered: () => /accepted/.test(JSON.stringify({ ...localStorage })),
  },
  {
    name: 'consent: decline',
    selector: '[data-island="consent-notice"] button >> nth=1',
    answered: () => /declined/.test(JSON.stringify({ ...localStorage })),
  },
  {
    name: 'contact form field',
    selector: '[data-island="contact-form"] input[type="text"] >> nth=0',
    answered: () => document.activeElement?.matches('[data-island="contact-form"] input') ?? false,
  },
  {
    name: 'postcode check button',
    selector: '[data-island="coverage-checker"] button[type="submit"]',
    answered: () =>
      (
        document.querySelector('[data-island="coverage-checker"] [role="status"]')?.textContent ??
        ''
      ).length > 0,
  },
]

/** One first tap: its figure (ms to the next paint) and whether it did what it asks. */
export type TapSample = { ms: number; answered: boolean }

type TapWindow = Window & {
  __firstTap: { entries: { name: string; duration: number; startTime: number }[] }
}

/** Records every Event Timing entry of the page from its start (an init script). */
function recordEventTiming(): void {
  const record: TapWindow['__firstTap'] = { entries: [] }
  ;(window as unknown as TapWindow).__firstTap = record
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.entries.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
      })
  })
  observer.observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit)
  observer.observe({ type: 'first-input', buffered: true })
}

/** A browser for first taps: start() once, sample(url, target) per tap, close() at the end. */
export function firstTapSampler(): {
  /** Which of the targets `url` has (an unthrottled look at the page). */
  targetsOf: (url: string) => Promise<TapTarget[]>
  sample: (url: string, target: TapTarget) => Promise<TapSample>
  close: () => Promise<void>
} {
  let browser: Promise<Browser> | undefined
  const launch = () => {
    browser ??= chromium.launch({ executablePath: findChromium(), args: [...chromiumFlags] })
    return browser
  }
  const phone = screenEmulationMetrics.mobile
  const newPage = async (): Promise<Page> => {
    const context = await (await launch()).newContext({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
    })
    return context.newPage()
  }
  return {
    async targetsOf(url) {
      const page = await newPage()
      try {
        // Quiet first: an island that renders its controls only once it runs has them by then.
        await page.goto(url, { waitUntil: 'networkidle' })
        await page.waitForTimeout(2500)
        const found: TapTarget[] = []
        for (const target of tapTargets)
          if ((await page.locator(target.selector).count()) > 0) found.push(target)
        return found
      } finally {
        await page.context().close()
      }
    },
    async sample(url, target) {
      const page = await newPage()
      try {
        await page.addInitScript(recordEventTiming)
        const cdp = await page.context().newCDPSession(page)
        const network = throttling.mobileSlow4G
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: network.requestLatencyMs,
          downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
          uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdownMultiplier })
        await page.goto(url, { waitUntil: 'load' })
        await page.waitForLoadState('networkidle')
        const control = page.locator(target.selector)
        await control.scrollIntoViewIfNeeded()
        // A visitor looks before tapping: a second, also what a script started at load (or
        // when the control came near the screen) is given to finish before the tap.
        await page.waitForTimeout(1000)
        await page.waitForLoadState('networkidle')
        const before = await page.evaluate(() => performance.now())
        await control.tap()
        // Entries arrive after the paint that follows each event; the first input's always does.
        let durations: number[] = []
        for (let quiet = 0, seen = -1, tries = 0; quiet < 4 && tries < 40; tries += 1) {
          await page.waitForTimeout(150)
          durations = await page.evaluate(
            (since) =>
              (window as unknown as TapWindow).__firstTap.entries
                .filter((entry) => entry.startTime >= since)
                .map((entry) => entry.duration),
            before,
          )
          quiet = durations.length > 0 && durations.length === seen ? quiet + 1 : 0
          seen = durations.length
        }
        const answered = await page
          .waitForFunction(target.answered, target.selector, { timeout: 30_000 })
          .then(
            () => true,
            () => false,
          )
        return { ms: durations.length > 0 ? Math.max(...durations) : Number.NaN, answered }
      } finally {
        await page.context().close()
      }
    },
    async close() {
      if (browser) await (await browser).close()
    },
  }
}
