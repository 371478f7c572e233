// The steps of `npm run bench` (scripts/bench.ts lists what it measures), in order: the fixture's
// build, the hosting figures, the many-town site, the Nu HTML checker, Lighthouse beside the
// references, the pictures, the content check, a Publish to live; then the tables and
// bench/report.json (report.ts).
import { readFileSync } from 'node:fs'
import { findChromium } from '../lib/chromium.ts'
import { defaultFixturePath, envWithoutContentSettings } from '../lib/env.ts'
import { outDir } from '../lib/export-files.ts'
import { parseNdjson } from '../lib/ndjson.ts'
import { fixtureBuild, type ScaleRun, scaleBuild, scaleOut } from './builds.ts'
import { firstTapTargetMs } from './first-tap.ts'
import { type HostingFigures, measureHosting } from './hosting.ts'
import { checkPagesHtml } from './html-check.ts'
import { lighthouseSampler, type PageResult } from './lighthouse.ts'
import { benchPages } from './pages.ts'
import { benchPictures, type PictureBench } from './pictures.ts'
import { benchPublish, publishBudgets } from './publish.ts'
import { type BenchSite, measureWithReferences } from './references.ts'
import { benchReport, printPublish, printTables, writeBenchFile } from './report.ts'
import { scaledDocuments } from './scale-dataset.ts'
import { measureValidation, type ValidationBench } from './validation.ts'

/** What to measure: the command line of `npm run bench` (scripts/bench.ts). */
export type BenchOptions = {
  /** Lighthouse runs per page (the median is reported). */
  runs: number
  /** The size of the many-town site, and of the Publish chain's larger run. */
  towns: number
  skipScale: boolean
  skipBuild: boolean
  skipLighthouse: boolean
  skipPictures: boolean
  skipPublish: boolean
  /** Leave the first taps out (Lighthouse only). */
  skipTaps: boolean
}

/** Only the Publish chain, at 10 towns and at `towns`: its table and bench/publish-report.json. */
export async function runPublishBench(towns: number): Promise<void> {
  const publish = await benchPublish([10, towns])
  printPublish(publish)
  writeBenchFile('publish-report.json', {
    measuredAt: new Date().toISOString(),
    budgets: publishBudgets,
    ...publish,
  })
}

/** Every measurement of the bench, then its tables on stdout and bench/report.json. */
export async function runBench(options: BenchOptions): Promise<void> {
  const { runs, towns: totalTowns } = options
  if (!findChromium())
    throw new Error(
      'No Chromium found: run "npm run test:e2e" once (it installs it) or apt-get install chromium.',
    )
  const fixture = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')
  /** One page of every page type and the 404 page (pages.ts), from the fixture. */
  const pageTypes = benchPages(fixture)

  // 1. One build against the local Content Lake stand-in: its time, and the requests it makes.
  const built = options.skipBuild ? undefined : await fixtureBuild()

  // 1b. Hosting: _headers against Cloudflare's limits, and the Observatory on Pages' runtime.
  const fixtureTowns = fixture.filter((document) => document._type === 'town').length
  const hosting: HostingFigures[] = [await measureHosting(outDir, fixtureTowns)]

  // 2. Scale: the many-town site against the fixture's 10. Its export is kept in bench/scale-out
  // (the normal site is then built again into web/out), so that Lighthouse audits its home page
  // in the same rounds as the 10-town pages.
  let scale: ScaleRun | undefined
  let validation: ValidationBench | undefined
  if (!options.skipScale) {
    const scaled = await scaleBuild(totalTowns, built)
    hosting.push(scaled.hosting)
    scale = scaled.scale
    validation = scaled.validation
  }

  // 2b. The W3C Nu HTML checker on each page type's page, the site at 10 towns.
  const htmlCheck = await checkPagesHtml(outDir, pageTypes)

  // 3. Lighthouse per page type, each page beside its own no-JS twin, with the plain Next page
  // (the floor) and the Next + Chakra page (the peer), interleaved (scripts/bench/references.ts),
  // against web/out served with the host's headers, and the many-town site's pages beside their
  // twins in the same rounds; then each page's first taps (first-tap.ts).
  const lighthouse = lighthouseSampler()
  const pages: PageResult[] = []
  const sites: BenchSite[] = [{ label: `${fixtureTowns} towns`, root: outDir, pages: pageTypes }]
  if (scale)
    sites.push({
      label: `${scale.towns} towns`,
      root: scaleOut,
      pages: benchPages(scaledDocuments(scale.towns, [...fixture]).documents),
      // The islands' code is the same at any size: the pages whose islands' surroundings grow.
      tapTypes: ['home', 'areas', 'county'],
    })
  if (!options.skipTaps)
    console.error(`bench: first taps measured too (target ${firstTapTargetMs} ms)`)
  const references = options.skipLighthouse
    ? undefined
    : await measureWithReferences({
        sites,
        runs,
        env: envWithoutContentSettings(),
        sample: lighthouse.sample,
        taps: !options.skipTaps,
        // The 10-town home a second time, from a server of its own, in the same rounds: how far
        // two audits of one page fall apart on this machine, beside the 1,000-town gap.
        others: scale ? [{ label: 'home at 10 towns, again', root: outDir, path: '/' }] : [],
      })
  for (const site of references?.sites ?? [])
    for (const page of site.pages) pages.push({ ...page, site: site.label })

  // 3b. Pictures: their budgets, against the same site built without pictures, in this run.
  let pictures: PictureBench | undefined
  if (!options.skipLighthouse && !options.skipPictures) {
    // Known to fail since the pull runs the Studio's rules: its picture-free copy of the fixture
    // lacks the home page's required pictures. Report it and keep the figures measured so far.
    try {
      pictures = await benchPictures(pageTypes, runs, lighthouse.sample)
    } catch (error) {
      console.error(`bench: the picture budgets could not be measured: ${(error as Error).message}`)
    }
  }

  validation ??= await measureValidation()

  // 4. A Publish to live at 10 towns and at the scale size (last: it builds in web/out too).
  const publish = options.skipPublish ? undefined : await benchPublish([10, totalTowns])

  const bench = {
    runs,
    totalTowns,
    pages,
    failedAudits: lighthouse.failedAudits,
    htmlCheck,
    buildMs: built?.ms ?? Number.NaN,
    buildPeakMb: built?.peakMb ?? Number.NaN,
    lakeRequests: built?.lakeRequests ?? Number.NaN,
    validation,
    hosting,
    scale,
    references,
    pictures,
    publish,
  }
  printTables(bench)
  writeBenchFile('report.json', benchReport(bench))
}
