// What makes a page findable, checked on a page the browser has loaded (the walk over every
// route, tests/e2e/a11y.spec.ts, calls expectFindable once per route at one width: nothing here
// depends on the viewport): title, description, canonical link and indexing, the Open Graph and
// Twitter cards with the share picture the page must show, and structured data checked against
// what the page shows. The site-wide files (sitemap, robots.txt, the web manifest) are
// tests/e2e/seo.spec.ts.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { snapshotPath } from '../../scripts/lib/env.ts'
import { pictureManifestName } from '../../web/lib/content/shared-facts.ts'
import { type PictureManifest, renditionKey } from '../../web/lib/pictures/slots.ts'
import { type ContentDocument, findPictureUses } from '../../web/lib/pictures/uses.ts'
import {
  areasPath,
  legalPath,
  type PageType,
  pageTypeOf,
  servicePath,
  shareCardPath,
  townAliasPath,
  townPath,
} from '../../web/lib/routes.ts'
import { siteOrigin, siteUrl } from '../../web/lib/site-url.ts'
import { expect } from './fixtures.ts'
import { pngSize } from './png.ts'
import { type Doc, type SiteRoute, snapshotDocuments } from './site-routes.ts'

type JsonLdNode = { '@type': string; '@id'?: string; [property: string]: unknown }
type Crumb = { '@type': string; position: number; name: string; item: string }

type Settings = { businessName: string; phoneE164: string; email: string }
type Service = { title: string; slug: { current: string } }
type Town = {
  name: string
  slug: { current: string }
  county: string
  heroHeading: string
  neighbourhoods: string[]
}
type AreasPage = { heading: string }
type Legal = { title: string; slug: { current: string } }

const origin = siteOrigin()
const documents = snapshotDocuments()
const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as Settings
const services = documents.filter((doc) => doc._type === 'service') as unknown as Service[]
const towns = documents.filter((doc) => doc._type === 'town') as unknown as Town[]
const legalPages = documents.filter((doc) => doc._type === 'legalPage') as unknown as Legal[]
const areasPage = documents.find((doc) => doc._id === 'areasPage') as unknown as AreasPage
/** The business's stable id: described in full on the home page, referred to everywhere else. */
const businessId = `${siteUrl('/', origin)}#business`

/** The picture step's manifest, beside the snapshot: the files it cut for each use of a picture. */
const pictureManifest = JSON.parse(
  readFileSync(join(dirname(snapshotPath), pictureManifestName), 'utf8'),
) as PictureManifest

function documentOf(route: SiteRoute): Doc {
  const doc = documents.find((candidate) => candidate._id === route.documentId)
  if (!doc) throw new Error(`No document ${route.documentId} for ${route.path}`)
  return doc
}

/**
 * The share card a page must show, read from its document and the registry (web/lib/routes.ts),
 * not from the site's metadata code: the 1200w JPEG cut of the document's own picture when it has
 * one in a field that fills the 'share' slot (pictureFields in web/lib/pictures/slots.ts), else
 * its page type's generated card.
 */
function expectedShareImage(route: SiteRoute): { pictureCuts: string[] } | { card: string } {
  const doc = documentOf(route)
  const pictureCuts = findPictureUses([doc as ContentDocument])
    .uses.filter((use) => use.slots.includes('share'))
    .flatMap((use) => {
      const cut = pictureManifest.renditions[renditionKey(use.source, 'share') ?? '']
      if (!cut) throw new Error(`No share cut of ${use.field} of ${doc._id} in the manifest`)
      return cut.files.filter((file) => file.format === 'jpeg').map((file) => file.src)
    })
  if (pictureCuts.length > 0) return { pictureCuts }
  return { card: shareCardPath((pageTypeOf(doc._type) as PageType).shareCard) }
}

/** The main route of a page: the town page for an alias, the path itself otherwise. */
function mainRoute(route: SiteRoute): string {
  if (route.kind !== 'alias') return route.path
  const town = towns.find((candidate) => townAliasPath(candidate.slug.current) === route.path)
  if (!town) throw new Error(`No town for alias ${route.path}`)
  return townPath(town.slug.current)
}

async function meta(page: Page, selector: string): Promise<string | null> {
  const element = page.locator(selector)
  if ((await element.count()) === 0) return null
  return (
    (await element.first().getAttribute('content')) ?? (await element.first().getAttribute('href'))
  )
}

async function jsonLdNodes(page: Page): Promise<{ raw: string[]; nodes: JsonLdNode[] }> {
  const raw = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  const nodes = raw.flatMap((text) => {
    const value = JSON.parse(text) as { '@context'?: string; '@graph'?: JsonLdNode[] } & JsonLdNode
    expect(value['@context']).toBe('https://schema.org')
    return value['@graph'] ?? [value]
  })
  return { raw, nodes }
}

function only(nodes: JsonLdNode[], type: string): JsonLdNode {
  const found = nodes.filter((node) => node['@type'] === type)
  expect(found, `exactly one ${type}`).toHaveLength(1)
  return found[0] as JsonLdNode
}

export async function expectPng(
  request: APIRequestContext,
  address: string,
  size: { width: number; height: number },
): Promise<void> {
  // Absolute addresses point at SITE_URL; fetch the same path from the local server.
  const path = new URL(address, origin).pathname
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toContain('image/png')
  expect(pngSize(await response.body()), path).toEqual(size)
}

/** A share card cut from the page's own picture: a JPEG of the promised size, from our origin. */
async function expectJpeg(
  request: APIRequestContext,
  address: string,
  size: { width: number; height: number },
): Promise<void> {
  const path = new URL(address, origin).pathname
  expect(path).toMatch(/^\/img\/[a-z0-9-]+-1200w\.[0-9a-f]{12}\.jpg$/)
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toContain('image/jpeg')
  const meta = await sharp(await response.body()).metadata()
  expect({ width: meta.width, height: meta.height }, path).toEqual(size)
}

/** Breadcrumbs end at this page, start at home, and number their items from 1. */
function expectBreadcrumbs(nodes: JsonLdNode[], canonical: string, lastName: string): void {
  const list = only(nodes, 'BreadcrumbList').itemListElement as Crumb[]
  expect(list.map((crumb) => crumb.position)).toEqual(list.map((_, index) => index + 1))
  expect(list[0]).toMatchObject({ name: settings.businessName, item: `${origin}/` })
  expect(list.at(-1)).toMatchObject({ name: lastName, item: canonical })
}

/**
 * The business node, on the home page only: phone, e-mail, the counties of its towns (each town
 * is described on its own page) and 24/7 hours as the content states them.
 */
async function expectBusiness(nodes: JsonLdNode[], request: APIRequestContext): Promise<string> {
  const business = only(nodes, 'AutoRepair')
  expect(business).toMatchObject({
    '@id': businessId,
    name: settings.businessName,
    telephone: settings.phoneE164,
    email: settings.email,
    url: `${origin}/`,
  })
  expect((business.areaServed as { name: string }[]).map((place) => place.name).sort()).toEqual(
    [...new Set(towns.map((town) => town.county))].sort(),
  )
  expect(business.openingHoursSpecification).toEqual([
    expect.objectContaining({
      opens: '00:00',
      closes: '23:59',
      dayOfWeek: expect.arrayContaining(['https://schema.org/Sunday', 'https://schema.org/Monday']),
    }),
  ])
  expect(
    (business.openingHoursSpecification as { dayOfWeek: string[] }[])[0]?.dayOfWeek,
  ).toHaveLength(7)
  await expectPng(request, business.logo as string, { width: 512, height: 512 })
  await expectPng(request, business.image as string, { width: 1200, height: 630 })
  return business['@id'] as string
}

/**
 * The findability of a loaded page at `route` (the main page, or a town's alias): metadata, share
 * card and structured data. `request` fetches the pictures the page names from the same server.
 */
export async function expectFindable(
  page: Page,
  request: APIRequestContext,
  route: SiteRoute,
): Promise<void> {
  const canonical = siteUrl(mainRoute(route), origin)

  // Title, description, canonical and indexing.
  expect((await page.title()).trim()).not.toBe('')
  const description = await meta(page, 'meta[name="description"]')
  expect(description?.trim()).toBeTruthy()
  expect(await meta(page, 'link[rel="canonical"]')).toBe(canonical)
  const robots = (await meta(page, 'meta[name="robots"]')) ?? ''
  if (route.kind === 'alias') expect(robots).toMatch(/noindex/)
  else expect(robots).not.toMatch(/noindex/)

  // Open Graph and Twitter.
  expect(await meta(page, 'meta[property="og:title"]')).toBe(await page.title())
  expect(await meta(page, 'meta[property="og:description"]')).toBe(description)
  expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical)
  expect(await meta(page, 'meta[property="og:type"]')).toBe('website')
  expect(await meta(page, 'meta[property="og:locale"]')).toBe('en_GB')
  expect(await meta(page, 'meta[property="og:site_name"]')).toBe(settings.businessName)
  const image = (await meta(page, 'meta[property="og:image"]')) ?? ''
  expect(image.startsWith(`${origin}/`), `og:image ${image} is absolute on SITE_URL`).toBe(true)
  expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200')
  expect(await meta(page, 'meta[property="og:image:height"]')).toBe('630')
  expect(await meta(page, 'meta[property="og:image:alt"]')).toBeTruthy()
  // Pages whose document has a picture share a cut of it; the others keep the generated card.
  const expected = expectedShareImage(route)
  if ('card' in expected) {
    expect(new URL(image).pathname).toBe(expected.card)
    await expectPng(request, image, { width: 1200, height: 630 })
  } else {
    expect(expected.pictureCuts).toContain(new URL(image).pathname)
    await expectJpeg(request, image, { width: 1200, height: 630 })
  }
  expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')
  expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image)

  // Structured data.
  const { raw, nodes } = await jsonLdNodes(page)
  expect(raw.join('\n'), 'no rating or review markup').not.toMatch(/AggregateRating|Review/)
  const h1 = (await page.locator('h1').innerText()).trim()

  if (route.kind === 'home') {
    await expectBusiness(nodes, request)
    // The business only: no FAQPage (web/components/seo/json-ld.tsx says why).
    expect(nodes.map((node) => node['@type'])).toEqual(['AutoRepair'])
  }

  // Every page but the home page refers to the business by its id, never repeats it.
  if (route.kind !== 'home') {
    expect(nodes.filter((node) => node['@type'] === 'AutoRepair')).toEqual([])
  }

  if (route.kind === 'service') {
    const doc = services.find((service) => servicePath(service.slug.current) === route.path)
    const service = only(nodes, 'Service')
    expect([h1, doc?.title]).toContain(service.name)
    expect(service).toMatchObject({ url: canonical, provider: { '@id': businessId } })
    expect(service.description).toBeTruthy()
    expectBreadcrumbs(nodes, canonical, doc?.title ?? '')
  }

  if (route.kind === 'town' || route.kind === 'alias') {
    const town = towns.find((candidate) => townPath(candidate.slug.current) === mainRoute(route))
    const service = only(nodes, 'Service')
    expect(service.name).toBe(h1)
    expect(service).toMatchObject({ url: canonical, provider: { '@id': businessId } })
    const area = service.areaServed as { name: string; containsPlace: { name: string }[] }
    expect(area.name).toBe(town?.name)
    const places = area.containsPlace.map((place) => place.name)
    expect(places).toEqual(town?.neighbourhoods)
    const main = await page.locator('main').innerText()
    for (const place of places) expect(main, `${place} is on the page`).toContain(place)
    expectBreadcrumbs(nodes, canonical, town?.name ?? '')
    // Home > Areas we cover > the town.
    expect((only(nodes, 'BreadcrumbList').itemListElement as Crumb[])[1]).toMatchObject({
      name: areasPage.heading,
      item: siteUrl(areasPath, origin),
    })
  }

  if (route.kind === 'areas') {
    expect(h1).toBe(areasPage.heading)
    expectBreadcrumbs(nodes, canonical, h1)
  }

  if (route.kind === 'legal') {
    const doc = legalPages.find((legal) => legalPath(legal.slug.current) === route.path)
    expect(h1).toBe(doc?.title)
    expectBreadcrumbs(nodes, canonical, h1)
  }
}
