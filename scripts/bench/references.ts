// The references `npm run bench` measures each page against, in the same run:
//  - the page's no-JavaScript twin: the same built HTML with every <script> removed (JSON-LD
//    stays, it is data), served by the same server under /bench-nojs/<type>/ with the page's own
//    Content-Security-Policy (in its <head>): the limit of what JavaScript costs that page;
//  - the "next floor": tests/fixtures/next-floor (a plain Next 16 page, hero and nine cards,
//    one CSS file), copied into bench/next-floor/ so it resolves next/react from this project's
//    node_modules (the same versions, no install) and built there: what Next's runtime costs.
// Lighthouse runs interleaved, round by round across every URL, so a slow moment of the machine
// hits all of them alike; each figure is the median of the rounds.
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
import { brotliBytes, firstRoundTripBytes, gzipBytes } from './page-parts.ts'
import { median } from './statistics.ts'

const nextFloorSource = join(repoRoot, 'tests', 'fixtures', 'next-floor')
const nextFloorCopy = join(repoRoot, 'bench', 'next-floor')
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
  /** Every script file the page loads, gzip bytes (island chunks it imports included). */
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
  const sources = new Set<string>()
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? ''
    const src = /\bsrc=["']([^"']+)/.exec(attributes)?.[1]
    // The islands loader fetches its data-entry and data-preload modules after the page loads.
    for (const loaded of [
      /\bdata-entry=["']([^"']+)/.exec(attributes)?.[1],
      ...(/\bdata-preload=["']([^"']*)/.exec(attributes)?.[1] ?? '').split(' '),
    ])
      if (loaded) sources.add(loaded)
    // A nomodule script is the legacy browsers' polyfill: modern ones never fetch it.
    if (src && !/\bnomodule\b/i.test(attributes)) sources.add(src)
    else if (src) continue
    else if ((match[2] ?? '').includes('__next_f'))
      inlinePayloadBytes += Buffer.byteLength(match[2] ?? '')
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

/**
 * Copies the next-floor reference into bench/next-floor/ (inside the repo, so `next`, `react`
 * and `react-dom` resolve from this project's node_modules) and builds it. Fails, naming the
 * package, when the reference pins other versions than the project has installed.
 */
async function buildNextFloor(env: NodeJS.ProcessEnv): Promise<string> {
  if (!existsSync(join(nextFloorSource, 'package.json')))
    throw new Error(`bench: no next-floor reference at ${nextFloorSource}`)
  rmSync(nextFloorCopy, { recursive: true, force: true })
  cpSync(nextFloorSource, nextFloorCopy, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|out|\.next)$/.test(source),
  })
  const pinned = JSON.parse(readFileSync(join(nextFloorCopy, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const require = createRequire(join(nextFloorCopy, 'package.json'))
  for (const name of ['next', 'react', 'react-dom']) {
    const installed = (
      JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
        version: string
      }
    ).version
    if (installed !== pinned.dependencies[name])
      throw new Error(
        `bench: next-floor pins ${name} ${pinned.dependencies[name]} but ${installed} resolves from the project`,
      )
  }
  await runCommand('next-floor build', join(repoRoot, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: nextFloorCopy,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const out = join(nextFloorCopy, 'out')
  if (!existsSync(join(out, 'index.html')))
    throw new Error(`bench: the next-floor build wrote no ${join(out, 'index.html')}`)
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
}

/** The comparison table: each page beside its twin and the floor, with the page-weight and speed targets. */
function referenceTable(rows: ReferenceRow[]): Record<string, string>[] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED')
  return rows.map((row) => {
    const lcpGap = row.lcpMs / row.twin.lcpMs - 1
    return {
      page: row.page,
      perf: String(row.perf),
      'twin perf': String(row.twin.performance),
      'floor perf': String(row.floor.performance),
      'perf >= floor': ok(row.perf >= row.floor.performance),
      lcp: `${Math.round(row.lcpMs)} ms`,
      'twin lcp': `${Math.round(row.twin.lcpMs)} ms`,
      'lcp vs twin': `${lcpGap >= 0 ? '+' : ''}${Math.round(lcpGap * 100)}% ${ok(lcpGap <= 0.25)}`,
      tbt: `${Math.round(row.tbtMs)} ms ${ok(row.tbtMs <= 200)}`,
      'twin tbt': `${Math.round(row.twin.tbtMs)} ms`,
      'floor tbt': `${Math.round(row.floor.tbtMs)} ms`,
    }
  })
}

/** The weight table: head CSS, HTML gzip, inline payload, JS, with the page-weight and speed targets. */
function weightTable(rows: { page: string; weight: PageWeight }[]): Record<string, string>[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  return rows.map(({ page, weight }) => ({
    page,
    'head CSS': `${kb(weight.headCssBytes)} ${weight.headCssBytes <= pageWeightBudgets.headCssBytes ? 'ok' : 'MISSED'}`,
    'HTML gzip': `${kb(weight.htmlGzipBytes)} ${weight.htmlGzipBytes <= firstRoundTripBytes ? 'ok' : 'MISSED'}`,
    'HTML Brotli': kb(weight.htmlBrotliBytes),
    'inline payload': kb(weight.inlinePayloadBytes),
    'JS gzip': kb(weight.jsGzipBytes),
  }))
}

/**
 * Builds the references, serves the export (with the twins) and the floor, and runs Lighthouse
 * interleaved over every page, twin and the floor. Returns the pages' medians (all the fields
 * `sample` gives), the two tables and what goes into bench/report.json.
 */
export async function measureWithReferences<
  S extends Sample & PaintSample & Record<string, number>,
>({
  pages,
  runs,
  outDir,
  env,
  sample,
  others = [],
}: {
  pages: readonly { type: string; path: string }[]
  runs: number
  outDir: string
  env: NodeJS.ProcessEnv
  sample: (url: string) => Promise<S>
  /** Pages of other exports (the many-town build) audited in the same rounds, without twins. */
  others?: readonly { label: string; root: string; path: string }[]
}) {
  // Imported here so that this module's pure parts load without the server's dependencies.
  const { startServer } = await import('../host/index.ts')
  console.error('bench: building the next-floor reference')
  const floorOut = await buildNextFloor(env)
  const twins = exportWithTwins(outDir, pages)
  const site = await startServer({ root: twins.root, port: 0, host: '127.0.0.1' })
  const floor = await startServer({ root: floorOut, port: 0, host: '127.0.0.1' })
  const otherServers = new Map<string, Awaited<ReturnType<typeof startServer>>>()
  for (const other of others) {
    if (!otherServers.has(other.root)) {
      otherServers.set(
        other.root,
        await startServer({ root: other.root, port: 0, host: '127.0.0.1' }),
      )
    }
  }
  const otherUrl = (other: (typeof others)[number]) =>
    `${otherServers.get(other.root)?.url}${other.path}`
  try {
    const floorUrl = `${floor.url}/`
    // Every audited address answers 200 itself: a redirect's round trips would be counted in the
    // page's first paint and LCP, and not in its twin's.
    for (const url of [
      floorUrl,
      ...pages.map((page) => `${site.url}${page.path}`),
      ...others.map(otherUrl),
    ]) {
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status !== 200)
        throw new Error(
          `bench: ${url} answers ${response.status}${response.headers.get('location') ? ` (to ${response.headers.get('location')})` : ''}; audit the address that answers 200`,
        )
    }
    const minimalUrl = `${site.url}${minimalPath}`
    const urls = [
      ...pages.flatMap((page) => [
        `${site.url}${page.path}`,
        `${site.url}${twins.twinPath(page.type)}`,
      ]),
      ...others.map(otherUrl),
      floorUrl,
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
    const floorMedian = medians(floorUrl)
    const results = pages.map((page) => ({
      type: page.type,
      path: page.path,
      ...medians(`${site.url}${page.path}`),
    }))
    const rows: ReferenceRow[] = pages.map((page, index) => {
      const own = results[index] as S
      return {
        page: `${page.type} ${page.path}`,
        perf: own.performance,
        lcpMs: own.lcpMs,
        tbtMs: own.tbtMs,
        twin: pick(medians(`${site.url}${twins.twinPath(page.type)}`)),
        floor: pick(floorMedian),
      }
    })
    const weights = pages.map((page) => ({
      page: `${page.type} ${page.path}`,
      weight: pageWeight(outDir, page.path),
    }))
    const paint = (sample: S): PaintSample => ({
      fcpMs: sample.fcpMs,
      lcpMs: sample.lcpMs,
      devtoolsFcpMs: sample.devtoolsFcpMs,
      devtoolsLcpMs: sample.devtoolsLcpMs,
      lcpPicture: sample.lcpPicture,
    })
    const minimal = paint(medians(minimalUrl))
    const paintRows: PaintRow[] = pages.map((page, index) => {
      const twinUrl = `${site.url}${twins.twinPath(page.type)}`
      const twinFcps = (samples.get(twinUrl) ?? []).map((sample) => sample.devtoolsFcpMs)
      return {
        page: `${page.type} ${page.path}`,
        weight: weights[index]?.weight as PageWeight,
        own: paint(results[index] as unknown as S),
        twin: paint(medians(twinUrl)),
        twinDevtoolsFcpSpreadMs: Math.max(...twinFcps) - Math.min(...twinFcps),
        minimal,
      }
    })
    return {
      pages: results,
      others: others.map((other) => ({ ...other, ...medians(otherUrl(other)) })),
      comparison: referenceTable(rows),
      weights: weightTable(weights),
      paint: paintTable(paintRows),
      report: {
        floor: pick(floorMedian),
        minimal,
        pages: rows.map((row, index) => ({
          ...row,
          weight: weights[index]?.weight,
          paint: paintRows[index],
        })),
      },
    }
  } finally {
    await site.close()
    await floor.close()
    for (const server of otherServers.values()) await server.close()
    twins.cleanup()
  }
}

const pick = (sample: Sample): Sample => ({
  performance: sample.performance,
  lcpMs: sample.lcpMs,
  tbtMs: sample.tbtMs,
})
