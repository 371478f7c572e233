// What `npm run bench` measures of the many-town build (scripts/bench/scale-dataset.ts) beside the
// fixture's, read from its export, and the peak memory of a build: the budgets of a site that
// grows without getting heavier. tests/build/scale.test.ts holds the same budgets on every
// build-level run.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  overFirstRoundTrip as allowances,
  firstRoundTripProblems,
  gzipBytes,
} from './page-parts.ts'

/** The budgets at 1,000 towns, beside the 10-town site measured in the same run. */
export const scaleTargets = {
  /** Home Lighthouse performance (median) at most this many points below the 10-town home. */
  homePerformanceDrop: 1,
  /** Home total blocking time (median) at most this many ms above the 10-town home. */
  homeTbtRiseMs: 50,
  jsonLdBytes: 5 * 1024,
  msPerExtraTownPage: 40,
  /** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
  sitemapUrls: 50_000,
} as const

/** The JSON-LD blocks of a page, as written. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  )
}

/** Each HTML page of an export, one at a time (thousands of them: not all in memory at once). */
export function* htmlPages(outDir: string): Generator<{ path: string; html: string }> {
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    yield {
      path: `/${file.replace(/index\.html$/, '')}`,
      html: readFileSync(join(outDir, file), 'utf8'),
    }
  }
}

export type ScaleFigures = {
  pages: number
  homeHtmlGzipBytes: number
  /** The heaviest page's HTML but the home page's, gzip bytes. */
  largestHtml: { path: string; gzipBytes: number }
  /** The pages over the first round trip (scripts/bench/page-parts.ts), each with its largest parts. */
  overFirstRoundTrip: string[]
  /** The page with the most JSON-LD, and its bytes. */
  largestJsonLd: { path: string; bytes: number }
  sitemap: { kind: 'urlset' | 'sitemapindex' | 'missing'; urls: number; largestFileUrls: number }
  /** The postcode check's table file (fetched on first use), raw and gzip bytes. */
  postcodeTable?: { bytes: number; gzipBytes: number }
}

/** The figures of an export: page count, home HTML, JSON-LD, sitemap and postcode table. */
export function scaleFigures(outDir: string, postcodeTablePath: string): ScaleFigures {
  let pages = 0
  let largestJsonLd = { path: '', bytes: 0 }
  let largestHtml = { path: '', gzipBytes: 0 }
  const overFirstRoundTrip: string[] = []
  for (const { path, html } of htmlPages(outDir)) {
    pages += 1
    const size = gzipBytes(html)
    if (path !== '/' && size > largestHtml.gzipBytes) largestHtml = { path, gzipBytes: size }
    overFirstRoundTrip.push(...firstRoundTripProblems([{ path, html }], allowances.scale))
    const bytes = jsonLdBlocks(html).reduce((sum, block) => sum + Buffer.byteLength(block), 0)
    if (bytes > largestJsonLd.bytes) largestJsonLd = { path, bytes }
  }
  const read = (file: string) => {
    try {
      return readFileSync(join(outDir, file), 'utf8')
    } catch {
      return undefined
    }
  }
  const locs = (xml: string) => [...xml.matchAll(/<loc>[^<]*<\/loc>/g)].length
  const sitemapXml = read('sitemap.xml')
  let sitemap: ScaleFigures['sitemap'] = { kind: 'missing', urls: 0, largestFileUrls: 0 }
  if (sitemapXml?.includes('<sitemapindex')) {
    const files = [...sitemapXml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      locs(read(new URL(match[1] ?? '').pathname) ?? ''),
    )
    sitemap = {
      kind: 'sitemapindex',
      urls: files.reduce((sum, count) => sum + count, 0),
      largestFileUrls: Math.max(0, ...files),
    }
  } else if (sitemapXml) {
    sitemap = { kind: 'urlset', urls: locs(sitemapXml), largestFileUrls: locs(sitemapXml) }
  }
  const table = read(postcodeTablePath.replace(/^\//, ''))
  return {
    pages,
    homeHtmlGzipBytes: gzipSync(read('index.html') ?? '').length,
    largestHtml,
    overFirstRoundTrip,
    largestJsonLd,
    sitemap,
    postcodeTable: table
      ? { bytes: Buffer.byteLength(table), gzipBytes: gzipSync(table).length }
      : undefined,
  }
}

/** Resident memory of a process and all its descendants, from /proc (Linux), in bytes. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name (which may hold spaces), in parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ppid = Number(fields[1])
      const pages = Number(fields[21])
      const pid = Number(entry)
      rss.set(pid, pages * 4096)
      children.set(ppid, [...(children.get(ppid) ?? []), pid])
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length > 0) {
    const pid = stack.pop() as number
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/**
 * Samples the memory of a process tree (a build: npm, the pull, Next and its workers) until
 * stopped; `stop()` returns the peak, in bytes. Linux only: elsewhere the peak is NaN.
 */
export function samplePeakMemory(pid: number, everyMs = 250): { stop: () => number } {
  let peak = 0
  let supported = true
  const sample = () => {
    try {
      peak = Math.max(peak, treeRss(pid))
    } catch {
      supported = false
    }
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      return supported ? peak : Number.NaN
    },
  }
}
