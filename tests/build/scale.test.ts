// The site at 1,000 towns (the shared cached build, tests/support/scale-site.ts): every town is
// two clicks from the home page (through "Areas we cover" and its county's page) and found by the
// postcode check, which fetches its table only when used; the pages stay within their budgets; the
// structured data names the business once and refers to it everywhere else; the sitemap stays
// valid; the towns come in the order staff dragged them into; and axe finds nothing on "Areas we
// cover" and its largest county page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  firstRoundTripBytes,
  firstRoundTripProblems,
  gzipBytes,
  htmlPages,
  jsonLdBlocks,
  overFirstRoundTrip,
  SCALE_TOWNS,
  scaleTargets,
} from '../../scripts/bench/index.ts'
import { type RunningServer, startServer } from '../../scripts/host/index.ts'
import { findChromium, offlineChromiumFlags } from '../../scripts/lib/chromium.ts'
import {
  checkCoverage,
  districtIndex,
  townsOfTableFile,
} from '../../web/lib/coverage/postcode-check.ts'
import {
  areasPath,
  countyPath,
  groupSegment,
  postcodeTablePath,
  townAliasPath,
  townPath,
} from '../../web/lib/routes.ts'
import { withHangLimits } from '../support/hang-limits.ts'
import { siteHeadingSkips } from '../support/headings.ts'
import { DRAGGED_TO_TOP, type ScaleSite, scaleSite } from '../support/scale-site.ts'
import { wcagTags } from '../support/wcag.ts'

const { jsonLdBytes: JSON_LD_BUDGET, sitemapUrls: SITEMAP_URL_LIMIT } = scaleTargets

type Town = { id: string; name: string; slug: string; county: string; districts: string[] }
type JsonLdNode = { '@id'?: string; '@type'?: string; [key: string]: unknown }

const read = (outDir: string, path: string) =>
  readFileSync(join(outDir, path, path.endsWith('/') ? 'index.html' : ''), 'utf8')

/** A county's page of "Areas we cover", from the county as a town document names it. */
const countyPageOf = (county: string) => countyPath(groupSegment(county))

/** A page's <main>, without the header and footer every page shares. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

/** Every internal link target of a page's <main>. */
function mainLinks(html: string): Set<string> {
  return new Set(
    [...mainOf(html).matchAll(/<a [^>]*href="(\/[^"#]*)"/g)].map((match) => match[1] ?? ''),
  )
}

/** Every object in a JSON value, nested ones included. */
function objectsIn(value: unknown): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn)
  if (value === null || typeof value !== 'object') return []
  return [value as JsonLdNode, ...Object.values(value).flatMap(objectsIn)]
}

describe(`the site at ${SCALE_TOWNS} towns`, () => {
  let site: ScaleSite
  let towns: Town[]
  beforeAll(async () => {
    site = await scaleSite()
    towns = site.documents
      .filter((document) => document._type === 'town')
      .map((document) => ({
        id: document._id,
        name: String(document.name),
        slug: (document.slug as { current: string }).current,
        county: String(document.county),
        districts: document.postcodeDistricts as string[],
      }))
  })

  it('builds a page and an alias for every town', () => {
    expect(towns).toHaveLength(SCALE_TOWNS)
    const built = new Set([...htmlPages(site.outDir)].map((page) => page.path))
    const missing = towns.flatMap((town) =>
      [townPath(town.slug), townAliasPath(town.slug)].filter((path) => !built.has(path)),
    )
    expect(missing).toEqual([])
  })

  it('reaches every town from the home page through its county\'s page of "Areas we cover"', () => {
    expect(mainLinks(read(site.outDir, '/')).has(areasPath)).toBe(true)
    // Past countyPages.above towns the areas page lists the counties, each a link to its page.
    const counties = [...new Set(towns.map((town) => town.county))].sort()
    const index = mainOf(read(site.outDir, areasPath))
    const countyLinks = [...index.matchAll(/<a [^>]*href="(\/[^"#]*)"[^>]*>([^<]+)<\/a>/g)].map(
      (match) => [match[2], match[1]],
    )
    expect(countyLinks).toEqual(counties.map((county) => [county, countyPageOf(county)]))
    expect(index).not.toContain(townPath(towns[0]?.slug ?? ''))
    // Each county's page: its h1 and title from the wording staff write once, with the county's
    // name, every town of the county and no other, and a link back to every county.
    const listedOn = new Map<string, string[]>()
    for (const county of counties) {
      const html = read(site.outDir, countyPageOf(county))
      expect(html, county).toMatch(new RegExp(`<h1[^>]*>Mobile Tyre Fitting in ${county}</h1>`))
      expect(html, county).toContain(`<title>Mobile Tyre Fitting in ${county}`)
      for (const link of mainLinks(html))
        listedOn.set(link, [...(listedOn.get(link) ?? []), county])
      expect(mainLinks(html).has(areasPath), county).toBe(true)
    }
    expect(
      towns.filter((town) => listedOn.get(townPath(town.slug))?.join() !== town.county),
    ).toEqual([])
  })

  it('shows the featured towns as cards, not every town', () => {
    const home = read(site.outDir, '/')
    const coverage = home.slice(
      home.indexOf('id="coverage"'),
      home.indexOf('</section>', home.indexOf('id="coverage"')),
    )
    const cards = [...coverage.matchAll(/<li[^>]*>(?:(?!<\/li>)[\s\S])*?<h3[^>]*>([^<]+)<\/h3>/g)]
    expect(cards.length).toBeLessThanOrEqual(12)
    const featured = (
      site.documents.find((document) => document._id === 'homePage') as unknown as {
        coverageSection: { featuredTowns: { _ref: string }[] }
      }
    ).coverageSection.featuredTowns.map((ref) => towns.find((town) => town.id === ref._ref)?.name)
    expect(cards.map((card) => card[1])).toEqual(featured)
  })

  it('finds every town with the postcode check, from the table it fetches on first use', () => {
    const home = read(site.outDir, '/')
    // The check's props (in their own file, scripts/finishing/island-props.ts) carry only the
    // table's address, not the table, and neither does the page.
    const propsFile = /data-island="coverage-checker"[^>]*\sdata-props-src="([^"]+)"/.exec(
      home,
    )?.[1]
    expect(propsFile, 'the postcode check reads its props from a file').toBeDefined()
    const props = readFileSync(join(site.outDir, propsFile ?? ''), 'utf8')
    expect(props).toContain(postcodeTablePath)
    for (const text of [props, home]) expect(text).not.toContain(towns.at(-1)?.districts[0])
    const file = readFileSync(join(site.outDir, postcodeTablePath), 'utf8')
    const index = districtIndex(townsOfTableFile(JSON.parse(file)))
    const lost = towns.filter((town) =>
      town.districts.some((district) => {
        const answer = checkCoverage(index, `${district} 1AA`)
        return answer.kind !== 'covered' || answer.town.path !== townPath(town.slug)
      }),
    )
    expect(lost.map((town) => town.slug)).toEqual([])
    console.log(
      `postcode table at ${towns.length} towns: ${(file.length / 1024).toFixed(1)} kB, ${(gzipSync(file).length / 1024).toFixed(1)} kB gzip`,
    )
  })

  it(`keeps every page's HTML within the first round trip, ${firstRoundTripBytes} bytes gzip`, () => {
    const counties = [...new Set(towns.map((town) => countyPageOf(town.county)))]
    const largestCounty = Math.max(...counties.map((path) => gzipBytes(read(site.outDir, path))))
    console.log(
      `home HTML at ${towns.length} towns: ${gzipBytes(read(site.outDir, '/'))} bytes gzip, "Areas we cover" ${gzipBytes(read(site.outDir, areasPath))}, the largest of its ${counties.length} county pages ${largestCounty}`,
    )
    expect(firstRoundTripProblems(htmlPages(site.outDir), overFirstRoundTrip.scale)).toEqual([])
  })

  it('gives every page one h1 and headings that descend a level at a time', () => {
    // "Areas we cover" shows the postcode check straight under its h1 past countyPages.above
    // towns (the home page has it under a section's h2): its heading is an h2 there.
    expect(siteHeadingSkips(site.outDir)).toEqual([])
  })

  it('describes the business once, on the home page, and refers to it by @id elsewhere', () => {
    const defined = new Map<string, string>()
    const problems: string[] = []
    let largest = { path: '', bytes: 0 }
    const referencesByPage = new Map<string, string[]>()
    for (const { path, html } of htmlPages(site.outDir)) {
      const blocks = jsonLdBlocks(html)
      const bytes = blocks.reduce((sum, block) => sum + Buffer.byteLength(block), 0)
      if (bytes > largest.bytes) largest = { path, bytes }
      if (bytes > JSON_LD_BUDGET) problems.push(`${path}: JSON-LD ${bytes} bytes`)
      for (const block of blocks) {
        let value: unknown
        try {
          value = JSON.parse(block)
        } catch (error) {
          problems.push(`${path}: JSON-LD does not parse (${(error as Error).message})`)
          continue
        }
        const nodes = objectsIn(value)
        const references = nodes
          .filter((node) => node['@id'] && Object.keys(node).length === 1)
          .map((node) => node['@id'] as string)
        referencesByPage.set(path, [...(referencesByPage.get(path) ?? []), ...references])
        for (const node of nodes) {
          if (!node['@id'] || Object.keys(node).length === 1) continue
          if (path === '/') defined.set(node['@id'], String(node['@type']))
          if (node['@type'] === 'AutoRepair' && path !== '/') {
            problems.push(`${path}: repeats the business node in full`)
          }
        }
      }
    }
    const business = [...defined].find(([, type]) => type === 'AutoRepair')
    expect(business, 'the home page defines the business').toBeDefined()
    for (const [path, references] of referencesByPage) {
      for (const id of references) {
        if (!defined.has(id))
          problems.push(`${path}: refers to ${id}, not defined on the home page`)
      }
    }
    expect(referencesByPage.get(townPath(towns[0]?.slug ?? ''))).toContain(business?.[0])
    console.log(
      `largest JSON-LD at ${towns.length} towns: ${largest.bytes} bytes on ${largest.path}`,
    )
    expect(problems).toEqual([])
  })

  it('links each town page to a few towns of its own county', () => {
    const counties = new Map(towns.map((town) => [townPath(town.slug), town.county]))
    for (const town of [towns[0], towns[1], towns[500], towns.at(-1)] as Town[]) {
      const links = [...mainLinks(read(site.outDir, townPath(town.slug)))].filter(
        (path) => counties.has(path) && path !== townPath(town.slug),
      )
      expect(links.length, town.slug).toBeGreaterThan(0)
      expect(links.length, town.slug).toBeLessThanOrEqual(4)
      expect(
        links.filter((path) => counties.get(path) !== town.county),
        town.slug,
      ).toEqual([])
      expect(mainLinks(read(site.outDir, townPath(town.slug))).has(areasPath)).toBe(true)
    }
  })

  it('lists the towns in the order staff dragged them into', () => {
    const dragged = towns.find((town) => town.id === DRAGGED_TO_TOP) as Town
    const footer = read(site.outDir, '/').split('<footer')[1] ?? ''
    const firstTown = footer.match(/href="(\/areas-covered\/mobile-tyre-fitting-[^"]+)"/)?.[1]
    expect(firstTown).toBe(townPath(dragged.slug))
  })

  it('lists every town page in a valid sitemap', () => {
    const xml = readFileSync(join(site.outDir, 'sitemap.xml'), 'utf8')
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''))
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/)
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT)
    const listed = new Set(urls.map((url) => url.pathname))
    expect(towns.filter((town) => !listed.has(townPath(town.slug)))).toEqual([])
    expect(listed.has(areasPath)).toBe(true)
    const counties = new Set(towns.map((town) => countyPageOf(town.county)))
    expect([...counties].filter((path) => !listed.has(path))).toEqual([])
  })

  describe('in Chromium, under the host headers', () => {
    let server: RunningServer
    // One Chromium for the three tests (a start is about a second of CPU); each test opens its
    // pages in fresh contexts of its own, so no cache or request record passes between them.
    let browser: Browser
    beforeAll(async () => {
      server = await startServer({ root: site.outDir, port: 0, host: '127.0.0.1' })
      browser = await chromium.launch({
        executablePath: findChromium(),
        args: [...offlineChromiumFlags],
      })
    })
    afterAll(async () => {
      await browser?.close()
      await server.close()
    })

    it('shows "Areas we cover" and the largest county page with no axe violation, at 390 and 1280 px', async () => {
      const counties = Map.groupBy(towns, (town) => town.county)
      const largest = [...counties].sort((a, b) => b[1].length - a[1].length)[0]?.[0] ?? ''
      const found: string[] = []
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        try {
          const page = await context.newPage()
          withHangLimits(page)
          for (const path of [areasPath, countyPageOf(largest)]) {
            await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
            // Once what runs at load has run (the consent notice shown) and no island is
            // hydrating, as the browser tests' settled() waits: axe reads a page at rest.
            await page.waitForSelector('html[data-islands=ready]', { state: 'attached' })
            await page.waitForFunction(
              () => !document.querySelector('[data-island][data-hydrating]'),
            )
            const results = await new AxeBuilder({ page })
              .options({ resultTypes: ['violations'] })
              .withTags(wcagTags)
              .setLegacyMode()
              .analyze()
            found.push(
              ...results.violations.map((violation) => `${width} ${path}: ${violation.id}`),
            )
          }
        } finally {
          await context.close()
        }
      }
      expect(found).toEqual([])
    })

    it.each([
      ['the home page', '/'],
      ['"Areas we cover", above its counties', areasPath],
    ])(
      'answers a postcode of the last town on %s, fetching the table only once the check is used',
      async (_, path) => {
        // A context of its own (closed with the page): the table is fetched only once the
        // check is used on this page, not taken from an earlier page's cache.
        const page = await browser.newPage()
        try {
          withHangLimits(page)
          const problems: string[] = []
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(message.text())
          })
          const tableRequests: string[] = []
          page.on('request', (request) => {
            if (request.url().endsWith(postcodeTablePath)) tableRequests.push(request.url())
          })
          await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
          const town = towns.at(-1) as Town
          const input = page.locator('[data-island="coverage-checker"]').getByRole('textbox')
          await input.scrollIntoViewIfNeeded()
          // What runs once the page has loaded has run; the check waits for the visitor.
          await page.waitForSelector('html[data-islands=ready]')
          expect(tableRequests, 'no table request before the check is used').toEqual([])
          await input.fill(`${town.districts[0]} 1AA`)
          await input.press('Enter')
          const link = page.locator('#coverage-check-answer a', { hasText: town.name })
          // A limit for a hung page, not a slow one.
          await link.waitFor({ timeout: 120_000 })
          expect(await link.getAttribute('href')).toBe(townPath(town.slug))
          expect(tableRequests).toHaveLength(1)
          expect(problems).toEqual([])
        } finally {
          await page.close()
        }
      },
    )
  })
})
