// Every route the content defines, read from the snapshot the build used by the site's registry
// of page types (web/lib/routes.ts).
import { readFileSync } from 'node:fs'
import { evaluateSync, parse, toJS } from 'groq-js'
import { snapshotPath } from '../../scripts/lib/env.ts'
import {
  type PageTypeName,
  type SitePages,
  siteAddresses,
  sitePagesQuery,
} from '../../web/lib/routes.ts'

export type Doc = {
  _id: string
  _type: string
  slug?: { current?: string }
  [key: string]: unknown
}

export function snapshotDocuments(): Doc[] {
  return readFileSync(snapshotPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
}

/**
 * The pages of the snapshot (or of another build's dataset), by document type, from the
 * registry's own query.
 */
export function snapshotPages(documents: readonly Doc[] = snapshotDocuments()): SitePages {
  return toJS(evaluateSync(parse(sitePagesQuery), { dataset: documents })) as SitePages
}

/**
 * `kind`: 'alias' for a page's second address, else its page type's name ('home', 'service', …);
 * `documentId`: the page's main document.
 */
export type SiteRoute = { path: string; kind: PageTypeName | 'alias'; documentId: string }

/**
 * Every address the build writes a page at, from the registry (web/lib/routes.ts): of the main
 * build, or of another build's `documents` (its dataset).
 */
export function siteRoutes(documents: readonly Doc[] = snapshotDocuments()): SiteRoute[] {
  return siteAddresses(snapshotPages(documents)).map((address) => ({
    path: address.path,
    kind: address.aliasOf === undefined ? (address.pageType.name as PageTypeName) : 'alias',
    documentId: address.document._id,
  }))
}

/**
 * The width tag for the walk over every route (tests/e2e/a11y.spec.ts). What the viewport changes
 * (where things are painted, so colour contrast; the header and its menu; button sizes) is the
 * page type's layout, the same whichever town or service fills it: the first page of each type
 * is walked at both widths, every other page once, at the desktop width (where the walk also
 * reads its metadata and content). A town alias's markup is its town page's
 * (tests/build/integrity.test.ts proves it): it is walked once, too.
 */
export function layoutTag(route: SiteRoute, firstOfItsType: boolean): { tag: string[] } {
  return { tag: firstOfItsType && route.kind !== 'alias' ? ['@layout'] : [] }
}
