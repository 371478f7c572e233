// What `npm run bench` prints and writes: its targets, its tables (each figure beside its target,
// `ok` or `MISSED`), and bench/report.json (bench/publish-report.json for --publish-only).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../lib/env.ts'
import type { ScaleRun } from './builds.ts'
import { firstTapTargetMs } from './first-tap.ts'
import { type HostingFigures, hostingNote, hostingRows } from './hosting.ts'
import type { HtmlCheck } from './html-check.ts'
import type { FailedAudits, LighthouseSample, PageResult } from './lighthouse.ts'
import { firstRoundTripBytes } from './page-parts.ts'
import { type PictureBench, pictureRows } from './pictures.ts'
import { type PublishBench, publishBudgets, publishRows } from './publish.ts'
import { type measureWithReferences, paintTargets, twinTargets } from './references.ts'
import { scaleTargets } from './scale.ts'
import { type ValidationBench, validationRows } from './validation.ts'

const targets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  homeJsKb: 170,
  cls: 0,
  htmlCheckerErrors: 0,
  lakeRequests: 1,
  msPerExtraTownPage: scaleTargets.msPerExtraTownPage,
}

/** Lighthouse on each page type's page beside its references, in interleaved rounds. */
type References = Awaited<ReturnType<typeof measureWithReferences<LighthouseSample>>>

/** Everything one bench run measured. NaN, or undefined, for what it skipped. */
export type BenchFigures = {
  runs: number
  /** --towns: the size of the many-town site. */
  totalTowns: number
  pages: PageResult[]
  failedAudits: FailedAudits
  htmlCheck: HtmlCheck[]
  buildMs: number
  buildPeakMb: number
  lakeRequests: number
  validation: ValidationBench
  hosting: HostingFigures[]
  scale: ScaleRun | undefined
  references: References | undefined
  pictures: PictureBench | undefined
  publish: PublishBench | undefined
}

type Row = { measure: string; value: string; target: string }

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')

/** The budgets of the many-town site, each against its target (scaleTargets). */
function scaleTable(
  scale: { towns: number; figures: ScaleRun['figures'] },
  references:
    | {
        sites: { pages: PageResult[] }[]
        others: (LighthouseSample & { label: string })[]
      }
    | undefined,
): Row[] {
  const { figures } = scale
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  const home = (site: number) => references?.sites[site]?.pages.find((page) => page.type === 'home')
  const home10 = home(0)
  const homeMany = home(1)
  const homeAgain = references?.others[0]
  const rows = [
    {
      measure: 'home Lighthouse performance',
      value:
        home10 && homeMany
          ? `${homeMany.performance} (10 towns: ${home10.performance})`
          : 'skipped (--skip-lighthouse)',
      target:
        home10 && homeMany
          ? `>= ${home10.performance - scaleTargets.homePerformanceDrop} ${mark(homeMany.performance >= home10.performance - scaleTargets.homePerformanceDrop)}`
          : '',
    },
    {
      measure: 'home total blocking time',
      value:
        home10 && homeMany
          ? `${Math.round(homeMany.tbtMs)} ms (10 towns: ${Math.round(home10.tbtMs)} ms)`
          : 'skipped',
      target:
        home10 && homeMany
          ? `<= ${Math.round(home10.tbtMs) + scaleTargets.homeTbtRiseMs} ms ${mark(homeMany.tbtMs <= home10.tbtMs + scaleTargets.homeTbtRiseMs)}`
          : '',
    },
    {
      measure: 'noise floor: the 10-town home audited twice in these rounds',
      value:
        home10 && homeAgain
          ? `performance ${home10.performance} and ${homeAgain.performance}, TBT ${Math.round(home10.tbtMs)} and ${Math.round(homeAgain.tbtMs)} ms`
          : 'skipped',
      target: 'reported',
    },
    {
      measure: 'HTML gzip: home, and the heaviest other page',
      value: `home ${kb(figures.homeHtmlGzipBytes)}, heaviest other ${kb(figures.largestHtml.gzipBytes)} (${figures.largestHtml.path})`,
      target: `every page <= ${kb(firstRoundTripBytes)} or its allowance ${mark(figures.overFirstRoundTrip.length === 0)}${figures.overFirstRoundTrip.map((problem) => `; ${problem}`).join('')}`,
    },
    {
      measure: `JSON-LD, largest of ${figures.pages} pages`,
      value: `${kb(figures.largestJsonLd.bytes)} (${figures.largestJsonLd.path})`,
      target: `<= ${kb(scaleTargets.jsonLdBytes)} ${mark(figures.largestJsonLd.bytes <= scaleTargets.jsonLdBytes)}`,
    },
    {
      measure: 'sitemap',
      value: `${figures.sitemap.kind}, ${figures.sitemap.urls} URLs, at most ${figures.sitemap.largestFileUrls} in a file`,
      target: `<= ${scaleTargets.sitemapUrls} a file ${mark(figures.sitemap.kind !== 'missing' && figures.sitemap.largestFileUrls <= scaleTargets.sitemapUrls)}`,
    },
    {
      measure: 'postcode table (fetched when the check is first used)',
      value: figures.postcodeTable
        ? `${kb(figures.postcodeTable.bytes)}, ${kb(figures.postcodeTable.gzipBytes)} gzip`
        : 'missing',
      target: 'reported',
    },
  ]
  return rows
}

/** The build table: build time, Content Lake requests, cost per extra town, memory, the check. */
function buildTable(bench: BenchFigures): Row[] {
  const { buildMs, buildPeakMb, lakeRequests, scale, totalTowns } = bench
  return [
    {
      measure: 'full build (pull + next build + postbuild)',
      value: Number.isNaN(buildMs) ? 'skipped' : `${(buildMs / 1000).toFixed(1)} s`,
      target: '',
    },
    {
      measure: 'Content Lake requests per build',
      value: Number.isNaN(lakeRequests) ? 'skipped' : String(lakeRequests),
      target: `${targets.lakeRequests} ${Number.isNaN(lakeRequests) ? '' : mark(lakeRequests === targets.lakeRequests)}`,
    },
    {
      measure: `build cost per extra town page (${scale?.towns ?? totalTowns} towns)`,
      value: scale
        ? `${scale.msPerExtraTownPage.toFixed(1)} ms (${scale.extraPages} extra pages written, ${(scale.buildMs / 1000).toFixed(1)} s against ${(scale.baseBuildMs / 1000).toFixed(1)} s)`
        : 'skipped',
      target: `<= ${targets.msPerExtraTownPage} ms ${scale ? mark(scale.msPerExtraTownPage <= targets.msPerExtraTownPage) : ''}`,
    },
    {
      measure: 'build cost per extra town (its page and its alias)',
      value: scale
        ? `${scale.msPerExtraTown.toFixed(1)} ms (${scale.extraTowns} extra towns)`
        : 'skipped',
      target: 'reported',
    },
    {
      measure: 'build peak memory (all its processes)',
      value: scale
        ? `${Math.round(scale.baseBuildPeakMb)} MB at 10 towns, ${Math.round(scale.buildPeakMb)} MB at ${scale.towns}`
        : Number.isNaN(buildPeakMb)
          ? 'skipped'
          : `${Math.round(buildPeakMb)} MB`,
      target: 'reported',
    },
    ...validationRows(bench.validation),
  ]
}

/** Prints every table of a bench run, in order, on stdout. */
export function printTables(bench: BenchFigures): void {
  const { runs, pages, failedAudits, htmlCheck, scale, pictures, references, publish } = bench
  const rows = pages.map((page) => ({
    page: `${page.site ? `${page.site}: ` : ''}${page.type} ${page.path}`,
    perf: `${page.performance} ${mark(page.performance >= targets.performance)}`,
    a11y: `${page.accessibility} ${mark(page.accessibility >= targets.accessibility)}`,
    bp: `${page.bestPractices} ${mark(page.bestPractices >= targets.bestPractices)}`,
    seo: `${page.seo} ${mark(page.seo >= targets.seo)}`,
    lcp: `${Math.round(page.lcpMs)} ms`,
    tbt: `${Math.round(page.tbtMs)} ms`,
    cls: `${page.cls.toFixed(3)} ${mark(page.cls <= targets.cls)}`,
    js: `${page.jsKb.toFixed(1)} kB${page.type === 'home' ? ` ${mark(page.jsKb <= targets.homeJsKb)}` : ''}`,
    html: `${page.htmlKb.toFixed(1)} kB`,
  }))
  console.log(
    `\nLighthouse 13, mobile, median of ${runs} run(s); targets: perf >= ${targets.performance}, a11y/bp/seo = 100, CLS 0, home JS <= ${targets.homeJsKb} kB gzip`,
  )
  console.table(rows)
  if (failedAudits.size > 0) {
    console.log('Audits that failed (accessibility, best practices, SEO), and on which pages:')
    for (const [audit, paths] of failedAudits) console.log(`  ${audit} [${[...paths].join(', ')}]`)
  }
  console.log(
    `\nThe W3C Nu HTML checker (vnu-jar), errors on each page type's page; target ${targets.htmlCheckerErrors}`,
  )
  console.table(
    htmlCheck.map((page) => ({
      page: `${page.type} ${page.path}`,
      errors: `${page.errors.length} ${mark(page.errors.length <= targets.htmlCheckerErrors)}`,
    })),
  )
  for (const page of htmlCheck) for (const error of page.errors) console.log(`  ${error}`)
  console.table(buildTable(bench))
  console.log(
    `\nHosting: _headers (Cloudflare Pages reads 100 rules, 2,000 characters a line) and Mozilla's HTTP Observatory on wrangler pages dev. ${hostingNote}`,
  )
  console.table(hostingRows(bench.hosting))
  if (scale) {
    console.log(
      `\nThe site at ${scale.towns} towns beside the fixture's 10, this run (Lighthouse: the two home pages in the same interleaved rounds, median of ${runs})`,
    )
    console.table(scaleTable(scale, references))
  }
  if (pictures) {
    console.log('\nPictures, against the same site built without pictures')
    console.table(pictureRows(pictures))
  }
  if (references) {
    console.log(
      `\nEach page beside its own no-JS twin (the limit: same HTML, scripts removed), Lighthouse 13 mobile, median of ${runs}, interleaved; first taps under DevTools throttling (4x CPU, Lighthouse's mobile network), fresh load each, median of ${runs}. Targets: score >= twin - ${twinTargets.scorePoints}, TBT <= twin + ${twinTargets.tbtMs} ms, every first tap <= ${firstTapTargetMs} ms and acted on. JS before a touch: script files fetched while Lighthouse loads the page (it waits until the page is quiet), and inline scripts (gzip)`,
    )
    console.table(references.twins)
    console.log(
      `\nEach page beside its no-JS twin, the plain Next 16 page (next-floor) and the Next + Chakra page (next-chakra-peer), median of ${runs}; targets: perf >= floor, LCP <= twin + 25%, TBT <= 200 ms`,
    )
    console.table(references.comparison)
    console.log(
      `\nFirst paint, median of ${runs}: each page beside its no-JS twin and the minimal page (a heading and a paragraph), in the same rounds, under Lighthouse's simulated throttling (sim) and DevTools throttling (dt); ms. Targets: HTML <= ${(firstRoundTripBytes / 1024).toFixed(0)} kB gzip; LCP within ${paintTargets.textMs} ms of the minimal page, one more round trip for a picture LCP (+${paintTargets.pictureExtraMs.simulate} sim, +${paintTargets.pictureExtraMs.devtools} dt); dt first paint no later than the twin's by more than the twin's own spread`,
    )
    console.table(references.paint)
    console.log(
      `\nPage weight (from web/out); targets: head CSS <= 30 kB, HTML <= ${(firstRoundTripBytes / 1024).toFixed(0)} kB gzip (the first round trip; allowances in scripts/bench/page-parts.ts)`,
    )
    console.table(references.weights)
  }
  if (publish) printPublish(publish)
}

/** What bench/report.json holds: every figure, the targets and the many-town budgets. */
export function benchReport(bench: BenchFigures) {
  const { scale, references, publish } = bench
  return {
    measuredAt: new Date().toISOString(),
    runs: bench.runs,
    targets,
    pages: bench.pages,
    htmlCheck: bench.htmlCheck,
    references: references?.report,
    buildMs: bench.buildMs,
    lakeRequests: bench.lakeRequests,
    scale: scale && {
      ...scale,
      home: references?.sites[1]?.pages.find((page) => page.type === 'home'),
      budgets: scaleTable(scale, references),
    },
    hosting: bench.hosting,
    validation: bench.validation,
    pictures: bench.pictures,
    publish: publish && {
      budgets: publishBudgets,
      runs: publish.runs.map(({ log: _log, ...run }) => run),
    },
  }
}

/** The Publish chain's table (publish.ts). */
export function printPublish(publish: PublishBench): void {
  console.log(
    `\nA Publish to live (seconds): the Actions API's publish, the webhook to the local host's deploy hook, the host's build (npm run build:incremental) and deploy on wrangler, the build record served, the Studio's badge (it reads the record every few seconds while a change goes live). Budget: webhook arrival to the new record served, under ${publishBudgets.smallSeconds} s at 10 towns and ${publishBudgets.largeSeconds} s at ${publishBudgets.largeTowns}. Load average (1 min) at start and end of each row: 2 cores, shared, so the figures are indicative.`,
  )
  console.table(publishRows(publish))
}

/** Writes `data` as JSON to bench/<name> and says so on stderr. */
export function writeBenchFile(name: string, data: unknown): void {
  mkdirSync(join(repoRoot, 'bench'), { recursive: true })
  writeFileSync(join(repoRoot, 'bench', name), `${JSON.stringify(data, null, 2)}\n`)
  console.error(`bench: wrote bench/${name}`)
}
