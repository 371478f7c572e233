// Lighthouse 13 as the bench runs it: one sample of a URL is a run under Lighthouse's default,
// simulated throttling and one under DevTools throttling, each in a fresh Chromium. The sampler
// keeps, across all its samples, every accessibility, best-practices and SEO audit that failed,
// so that a score below 100 is printed with its reason (report.ts).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, findChromium } from '../lib/chromium.ts'

/** One Lighthouse sample of a page: its scores, paint and blocking times, and its bytes. */
export type LighthouseSample = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** First contentful paint and LCP under Lighthouse's default, simulated throttling. */
  fcpMs: number
  lcpMs: number
  /** The same page loaded under DevTools throttling (the network model applied to the real load). */
  devtoolsFcpMs: number
  devtoolsLcpMs: number
  /** 1 when the largest contentful paint was a picture, 0 when text. */
  lcpPicture: number
  tbtMs: number
  cls: number
  jsKb: number
  htmlKb: number
}

/** A page type's page and its medians over the interleaved rounds (references.ts). */
export type PageResult = {
  type: string
  path: string
  /** The export it is a page of ('10 towns', '1000 towns'). */
  site?: string
} & LighthouseSample

/** Each failed audit, `<category> <audit id>: <reason>`, and the pages it failed on. */
export type FailedAudits = Map<string, Set<string>>

/**
 * Failures that are not the page's fault, each with the reason printed beside it: the 404 page
 * is `noindex` on purpose, as an address that does not exist must not be indexed.
 */
const explainedFailures: {
  audit: string
  when: (reason: string, path: string) => boolean
  note: string
}[] = [
  {
    audit: 'is-crawlable',
    // The 404 page at /404, and its no-JS twin.
    when: (_reason, path) => path === '/404' || path.endsWith('/404/'),
    note: 'by design: the 404 page is noindex',
  },
]

function recordFailedAudits(
  failedAudits: FailedAudits,
  lhr: {
    categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>
    audits: Record<
      string,
      | {
          score: number | null
          title: string
          explanation?: string
          details?: { items?: { description?: unknown }[] } | object
        }
      | undefined
    >
    finalDisplayedUrl: string
  },
): void {
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const { id, weight } of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[id]
      if (!audit || weight === 0 || audit.score === null || audit.score >= 1) continue
      // A console error's own words, when the audit lists them.
      const items = (audit.details as { items?: { description?: unknown }[] } | undefined)?.items
      const said = items?.map((item) => item.description).find((text) => typeof text === 'string')
      const reason = [audit.explanation || audit.title, said].filter(Boolean).join(': ')
      const path = new URL(lhr.finalDisplayedUrl).pathname
      const explained = explainedFailures.find(
        (known) => known.audit === id && known.when(reason, path),
      )
      const key = `${category} ${id}: ${explained ? explained.note : reason}`
      const pages = failedAudits.get(key) ?? new Set<string>()
      pages.add(path)
      failedAudits.set(key, pages)
    }
  }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * One Lighthouse run of a URL in a fresh Chromium. Now and then a run on this machine fails to
 * trace the page (a runtime error, no metrics): such a run is reported and run again, up to twice,
 * rather than letting NaN into the median.
 */
async function lighthouseRun(
  url: string,
  options: { throttlingMethod: 'simulate' | 'devtools'; categories: string[] },
): Promise<LighthouseResult> {
  for (let failedRuns = 0; ; ) {
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      // chrome-launcher starts a headed browser unless told (Playwright adds its own headless).
      chromeFlags: ['--headless=new', ...chromiumFlags],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: options.categories,
        throttlingMethod: options.throttlingMethod,
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
      const metricsMissing = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
      ].some((id) => Number.isNaN(lhr.audits[id]?.numericValue ?? Number.NaN))
      if (!lhr.runtimeError && !metricsMissing) return lhr
      failedRuns += 1
      const reason = lhr.runtimeError?.message ?? 'no FCP/LCP/TBT in the trace'
      if (failedRuns > 2) throw new Error(`Lighthouse failed 3 times on ${url}: ${reason}`)
      console.error(`bench: a Lighthouse run on ${url} failed (${reason}); running it again`)
    } finally {
      chrome.kill()
    }
  }
}

/**
 * One sample of a URL (median-ing happens across interleaved rounds, references.ts): a run under
 * Lighthouse's default simulated throttling (scores, metrics, bytes), then, right after it, a run
 * under DevTools throttling, the same network model applied to the real load, for its first
 * contentful paint and LCP: the simulation downloads the document whole before it paints, the
 * real load streams it, and each shows a cost the other hides.
 */
async function lighthouseSample(
  url: string,
  failedAudits: FailedAudits,
): Promise<LighthouseSample> {
  const lhr = await lighthouseRun(url, {
    throttlingMethod: 'simulate',
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  recordFailedAudits(failedAudits, lhr)
  const devtools = await lighthouseRun(url, {
    throttlingMethod: 'devtools',
    categories: ['performance'],
  })
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string, from = lhr) => from.audits[id]?.numericValue ?? Number.NaN
  const requests =
    (
      lhr.audits['network-requests']?.details as
        | { items?: { resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? []
  const bytes = (type: string) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    devtoolsFcpMs: numeric('first-contentful-paint', devtools),
    devtoolsLcpMs: numeric('largest-contentful-paint', devtools),
    // The LCP element as the trace names it (its markup's start).
    lcpPicture: /"snippet":"<img\b/.test(
      JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? {}),
    )
      ? 1
      : 0,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: bytes('Script') / 1024,
    htmlKb: bytes('Document') / 1024,
  }
}

/** A one-run sampler for a whole bench, and the failed audits of all the samples it took. */
export function lighthouseSampler(): {
  sample: (url: string) => Promise<LighthouseSample>
  failedAudits: FailedAudits
} {
  const failedAudits: FailedAudits = new Map()
  return { sample: (url) => lighthouseSample(url, failedAudits), failedAudits }
}
