// The references `npm run bench` measures each page against, in the same run:
//  - the page's no-JavaScript twin: the same built HTML with every <script> removed (JSON-LD
//    stays, it is data), served by the same server under /bench-nojs/<type>/ with the page's own
//    Content-Security-Policy (in its <head>): the limit of what JavaScript costs that page;
//  - the "next floor": tests/fixtures/next-floor (a plain Next 16 page, hero and nine cards,
//    one CSS file), copied into bench/next-floor/ so it resolves next/react from this project's
//    node_modules (the same versions, no install) and built there: what Next's runtime costs;
//  - the peer: tests/fixtures/next-chakra-peer, the same page built as Chakra UI documents a Next
//    App Router site (its client provider and components), copied and built the same way: what a
//    typical Next + Chakra site costs.
// Lighthouse runs interleaved, round by round across every URL, so a slow moment of the machine
// hits all of them alike; each figure is the median of the rounds. The first taps
// (first-tap.ts) follow, in interleaved rounds of their own, on the same servers.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot } from '../lib/env.ts'
import { runCommand } from '../lib/run-command.ts'
import { firstTapSampler, firstTapTargetMs, type TapSample, type TapTarget } from './first-tap.ts'
import { brotliBytes, firstRoundTripBytes, gzipBytes } from './page-parts.ts'
import type { BenchPage } from './pages.ts'
import { median } from './statistics.ts'

const noJsPrefix = '/bench-nojs'

/**
 * The minimal page: a heading and a paragraph, no CSS, no script, no picture, served beside the
 * site by the same server with the same headers (and the site's icon: without one, the browser
 * asks for /favicon.ico, a 404 in its console). A text-LCP page of the site should paint within
 * 0.1 s of it, a picture-LCP page within one more round trip (DESIGN.md, "The first round trip").
 */
export const minimalPath = '/bench-minimal/'
export const minimalPage =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mobile tyre fitting</title><link rel="icon" href="/icon.svg" type="image/svg+xml"><meta name="description" content="A minimal page: the bench\'s reference for a first paint."></head>' +
  '<body><main><h1>Mobile tyre fitting when you need it most</h1><p>We come to your home, your workplace or the roadside, 24 hours a day, 365 days a year. Call us free and a technician is on the way.</p></main></body></html>'

/**
 * The HTML file a page path is served from in a static export: <path>/index.html, or with clean
 * URLs (scripts/serve.ts) <path>.html, as /404/ is served from 404.html.
 */
export function htmlFileFor(outDir: string, path: string): string {
  if (path.endsWith('.html')) return join(outDir, path)
  const index = join(outDir, path, 'index.html')
  const clean = join(outDir, `${path.replace(/\/+$/, '')}.html`)
  return !existsSync(index) && path !== '/' && existsSync(clean) ? clean : index
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const isJsonLd = (attributes: string) => /type=["']application\/ld\+json["']/i.test(attributes)

/** The page without JavaScript: every <script> and script preload removed, JSON-LD kept. */
export function withoutScripts(html: string): string {
  return html
    .replace(scriptTag, (tag, attributes: string) => (isJsonLd(attributes) ? tag : ''))
    .replace(
      /<link\b[^>]*\brel=["']?(?:preload|modulepreload)["']?[^>]*\bas=["']?script[^>]*>/gi,
      '',
    )
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
}

/**
 * The page-weight budgets, held by tests/build/integrity.test.ts on every build and shown by the
 * bench's weight table: the two read them from here. Every page's HTML (gzip) is held to the first
 * round trip (scripts/bench/page-parts.ts), which replaced the home page's own budget (25,800).
 */
export const pageWeightBudgets = {
  /** Every page's <head> CSS, bytes. */
  headCssBytes: 30_000,
} as const

export type PageWeight = {
  /** CSS inside <style> blocks and linked stylesheets in <head>, uncompressed bytes. */
  headCssBytes: number
  /** The HTML document, gzip bytes. */
  htmlGzipBytes: number
  /** The HTML document, Brotli bytes (quality 11, as a CDN compresses a static file). */
  htmlBrotliBytes: number
  /** Inline RSC payload (Next's self.__next_f pushes), uncompressed bytes. */
  inlinePayloadBytes: number
  /** The page's inline scripts but JSON-LD (the islands' loader), gzip bytes, each on its own. */
  inlineScriptGzipBytes: number
  /**
   * Every script file the page can load, gzip bytes: its script tags, and the islands' entry and
   * the chunks it imports (fetched by the loader when the visitor first heads for an island).
   */
  jsGzipBytes: number
}

/** What a built page weighs, read from the export itself (no browser). */
export function pageWeight(outDir: string, path: string): PageWeight {
  const html = readFileSync(htmlFileFor(outDir, path), 'utf8')
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')))
  let headCssBytes = 0
  for (const match of head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    headCssBytes += Buffer.byteLength(match[1] ?? '')
  for (const match of head.matchAll(/<link\b[^>]*rel=["']?stylesheet[^>]*>/gi)) {
    const href = /href=["']([^"']+)/.exec(match[0])?.[1]
    if (href?.startsWith('/')) headCssBytes += readFileSync(join(outDir, href)).length
  }
  let inlinePayloadBytes = 0
  let inlineScriptGzipBytes = 0
  const sources = new Set<string>()
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? ''
    // (Not data-on-load-src: \b would match inside it.)
    const src = /(?:^|\s)src=["']([^"']+)/.exec(attributes)?.[1]
    // The islands loader fetches its on-load module after the page has loaded, and its
    // data-entry and data-preload modules when the visitor first heads for an island.
    for (const loaded of [
      /\bdata-on-load-src=["']([^"']+)/.exec(attributes)?.[1],
      /\bdata-entry=["']([^"']+)/.exec(attributes)?.[1],
      ...(/\bdata-preload=["']([^"']*)/.exec(attributes)?.[1] ?? '').split(' '),
    ])
      if (loaded) sources.add(loaded)
    // A nomodule script is the legacy browsers' polyfill: modern ones never fetch it.
    if (src && !/\bnomodule\b/i.test(attributes)) sources.add(src)
    else if (src) continue
    else if ((match[2] ?? '').includes('__next_f'))
      inlinePayloadBytes += Buffer.byteLength(match[2] ?? '')
    else if (!isJsonLd(attributes) && (match[2] ?? '').trim() !== '')
      inlineScriptGzipBytes += gzipBytes(match[2] ?? '')
  }
  for (const match of html.matchAll(/<link\b[^>]*rel=["']?modulepreload[^>]*>/gi)) {
    const href = /href=["']([^"']+)/.exec(match[0])?.[1]
    if (href) sources.add(href)
  }
  let jsGzipBytes = 0
  for (const src of staticImportClosure(outDir, sources))
    jsGzipBytes += gzipSync(readFileSync(join(outDir, src))).length
  return {
    headCssBytes,
    htmlGzipBytes: gzipBytes(html),
    htmlBrotliBytes: brotliBytes(html),
    inlinePayloadBytes,
    inlineScriptGzipBytes,
    jsGzipBytes,
  }
}

/** Script files plus the ES modules they import statically (what the browser fetches up front). */
function staticImportClosure(outDir: string, sources: Set<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [...sources].filter((src) => src.startsWith('/'))
  while (queue.length > 0) {
    const src = queue.pop() as string
    if (seen.has(src) || !existsSync(join(outDir, src))) continue
    seen.add(src)
    const code = readFileSync(join(outDir, src), 'utf8')
    for (const match of code.matchAll(
      /\bimport\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      queue.push(new URL(match[1] as string, `http://x${src}`).pathname)
    }
  }
  return seen
}

/**
 * A copy of the export with each page's no-JavaScript twin at /bench-nojs/<type>/, and the
 * minimal page at minimalPath. The twin keeps
 * the page's <head>, so its own Content-Security-Policy (the meta element postbuild wrote) comes
 * with it, and the host gives it the same headers as every other page (the `/*` rule).
 */
export function exportWithTwins(
  outDir: string,
  pages: readonly { type: string; path: string }[],
): { root: string; twinPath: (type: string) => string; cleanup: () => void } {
  const root = join(mkdtempSync(join(tmpdir(), 'bench-twins-')), 'out')
  cpSync(outDir, root, { recursive: true })
  mkdirSync(join(root, minimalPath), { recursive: true })
  writeFileSync(join(root, minimalPath, 'index.html'), minimalPage)
  const twinPath = (type: string) => `${noJsPrefix}/${type}/`
  for (const page of pages) {
    const html = readFileSync(htmlFileFor(outDir, page.path), 'utf8')
    const twin = withoutScripts(html)
    if (/<script\b(?![^>]*application\/ld\+json)/i.test(twin))
      throw new Error(`bench: the no-JS twin of ${page.path} still holds a <script>`)
    const target = htmlFileFor(root, twinPath(page.type))
    cpSync(htmlFileFor(outDir, page.path), target) // creates the folder
    writeFileSync(target, twin)
  }
  return {
    root,
    twinPath,
    cleanup: () => rmSync(join(root, '..'), { recursive: true, force: true }),
  }
}

/** The references built from tests/fixtures/<name>, each a Next app of its own. */
const builtReferences = {
  floor: 'next-floor',
  peer: 'next-chakra-peer',
} as const

/**
 * Copies a reference app from tests/fixtures/<name> into bench/<name>/ (inside the repo, so its
 * packages resolve from this project's node_modules) and builds it. Fails, naming the package,
 * when the reference pins another version than the project has installed.
 */
async function buildReference(name: string, env: NodeJS.ProcessEnv): Promise<string> {
  const source = join(repoRoot, 'tests', 'fixtures', name)
  const copy = join(repoRoot, 'bench', name)
  if (!existsSync(join(source, 'package.json')))
    throw new Error(`bench: no ${name} reference at ${source}`)
  rmSync(copy, { recursive: true, force: true })
  cpSync(source, copy, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|out|\.next)$/.test(path),
  })
  const pinned = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const require = createRequire(join(copy, 'package.json'))
  for (const [dependency, version] of Object.entries(pinned.dependencies)) {
    const installed = (
      JSON.parse(readFileSync(require.resolve(`${dependency}/package.json`), 'utf8')) as {
        version: string
      }
    ).version
    if (installed !== version)
      throw new Error(
        `bench: ${name} pins ${dependency} ${version} but ${installed} resolves from the project`,
      )
  }
  await runCommand(`${name} build`, join(repoRoot, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: copy,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const out = join(copy, 'out')
  if (!existsSync(join(out, 'index.html')))
    throw new Error(`bench: the ${name} build wrote no ${join(out, 'index.html')}`)
  return out
}

export type Sample = { performance: number; lcpMs: number; tbtMs: number }

/** The paint figures of a sample, under both of Lighthouse's throttling methods. */
export type PaintSample = {
  fcpMs: number
  lcpMs: number
  devtoolsFcpMs: number
  devtoolsLcpMs: number
  /** 1 when the LCP element was a picture, 0 when text. */
  lcpPicture: number
}

/**
 * How far a page's LCP may fall behind the minimal page's: 0.1 s for a text LCP, one more round
 * trip for a picture (the simulation's 150 ms RTT, rounded up as issue 40 set it; DevTools
 * throttling's adjusted 562.5 ms).
 */
export const paintTargets = {
  textMs: 100,
  pictureExtraMs: { simulate: 200, devtools: 563 },
} as const

export type PaintRow = {
  page: string
  weight: PageWeight
  own: PaintSample
  twin: PaintSample
  /** How far apart the twin's DevTools first paints fell across the rounds (max - min). */
  twinDevtoolsFcpSpreadMs: number
  minimal: PaintSample
}

/**
 * The paint table: each page's HTML (gzip, Brotli), its FCP and LCP under both throttling
 * methods beside its no-JS twin and the minimal page, and the targets: LCP within 0.1 s of the
 * minimal page (one more round trip for a picture) under both, and, under DevTools throttling,
 * first paint no later than the twin's by more than the twin's own spread across the rounds.
 */
export function paintTable(rows: PaintRow[]): Record<string, string>[] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED')
  const ms = (value: number) => `${Math.round(value)}`
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  const gap = (a: number, b: number) => `${a - b >= 0 ? '+' : ''}${Math.round(a - b)}`
  return rows.map(({ page, weight, own, twin, twinDevtoolsFcpSpreadMs, minimal }) => {
    const picture = own.lcpPicture >= 0.5
    const allowed = (method: 'simulate' | 'devtools') =>
      paintTargets.textMs + (picture ? paintTargets.pictureExtraMs[method] : 0)
    const simGap = own.lcpMs - minimal.lcpMs
    const devGap = own.devtoolsLcpMs - minimal.devtoolsLcpMs
    const twinGap = own.devtoolsFcpMs - twin.devtoolsFcpMs
    return {
      page,
      'HTML gzip': `${kb(weight.htmlGzipBytes)} ${ok(weight.htmlGzipBytes <= firstRoundTripBytes)}`,
      'HTML br': kb(weight.htmlBrotliBytes),
      LCP: picture ? 'picture' : 'text',
      'sim FCP/LCP': `${ms(own.fcpMs)}/${ms(own.lcpMs)}`,
      'twin sim': `${ms(twin.fcpMs)}/${ms(twin.lcpMs)}`,
      'sim LCP - minimal': `${gap(own.lcpMs, minimal.lcpMs)} ${ok(simGap <= allowed('simulate'))}`,
      'dt FCP/LCP': `${ms(own.devtoolsFcpMs)}/${ms(own.devtoolsLcpMs)}`,
      'twin dt': `${ms(twin.devtoolsFcpMs)}/${ms(twin.devtoolsLcpMs)}`,
      'dt FCP - twin': `${gap(own.devtoolsFcpMs, twin.devtoolsFcpMs)} (spread ${ms(twinDevtoolsFcpSpreadMs)}) ${ok(twinGap <= twinDevtoolsFcpSpreadMs)}`,
      'dt LCP - minimal': `${gap(own.devtoolsLcpMs, minimal.devtoolsLcpMs)} ${ok(devGap <= allowed('devtools'))}`,
    }
  })
}

/**
 * Runs `sample` on every URL once per round, `runs` rounds, and returns the per-URL samples.
 * Interleaved on purpose: URL A's rounds never all land in a quiet (or busy) minute.
 */
export async function interleaved<S>(
  urls: readonly string[],
  runs: number,
  sample: (url: string) => Promise<S>,
): Promise<Map<string, S[]>> {
  const samples = new Map<string, S[]>(urls.map((url) => [url, []]))
  for (let round = 1; round <= runs; round += 1) {
    for (const url of urls) {
      console.error(`bench: round ${round}/${runs} ${url}`)
      samples.get(url)?.push(await sample(url))
    }
  }
  return samples
}

type ReferenceRow = {
  page: string
  perf: number
  lcpMs: number
  tbtMs: number
  twin: Sample
  floor: Sample
  peer: Sample
}

/** The comparison table: each page beside its twin, the floor and the peer, with the speed targets. */
function referenceTable(rows: ReferenceRow[]): Record<string, string>[] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED')
  return rows.map((row) => {
    const lcpGap = row.lcpMs / row.twin.lcpMs - 1
    return {
      page: row.page,
      perf: String(row.perf),
      'twin perf': String(row.twin.performance),
      'floor perf': String(row.floor.performance),
      'peer perf': String(row.peer.performance),
      'perf >= floor': ok(row.perf >= row.floor.performance),
      lcp: `${Math.round(row.lcpMs)} ms`,
      'twin lcp': `${Math.round(row.twin.lcpMs)} ms`,
      'lcp vs twin': `${lcpGap >= 0 ? '+' : ''}${Math.round(lcpGap * 100)}% ${ok(lcpGap <= 0.25)}`,
      tbt: `${Math.round(row.tbtMs)} ms ${ok(row.tbtMs <= 200)}`,
      'twin tbt': `${Math.round(row.twin.tbtMs)} ms`,
      'floor tbt': `${Math.round(row.floor.tbtMs)} ms`,
      'peer tbt': `${Math.round(row.peer.tbtMs)} ms`,
    }
  })
}

/**
 * Each page against its own no-JS twin (issue 57): its Lighthouse score within this many points
 * of the twin's, its total blocking time within this many ms of the twin's (medians, same rounds).
 */
export const twinTargets = { scorePoints: 2, tbtMs: 100 } as const

/** A first tap's medians over the rounds, and how many of its taps were lost (not acted on). */
export type TapFigure = { name: string; ms: number; lost: number }

export type TwinRow = {
  page: string
  own: Sample & { jsKb: number }
  twin: Sample
  /** The page's inline script (the islands' loader), gzip bytes. */
  inlineScriptGzipBytes: number
  taps: TapFigure[]
}

/**
 * The twin table: each page's score, TBT and LCP beside its own twin's, the JavaScript it sends
 * before the visitor touches it (script files Lighthouse saw fetched during its load, which waits
 * for the page to go quiet, and the inline loader) and its first taps, each against its target.
 */
export function twinTable(rows: TwinRow[]): Record<string, string>[] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED')
  const ms = (value: number) => `${Math.round(value)}`
  return rows.map(({ page, own, twin, inlineScriptGzipBytes, taps }) => ({
    page,
    'score / twin': `${own.performance} / ${twin.performance} ${ok(own.performance >= twin.performance - twinTargets.scorePoints)}`,
    'TBT / twin': `${ms(own.tbtMs)} / ${ms(twin.tbtMs)} ms ${ok(own.tbtMs <= twin.tbtMs + twinTargets.tbtMs)}`,
    'LCP / twin': `${ms(own.lcpMs)} / ${ms(twin.lcpMs)} ms`,
    'JS before a touch': `${own.jsKb.toFixed(1)} kB files + ${(inlineScriptGzipBytes / 1024).toFixed(1)} kB inline`,
    'first tap, ms': taps.length
      ? `${taps
          .map((tap) => `${tap.name} ${ms(tap.ms)}${tap.lost > 0 ? ` (${tap.lost} lost)` : ''}`)
          .join(', ')} ${ok(taps.every((tap) => tap.ms <= firstTapTargetMs && tap.lost === 0))}`
      : '',
  }))
}

/** The weight table: head CSS, HTML gzip, inline payload, JS, with the page-weight targets. */
function weightTable(rows: { page: string; weight: PageWeight }[]): Record<string, string>[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  return rows.map(({ page, weight }) => ({
    page,
    'head CSS': `${kb(weight.headCssBytes)} ${weight.headCssBytes <= pageWeightBudgets.headCssBytes ? 'ok' : 'MISSED'}`,
    'HTML gzip': `${kb(weight.htmlGzipBytes)} ${weight.htmlGzipBytes <= firstRoundTripBytes ? 'ok' : 'MISSED'}`,
    'HTML Brotli': kb(weight.htmlBrotliBytes),
    'inline payload': kb(weight.inlinePayloadBytes),
    'inline script gzip': kb(weight.inlineScriptGzipBytes),
    'JS files gzip': kb(weight.jsGzipBytes),
  }))
}

/**
 * One export the bench audits: its pages (one of each page type), each beside its no-JS twin.
 * `tapTypes` limits the first taps to those page types (all when undefined).
 */
export type BenchSite = {
  label: string
  root: string
  pages: readonly BenchPage[]
  tapTypes?: readonly string[]
}

/**
 * Builds the references, serves each site's export (with its twins), the floor and the peer, and
 * runs Lighthouse interleaved over every page, twin and reference; then the first taps on each
 * site's pages, interleaved too. Returns each site's pages' medians (all the fields `sample`
 * gives), the tables and what goes into bench/report.json.
 */
export async function measureWithReferences<
  S extends Sample & PaintSample & Record<string, number>,
>({
  sites,
  runs,
  env,
  sample,
  others = [],
  taps = true,
}: {
  sites: readonly BenchSite[]
  runs: number
  env: NodeJS.ProcessEnv
  sample: (url: string) => Promise<S>
  /** Pages audited in the same rounds without twins (the 10-town home again: the noise floor). */
  others?: readonly { label: string; root: string; path: string }[]
  /** Whether to measure the first taps too. */
  taps?: boolean
}) {
  // Imported here so that this module's pure parts load without the server's dependencies.
  const { startServer } = await import('../host/index.ts')
  console.error('bench: building the references (next-floor, next-chakra-peer)')
  const floorOut = await buildReference(builtReferences.floor, env)
  const peerOut = await buildReference(builtReferences.peer, env)
  // Read before any round: the export may be rebuilt while the rounds run.
  const weights = sites.flatMap((site) =>
    site.pages.map((page) => ({
      page: `${site.label}: ${page.type} ${page.path}`,
      weight: pageWeight(site.root, page.path),
    })),
  )
  const twins = sites.map((site) => exportWithTwins(site.root, site.pages))
  const servers: Awaited<ReturnType<typeof startServer>>[] = []
  const serve = async (root: string) => {
    const server = await startServer({ root, port: 0, host: '127.0.0.1' })
    servers.push(server)
    return server.url
  }
  try {
    const siteUrls = await Promise.all(twins.map((twin) => serve(twin.root)))
    const floorUrl = `${await serve(floorOut)}/`
    const peerUrl = `${await serve(peerOut)}/`
    // A page of a site's export is served from that site's copy (made before the rounds), by a
    // server of its own.
    const otherUrls = new Map<string, string>()
    for (const other of others) {
      const copy = twins[sites.findIndex((site) => site.root === other.root)]?.root
      if (!otherUrls.has(other.root)) otherUrls.set(other.root, await serve(copy ?? other.root))
    }
    const otherUrl = (other: (typeof others)[number]) => `${otherUrls.get(other.root)}${other.path}`
    const pageUrl = (index: number, path: string) => `${siteUrls[index]}${path}`
    const twinUrl = (index: number, type: string) =>
      `${siteUrls[index]}${twins[index]?.twinPath(type)}`
    // Every audited address answers 200 itself: a redirect's round trips would be counted in the
    // page's first paint and LCP, and not in its twin's.
    for (const url of [
      floorUrl,
      peerUrl,
      ...sites.flatMap((site, index) => site.pages.map((page) => pageUrl(index, page.path))),
      ...others.map(otherUrl),
    ]) {
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status !== 200)
        throw new Error(
          `bench: ${url} answers ${response.status}${response.headers.get('location') ? ` (to ${response.headers.get('location')})` : ''}; audit the address that answers 200`,
        )
    }
    const minimalUrl = `${siteUrls[0]}${minimalPath}`
    const urls = [
      ...sites.flatMap((site, index) =>
        site.pages.flatMap((page) => [pageUrl(index, page.path), twinUrl(index, page.type)]),
      ),
      ...others.map(otherUrl),
      floorUrl,
      peerUrl,
      minimalUrl,
    ]
    const samples = await interleaved(urls, runs, sample)
    const medians = (url: string): S => {
      const list = samples.get(url) ?? []
      const keys = Object.keys(list[0] ?? {}) as (keyof S & string)[]
      return Object.fromEntries(
        keys.map((key) => [key, median(list.map((sample) => sample[key] as number))]),
      ) as S
    }

    // The first taps, on each site's own pages (the twins run no script).
    const tapFigures = new Map<string, TapFigure[]>()
    if (taps) {
      const tapper = firstTapSampler()
      try {
        const jobs: { url: string; target: TapTarget }[] = []
        for (const [index, site] of sites.entries())
          for (const page of site.pages) {
            if (site.tapTypes && !site.tapTypes.includes(page.type)) continue
            const url = pageUrl(index, page.path)
            for (const target of await tapper.targetsOf(url)) jobs.push({ url, target })
          }
        const key = (job: (typeof jobs)[number]) => `${job.url} ${job.target.name}`
        const tapSamples = await interleaved<TapSample>(jobs.map(key), runs, (jobKey) => {
          const job = jobs.find((candidate) => key(candidate) === jobKey) as (typeof jobs)[number]
          return tapper.sample(job.url, job.target)
        })
        for (const job of jobs) {
          const list = tapSamples.get(key(job)) ?? []
          const figures = tapFigures.get(job.url) ?? []
          figures.push({
            name: job.target.name,
            ms: median(list.map((tap) => tap.ms)),
            lost: list.filter((tap) => !tap.answered).length,
          })
          tapFigures.set(job.url, figures)
        }
      } finally {
        await tapper.close()
      }
    }

    const floor = pick(medians(floorUrl))
    const peer = pick(medians(peerUrl))
    const results = sites.map((site, index) => ({
      label: site.label,
      pages: site.pages.map((page) => ({
        type: page.type,
        path: page.path,
        ...medians(pageUrl(index, page.path)),
        twin: medians(twinUrl(index, page.type)),
        taps: tapFigures.get(pageUrl(index, page.path)) ?? [],
      })),
    }))
    const pageRows = results.flatMap((site) =>
      site.pages.map((page) => ({ ...page, row: `${site.label}: ${page.type} ${page.path}` })),
    )
    const rows: ReferenceRow[] = pageRows.map((page) => ({
      page: page.row,
      perf: page.performance,
      lcpMs: page.lcpMs,
      tbtMs: page.tbtMs,
      twin: pick(page.twin),
      floor,
      peer,
    }))
    const twinRows: TwinRow[] = pageRows.map((page, index) => ({
      page: page.row,
      own: { ...pick(page), jsKb: page.jsKb ?? Number.NaN },
      twin: pick(page.twin),
      inlineScriptGzipBytes: weights[index]?.weight.inlineScriptGzipBytes ?? Number.NaN,
      taps: page.taps,
    }))
    const paint = (sample: S): PaintSample => ({
      fcpMs: sample.fcpMs,
      lcpMs: sample.lcpMs,
      devtoolsFcpMs: sample.devtoolsFcpMs,
      devtoolsLcpMs: sample.devtoolsLcpMs,
      lcpPicture: sample.lcpPicture,
    })
    const minimal = paint(medians(minimalUrl))
    const paintRows: PaintRow[] = sites.flatMap((site, siteIndex) =>
      site.pages.map((page) => {
        const twinFcps = (samples.get(twinUrl(siteIndex, page.type)) ?? []).map(
          (sample) => sample.devtoolsFcpMs,
        )
        const row = `${site.label}: ${page.type} ${page.path}`
        return {
          page: row,
          weight: weights.find((weight) => weight.page === row)?.weight as PageWeight,
          own: paint(medians(pageUrl(siteIndex, page.path))),
          twin: paint(medians(twinUrl(siteIndex, page.type))),
          twinDevtoolsFcpSpreadMs: Math.max(...twinFcps) - Math.min(...twinFcps),
          minimal,
        }
      }),
    )
    return {
      sites: results,
      others: others.map((other) => ({ ...other, ...medians(otherUrl(other)) })),
      comparison: referenceTable(rows),
      twins: twinTable(twinRows),
      weights: weightTable(weights),
      paint: paintTable(paintRows),
      report: {
        floor,
        peer,
        minimal,
        pages: rows.map((row, index) => ({
          ...row,
          jsKb: twinRows[index]?.own.jsKb,
          taps: twinRows[index]?.taps,
          weight: weights[index]?.weight,
          paint: paintRows[index],
        })),
      },
    }
  } finally {
    for (const server of servers) await server.close()
    for (const twin of twins) twin.cleanup()
  }
}

const pick = (sample: Sample): Sample => ({
  performance: sample.performance,
  lcpMs: sample.lcpMs,
  tbtMs: sample.tbtMs,
})
