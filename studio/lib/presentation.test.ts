// The Presentation tool's map of pages and documents, checked against the fixture: every
// location a document lists is a page the static build writes (routes from web/lib/routes.ts,
// the site's own), and every page route leads back to the document the page is built from,
// matched with the path-to-regexp copy the Presentation tool itself uses.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { scaledDocuments } from '../../scripts/bench/index.ts'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { parseNdjson, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import {
  pageQueries,
  serviceCardsQuery,
  siteSettingsQuery,
  townCardsQuery,
} from '../../web/lib/content/queries.ts'
import {
  areasPath,
  countyPages,
  countyPath,
  coverageAnchor,
  documentPath,
  footerTownLimit,
  homePath,
  legalPath,
  pageTypes,
  type RoutableType,
  type SitePages,
  servicePath,
  servicesAnchor,
  siteAddresses,
  sitePagesQuery,
  townAliasPath,
  townPath,
} from '../../web/lib/routes.ts'
import {
  documentLocations,
  type LocationIndex,
  locationIndexQuery,
  mainDocumentRoutes,
  publishedId,
  routableTypes,
} from './presentation.ts'
import { shownTypes } from './shown-types.ts'

// Presentation's own matcher (sanity depends on path-to-regexp 8; the root has another major).
const { match } = createRequire(createRequire(import.meta.url).resolve('sanity/package.json'))(
  'path-to-regexp',
) as {
  match: (
    route: string,
    options: { decode: (part: string) => string },
  ) => (path: string) => false | { params: Record<string, string> }
}

const documents = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')

type Slugged = SanityDocument & { slug?: { current?: string }; order?: number }

function _slugs(type: string): string[] {
  return (documents as Slugged[])
    .filter((doc) => doc._type === type && doc.slug?.current)
    .map((doc) => doc.slug?.current as string)
}

async function groq<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await (
    await evaluate(parse(query, { params }), { dataset: documents, params })
  ).get()) as T
}

/** The pages `npm run build` writes for the fixture, from the registry of page types. */
const addresses = siteAddresses(await groq<SitePages>(sitePagesQuery))
const mainPages = addresses.filter((address) => !address.aliasOf).map((address) => address.path)
const aliasPages = addresses.filter((address) => address.aliasOf).map((address) => address.path)

/** A document's locations, as the Presentation tool resolves them (studio/presentation.ts). */
async function locationsOf(document: { id: string; type: string }) {
  const index = await groq<LocationIndex>(locationIndexQuery, { id: publishedId(document.id) })
  return documentLocations(index, document)
}

const hrefsOf = async (document: { id: string; type: string }) =>
  (await locationsOf(document))?.locations?.map((location) => location.href)

// Documents no page is built from: a redirect, and a picture's asset (an uploaded file, which
// staff change through the picture fields of the documents that show it).
const withoutPage = new Set(['redirect', 'sanity.imageAsset'])

describe('document locations', () => {
  it('every location of every fixture document is a page the static build has', async () => {
    const located = new Set<string>()
    for (const doc of documents) {
      const state = await locationsOf({ id: doc._id, type: doc._type })
      if (withoutPage.has(doc._type)) {
        expect(state, doc._id).toBeNull()
        continue
      }
      if (!state?.locations?.length) {
        // Only a document no page references has no page; the Studio says so.
        expect(['testimonial', 'faq', 'servicePackage'], doc._id).toContain(doc._type)
        expect(state?.message, doc._id).toBeTruthy()
      }
      for (const location of state?.locations ?? []) {
        const [path = ''] = location.href.split('#')
        expect(mainPages, `${doc._id} → ${location.href}`).toContain(path)
        expect(location.title.trim(), `${doc._id} → ${location.href} has a title`).not.toBe('')
        located.add(doc._type)
      }
    }
    expect([...located].sort()).toEqual(
      [...new Set(documents.map((doc) => doc._type))]
        .filter((type) => !withoutPage.has(type))
        .sort(),
    )
  })

  it("lists a service on its page, the home page's services, then every page (the footer)", async () => {
    const service = documents.find((doc) => doc._type === 'service') as Slugged
    const own = servicePath(service.slug?.current as string)
    const hrefs = await hrefsOf({ id: service._id, type: 'service' })
    expect(hrefs?.slice(0, 2)).toEqual([own, `/#${servicesAnchor}`])
    expect(new Set(hrefs?.map((href) => href.split('#')[0]))).toEqual(new Set(mainPages))
  })

  it('lists a town on its page, the coverage section and the areas page, a draft too', async () => {
    const town = documents.find((doc) => doc._type === 'town') as Slugged
    const hrefs = await hrefsOf({ id: `drafts.${town._id}`, type: 'town' })
    expect(hrefs?.slice(0, 3)).toEqual([
      townPath(town.slug?.current as string),
      `/#${coverageAnchor}`,
      areasPath,
    ])
  })

  it('lists only the first towns on every page: the footer links no more', async () => {
    const towns = (documents as Slugged[]).filter((doc) => doc._type === 'town')
    const many = Array.from({ length: footerTownLimit + 1 }, (_, index) => ({
      ...(towns[index % towns.length] as Slugged),
      _id: `town.generated-${index}`,
      slug: { current: `generated-${index}` },
      orderRank: `0|${String(index).padStart(6, '0')}:`,
    }))
    const dataset = [...documents.filter((doc) => doc._type !== 'town'), ...many]
    const hrefsIn = async (id: string) =>
      documentLocations(
        (await (
          await evaluate(parse(locationIndexQuery), { dataset, params: { id } })
        ).get()) as LocationIndex,
        { id, type: 'town' },
      )?.locations?.map((location) => location.href) ?? []
    expect(await hrefsIn('town.generated-0')).toContain(legalPath('privacy-policy'))
    expect(await hrefsIn(`town.generated-${footerTownLimit}`)).not.toContain(
      legalPath('privacy-policy'),
    )
  })

  it('lists site settings on every page, the home page on its own', async () => {
    expect(new Set(await hrefsOf({ id: 'siteSettings', type: 'siteSettings' }))).toEqual(
      new Set(mainPages),
    )
    expect(await hrefsOf({ id: 'homePage', type: 'homePage' })).toEqual([homePath])
  })

  it('lists a testimonial, package or FAQ exactly on the pages that reference it', async () => {
    const shownBy = await groq<{ _id: string; _type: string; pages: string[] }[]>(
      `*[_type in ["testimonial", "faq", "servicePackage"]]{
        _id, _type,
        "pages": *[references(^._id) && (_id == "homePage" || _type == "service")]{
          "path": select(_id == "homePage" => "/", "/services/" + slug.current + "/")
        }.path
      }`,
    )
    expect(shownBy.length).toBeGreaterThan(0)
    for (const doc of shownBy) {
      const hrefs = (await hrefsOf({ id: doc._id, type: doc._type })) ?? []
      expect(new Set(hrefs), doc._id).toEqual(new Set(doc.pages))
    }
  })

  it('gives every routable document the page documentPath names', () => {
    for (const doc of documents as Slugged[]) {
      if (!routableTypes.has(doc._type)) continue
      expect(mainPages, doc._id).toContain(documentPath(doc._type, doc.slug?.current))
    }
    expect(documentPath('redirect', 'old')).toBeUndefined()
    expect(documentPath('service', undefined)).toBeUndefined()
  })
})

/** Every `_id` in a query result: the documents it shows (the preview's edit targets name them). */
function idsIn(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, ids)
  else if (typeof value === 'object' && value !== null) {
    const { _id } = value as { _id?: unknown }
    if (typeof _id === 'string') ids.add(_id)
    for (const child of Object.values(value)) idsIn(child, ids)
  }
  return ids
}

describe('the pages that show a document', () => {
  // What each page renders, as web/app asks the content layer for it: the page type's own query,
  // the chrome's (web/components/chrome/page-shell.tsx: settings, the footer's services, towns and
  // legal pages) on every page, and the home page's cards, coverage towns and contact form. Not
  // the locations' own rules: the queries the site runs.
  const chromeQueries = [siteSettingsQuery, serviceCardsQuery]
  const alsoOn: Partial<Record<string, string[]>> = {
    homePage: [serviceCardsQuery, townCardsQuery, pageQueries.breakdownPage],
    areasPage: [townCardsQuery],
  }

  it('locate every document a page shows on that page', async () => {
    const shown = new Map<string, Set<string>>()
    const pages = await groq<SitePages>(sitePagesQuery)
    const footerTowns = (pages.town ?? []).slice(0, footerTownLimit).map((town) => town._id)
    const footerPages = siteAddresses(pages)
      .filter((address) => address.pageType.footerLinks)
      .map((address) => address.document._id)
    for (const address of addresses.filter((candidate) => !candidate.aliasOf)) {
      const { type } = address.pageType
      const params = address.document.slug ? { slug: address.document.slug } : {}
      const results = await Promise.all(
        [pageQueries[type as RoutableType], ...chromeQueries, ...(alsoOn[type] ?? [])].map(
          (query) => groq<unknown>(query, params),
        ),
      )
      for (const id of [...idsIn(results), ...footerTowns, ...footerPages]) {
        if (!shown.has(id)) shown.set(id, new Set())
        shown.get(id)?.add(address.path)
      }
    }
    const types = new Map(documents.map((doc) => [doc._id, doc._type]))
    let checked = 0
    for (const [id, paths] of shown) {
      const type = types.get(id) as string
      if (type.startsWith('sanity.')) continue
      const located = new Set(
        (await hrefsOf({ id, type }))?.map((href) => href.split('#')[0] as string),
      )
      for (const path of paths) expect(located.has(path), `${id} is shown on ${path}`).toBe(true)
      checked += paths.size
    }
    // Every type of the registry has documents the check covered.
    const coveredTypes = new Set([...shown.keys()].map((id) => types.get(id)))
    for (const pageType of pageTypes) expect(coveredTypes, pageType.type).toContain(pageType.type)
    expect(checked).toBeGreaterThan(documents.length)
  })

  it('gives a live-state badge to exactly the types of the documents pages show', async () => {
    const located = new Set<string>()
    for (const doc of documents) {
      if ((await locationsOf({ id: doc._id, type: doc._type }))?.locations?.length) {
        located.add(doc._type)
      }
    }
    expect([...located].sort()).toEqual([...shownTypes].sort())
  })
})

describe('main documents', () => {
  async function mainDocument(path: string): Promise<Slugged | undefined> {
    for (const resolver of mainDocumentRoutes) {
      for (const route of [resolver.route].flat()) {
        const result = match(route, { decode: decodeURIComponent })(path)
        if (result) {
          return (
            (await groq<Slugged | null>(`*[${resolver.filter}][0]`, { ...result.params })) ??
            undefined
          )
        }
      }
    }
    return undefined
  }

  it('maps every page route, aliases included, to the document the page is built from', async () => {
    for (const path of mainPages) {
      const doc = await mainDocument(path)
      expect(doc, path).toBeDefined()
      expect(documentPath(doc?._type ?? '', doc?.slug?.current), path).toBe(path)
    }
    for (const path of aliasPages) {
      const doc = await mainDocument(path)
      expect(doc?._type, path).toBe('town')
      expect(townAliasPath(doc?.slug?.current ?? ''), path).toBe(path)
    }
  })

  it('maps no document to a path that is not a page', async () => {
    expect(await mainDocument('/services/no-such-service/')).toBeUndefined()
    expect(await mainDocument('/areas-covered/somewhere-else/')).toBeUndefined()
  })
})

describe('past countyPages.above towns, the county pages of "Areas we cover"', () => {
  const scaled = scaledDocuments(countyPages.above + 1).documents
  async function scaledGroq<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
    return (await (
      await evaluate(parse(query, { params }), { dataset: scaled, params })
    ).get()) as T
  }
  async function mainDocumentOf(path: string): Promise<Slugged | undefined> {
    for (const resolver of mainDocumentRoutes) {
      const result = [resolver.route]
        .flat()
        .map((route) => match(route, { decode: decodeURIComponent })(path))
        .find(Boolean)
      if (result) {
        return (
          (await scaledGroq<Slugged | null>(`*[${resolver.filter}][0]`, { ...result.params })) ??
          undefined
        )
      }
    }
    return undefined
  }
  // The last town of Somerset: not among the first towns, which the footer shows on every page.
  const somersetTown = scaled.filter((doc) => doc.county === 'Somerset').at(-1) as Slugged

  it('maps a county page to the "Areas we cover" page, and a town page still to its town', async () => {
    expect((await mainDocumentOf(countyPath('somerset')))?._id).toBe('areasPage')
    expect((await mainDocumentOf(townPath('bath')))?._id).toBe('town.bath')
    expect((await mainDocumentOf(townAliasPath('bath')))?._id).toBe('town.bath')
  })

  it("lists a town on its own county's page, not on the others'", async () => {
    const index = await scaledGroq<LocationIndex>(locationIndexQuery, { id: somersetTown._id })
    const located = documentLocations(index, { id: somersetTown._id, type: 'town' })
    const counties = (located?.locations ?? [])
      .map((location) => location.href)
      .filter(
        (href) =>
          href.startsWith(areasPath) &&
          href !== areasPath &&
          !href.includes('mobile-tyre-fitting-'),
      )
    expect(counties).toEqual([countyPath('somerset')])
  })

  it('lists every county page among the "Areas we cover" page\'s own, each by its county', async () => {
    const index = await scaledGroq<LocationIndex>(locationIndexQuery, { id: 'areasPage' })
    const titles = (
      documentLocations(index, { id: 'areasPage', type: 'areasPage' })?.locations ?? []
    )
      .filter((location) => location.href !== areasPath && location.href.startsWith(areasPath))
      .map((location) => location.title)
    const counties = [
      ...new Set(scaled.filter((doc) => doc._type === 'town').map((doc) => String(doc.county))),
    ]
    expect(titles.sort()).toEqual(counties.map((county) => `Areas We Cover: ${county}`).sort())
  })
})
