// Which page shows which document, for the Presentation tool (studio/presentation.ts) and the
// "View live page" action, kept free of Sanity's runtime so a unit test can check it against
// the fixture: every location a document lists is a page the static build writes, and every
// page route leads back to its main document.
import type { DocumentLocation, DocumentLocationsState } from 'sanity/presentation'
import { legalPath, servicePath, townAliasPath, townPath } from './paths'

/** The page a routable document is the main document of, or undefined (not a page, or no slug). */
export function documentPath(type: string, slug: string | null | undefined): string | undefined {
  if (type === 'homePage') return '/'
  if (!slug) return undefined
  if (type === 'service') return servicePath(slug)
  if (type === 'town') return townPath(slug)
  if (type === 'legalPage') return legalPath(slug)
  return undefined
}

/** The types documentPath knows: each has a page of its own. */
export const routableTypes = new Set(['homePage', 'service', 'town', 'legalPage'])

// The routes of web/app, as path patterns Presentation matches the previewed page against (it
// uses path-to-regexp; a trailing slash is allowed). The first match wins, so the catch-all
// legal route comes last. Filters name the same fields documentPath reads.
const slugPattern = ':slug'
const townPrefix = townPath(slugPattern).replace(/\/$/, '')

export type MainDocumentRoute = {
  route: string | string[]
  type: string
  filter: string
}

export const mainDocumentRoutes: MainDocumentRoute[] = [
  { route: '/', type: 'homePage', filter: '_id == "homePage"' },
  {
    route: servicePath(slugPattern).replace(/\/$/, ''),
    type: 'service',
    filter: '_type == "service" && slug.current == $slug',
  },
  {
    route: [townPrefix, townAliasPath(slugPattern).replace(/\/$/, '')],
    type: 'town',
    filter: '_type == "town" && slug.current == $slug',
  },
  {
    route: legalPath(slugPattern).replace(/\/$/, ''),
    type: 'legalPage',
    filter: '_type == "legalPage" && slug.current == $slug',
  },
]

/**
 * What the locations need to know about the whole dataset, in one query: the pages there are,
 * and which of them show which testimonials, packages and FAQs. Presentation runs it in the
 * perspective the editor is looking at, so a draft-only town lists its page too.
 */
export const locationIndexQuery = /* groq */ `{
  "home": *[_id == "homePage"][0]{
    "shows": [...testimonialsSection.testimonials[]._ref, ...faqSection.faqs[]._ref]
  },
  "services": *[_type == "service" && defined(slug.current)] | order(order asc){
    _id, title, "slug": slug.current,
    "shows": [...sections[].testimonials[]._ref, ...sections[].packages[]._ref]
  },
  "towns": *[_type == "town" && defined(slug.current)] | order(order asc){
    _id, name, "slug": slug.current
  },
  "legalPages": *[_type == "legalPage" && defined(slug.current)] | order(title asc){
    _id, title, "slug": slug.current
  }
}`

type Page = { _id: string; slug: string; shows?: (string | null)[] | null }

export type LocationIndex = {
  home: { shows?: (string | null)[] | null } | null
  services: (Page & { title: string | null })[]
  towns: (Page & { name: string | null })[]
  legalPages: (Page & { title: string | null })[]
}

/** Draft and published ids name the same document. */
function publishedId(id: string): string {
  return id.replace(/^drafts\./, '')
}

const homeLocation: DocumentLocation = { title: 'Home page', href: '/' }

function servicePage(service: LocationIndex['services'][number]): DocumentLocation {
  return { title: service.title ?? service.slug, href: servicePath(service.slug) }
}

function townPage(town: LocationIndex['towns'][number]): DocumentLocation {
  return { title: town.name ?? town.slug, href: townPath(town.slug) }
}

function legalPage(page: LocationIndex['legalPages'][number]): DocumentLocation {
  return { title: page.title ?? page.slug, href: legalPath(page.slug) }
}

function everyPage(index: LocationIndex): DocumentLocation[] {
  return [
    homeLocation,
    ...index.services.map(servicePage),
    ...index.towns.map(townPage),
    ...index.legalPages.map(legalPage),
  ]
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
 * The pages a document appears on: a service on its page and the home page's cards; a town on
 * its page and the home page's coverage section; site settings and the home page on every page
 * (header, footer, labels); a testimonial, package or FAQ on the pages that show it; a legal page
 * on its page. Redirects, and types not listed, are on no page: null.
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
    case 'service': {
      const service = index.services.find((candidate) => candidate._id === id)
      return state(service ? [servicePage(service), homeLocation] : [])
    }
    case 'town': {
      const town = index.towns.find((candidate) => candidate._id === id)
      return state(
        town ? [townPage(town), { title: 'Home page: areas we cover', href: '/#coverage' }] : [],
      )
    }
    case 'testimonial':
    case 'faq':
    case 'servicePackage':
      return state([
        ...(shows(index.home, id) ? [homeLocation] : []),
        ...index.services.filter((service) => shows(service, id)).map(servicePage),
      ])
    case 'legalPage': {
      const page = index.legalPages.find((candidate) => candidate._id === id)
      return state(page ? [legalPage(page)] : [])
    }
    default:
      return null
  }
}
