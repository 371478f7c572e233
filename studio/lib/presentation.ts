// Which page shows which document, for the Presentation tool (studio/presentation.ts) and the
// "View live page" action, kept free of Sanity's runtime so a unit test can check it against
// the fixture: every location a document lists is a page the static build writes, and every
// page route leads back to its main document.
import type { DocumentLocation, DocumentLocationsState } from 'sanity/presentation'
import {
  contactAnchor,
  coverageAnchor,
  homeAnchor,
  homePath,
  mainDocumentFilter,
  type PageEntry,
  type PageType,
  pageTypes,
  routePatterns,
  type SitePages,
  siteAddresses,
  sitePagesQuery,
} from '../../web/lib/routes.ts'

/** The document types with pages of their own (web/lib/routes.ts). */
export const routableTypes: ReadonlySet<string> = new Set(
  (pageTypes as readonly PageType[]).map((pageType) => pageType.type),
)

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
export const mainDocumentRoutes: MainDocumentRoute[] = (pageTypes as readonly PageType[]).map(
  (pageType) => {
    const [main = '/', ...aliases] = routePatterns(pageType)
    return {
      route: aliases.length > 0 ? [main, ...aliases] : main,
      type: pageType.type,
      filter: mainDocumentFilter(pageType),
    }
  },
)

/**
 * What the locations need to know about the whole dataset, in one query: the pages there are,
 * and which of them show which testimonials, packages and FAQs. Presentation runs it in the
 * perspective the editor is looking at, so a draft-only town lists its page too.
 */
export const locationIndexQuery = /* groq */ `{
  "pages": ${sitePagesQuery},
  "home": *[_id == "homePage"][0]{
    "shows": [...testimonialsSection.testimonials[]._ref, ...faqSection.faqs[]._ref]
  },
  "services": *[_type == "service" && defined(slug.current)]{
    _id, "shows": [...sections[].testimonials[]._ref, ...sections[].packages[]._ref]
  }
}`

type Shows = { shows?: (string | null)[] | null }

export type LocationIndex = {
  pages: SitePages
  home: Shows | null
  services: (Shows & { _id: string })[]
}

/** Draft and published ids name the same document. */
function publishedId(id: string): string {
  return id.replace(/^drafts\./, '')
}

function location(pageType: PageType, page: PageEntry): DocumentLocation {
  return {
    title: page.title ?? page.slug ?? pageType.label,
    href: pageType.path(page.slug ?? ''),
  }
}

/** The main page of a document, if it has one in the index. */
function ownPage(index: LocationIndex, type: string, id: string): DocumentLocation[] {
  return siteAddresses(index.pages)
    .filter(
      (address) =>
        address.aliasOf === undefined &&
        address.pageType.type === type &&
        publishedId(address.document._id) === id,
    )
    .map((address) => location(address.pageType, address.document))
}

function everyPage(index: LocationIndex): DocumentLocation[] {
  return siteAddresses(index.pages)
    .filter((address) => address.aliasOf === undefined)
    .map((address) => location(address.pageType, address.document))
}

const homeLocation: DocumentLocation = { title: 'Home page', href: homePath }

/** Pages besides its own that show a routable document: the home page's cards and sections. */
const alsoShownOn: Partial<Record<string, DocumentLocation[]>> = {
  service: [homeLocation],
  town: [{ title: 'Home page: areas we cover', href: homeAnchor(coverageAnchor, false) }],
  // Its places and their advice are also the contact form's "Where are you?".
  breakdownPage: [{ title: 'Home page: contact form', href: homeAnchor(contactAnchor, false) }],
}

function shows(page: { shows?: (string | null)[] | null } | null, id: string): boolean {
  return (page?.shows ?? []).some((ref) => ref !== null && publishedId(ref) === id)
}

function state(locations: DocumentLocation[]): DocumentLocationsState {
  return locations.length > 0
    ? { locations }
    : { message: 'No page shows this document at the moment.', tone: 'caution' }
}

/**
 * The pages a document appears on: a page type's document on its page (a service also on the
 * home page's cards, a town in its coverage section); site settings and the home page on every
 * page (header, footer, labels); a testimonial, package or FAQ on the pages that show it.
 * The Broken down page also in the home page's contact form. Redirects, and types not listed,
 * are on no page: null.
 */
export function documentLocations(
  index: LocationIndex,
  document: { id: string; type: string },
): DocumentLocationsState | null {
  const id = publishedId(document.id)
  switch (document.type) {
    case 'siteSettings':
    case 'homePage':
      return state(everyPage(index))
    case 'testimonial':
    case 'faq':
    case 'servicePackage':
      return state([
        ...(shows(index.home, id) ? [homeLocation] : []),
        ...index.services
          .filter((service) => shows(service, id))
          .flatMap((service) => ownPage(index, 'service', service._id)),
      ])
    default: {
      if (!routableTypes.has(document.type)) return null
      const own = ownPage(index, document.type, id)
      return state(own.length > 0 ? [...own, ...(alsoShownOn[document.type] ?? [])] : [])
    }
  }
}
