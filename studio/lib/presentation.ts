// Which page shows which document, for the Presentation tool (studio/presentation.ts) and the
// "View live page" action, kept free of Sanity's runtime so a unit test can check it against
// the fixture: every location a document lists is a page the static build writes, and every
// page route leads back to its main document. Which pages show a document is derived, not
// listed: its own page, the pages that list its type (ShownDocuments in web/lib/routes.ts), the
// pages whose own document references it, and every page for what the header and footer show;
// lib/shown-types.ts gives a badge to exactly the types these rules can place on a page.
import type { DocumentLocation, DocumentLocationsState } from 'sanity/presentation'
import {
  everyPageShows,
  groupPagesFilter,
  groupRoutePattern,
  groupSegment,
  mainDocumentFilter,
  type PageType,
  pageTypes,
  routePatterns,
  type ShownDocuments,
  type SiteAddress,
  type SitePages,
  siteAddresses,
  sitePagesQuery,
} from '../../web/lib/routes.ts'
import { routableTypes, shownTypes } from './shown-types.ts'

export { routableTypes }

export type MainDocumentRoute = {
  route: string | string[]
  type: string
  filter: string
}

/**
 * The routes of web/app, as path patterns Presentation matches the previewed page against (it
 * uses path-to-regexp; a trailing slash is allowed), with the filter of each page's main
 * document. The first match wins: the registry lists the legal pages' catch-all last.
 */
export const mainDocumentRoutes: MainDocumentRoute[] = [
  ...(pageTypes as readonly PageType[]).map((pageType) => {
    const [main = '/', ...aliases] = routePatterns(pageType)
    return {
      route: aliases.length > 0 ? [main, ...aliases] : main,
      type: pageType.type,
      filter: mainDocumentFilter(pageType),
    }
  }),
  // The county pages of "Areas we cover" (GroupPages) share the towns' folder: after them, so a
  // town's address finds its town.
  ...(pageTypes as readonly PageType[]).flatMap((pageType) => {
    const filter = groupPagesFilter(pageType)
    return pageType.groupPages && filter
      ? [{ route: groupRoutePattern(pageType.groupPages), type: pageType.type, filter }]
      : []
  }),
]

/**
 * What the locations of one document (`$id`, its published id) need, in one query: the pages
 * there are, and the documents that reference it. Presentation runs it in the perspective the
 * editor is looking at, so a draft-only town lists its page too.
 */
export const locationIndexQuery = /* groq */ `{
  "pages": ${sitePagesQuery},
  "referencedBy": *[references($id)]._id
}`

export type LocationIndex = {
  pages: SitePages
  referencedBy: string[] | null
}

/** Draft and published ids name the same document. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, '')
}

/** A page, or the part of it that shows the document (`/#coverage`). */
function location(address: SiteAddress, part?: ShownDocuments): DocumentLocation {
  const name = address.document.title ?? address.document.slug ?? address.pageType.label
  const title = address.groupName === undefined ? name : `${name}: ${address.groupName}`
  return {
    title: part?.label ? `${title}: ${part.label}` : title,
    href: part?.anchor ? `${address.path}#${part.anchor}` : address.path,
  }
}

function state(locations: DocumentLocation[]): DocumentLocationsState {
  return locations.length > 0
    ? { locations }
    : { message: 'No page shows this document at the moment.', tone: 'caution' }
}

/**
 * The pages a document appears on, the most specific first: its own page; the pages that list
 * documents of its type (the home page's services, towns and contact form; the areas page's
 * towns); the pages whose own document references it (a testimonial on the service pages and
 * home page that pick it); every page, for what the header and footer show (site settings, the
 * footer's services, first towns and legal pages). One entry per page. Null for a type no page
 * shows (redirects, picture assets): the Studio then shows no list.
 */
export function documentLocations(
  index: LocationIndex,
  document: { id: string; type: string },
): DocumentLocationsState | null {
  if (!shownTypes.has(document.type)) return null
  const id = publishedId(document.id)
  const pages = siteAddresses(index.pages).filter((address) => address.aliasOf === undefined)
  // The document's place in its type's list (the footer shows only the first few towns).
  const position = (index.pages[document.type] ?? []).findIndex(
    (page) => publishedId(page._id) === id,
  )
  const entry = (index.pages[document.type] ?? [])[position]
  const shows = (part: ShownDocuments, page?: SiteAddress) =>
    part.type === document.type &&
    (part.first === undefined || (position >= 0 && position < part.first)) &&
    // A county page shows the towns of its county only.
    (page?.group === undefined || groupSegment(entry?.group?.trim() ?? '') === page.group)
  const referencing = new Set((index.referencedBy ?? []).map(publishedId))
  const found: DocumentLocation[] = [
    ...pages
      .filter(
        (page) => page.pageType.type === document.type && publishedId(page.document._id) === id,
      )
      .map((page) => location(page)),
    ...pages.flatMap((page) =>
      page.pageType.lists.filter((part) => shows(part, page)).map((part) => location(page, part)),
    ),
    ...pages
      .filter((page) => referencing.has(publishedId(page.document._id)))
      .map((page) => location(page)),
    ...everyPageShows
      .filter((part) => shows(part))
      .flatMap((part) => pages.map((page) => location(page, part))),
  ]
  const seen = new Set<string>()
  return state(
    found.filter(({ href }) => {
      const path = href.split('#')[0] as string
      if (seen.has(path)) return false
      seen.add(path)
      return true
    }),
  )
}
