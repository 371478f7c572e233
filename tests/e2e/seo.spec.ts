// Findability of the site as a whole: unique titles and descriptions, the sitemap, robots.txt,
// the web manifest and its icons. Each page's own metadata, share card and structured data are
// checked on the page the walk over every route loads (tests/e2e/a11y.spec.ts calls
// expectFindable, tests/support/findability.ts). Nothing here depends on the viewport, so it runs
// at one width (no tag).
import { type PageType, pageTypes } from '../../web/lib/routes.ts'
import { siteOrigin, siteUrl } from '../../web/lib/site-url.ts'
import { expectPng } from '../support/findability.ts'
import { expect, test } from '../support/fixtures.ts'
import { siteRoutes, snapshotDocuments } from '../support/site-routes.ts'

type Settings = { businessName: string }

const origin = siteOrigin()
const documents = snapshotDocuments()
const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as Settings
const indexable = siteRoutes().filter((route) => route.kind !== 'alias')

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
