// The deployed site checks itself (`npm run check-live`, scripts/check-live.ts): what a live site
// must answer, asked of the site over HTTP and judged from the answers alone, each check with the
// reason when it fails and the fix. The pages come from the site's own sitemap, one of each page
// type of the registry (web/lib/routes.ts) and its aliases; the redirects, and the addresses the
// site served before, from its build record (/build.json), since hosts do not serve `_redirects`.
// Nothing here reads web/out: the live site may have been built anywhere.
import { randomBytes } from 'node:crypto'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { type BuildRecord, parseBuildRecord } from '../../studio/lib/live-state.ts'
import {
  buildRecordPath,
  notFoundPath,
  type PageType,
  pageTypes,
  shareCardFolder,
} from '../../web/lib/routes.ts'
import { placeholderSiteOrigin } from '../../web/lib/settings.ts'
import { pagePolicyProblems, siteHeaderProblems } from '../host/index.ts'

type Outcome = 'pass' | 'fail' | 'skip'

/** One line of the report: what was checked, the outcome, why, and for a failure the fix. */
export type Check = { outcome: Outcome; name: string; detail: string; fix?: string }

/** A problem found, and what fixes it (several problems may share one fix). */
type Problem = { text: string; fix: string }

function check(name: string, passed: string, problems: readonly Problem[]): Check {
  if (problems.length === 0) return { outcome: 'pass', name, detail: passed }
  return {
    outcome: 'fail',
    name,
    detail: problems.map((problem) => problem.text).join('; '),
    fix: [...new Set(problems.map((problem) => problem.fix))].join(' '),
  }
}

// The fixes, each written once.
const fixes = {
  siteUrl: (origin: string) =>
    `Set SITE_URL=${origin} in the host's build settings (docs/hosting.md) and rebuild.`,
  studioUrl: (studio: string) =>
    `Set SANITY_STUDIO_URL=${studio} in the host's build settings and rebuild (postbuild gives ${buildRecordPath} its CORS header).`,
  headers:
    "The host did not apply web/out/_headers: publish web/out whole as the host's output directory (docs/hosting.md); on another server, copy its rules into the server's headers.",
  redirects:
    "The host did not apply web/out/_redirects: publish web/out whole as the host's output directory; on another server, copy each line into the server's redirects.",
  postbuild:
    "The page was not finished by scripts/postbuild.ts: the host's build command must be `npm run build`, and its output directory web/out.",
  deploy:
    "The build writes this file: the host's build command must be `npm run build` and its output directory web/out, published whole.",
  notFound:
    'Hosts answer unknown addresses with web/out/404.html and status 404 only when that file is published (Cloudflare Pages without it answers with the home page and 200): publish web/out whole.',
  production:
    "This is not what a production build publishes: check the host's production deployment (the production branch and its build settings), then rebuild.",
  content:
    "Set SANITY_PROJECT_ID and SANITY_DATASET in the host's build settings and rebuild: without them the build uses the repository's test content.",
}

/** The placeholder address a build without SITE_URL publishes (web/lib/settings.ts). */
function isPlaceholder(origin: string): boolean {
  return origin === placeholderSiteOrigin
}

/** Where an address on another origin is, in words: "the placeholder … (…), not <origin>". */
function elsewhere(other: string, origin: string): string {
  const placeholder = isPlaceholder(other)
  return `${placeholder ? `the placeholder ${other} (the build had no SITE_URL)` : other}, not ${origin}`
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * Why addresses a page or file names (each with what names it: "its canonical link") are not on
 * `origin`: one problem for each other origin they are on, or one for an address that is not
 * absolute. Nothing when all are on `origin`.
 */
export function offOrigin(
  named: readonly (readonly [string, string])[],
  origin: string,
): Problem[] {
  const problems: Problem[] = []
  const others = new Map<string, string[]>()
  for (const [what, address] of named) {
    let url: URL
    try {
      url = new URL(address)
    } catch {
      problems.push({
        text: `${what} "${address}" is not an absolute address`,
        fix: fixes.siteUrl(origin),
      })
      continue
    }
    if (url.origin !== origin) others.set(url.origin, [...(others.get(url.origin) ?? []), what])
  }
  for (const [other, whats] of others) {
    const unique = [...new Set(whats)]
    problems.push({
      text: `${listed(unique)} ${whats.length === 1 ? 'is' : 'are'} on ${elsewhere(other, origin)}`,
      fix: fixes.siteUrl(origin),
    })
  }
  return problems
}

/** The text of every `<tag>` element of an XML document (a sitemap's <loc>), entities decoded. */
function xmlTexts(xml: string, tag: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return [...xml.matchAll(new RegExp(`<${tag}>\\s*([^<]*?)\\s*</${tag}>`, 'g'))].map((match) =>
    (match[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? ''),
  )
}

/** A sitemap's kind and addresses: the pages of a <urlset>, or the sitemaps of a <sitemapindex>. */
export function readSitemap(
  xml: string,
): { kind: 'urlset' | 'index'; locations: string[] } | undefined {
  if (/<sitemapindex[\s>]/.test(xml)) return { kind: 'index', locations: xmlTexts(xml, 'loc') }
  if (/<urlset[\s>]/.test(xml)) return { kind: 'urlset', locations: xmlTexts(xml, 'loc') }
  return undefined
}

/** robots.txt as crawlers read it (RFC 9309): its Sitemap lines, and whether `*` may crawl nothing. */
export function readRobots(text: string): { sitemaps: string[]; disallowsAll: boolean } {
  const sitemaps: string[] = []
  const groups: { agents: string[]; allow: string[]; disallow: string[] }[] = []
  let lastWasAgent = false
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z-]+)\s*:\s*(.*?)\s*$/.exec(line.replace(/#.*/, ''))
    if (!match) continue
    const field = (match[1] as string).toLowerCase()
    const value = match[2] as string
    if (field === 'sitemap') {
      sitemaps.push(value)
      continue
    }
    if (field === 'user-agent') {
      if (!lastWasAgent) groups.push({ agents: [], allow: [], disallow: [] })
      groups.at(-1)?.agents.push(value.toLowerCase())
      lastWasAgent = true
      continue
    }
    lastWasAgent = false
    const group = groups.at(-1)
    if (group && field === 'allow') group.allow.push(value)
    if (group && field === 'disallow') group.disallow.push(value)
  }
  const everyone = groups.filter((group) => group.agents.includes('*'))
  const disallowsAll = everyone.some(
    (group) =>
      group.disallow.some((path) => path === '/' || path === '/*') &&
      !group.allow.some((path) => path === '/' || path === '/*'),
  )
  return { sitemaps, disallowsAll }
}

/** One address the check fetches as a page: of which page type, and where its canonical link points. */
export type PickedPage = { label: string; path: string; canonicalPath: string; alias: boolean }

const slugMark = '\u0000'

/** Text matched literally in a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The page type (first in registry order) whose main address a path is, and the slug in it. */
export function pageTypeOfPath(path: string): { pageType: PageType; slug: string } | undefined {
  for (const pageType of pageTypes as readonly PageType[]) {
    const [before, after] = pageType.path(slugMark).split(slugMark)
    const pattern =
      after === undefined
        ? new RegExp(`^${literal(before as string)}$`)
        : new RegExp(`^${literal(before as string)}([^/]+)${literal(after)}$`)
    const match = pattern.exec(path)
    if (match) return { pageType, slug: match[1] ?? '' }
  }
  return undefined
}

/**
 * The pages to check, from the sitemap's paths: for each page type of the registry, its first
 * page in the sitemap and that page's aliases (which the sitemap never lists). `missing` names the
 * types with no page there.
 */
export function pickPages(paths: readonly string[]): {
  pages: PickedPage[]
  missing: PageType[]
} {
  const first = new Map<PageType, string>()
  for (const path of paths) {
    const found = pageTypeOfPath(path)
    if (found && !first.has(found.pageType)) first.set(found.pageType, found.slug)
  }
  const pages: PickedPage[] = []
  const missing: PageType[] = []
  for (const pageType of pageTypes as readonly PageType[]) {
    const slug = first.get(pageType)
    if (slug === undefined) {
      missing.push(pageType)
      continue
    }
    const main = pageType.path(slug)
    pages.push({ label: pageType.label, path: main, canonicalPath: main, alias: false })
    for (const alias of pageType.aliases) {
      pages.push({ label: alias.label, path: alias.path(slug), canonicalPath: main, alias: true })
    }
  }
  return { pages, missing }
}

type Element = DefaultTreeAdapterTypes.Element
type ParentNode = DefaultTreeAdapterTypes.ParentNode

function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if ('tagName' in child) {
      yield child
      yield* elementsOf(child)
    }
  }
}

/** What a page's <head> says to search engines and share cards. */
export function readPageHead(html: string): {
  canonical: string[]
  ogUrl: string[]
  ogImage: string[]
  twitterImage: string[]
  robots: string[]
} {
  const head = { canonical: [], ogUrl: [], ogImage: [], twitterImage: [], robots: [] } as {
    [key in 'canonical' | 'ogUrl' | 'ogImage' | 'twitterImage' | 'robots']: string[]
  }
  for (const element of elementsOf(parse(html))) {
    const attr = (name: string) => element.attrs.find((a) => a.name === name)?.value
    if (element.tagName === 'link' && attr('rel')?.toLowerCase().split(/\s+/).includes('canonical'))
      head.canonical.push(attr('href') ?? '')
    if (element.tagName !== 'meta') continue
    const key = (attr('property') ?? attr('name'))?.toLowerCase()
    const content = attr('content') ?? ''
    if (key === 'og:url') head.ogUrl.push(content)
    if (key === 'og:image') head.ogImage.push(content)
    if (key === 'twitter:image') head.twitterImage.push(content)
    if (key === 'robots' || key === 'googlebot') head.robots.push(content)
  }
  return head
}

/** An answer of the live site: status, headers and body text, or why there was none. */
export type Answer =
  | { ok: true; url: string; status: number; headers: Headers; body: string }
  | { ok: false; url: string; reason: string }

/** Why a fetch got no answer, in words (Node's fetch hides the cause in `cause.code`). */
/** How long a check waits for each answer by default: a live site on a CDN answers in under one second. */
export const answerWaitMs = 20_000

function noAnswerReason(error: unknown, timeoutMs: number): string {
  const failure = error as Error & { cause?: { code?: string; message?: string } }
  if (failure.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`
  const code = failure.cause?.code
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no such host (DNS)'
  if (code === 'ECONNREFUSED') return 'connection refused: nothing answers at that address'
  if (code === 'ECONNRESET') return 'the connection was reset'
  return failure.cause?.message ?? failure.message
}

/** The live site: every path fetched once (no redirects followed), a few at a time. */
export class LiveSite {
  readonly origin: string
  readonly timeoutMs: number
  private readonly answers = new Map<string, Promise<Answer>>()

  constructor(origin: string, { timeoutMs = answerWaitMs }: { timeoutMs?: number } = {}) {
    this.origin = origin
    this.timeoutMs = timeoutMs
  }

  /** The answer for a path (or an address on this origin); `origin` sends an Origin header. */
  get(path: string, { origin }: { origin?: string } = {}): Promise<Answer> {
    const url = new URL(path, this.origin).href
    const key = `${origin ?? ''} ${url}`
    let answer = this.answers.get(key)
    if (!answer) {
      answer = this.fetch(url, origin)
      this.answers.set(key, answer)
    }
    return answer
  }

  private async fetch(url: string, origin: string | undefined): Promise<Answer> {
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: origin ? { Origin: origin } : {},
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      const type = response.headers.get('content-type') ?? ''
      // Pictures are only checked for being there: their bytes are not read into text.
      const isText = /^(text|application\/(json|xml))/.test(type)
      const body = isText ? await response.text() : ''
      if (!isText) await response.body?.cancel()
      return { ok: true, url, status: response.status, headers: response.headers, body }
    } catch (error) {
      return { ok: false, url, reason: noAnswerReason(error, this.timeoutMs) }
    }
  }
}

/** What an answer that is not `expected` says: "no answer (…)" or "answers 404" / "answers 301 to /x/". */
function unexpected(answer: Answer, expected: number): string | undefined {
  if (!answer.ok) return `no answer (${answer.reason})`
  if (answer.status === expected) return undefined
  const location = answer.headers.get('location')
  return `answers ${answer.status}${location ? ` to ${location}` : ''}, not ${expected}`
}

/** The sitemap (or sitemap index and its sitemaps): one check, and the paths of every page it lists. */
export async function checkSitemap(site: LiveSite): Promise<{ check: Check; paths: string[] }> {
  const name = 'sitemap'
  const root = await site.get('/sitemap.xml')
  const wrong = unexpected(root, 200)
  if (wrong || !root.ok) {
    const text = `/sitemap.xml ${wrong}`
    return { check: check(name, '', [{ text, fix: fixes.deploy }]), paths: [] }
  }
  const problems: Problem[] = []
  const read = readSitemap(root.body)
  if (!read) {
    const text = '/sitemap.xml is not a sitemap (no <urlset> or <sitemapindex>)'
    return { check: check(name, '', [{ text, fix: fixes.deploy }]), paths: [] }
  }
  let addresses = read.locations
  if (read.kind === 'index') {
    addresses = []
    for (const location of read.locations) {
      problems.push(...offOrigin([[`the sitemap ${location} it lists`, location]], site.origin))
      // Read at its path on this origin, wherever the index says it is.
      if (!URL.canParse(location)) continue
      const part = await site.get(new URL(location).pathname)
      const partWrong = unexpected(part, 200)
      const partRead = part.ok && !partWrong ? readSitemap(part.body) : undefined
      if (partRead?.kind !== 'urlset') {
        problems.push({
          text: `the sitemap ${location} ${partWrong ?? 'is not a sitemap'}`,
          fix: fixes.deploy,
        })
      } else addresses.push(...partRead.locations)
    }
  }
  const others = new Map<string, string[]>()
  for (const address of addresses) {
    const other = URL.canParse(address) ? new URL(address).origin : 'no origin (not absolute)'
    if (other !== site.origin) others.set(other, [...(others.get(other) ?? []), address])
  }
  for (const [other, listedThere] of others) {
    const where = URL.canParse(other) ? elsewhere(other, site.origin) : other
    problems.push({
      text: `${listedThere.length} of ${addresses.length} addresses are on ${where}, e.g. ${listedThere[0]}`,
      fix: fixes.siteUrl(site.origin),
    })
  }
  if (addresses.length === 0) problems.push({ text: 'it lists no page', fix: fixes.deploy })
  const paths = addresses.flatMap((address) => {
    try {
      return [new URL(address).pathname]
    } catch {
      return []
    }
  })
  return {
    check: check(name, `${addresses.length} addresses, all on ${site.origin}`, problems),
    paths,
  }
}

/** A picture a page names for share cards, on the site's origin: there, and a picture. */
async function sharePictureProblems(site: LiveSite, address: string): Promise<Problem[]> {
  const answer = await site.get(new URL(address).pathname)
  const wrong = unexpected(answer, 200)
  if (wrong) return [{ text: `the share picture ${address} ${wrong}`, fix: fixes.deploy }]
  const type = answer.ok ? (answer.headers.get('content-type') ?? '') : ''
  if (!type.startsWith('image/'))
    return [
      {
        text: `the share picture ${address} is ${type || 'of no type'}, not an image`,
        fix: fixes.deploy,
      },
    ]
  return []
}

/**
 * One page (or alias) of the live site: two checks, its addresses (canonical link, og:url and
 * share pictures on the site's origin, indexed or not as it should be) and its policy and headers.
 */
async function checkPage(site: LiveSite, page: PickedPage): Promise<Check[]> {
  const name = `${page.label} ${page.path}`
  const answer = await site.get(page.path)
  const wrong = unexpected(answer, 200)
  if (wrong || !answer.ok) return [check(name, '', [{ text: wrong as string, fix: fixes.deploy }])]
  const type = answer.headers.get('content-type') ?? ''
  if (!type.startsWith('text/html'))
    return [
      check(name, '', [
        { text: `answers ${type || 'no content type'}, not a page`, fix: fixes.deploy },
      ]),
    ]
  const head = readPageHead(answer.body)
  const expected = new URL(page.canonicalPath, site.origin).href
  const links: Problem[] = []
  const named: [string, string][] = []
  for (const [what, values] of [
    ['canonical link', head.canonical],
    ['og:url', head.ogUrl],
    ['og:image', head.ogImage],
  ] as const) {
    if (values.length !== 1) {
      links.push({
        text: `${values.length === 0 ? 'no' : values.length} ${what}`,
        fix: fixes.postbuild,
      })
    } else named.push([what, values[0] as string])
  }
  for (const value of head.twitterImage) named.push(['twitter:image', value])
  const off = offOrigin(named, site.origin).map((problem) => ({
    ...problem,
    text: `its ${problem.text}`,
  }))
  links.push(...off)
  if (off.length === 0) {
    for (const [what, value] of named.slice(0, 2))
      if (what !== 'og:image' && value !== expected)
        links.push({ text: `its ${what} is ${value}, not ${expected}`, fix: fixes.postbuild })
    const pictures = new Set([...head.ogImage, ...head.twitterImage])
    for (const picture of pictures) links.push(...(await sharePictureProblems(site, picture)))
  }
  const noindex = [...head.robots, answer.headers.get('x-robots-tag') ?? ''].some((value) =>
    /\bnoindex\b|\bnone\b/i.test(value),
  )
  if (page.alias && !noindex)
    links.push({
      text: `it is a second address of ${page.canonicalPath} and carries no noindex`,
      fix: fixes.postbuild,
    })
  if (!page.alias && noindex)
    links.push({ text: 'it carries noindex: search engines drop it', fix: fixes.production })
  const canonical = page.alias
    ? `its main page's address, ${page.canonicalPath}`
    : "the page's own address"
  const picture = head.ogImage.some((address) => address.includes(shareCardFolder))
    ? 'card'
    : 'picture'
  const linksPassed = `canonical link and og:url are ${canonical}, its share ${picture} answers, all on ${site.origin}; ${page.alias ? 'noindex' : 'indexed'}`
  const headerProblems = siteHeaderProblems(answer.headers).map((text) => ({
    text,
    fix: fixes.headers,
  }))
  const pageProblems = pagePolicyProblems(answer.body, page.path).map((text) => ({
    text,
    fix: fixes.postbuild,
  }))
  return [
    check(`${name}: addresses`, linksPassed, links),
    check(
      `${name}: policy`,
      'its own strict Content-Security-Policy as the build writes it, and the site-wide headers',
      [...headerProblems, ...pageProblems],
    ),
  ]
}

/** An unknown address: status 404, the site's own 404 page, with its policy and the headers. */
async function checkNotFound(site: LiveSite): Promise<Check> {
  const path = `/check-live-${randomBytes(6).toString('hex')}/`
  const name = `unknown address ${path}`
  const answer = await site.get(path)
  if (!answer.ok)
    return check(name, '', [{ text: `no answer (${answer.reason})`, fix: fixes.notFound }])
  const problems: Problem[] = []
  if (answer.status !== 404) {
    const soft =
      answer.status === 200 ? ' (a "soft 404": search engines may index any mistyped address)' : ''
    problems.push({ text: `answers ${answer.status}, not 404${soft}`, fix: fixes.notFound })
  }
  // The 404 page at its own address (hosts answer /404.html, or redirect it to /404).
  let own = await site.get(notFoundPath)
  for (let hops = 0; own.ok && own.status >= 300 && own.status < 400 && hops < 3; hops++)
    own = await site.get(own.headers.get('location') ?? notFoundPath)
  if (!own.ok || own.status !== 200 || own.body !== answer.body)
    problems.push({
      text: `the page it shows is not the site's 404 page (${notFoundPath})`,
      fix: fixes.notFound,
    })
  problems.push(...siteHeaderProblems(answer.headers).map((text) => ({ text, fix: fixes.headers })))
  if (answer.headers.get('content-type')?.startsWith('text/html'))
    problems.push(
      ...pagePolicyProblems(answer.body, path).map((text) => ({ text, fix: fixes.postbuild })),
    )
  return check(
    name,
    `404 with the site's own 404 page, its strict policy and the site-wide headers`,
    problems,
  )
}

/** robots.txt: there, naming the sitemap on this origin, and not closing the site to crawlers. */
async function checkRobots(site: LiveSite): Promise<Check> {
  const name = 'robots.txt'
  const answer = await site.get('/robots.txt')
  const wrong = unexpected(answer, 200)
  if (wrong || !answer.ok)
    return check(name, '', [{ text: `/robots.txt ${wrong}`, fix: fixes.deploy }])
  const robots = readRobots(answer.body)
  const sitemap = `${site.origin}/sitemap.xml`
  const problems: Problem[] = []
  if (robots.sitemaps.length === 0)
    problems.push({ text: 'it names no sitemap', fix: fixes.deploy })
  problems.push(
    ...offOrigin(
      robots.sitemaps.map((named) => ['its sitemap', named]),
      site.origin,
    ),
  )
  if (robots.sitemaps.length > 0 && !robots.sitemaps.includes(sitemap) && problems.length === 0)
    problems.push({
      text: `it names ${robots.sitemaps.join(', ')}, not ${sitemap}`,
      fix: fixes.deploy,
    })
  if (robots.disallowsAll)
    problems.push({
      text: 'it closes the whole site to every crawler ("Disallow: /" for "User-agent: *")',
      fix: fixes.production,
    })
  return check(name, `names ${sitemap} and lets crawlers in`, problems)
}

/** How long ago, in words: "4 minutes", "3 hours", "2 days". */
export function age(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  const [count, unit] =
    minutes < 120
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / 1440), 'day']
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/**
 * The build record: readable from the Studio's origin (its CORS headers, as the Studio's
 * browser fetch needs them: studio/live-status/read-live-site.ts), never cached without asking,
 * and what it says (how old the build is, which content it was built from). The record comes
 * back for the redirect checks.
 */
async function checkBuildRecord(
  site: LiveSite,
  studio: string | undefined,
): Promise<{ checks: Check[]; record: BuildRecord | undefined }> {
  const name = `build record ${buildRecordPath}`
  const answer = await site.get(buildRecordPath, { origin: studio })
  const wrong = unexpected(answer, 200)
  if (wrong || !answer.ok)
    return {
      checks: [check(name, '', [{ text: wrong as string, fix: fixes.deploy }])],
      record: undefined,
    }
  let record: BuildRecord | string
  try {
    record = parseBuildRecord(JSON.parse(answer.body))
  } catch {
    record = 'it is not JSON'
  }
  const problems: Problem[] = []
  if (typeof record === 'string') problems.push({ text: record, fix: fixes.deploy })
  const allowed = answer.headers.get('access-control-allow-origin')
  if (!studio) {
    problems.push({
      text: `no Studio origin to check it with (it lets ${allowed ?? 'no other site'} read it)`,
      fix: "Give the Studio's address: --studio https://<name>.sanity.studio, or SANITY_STUDIO_URL in .env.",
    })
  } else if (allowed === null) {
    problems.push({
      text: `the Studio at ${studio} cannot read it: no Access-Control-Allow-Origin`,
      fix: fixes.studioUrl(studio),
    })
  } else if (allowed === '*') {
    problems.push({
      text: 'every site may read it (Access-Control-Allow-Origin: *)',
      fix: fixes.headers,
    })
  } else if (allowed !== studio) {
    problems.push({
      text: `it lets ${allowed} read it, not the Studio at ${studio}`,
      fix: fixes.studioUrl(studio),
    })
  }
  const exposed = (answer.headers.get('access-control-expose-headers') ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
  if (studio && allowed === studio && !exposed.includes('date'))
    problems.push({
      text: 'the Studio cannot read its Date header (Access-Control-Expose-Headers)',
      fix: fixes.studioUrl(studio),
    })
  if (!/\bno-cache\b|\bno-store\b/.test(answer.headers.get('cache-control') ?? ''))
    problems.push({
      text: 'it may be cached (no Cache-Control: no-cache): the Studio would show a Publish as not live',
      fix: fixes.headers,
    })
  const readable = check(
    name,
    `readable from the Studio at ${studio}, never cached without asking`,
    problems,
  )
  if (typeof record === 'string') return { checks: [readable], record: undefined }
  const siteNow = Date.parse(answer.headers.get('date') ?? '')
  const built = `built ${age((Number.isNaN(siteNow) ? Date.now() : siteNow) - Date.parse(record.builtAt))} ago (${record.builtAt})`
  const source: Problem[] =
    record.projectId === null
      ? [
          {
            text: `${built} from the repository's test content, not from Sanity`,
            fix: fixes.content,
          },
        ]
      : []
  return {
    checks: [
      readable,
      check(
        'build',
        `${built} from project "${record.projectId}", dataset "${record.dataset}"`,
        source,
      ),
    ],
    record,
  }
}

/** Each redirect the build wrote: its status and Location, and a target on the site that answers. */
async function checkRedirects(site: LiveSite, record: BuildRecord | undefined): Promise<Check[]> {
  if (!record)
    return [
      {
        outcome: 'skip',
        name: 'redirects',
        detail: 'not checked: the build record could not be read',
      },
    ]
  if (!Array.isArray(record.redirects))
    return [
      check('redirects', '', [
        {
          text: 'the build record lists none: it was written by a build older than check-live',
          fix: 'Rebuild and redeploy the site.',
        },
      ]),
    ]
  if (record.redirects.length === 0)
    return [{ outcome: 'pass', name: 'redirects', detail: 'the build wrote none' }]
  return Promise.all(
    record.redirects.map(async (redirect) => {
      const name = `redirect ${redirect.from}`
      if (
        typeof redirect?.from !== 'string' ||
        !redirect.from.startsWith('/') ||
        typeof redirect.to !== 'string' ||
        typeof redirect.status !== 'number'
      )
        return check('redirects', '', [
          {
            text: `the build record lists a redirect that is not one: ${JSON.stringify(redirect)}`,
            fix: 'Rebuild and redeploy the site.',
          },
        ])
      const answer = await site.get(redirect.from)
      const target = new URL(redirect.to, site.origin)
      const problems: Problem[] = []
      const location = answer.ok ? answer.headers.get('location') : null
      if (!answer.ok) problems.push({ text: `no answer (${answer.reason})`, fix: fixes.redirects })
      else if (
        answer.status !== redirect.status ||
        location === null ||
        new URL(location, answer.url).href !== target.href
      )
        problems.push({
          text: `answers ${answer.status}${location ? ` to ${location}` : ''}, not ${redirect.status} to ${redirect.to}`,
          fix: fixes.redirects,
        })
      else if (target.origin === site.origin) {
        const landing = await site.get(target.pathname)
        const landed = unexpected(landing, 200)
        if (landed)
          problems.push({
            text: `its target ${target.pathname} ${landed}`,
            fix: 'Point the redirect at a page that exists (Studio → Redirects), then Publish.',
          })
      }
      return check(name, `${redirect.status} to ${redirect.to}`, problems)
    }),
  )
}

/**
 * The addresses the site served before that its build no longer answers (the record's `lost`,
 * studio/lib/served-addresses.ts): each still answering 404 fails, with the redirect that fixes
 * it when the build named one. Nothing to say for a record from before the list was kept.
 */
async function checkLostAddresses(
  site: LiveSite,
  record: BuildRecord | undefined,
): Promise<Check[]> {
  if (!record?.lost) return []
  const name = 'addresses served before'
  const answers = await Promise.all(record.lost.map((lost) => site.get(lost.path)))
  const gone = record.lost.filter((_, index) => {
    const answer = answers[index] as Answer
    return !answer.ok || answer.status === 404
  })
  const problems = gone.map((lost) => ({
    text: `${lost.path} now answers 404${lost.to ? ` (a redirect to ${lost.to} fixes it)` : ''}`,
    fix: 'Add a redirect for each in the Studio (Redirects, or the Live site tool), then Publish.',
  }))
  const none = record.lost.length === 0 ? 'none lost' : 'each lost one answers again'
  return [check(name, `${none}: every address the site served still answers`, problems)]
}

/**
 * Every check of the live site at `origin`, in report order. The Studio's origin (undefined when
 * none was given) is the one /build.json must let read it. When the home page gives no answer at
 * all, the report is that one line: nothing else would answer either.
 */
export async function checkLiveSite(
  origin: string,
  studio: string | undefined,
  options: { timeoutMs?: number } = {},
): Promise<Check[]> {
  const site = new LiveSite(origin, options)
  const home = await site.get('/')
  if (!home.ok) {
    return [
      check('site', '', [
        {
          text: `${origin} could not be reached: ${home.reason}`,
          fix: "Check the address (the one visitors use, e.g. https://www.…), that the site is deployed, and this computer's connection.",
        },
      ]),
    ]
  }
  const sitemap = await checkSitemap(site)
  const { pages, missing } = pickPages(sitemap.paths)
  const skipped: Check[] = missing.map((pageType) =>
    pageType.slugField === undefined && pageType.indexed
      ? check(pageType.label, '', [
          { text: `the sitemap does not list it (${pageType.path('')})`, fix: fixes.deploy },
        ])
      : {
          outcome: 'skip',
          name: pageType.label,
          detail: pageType.indexed
            ? 'none in the sitemap, so none to check'
            : 'never in the sitemap (not indexed), so none to check',
        },
  )
  const [pageChecks, notFound, robots, build] = await Promise.all([
    Promise.all(pages.map((page) => checkPage(site, page))),
    checkNotFound(site),
    checkRobots(site),
    checkBuildRecord(site, studio),
  ])
  const [redirects, lost] = await Promise.all([
    checkRedirects(site, build.record),
    checkLostAddresses(site, build.record),
  ])
  return [
    sitemap.check,
    ...pageChecks.flat(),
    ...skipped,
    notFound,
    robots,
    ...build.checks,
    ...redirects,
    ...lost,
  ]
}

/** The report: one line per check, then the summary. */
export function formatReport(
  origin: string,
  checks: readonly Check[],
): { lines: string[]; passed: boolean } {
  const lines = checks.map(
    (one) =>
      `${one.outcome.toUpperCase().padEnd(4)}  ${one.name}: ${one.detail}${one.fix ? ` Fix: ${one.fix}` : ''}`,
  )
  const count = (outcome: Outcome) => checks.filter((one) => one.outcome === outcome).length
  const failed = count('fail')
  const skipped = count('skip') > 0 ? `, ${count('skip')} skipped` : ''
  lines.push(
    failed === 0
      ? `${origin}: all ${count('pass')} checks passed${skipped}.`
      : `${origin}: ${failed} of ${checks.length} checks failed (${count('pass')} passed${skipped}).`,
  )
  return { lines, passed: failed === 0 }
}
