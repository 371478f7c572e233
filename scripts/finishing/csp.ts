// A strict Content-Security-Policy for one page of the static export: every inline <script> and
// <style> the page carries is allowed by its sha256 hash, everything else only from 'self'.
// The HTML is read with parse5 (the WHATWG parsing algorithm, as browsers run it), so the text
// that is hashed is exactly the text the browser hashes: raw script and style text, with the
// parser's own newline normalisation and nothing decoded. Whatever a hash cannot allow
// (style="" and on…="" attributes, javascript: links) or 'self' does not cover (another origin)
// is reported as a problem naming the file, the line and the attribute.
import { createHash } from 'node:crypto'
import type { DefaultTreeAdapterTypes } from 'parse5'
import { BuiltPage, contentRange } from './page.ts'
import type { ExpectedScript } from './page-scripts.ts'

type Element = DefaultTreeAdapterTypes.Element

export type PageSources = {
  /** CSP source expressions ('sha256-…') for the page's inline scripts, in document order. */
  scriptHashes: string[]
  /** CSP source expressions ('sha256-…') for the page's inline <style> elements. */
  styleHashes: string[]
}

export type PageInspection = PageSources & { problems: string[] }

export class CspError extends Error {
  override name = 'CspError'
  readonly problems: string[]
  constructor(problems: string[]) {
    super(
      `${problems.length} problem(s) stand in the way of a strict Content-Security-Policy:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    )
    this.problems = problems
  }
}

/** Base64 of the SHA-256 of the text's UTF-8 bytes (what CSP hashes). */
export function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64')
}

/** The CSP source expression allowing an inline element whose text is `text`. */
export function hashSource(text: string): string {
  return `'sha256-${sha256Base64(text)}'`
}

/**
 * The hash of the empty string. Emotion's runtime creates empty <style> elements and fills them
 * through the CSSOM (insertRule), which CSP does not govern; this hash lets those elements in.
 */
export const EMPTY_STRING_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

// The HTML standard's JavaScript MIME type essences: a <script type> that is none of these (nor
// module, importmap or speculationrules, which CSP also checks) is a data block, e.g. JSON-LD.
const JAVASCRIPT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])
const CHECKED_SCRIPT_TYPES = new Set(['module', 'importmap', 'speculationrules'])

/** True when the browser runs (or CSP checks) the script; false for data blocks such as JSON-LD. */
export function isExecutableScript(type: string | undefined, language?: string): boolean {
  if (type === undefined) {
    if (language === undefined || language === '') return true
    return JAVASCRIPT_MIME_TYPES.has(`text/${language.toLowerCase()}`)
  }
  const essence = type.trim().toLowerCase()
  if (essence === '') return true
  return CHECKED_SCRIPT_TYPES.has(essence) || JAVASCRIPT_MIME_TYPES.has(essence)
}

// Link relations that make the browser fetch the href under this policy.
const FETCHING_LINK_RELATIONS = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'icon',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
])
// Elements this policy blocks whatever their address (frame-src, object-src, media-src: 'none').
const BLOCKED_ELEMENTS = new Map([
  ['iframe', 'frames'],
  ['frame', 'frames'],
  ['object', 'plugins'],
  ['embed', 'plugins'],
  ['video', 'media'],
  ['audio', 'media'],
])

// Relative addresses resolve against this stand-in origin; anything that leaves it is off-site.
const PAGE_ORIGIN = 'https://page.invalid'

function resolvesOffSite(address: string): boolean {
  try {
    return new URL(address, `${PAGE_ORIGIN}/page/`).origin !== PAGE_ORIGIN
  } catch {
    return true
  }
}

function originOf(address: string): string {
  try {
    return new URL(address, `${PAGE_ORIGIN}/page/`).origin
  } catch {
    return ''
  }
}

function isDataUrl(address: string): boolean {
  return /^\s*data:/i.test(address)
}

function srcsetAddresses(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((address) => address !== '')
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

/**
 * A script's or style's text as the browser hashes it: the raw text, with the parser's newline
 * normalisation (CR LF and CR become LF) and NUL made U+FFFD, nothing decoded.
 */
function rawText(page: BuiltPage, element: Element): string {
  const content = contentRange(element)
  const text = content ? page.text(content) : ''
  return text.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD')
}

function quote(value: string): string {
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value
  return JSON.stringify(shown)
}

/**
 * What a policy allows besides 'self': the origins pictures may come from (the preview's CDN);
 * and, when given, the only inline scripts the page may carry (scripts/finishing/page-scripts.ts): any
 * other is a problem, not a hash.
 */
export type PolicyOrigins = {
  imageOrigins?: readonly string[]
  expectedScripts?: readonly ExpectedScript[]
}

/**
 * Reads one page: the hashes its inline scripts and styles need, and every problem a strict
 * policy cannot allow. `file` only labels the messages.
 */
export function inspectPage(
  html: string,
  file: string,
  origins: PolicyOrigins = {},
): PageInspection {
  return inspectBuiltPage(new BuiltPage(html, file), file, origins)
}

/**
 * inspectPage on a page postbuild has parsed and edited (scripts/finishing/page.ts): what it reads is
 * the page as it is now (removed elements left out).
 */
export function inspectBuiltPage(
  page: BuiltPage,
  file: string,
  { imageOrigins = [], expectedScripts }: PolicyOrigins = {},
): PageInspection {
  const imageOffSite = (address: string): boolean =>
    !isDataUrl(address) && resolvesOffSite(address) && !imageOrigins.includes(originOf(address))
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>()
  const problems: string[] = []

  for (const element of page.elements) {
    if (!page.holds(element)) continue
    const tag = element.tagName
    const where = (name?: string): string => {
      const location =
        (name ? element.sourceCodeLocation?.attrs?.[name] : undefined) ?? element.sourceCodeLocation
      if (!location) return file
      const { line, column } = page.position(location.startOffset)
      return `${file}:${line}:${column}`
    }
    const offSite = (what: string, address: string, name: string): void => {
      problems.push(
        `${where(name)}: <${tag} ${name}=${quote(address)}> loads ${what} from another origin; ` +
          `the policy allows only 'self' (serve it from this site with a root-relative address)`,
      )
    }

    for (const { name, value } of element.attrs) {
      if (name === 'style') {
        problems.push(
          `${where(name)}: <${tag}> has a style attribute (style=${quote(value)}); a strict CSP ` +
            `blocks inline style attributes (hashes would need 'unsafe-hashes'): use a class`,
        )
      } else if (name.length > 2 && name.startsWith('on')) {
        problems.push(
          `${where(name)}: <${tag}> has an inline event handler attribute ` +
            `(${name}=${quote(value)}); a strict CSP blocks it: attach the handler in script`,
        )
      } else if (name === 'href' && /^\s*javascript:/i.test(value)) {
        problems.push(
          `${where(name)}: <${tag}> has a javascript: address (href=${quote(value)}); ` +
            `a strict CSP blocks it: use a button with a handler`,
        )
      }
    }

    if (tag === 'script') {
      const src = attribute(element, 'src')
      const text = src === undefined ? rawText(page, element) : ''
      const attributes = Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]))
      if (src !== undefined) {
        if (resolvesOffSite(src)) offSite('a script', src, 'src')
      } else if (
        expectedScripts &&
        !expectedScripts.some((expected) => expected.matches({ attributes, text }))
      ) {
        problems.push(
          `${where()}: an inline <script> the site does not write (${quote(text)}); a page carries ` +
            `only ${expectedScripts.map((expected) => expected.name).join(' and ')}. Find what ` +
            'put it in the page (a component writing raw HTML, content that escaped React, an edit ' +
            'to the build) and remove it: it is not hashed into the policy',
        )
      } else if (isExecutableScript(attribute(element, 'type'), attribute(element, 'language'))) {
        scriptHashes.add(hashSource(text))
      }
    } else if (tag === 'style') {
      styleHashes.add(hashSource(rawText(page, element)))
    } else if (tag === 'link') {
      const relations = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/)
      const href = attribute(element, 'href')
      if (href !== undefined && relations.some((rel) => FETCHING_LINK_RELATIONS.has(rel))) {
        const what = relations.includes('stylesheet') ? 'a stylesheet' : `a ${relations.join(' ')}`
        if (resolvesOffSite(href)) offSite(what, href, 'href')
      }
    } else if (tag === 'img' || tag === 'source') {
      const src = attribute(element, 'src')
      if (src !== undefined && imageOffSite(src)) offSite('an image', src, 'src')
      for (const address of srcsetAddresses(attribute(element, 'srcset') ?? '')) {
        if (imageOffSite(address)) offSite('an image', address, 'srcset')
      }
    } else if (tag === 'base') {
      problems.push(`${where()}: <base> element; the policy has base-uri 'none'`)
    } else if (BLOCKED_ELEMENTS.has(tag)) {
      problems.push(
        `${where()}: <${tag}> element; the policy allows no ${BLOCKED_ELEMENTS.get(tag)} ` +
          `(default-src 'none')`,
      )
    }
  }
  return { scriptHashes: [...scriptHashes], styleHashes: [...styleHashes], problems }
}

/** The page's hashes; throws a CspError listing every problem when there is any. */
export function analysePage(html: string, file: string): PageSources {
  const { problems, ...sources } = inspectPage(html, file)
  if (problems.length > 0) throw new CspError(problems)
  return sources
}

/** Directives a <meta http-equiv> policy cannot carry: browsers ignore them there (and say so). */
export const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/**
 * What no page of the site ever needs, whatever it holds: no form posts, no <base>, no framing,
 * no plugins, and no plain-http requests. The site-wide header carries these (siteHeaderPolicy),
 * so the static pages' own policies need not repeat them; the preview's policy includes them.
 */
const siteWide = (frameAncestors: readonly string[]): string[][] => [
  ['form-action', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', ...(frameAncestors.length > 0 ? frameAncestors : ["'none'"])],
  ['object-src', "'none'"],
  ['upgrade-insecure-requests'],
]

/**
 * The page's whole policy: nothing by default, 'self' and the page's own hashes for what it uses,
 * pictures from 'self' and `imageOrigins` (the preview's image CDN), and the site-wide
 * directives. Sent in two parts: sitePolicy as a header, metaPolicy in the page.
 */
export function buildPolicy(
  { scriptHashes, styleHashes }: PageSources,
  { imageOrigins = [] }: PolicyOrigins = {},
): string {
  const styles = [...new Set([...styleHashes, EMPTY_STRING_HASH])]
  const directives: string[][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...new Set(scriptHashes)],
    ['style-src', "'self'", ...styles],
    ['img-src', "'self'", 'data:', ...imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ...siteWide([]),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * The site-wide Content-Security-Policy header, sent with every response (the 404 for any path
 * included): only what holds whatever the page, so it never needs a page's hashes and never
 * grows with the site. A browser enforces it and the page's meta policy both.
 */
export function sitePolicy(frameAncestors: readonly string[] = []): string {
  return siteWide(frameAncestors)
    .map((directive) => directive.join(' '))
    .join('; ')
}

/** The static site's: no site may frame it. (The preview's lets the Studio: preview-headers.ts.) */
export const siteHeaderPolicy = sitePolicy()

/** The directive that has the browser ask for every http: address of the page over https. */
export const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests'

/**
 * The policy as a server that answers over plain http sends it (`npm start`, `npm run serve`, the
 * local preview): without upgrade-insecure-requests, which is right only where the pages
 * themselves come over https, as on both hosts. WebKit (Safari) applies it to 127.0.0.1 and
 * localhost too, where Chromium and Firefox exempt loopback: over plain http it asked for the
 * islands' entry at https://127.0.0.1:3000/_islands/…, so no island ran. Every other directive
 * stays; the hosts send the policy whole (siteHeaderPolicy).
 */
export function policyOverPlainHttp(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(
      (directive) =>
        directive !== '' && directive.split(/\s+/)[0]?.toLowerCase() !== UPGRADE_INSECURE_REQUESTS,
    )
    .join('; ')
}

/**
 * The page's policy as its own <meta http-equiv="Content-Security-Policy"> carries it: the fetch
 * directives, with the page's hashes; what the site-wide header carries (siteHeaderPolicy: a
 * meta policy could not carry frame-ancestors anyway) is left to it. connect-src 'self' is on
 * every page: the postcode check's islands fetch the site's own table (web/components/home/
 * coverage-section.tsx), and Lighthouse's SEO audit (PageSpeed Insights) reads /robots.txt from
 * inside the page under its policy (GoogleChrome/lighthouse#16597). Connections to the site's
 * own public files give a script nothing it could not already load, and only the hashed scripts
 * run; every other origin stays blocked.
 */
export function metaPolicy(sources: PageSources, origins: PolicyOrigins = {}): string {
  const left = new Set([...siteWide([]).map(([name]) => name), ...headerOnlyDirectives])
  return buildPolicy(sources, origins)
    .split('; ')
    .filter((directive) => !left.has(directive.split(' ')[0] ?? ''))
    .join('; ')
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/

/** The policy the page carries in its meta element, or undefined when it has none. */
export function pageMetaPolicy(html: string): string | undefined {
  return META_POLICY.exec(html)?.[1]?.replaceAll('&amp;', '&')
}

/**
 * The page with its policy as the first element of <head> after <meta charset> (which must stay
 * within the first 1,024 bytes): before any script, style or link it governs, as a meta policy
 * applies only to what follows it. A policy already there is replaced, never doubled.
 */
export function withMetaPolicy(html: string, policy: string, file: string): string {
  const element = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;')}">`
  const cleaned = html.replace(META_POLICY, '')
  const head = /<head(?:\s[^>]*)?>(?:<meta charset="[^"]*"\/?>)?/i.exec(cleaned)
  if (!head) throw new CspError([`${file}: no <head> to put the Content-Security-Policy in`])
  const at = head.index + head[0].length
  return `${cleaned.slice(0, at)}${element}${cleaned.slice(at)}`
}
