// The registry of page types (web/lib/routes.ts) against the built site (web/out, as
// `npm run build` left it from the fixture): every page the build wrote belongs to exactly one
// page type, every routable document of the fixture has its page, every location the Studio's
// Presentation tool lists is a page that exists, each page's query (web/lib/content/queries.ts)
// finds the page's own document, and everything else the build writes at the root is one of the
// folders and files the redirect guard (studio/lib/paths.ts) refuses.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { defaultFixturePath, repoRoot } from '../../scripts/lib/env.ts'
import { parseNdjson } from '../../scripts/lib/ndjson.ts'
import {
  documentLocations,
  type LocationIndex,
  locationIndexQuery,
} from '../../studio/lib/presentation.ts'
import { pageQueries } from '../../web/lib/content/queries.ts'
import {
  buildFolders,
  documentPath,
  hostFiles,
  type PageType,
  pageTypeOf,
  pageTypes,
  type RoutableType,
  reservedFirstSegments,
  routePatterns,
  type SitePages,
  siteAddresses,
  siteFiles,
  sitePagesQuery,
} from '../../web/lib/routes.ts'
import { pagesOf } from '../support/build-site.ts'

const outDir = join(repoRoot, 'web', 'out')
const documents = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')

// Presentation's own matcher (sanity depends on path-to-regexp 8; the root has another major).
const { match } = createRequire(createRequire(import.meta.url).resolve('sanity/package.json'))(
  'path-to-regexp',
) as { match: (route: string) => (path: string) => false | { params: Record<string, unknown> } }

async function groq<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await (
    await evaluate(parse(query, { params }), { dataset: documents, params })
  ).get()) as T
}

/** The page file the host serves for an address, if the build wrote one. */
function pageFile(path: string): string {
  return join(outDir, path, 'index.html')
}

describe('the page types', () => {
  const built = [...pagesOf(outDir).keys()].filter(
    (path) => !(siteFiles as readonly string[]).includes(path),
  )

  it('give every page the build wrote exactly one page type', () => {
    expect(built.length).toBeGreaterThan(pageTypes.length)
    for (const path of built) {
      const owners = (pageTypes as readonly PageType[]).filter((pageType) =>
        routePatterns(pageType).some((pattern) => {
          const found = match(pattern)(path.replace(/(.)\/$/, '$1'))
          // A slug may not take a reserved segment (the Studio refuses it), so the legal pages'
          // catch-all does not own /areas-covered/.
          const slug = found ? found.params.slug : undefined
          return found && !reservedFirstSegments.includes(String(slug))
        }),
      )
      expect(
        owners.map((owner) => owner.type),
        path,
      ).toHaveLength(1)
    }
  })

  it('list exactly the pages the build wrote, from the fixture', async () => {
    const addresses = siteAddresses(await groq<SitePages>(sitePagesQuery)).map(
      (address) => address.path,
    )
    expect(new Set(addresses).size).toBe(addresses.length)
    expect([...addresses].sort()).toEqual([...built].sort())
  })

  it('give every routable document of the fixture a page that exists', () => {
    const routable = documents.filter((doc) => pageTypeOf(doc._type))
    expect(new Set(routable.map((doc) => doc._type))).toEqual(
      new Set(pageTypes.map((pageType) => pageType.type)),
    )
    for (const doc of routable) {
      const slug = (doc as { slug?: { current?: string } }).slug?.current
      const path = documentPath(doc._type, slug)
      expect(path, doc._id).toBeDefined()
      expect(existsSync(pageFile(path ?? '')), `${doc._id} → ${path}`).toBe(true)
    }
  })

  it("find each page's own document with its page type's query", async () => {
    const addresses = siteAddresses(await groq<SitePages>(sitePagesQuery)).filter(
      (address) => address.aliasOf === undefined,
    )
    expect(new Set(addresses.map((address) => address.pageType.type))).toEqual(
      new Set(pageTypes.map((pageType) => pageType.type)),
    )
    for (const { pageType, document, path } of addresses) {
      const params = document.slug ? { slug: document.slug } : {}
      const found = await groq<{ _id?: string } | null>(
        pageQueries[pageType.type as RoutableType],
        params,
      )
      expect(found?._id, path).toBe(document._id)
    }
  })

  it('name the pages the footer lists by a field of their document (the edit target of a label)', () => {
    const listed = (pageTypes as readonly PageType[]).filter((pageType) => pageType.footerLinks)
    expect(listed.length).toBeGreaterThan(0)
    for (const pageType of listed) expect(pageType.title, pageType.type).toMatch(/^[A-Za-z_]\w*$/)
  })

  it('send every Presentation location to a page that exists', async () => {
    let locations = 0
    for (const doc of documents) {
      const index = await groq<LocationIndex>(locationIndexQuery, { id: doc._id })
      for (const location of documentLocations(index, { id: doc._id, type: doc._type })
        ?.locations ?? []) {
        const [path = ''] = location.href.split('#')
        expect(existsSync(pageFile(path)), `${doc._id} → ${location.href}`).toBe(true)
        locations += 1
      }
    }
    expect(locations).toBeGreaterThan(documents.length)
  })

  it('leave at the root only pages, the build folders and the site files the guard refuses', () => {
    const pageFolders = new Set(
      built.map((path) => path.split('/')[1]).filter((segment) => segment !== ''),
    )
    const known = new Set([
      ...buildFolders.map((folder) => folder.replaceAll('/', '')),
      ...[...siteFiles, ...hostFiles, '/index.html'].map((file) => file.slice(1)),
    ])
    const unknown = readdirSync(outDir).filter(
      (entry) => !pageFolders.has(entry) && !known.has(entry),
    )
    expect(unknown).toEqual([])
    for (const folder of buildFolders) {
      expect(existsSync(join(outDir, folder)), `${folder} is written by the build`).toBe(true)
    }
  })
})
