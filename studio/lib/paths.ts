// Path rules for redirects, kept free of Sanity so they can be unit tested. The Studio's redirect
// validation feeds these functions the other redirects and the pages of the dataset; the pages'
// addresses and the build's own folders and files come from the site's registry of addresses.
import {
  buildFolders,
  type SitePages,
  servicePath,
  siteAddresses,
  siteFiles,
} from '../../web/lib/routes.ts'

/** Folders the site build writes its own files into; a redirect there would break the site. */
const RESERVED_PREFIXES: readonly string[] = buildFolders

/** Files the site build writes at the root besides its pages: a redirect there would hide them. */
const SITE_FILES: readonly string[] = siteFiles

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
  if (from.includes('*')) return 'Wildcards are not supported: add one redirect per old address.'
  if (hasDotSegment(from)) return "Leave out '.' and '..' parts: write the full path."
  if (RESERVED_PREFIXES.some((prefix) => `${normalizePath(from)}/`.startsWith(prefix))) {
    return `Paths under ${RESERVED_PREFIXES.join(', ')} belong to the site's own files and cannot be redirected.`
  }
  if (SITE_FILES.includes(normalizePath(from))) {
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
    if (url.protocol !== 'https:') {
      return "Use a secure address starting with 'https://', or a path on this site starting with '/'."
    }
    if (!url.hostname.includes('.')) return 'The website name after https:// looks incomplete.'
    return undefined
  }
  if (!to.startsWith('/')) {
    return `Start with '/' for a page on this site (for example ${servicePath('mobile-tyre-fitting')}) or with 'https://' for another website.`
  }
  if (to.startsWith('//')) return "Start with a single '/': '//' would be read as another website."
  if (hasDotSegment(to)) return "Leave out '.' and '..' parts: write the full path."
  return undefined
}

/** Every page the site renders, keyed by normalised path, with a readable name. */
export function pageRoutes(pages: SitePages): Map<string, string> {
  return new Map(
    siteAddresses(pages).map((address) => [normalizePath(address.path), address.label]),
  )
}

/** A sentence naming the page at `path`, or undefined when no page lives there. */
export function pageRouteProblem(path: string, pages: SitePages): string | undefined {
  const page = pageRoutes(pages).get(normalizePath(path))
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
