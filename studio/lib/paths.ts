// Path rules for redirects, kept free of Sanity so they can be unit tested. The Studio's redirect
// validation feeds these functions the other redirects and the pages of the dataset; the pages'
// addresses and the build's own folders and files come from the site's registry of addresses.
//
// A redirect only redirects: its old address is a plain path and its new one a plain path or an
// https:// address. Cloudflare Pages reads `:name` placeholders and `*` splats in `_redirects`
// as patterns, and a redirect wins over a file that exists there
// (https://developers.cloudflare.com/pages/configuration/redirects/: "Redirects are always
// followed, regardless of whether or not an asset matches the incoming request"), so a pattern
// such as /:a/:b would send the site's own pictures and pages to another website.
import {
  buildFolders,
  hostFiles,
  redirectLimits,
  type SitePages,
  servicePath,
  siteAddresses,
  siteFiles,
  sitemapPartPattern,
} from '../../web/lib/routes.ts'

/** Folders the site build writes its own files into; a redirect there would break the site. */
const RESERVED_PREFIXES: readonly string[] = buildFolders

/** Files the site build writes besides its pages, and the host's rule files: a redirect would hide them. */
const SITE_FILES: readonly string[] = [...siteFiles, ...hostFiles]

/** A plain path: '/', then letters, digits and / _ . ~ % - only; '%' starts an escape such as %20. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9/_.~-]|%[0-9A-Fa-f]{2})*$/

/** What a new address on this site may add after its path: a ?query and a #anchor, plain too. */
const PLAIN_QUERY_AND_ANCHOR =
  /^(?:\?(?:[A-Za-z0-9_.~=&+-]|%[0-9A-Fa-f]{2})*)?(?:#[A-Za-z0-9_.~-]*)?$/

export type RedirectRule = { from: string; to: string }

/**
 * The form used to compare paths: no query or hash, no trailing slash (except for '/'), so
 * '/tyres', '/tyres/' and '/tyres/?a=1' are the same address.
 */
export function normalizePath(path: string): string {
  const bare = path.trim().split(/[?#]/, 1)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The redirect among `redirects` that starts at `path` (the same address by normalizePath). */
export function redirectFrom<Redirect extends RedirectRule>(
  redirects: readonly Redirect[],
  path: string,
): Redirect | undefined {
  const key = normalizePath(path)
  return redirects.find((redirect) => normalizePath(redirect.from) === key)
}

/** True for 'https://…', 'mailto:…' and any other address with a scheme. */
export function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(value.trim())
}

function hasDotSegment(path: string): boolean {
  return (
    path
      .split(/[?#]/, 1)[0]
      ?.split('/')
      .some((part) => part === '.' || part === '..') ?? false
  )
}

/** A sentence naming a character no plain address has, or undefined. */
function patternCharacterProblem(value: string): string | undefined {
  if (value.includes('\\')) {
    return "Remove the '\\': browsers read it as '/', so /\\example.com would open another website."
  }
  if (value.includes('*')) {
    return "Remove the '*': the host reads it as a wildcard matching many addresses, the site's own files among them. Add one redirect per old address."
  }
  if (/(^|\/):/.test(value) || (!isAbsoluteUrl(value) && value.includes(':'))) {
    return "Remove the ':': the host reads ':name' as a placeholder matching any part of an address, the site's own files among them. Write each old address in full."
  }
  if (/%(?![0-9A-Fa-f]{2})/.test(value)) {
    return "A '%' must start an escape such as %20 (a space): write the address as the browser shows it."
  }
  return undefined
}

/** What is wrong with a redirect's "from" path, in words an editor can act on. */
export function fromPathProblem(from: string): string | undefined {
  if (/\s/.test(from)) return 'Remove the spaces: a web address cannot contain spaces.'
  if (isAbsoluteUrl(from)) {
    return "Enter only the path after the domain, starting with '/', for example /old-page."
  }
  if (!from.startsWith('/')) return "Start with '/', for example /old-page."
  if (from.startsWith('//'))
    return "Start with a single '/': '//' would be read as another website."
  if (/[?#]/.test(from)) {
    return "Leave out '?' or '#' and everything after it: redirects match the path only."
  }
  const pattern = patternCharacterProblem(from)
  if (pattern) return pattern
  if (!PLAIN_PATH.test(from)) {
    return "Use only letters, digits and / _ . ~ % - in the old address (a space or other sign as %20 and the like, as the browser's address bar shows it)."
  }
  if (hasDotSegment(from)) return "Leave out '.' and '..' parts: write the full path."
  // Hosts may match letters in either case: compare in lower case.
  const path = normalizePath(from).toLowerCase()
  if (RESERVED_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix.toLowerCase()))) {
    return `Paths under ${RESERVED_PREFIXES.join(', ')} belong to the site's own files and cannot be redirected.`
  }
  if (SITE_FILES.some((file) => file.toLowerCase() === path) || sitemapPartPattern.test(path)) {
    return `${from} is a file the site build writes. A redirect here would hide it: choose an address that no longer exists.`
  }
  return undefined
}

/** What is wrong with a redirect's "to" address; undefined when fine. */
export function toPathProblem(to: string): string | undefined {
  if (/\s/.test(to)) return 'Remove the spaces: a web address cannot contain spaces.'
  if (isAbsoluteUrl(to)) {
    let url: URL
    try {
      url = new URL(to)
    } catch {
      return 'This is not a valid web address. Check it by opening it in your browser.'
    }
    if (url.protocol !== 'https:' || !/^https:\/\//i.test(to)) {
      return "Use a secure address starting with 'https://', or a path on this site starting with '/'."
    }
    if (!url.hostname.includes('.')) return 'The website name after https:// looks incomplete.'
    if (url.username || url.password) {
      return "Leave out the name and '@' before the website: write the address as https://example.com/page."
    }
    return patternCharacterProblem(to.slice('https://'.length))
  }
  if (!to.startsWith('/')) {
    return `Start with '/' for a page on this site (for example ${servicePath('mobile-tyre-fitting')}) or with 'https://' for another website.`
  }
  if (to.startsWith('//')) return "Start with a single '/': '//' would be read as another website."
  const pattern = patternCharacterProblem(to)
  if (pattern) return pattern
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? []
  if (!PLAIN_PATH.test(path) || !PLAIN_QUERY_AND_ANCHOR.test(rest)) {
    return "Use only letters, digits and / _ . ~ % - in the new address, then if needed a '?' part and a '#' anchor made of the same (a space or other sign as %20 and the like)."
  }
  if (hasDotSegment(to)) return "Leave out '.' and '..' parts: write the full path."
  return undefined
}

/**
 * The redirect's line in `_redirects` (`from to 301`) against the host's limit on its length;
 * undefined when it fits.
 */
export function redirectLineProblem({ from, to }: RedirectRule): string | undefined {
  const length = `${from} ${to} 301`.length
  if (length <= redirectLimits.lineLength) return undefined
  return `The old and new address together make a redirect of ${length.toLocaleString('en-GB')} characters; the host reads at most ${redirectLimits.lineLength.toLocaleString('en-GB')}. Shorten the new address.`
}

/** Every page the site renders, keyed by normalised path, with a readable name. */
function pageRoutes(pages: SitePages): Map<string, string> {
  return new Map(
    siteAddresses(pages).map((address) => [normalizePath(address.path), address.label]),
  )
}

/** A sentence naming the page at `path` (or its file, …/index.html), or undefined when no page lives there. */
export function pageRouteProblem(path: string, pages: SitePages): string | undefined {
  const folder = normalizePath(path).replace(/\/index\.html$/i, '') || '/'
  const page = pageRoutes(pages).get(folder)
  if (!page) return undefined
  return `${path} is ${page} on this site. A redirect here would hide that page: choose an address that no longer exists.`
}

/** True when `to` is an address inside this site (a path, not another website). */
function isInternal(to: string): boolean {
  return !isAbsoluteUrl(to)
}

/**
 * Problems with a redirect's "from" against the other redirects: another redirect already starts
 * there, or another redirect leads here (visitors would be redirected twice).
 */
export function fromConflicts(candidate: RedirectRule, others: readonly RedirectRule[]): string[] {
  const from = normalizePath(candidate.from)
  const problems: string[] = []
  for (const other of others) {
    if (normalizePath(other.from) === from) {
      problems.push(
        `Another redirect already starts from ${other.from} (to ${other.to}). Edit that one instead of adding a second.`,
      )
    }
  }
  for (const other of others) {
    if (isInternal(other.to) && normalizePath(other.to) === from) {
      problems.push(
        `The redirect from ${other.from} already sends visitors to ${candidate.from}, so they would be redirected twice. Point that redirect straight at the final address instead.`,
      )
    }
  }
  return problems
}

/**
 * Problems with a redirect's "to" against its own "from" and the other redirects: pointing at
 * itself, at another redirect (a chain) or round in a loop.
 */
export function toConflicts(candidate: RedirectRule, others: readonly RedirectRule[]): string[] {
  if (!isInternal(candidate.to)) return []
  const start = normalizePath(candidate.from)
  const target = normalizePath(candidate.to)
  if (target === start) {
    return ['This redirect points at its own address, so the page would never load.']
  }
  const next = new Map<string, RedirectRule>()
  for (const other of others) {
    if (!next.has(normalizePath(other.from))) next.set(normalizePath(other.from), other)
  }
  const first = next.get(target)
  if (!first) return []

  const trail = [candidate.from, candidate.to]
  const seen = new Set([start, target])
  let rule: RedirectRule | undefined = first
  while (rule && isInternal(rule.to)) {
    const hop = normalizePath(rule.to)
    trail.push(rule.to)
    if (hop === start) {
      return [
        `These redirects go round in a loop: ${trail.join(' → ')}. Visitors would never reach a page: point one of them at a real page.`,
      ]
    }
    if (seen.has(hop)) break
    seen.add(hop)
    rule = next.get(hop)
  }
  return [
    `${candidate.to} is itself redirected to ${first.to}, so visitors would be redirected twice. Point this redirect straight at ${first.to}.`,
  ]
}
