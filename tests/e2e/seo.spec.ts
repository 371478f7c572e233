// Findability on the built site: titles, descriptions, canonical links, share cards, structured
// data (checked against what the page shows), the sitemap, robots.txt, the web manifest and its
// icons. Nothing here depends on the viewport, so it runs at one width (no tag).

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
  pageTypes,
  servicePath,
  shareCardPath,
  townAliasPath,
  townPath,
} from '../../web/lib/routes.ts'
import { siteOrigin, siteUrl } from '../../web/lib/site-url.ts'
import { expect, test } from '../support/fixtures.ts'
import { pngSize } from '../support/png.ts'
import { type Doc, type SiteRoute, siteRoutes, snapshotDocuments } from '../support/site-routes.ts'

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
const routes = siteRoutes()
const indexable = routes.filter((route) => route.kind !== 'alias')

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

/**
 * How many pages the sitemap lists, counted from the snapshot's documents by the registry's
 * document types, not by the site's own page listing (siteAddresses, which the sitemap reads): one
 * page for each document of an indexed page type, if it has the slug its address needs.
 */
const indexedDocumentCount = (pageTypes as readonly PageType[])
  .filter((pageType) => pageType.indexed)
  .map(
    (pageType) =>
      documents.filter(
        (doc) =>
          doc._type === pageType.type &&
          (pageType.slugField === undefined || Boolean(doc[pageType.slugField]?.current)),
      ).length,
  )
  .reduce((sum, count) => sum + count, 0)

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

async function expectPng(
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

for (const route of routes) {
  test(`${route.kind} ${route.path}: metadata, share card and structured data`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
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
  })
}

test('indexable pages have unique titles and descriptions', async ({ request }) => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  const clashes: string[] = []
  for (const route of indexable) {
    const html = await (await request.get(route.path)).text()
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim() ?? ''
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1]?.trim() ?? ''
    expect(title, `${route.path} has a title`).not.toBe('')
    expect(description, `${route.path} has a description`).not.toBe('')
    const sameTitle = titles.get(title)
    if (sameTitle) clashes.push(`title of ${route.path} repeats ${sameTitle}: ${title}`)
    const sameDescription = descriptions.get(description)
    if (sameDescription) clashes.push(`description of ${route.path} repeats ${sameDescription}`)
    titles.set(title, route.path)
    descriptions.set(description, route.path)
  }
  expect(clashes).toEqual([])
})

test('sitemap.xml lists exactly the indexable routes as absolute URLs', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locations.sort()).toEqual(indexable.map((route) => siteUrl(route.path, origin)).sort())
  // Counted from the documents, so a page type the site's page listing lost still fails.
  expect(indexedDocumentCount).toBeGreaterThan(pageTypes.length)
  expect(locations).toHaveLength(indexedDocumentCount)
})

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^User-Agent: \*$/im)
  expect(text).toMatch(/^Allow: \/$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

test('the web manifest is valid and every icon it or the page names loads', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(manifestHref).toBeTruthy()
  const response = await request.get(manifestHref as string)
  expect(response.status()).toBe(200)
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    background_color: string
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: settings.businessName,
    start_url: '/',
    theme_color: '#0b2340',
    background_color: '#ffffff',
  })
  expect(['standalone', 'browser']).toContain(manifest.display)
  expect(manifest.short_name.length).toBeLessThanOrEqual(12)
  const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((i) => i.sizes)
  expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons) {
    if (icon.type === 'image/png') {
      const [width, height] = icon.sizes.split('x').map(Number)
      await expectPng(request, icon.src, { width: width ?? 0, height: height ?? 0 })
    } else {
      const svg = await request.get(icon.src)
      expect(svg.status(), icon.src).toBe(200)
      expect(svg.headers()['content-type']).toContain('image/svg+xml')
    }
  }
  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))
  await expect(page.locator('link[rel="icon"]')).not.toHaveCount(0)
  await expect(page.locator('link[rel="apple-touch-icon"]')).not.toHaveCount(0)
  for (const href of links) {
    expect((await request.get(href)).status(), href).toBe(200)
  }
})
