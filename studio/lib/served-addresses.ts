// The addresses a build served, kept from build to build: every build record (/build.json)
// lists the page addresses the build wrote and its redirects, and the addresses an earlier build
// served that nothing answers any more (`lost`), each with the redirect that would fix it when
// there is an obvious one. The build compares its own addresses with the live site's record
// (scripts/build/build-record.ts, scripts/build/postbuild.ts) and names the lost ones in its log;
// the Studio's Live site tool (studio/live-status/tool.tsx) lists them, with a one-click redirect.
// Pure, so both sides share it and served-addresses.test.ts drives every case.
import { type PageType, pageTypes } from '../../web/lib/routes.ts'
import { isAbsoluteUrl, normalizePath, redirectFrom } from './paths.ts'

type ServedRedirect = { from: string; to: string }

/** An address a visitor may still use that now answers 404, and where it should lead. */
export type LostAddress = {
  path: string
  /** The obvious target of a redirect that fixes it, when there is one. */
  to?: string
}

/** What a build served: its pages' addresses and its redirects. */
export type ServedAddresses = {
  /** Every page address the build wrote (main addresses and aliases), sorted. */
  addresses: string[]
  redirects: ServedRedirect[]
  /** Addresses served before that this build answers with 404, until a page or redirect does. */
  lost: LostAddress[]
}

/** A page's address from its file in the export ('areas/bath/index.html' → '/areas/bath/'). */
export function addressOfFile(file: string): string {
  return `/${file.replaceAll('\\', '/').replace(/(^|\/)index\.html$/, '$1')}`
}

function patternOf(path: (slug: string) => string): RegExp {
  const placeholder = 'SLUGPLACEHOLDER'
  const escaped = path(placeholder).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(placeholder, '[^/]+')}$`)
}

/** The page type whose address (or alias) pattern an address has, for a slug type. */
function pageTypeOfAddress(path: string): PageType | undefined {
  const address = `${normalizePath(path)}/`
  return (pageTypes as readonly PageType[]).find(
    (pageType) =>
      pageType.slugField !== undefined &&
      [pageType.path, ...pageType.aliases.map((alias) => alias.path)].some((builder) =>
        patternOf(builder).test(address),
      ),
  )
}

/**
 * The obvious target for a lost address: where it used to redirect to, the target an earlier
 * build suggested, or the page type's `removedTo` (the town index for a town's address).
 */
function obviousTarget(path: string, before: ServedAddresses): string | undefined {
  const key = normalizePath(path)
  return (
    redirectFrom(before.redirects, path)?.to ??
    before.lost.find((lost) => normalizePath(lost.path) === key)?.to ??
    pageTypeOfAddress(path)?.removedTo
  )
}

/**
 * The addresses `before` served (pages, redirects, and what it had already lost) that `now`
 * answers with neither a page nor a redirect, sorted, each with its obvious target.
 */
export function lostAddresses(
  before: ServedAddresses,
  now: Pick<ServedAddresses, 'addresses' | 'redirects'>,
): LostAddress[] {
  const answered = new Set(
    [...now.addresses, ...now.redirects.map((redirect) => redirect.from)].map(normalizePath),
  )
  const served = new Map<string, string>()
  for (const path of [
    ...before.addresses,
    ...before.redirects.map((redirect) => redirect.from),
    ...before.lost.map((lost) => lost.path),
  ]) {
    if (!isAbsoluteUrl(path) && !served.has(normalizePath(path))) {
      served.set(normalizePath(path), path)
    }
  }
  return [...served]
    .filter(([key]) => !answered.has(key))
    .map(([, path]) => {
      const to = obviousTarget(path, before)
      // A target on this site that is itself gone is no fix.
      return to && (isAbsoluteUrl(to) || answered.has(normalizePath(to))) ? { path, to } : { path }
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** The lost addresses as the build log says them, one line each. */
export function lostAddressLines(lost: readonly LostAddress[]): string[] {
  return lost.map((address) =>
    address.to
      ? `  ${address.path} (fix: a redirect to ${address.to})`
      : `  ${address.path} (fix: a redirect to the page that replaces it)`,
  )
}
