// The pages the bench audits: one of each page type of the registry (web/lib/routes.ts), the
// first the site lists of that type in the dataset, the first page of its groups where the
// dataset has them (a county page of "Areas we cover", past 200 towns), then the 404 page. A new
// page type is audited without a change here.
import { type PageType, pageTypes } from '../../web/lib/routes.ts'
import type { SanityDocument } from '../lib/ndjson.ts'
import { datasetAddresses } from '../lib/site-addresses.ts'

/** One audited page: its kind (a page type's name, or '404') and its address. */
export type BenchPage = { type: string; path: string }

/**
 * Lighthouse refuses to audit a page answered with status 404, so the 404 page is audited at
 * /404, where Cloudflare Pages answers the same file (web/out/404.html) with status 200 (it
 * redirects /404/ and /404.html there: the round trips would be counted in the 404 page's first
 * paint and LCP, and not in its twin's).
 */
export const notFoundBenchPage: BenchPage = { type: '404', path: '/404' }

/**
 * The first page of every page type in `documents` (registry order), each followed by its first
 * group page if it has any (named by the group's field: 'county'), then the 404 page.
 */
export function benchPages(documents: readonly SanityDocument[]): BenchPage[] {
  const addresses = datasetAddresses(documents).filter((address) => address.aliasOf === undefined)
  const mains = addresses.filter((address) => address.group === undefined)
  const missing: string[] = []
  const audited = (pageTypes as readonly PageType[]).flatMap((pageType) => {
    const first = mains.find((address) => address.pageType === pageType)
    if (!first) missing.push(pageType.label)
    const group = addresses.find(
      (address) => address.pageType === pageType && address.group !== undefined,
    )
    return [
      ...(first ? [{ type: pageType.name, path: first.path }] : []),
      ...(group && pageType.groupPages
        ? [{ type: pageType.groupPages.field, path: group.path }]
        : []),
    ]
  })
  if (missing.length > 0) {
    throw new Error(
      `The bench's dataset has no page of ${missing.join(', ')}: add one to the fixture (scripts/content, npm run seed -- --out tests/fixtures/dataset.ndjson).`,
    )
  }
  return [...audited, notFoundBenchPage]
}
