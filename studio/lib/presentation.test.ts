// The Presentation tool's map of pages and documents, checked against the fixture: every
// location a document lists is a page the static build writes (routes from web/lib/routes.ts,
// the site's own), and every page route leads back to the document the page is built from,
// matched with the path-to-regexp copy the Presentation tool itself uses.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { parseNdjson, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import {
  documentPath,
  type SitePages,
  servicePath,
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
  routableTypes,
} from './presentation.ts'

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

const index = await groq<LocationIndex>(locationIndexQuery)

// Documents no page is built from: a redirect, and a picture's asset (an uploaded file, which
// staff change through the picture fields of the documents that show it).
const withoutPage = new Set(['redirect', 'sanity.imageAsset'])

describe('document locations', () => {
  it('every location of every fixture document is a page the static build has', () => {
    const located = new Set<string>()
    for (const doc of documents) {
      const state = documentLocations(index, { id: doc._id, type: doc._type })
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

  it('lists a service on its page and the home page, a town on its page and the coverage section', () => {
    const service = documents.find((doc) => doc._type === 'service') as Slugged
    expect(
      documentLocations(index, { id: service._id, type: 'service' })?.locations?.map((l) => l.href),
    ).toEqual([servicePath(service.slug?.current as string), '/'])
    const town = documents.find((doc) => doc._type === 'town') as Slugged
    expect(
      documentLocations(index, { id: `drafts.${town._id}`, type: 'town' })?.locations?.map(
        (l) => l.href,
      ),
    ).toEqual([townPath(town.slug?.current as string), '/#coverage'])
  })

  it('lists site settings and the home page on every page', () => {
    for (const type of ['siteSettings', 'homePage']) {
      const hrefs = documentLocations(index, { id: type, type })?.locations?.map((l) => l.href)
      expect(new Set(hrefs)).toEqual(new Set(mainPages))
    }
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
      const hrefs =
        documentLocations(index, { id: doc._id, type: doc._type })?.locations?.map((l) => l.href) ??
        []
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
