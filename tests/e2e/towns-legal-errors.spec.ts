// Town pages and their /areas/{town}/ aliases, the legal pages and the 404 page, checked
// against the snapshot the build used.
import type { Page } from '@playwright/test'
import { legalPath, townAliasPath, townPath } from '../../web/lib/routes.ts'
import { siteUrl } from '../../web/lib/site-url.ts'
import { expect, test } from '../support/fixtures.ts'
import { siteRoutes, snapshotDocuments } from '../support/site-routes.ts'

type Labels = {
  bookOnline: string
  freeCallNow: string
  emergencyService: string
  lastUpdated: string
}
type Settings = {
  phoneE164: string
  labels: Labels
  notFound: { heading: string; text: string; linkLabel: string }
}
type Town = {
  name: string
  slug: { current: string }
  heroHeading: string
  areasHeading: string
  neighbourhoods: string[]
  whyChooseHeading?: string
  whyChoose?: { title: string; text: string }[]
  closingHeading: string
}
type Legal = { title: string; slug: { current: string }; lastUpdated: string }

const documents = snapshotDocuments()
const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as Settings
const towns = documents.filter((doc) => doc._type === 'town') as unknown as Town[]
const legalPages = documents.filter((doc) => doc._type === 'legalPage') as unknown as Legal[]

function townAt(path: string): Town {
  const town = towns.find((candidate) => townPath(candidate.slug.current) === path)
  if (!town) throw new Error(`No town document for ${path}`)
  return town
}

/** Fails if a heading is more than one level below the one before it (h2 -> h4). */
async function expectHeadingOrder(page: Page): Promise<void> {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((nodes) => nodes.map((node) => `${node.tagName} ${node.textContent?.trim()}`))
  const skips: string[] = []
  let previous = 0
  for (const heading of levels) {
    const level = Number(heading.charAt(1))
    if (previous > 0 && level > previous + 1) skips.push(`${heading} after h${previous}`)
    previous = level
  }
  expect(levels[0]?.startsWith('H1'), 'the first heading is the h1').toBe(true)
  expect(skips, 'heading levels that skip').toEqual([])
}

const townRoutes = siteRoutes().filter((route) => route.kind === 'town')

test('every town in the content has a page', () => {
  expect(townRoutes.map((route) => route.path).sort()).toEqual(
    towns.map((town) => townPath(town.slug.current)).sort(),
  )
  expect(townRoutes.length).toBeGreaterThan(0)
})

for (const route of townRoutes) {
  const town = townAt(route.path)

  test(`town ${town.name}: hero, neighbourhoods, why choose and closing call`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(town.heroHeading)
    await expect(main.getByRole('link', { name: settings.labels.bookOnline })).toHaveAttribute(
      'href',
      '/#contact',
    )
    await expect(
      main.getByRole('link', { name: new RegExp(`^${settings.labels.freeCallNow}`) }),
    ).toHaveAttribute('href', `tel:${settings.phoneE164}`)

    const areas = main.getByRole('region', { name: town.areasHeading })
    // The neighbourhood grid comes first; the postcode districts follow in a list of their own.
    await expect(areas.getByRole('list').first().getByRole('listitem')).toHaveText(
      town.neighbourhoods,
    )
    expect(town.neighbourhoods).toHaveLength(8)

    const points = town.whyChoose ?? []
    if (points.length === 0) {
      await expect(main.getByRole('heading', { name: /why choose/i })).toHaveCount(0)
    } else {
      expect(points).toHaveLength(4)
      const why = main.getByRole('region', { name: town.whyChooseHeading ?? '' })
      await expect(why.getByRole('listitem')).toHaveCount(4)
      await expect(why.getByRole('heading', { level: 3 })).toHaveText(
        points.map((point) => point.title),
      )
    }

    const closing = main.getByRole('region', { name: town.closingHeading })
    await expect(closing.locator(`a[href="tel:${settings.phoneE164}"]`)).toBeVisible()
    await expect(closing.getByText(settings.labels.emergencyService, { exact: true })).toBeVisible()

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(route.path))
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''))
    expect(robots.join(' '), 'the main route stays indexable').not.toContain('noindex')
    await expectHeadingOrder(page)
  })

  const alias = townAliasPath(town.slug.current)

  test(`alias ${alias}: same page, canonical to the main route, noindex`, async ({ page }) => {
    const response = await page.goto(alias)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(town.heroHeading)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(route.path))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectHeadingOrder(page)
  })

  test(`alias ${alias.slice(0, -1)} without the slash lands on the page`, async ({ page }) => {
    const response = await page.goto(alias.slice(0, -1))
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(alias)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(town.heroHeading)
  })
}

for (const legal of legalPages) {
  const path = legalPath(legal.slug.current)

  test(`legal page ${path}: title and last-updated line`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
    await expect(
      page.getByText(`${settings.labels.lastUpdated} ${legal.lastUpdated}`, { exact: true }),
    ).toBeVisible()
    expect(`${settings.labels.lastUpdated} ${legal.lastUpdated}`).toBe('Last updated: January 2024')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(path))
    await expectHeadingOrder(page)
  })
}

test('an unknown path shows the 404 page and logs the path', async ({ page, pageProblems }) => {
  // The browser logs the document's 404 status; the page logs the missing path on purpose.
  pageProblems.allow(/404/)
  const missing = '/no-such-page/here/'
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') logged.push(message.text())
  })

  const response = await page.goto(missing)
  expect(response?.status()).toBe(404)
  const copy = settings.notFound
  await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible()
  await expect(page.getByText(copy.text, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: copy.linkLabel })).toHaveAttribute('href', '/')
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('footer').first()).toBeVisible()
  await expect
    .poll(() => logged.find((text) => text.includes('non-existent route')))
    .toContain(missing)
  expect(await response?.text(), 'inline style attributes (CSP)').not.toMatch(/\sstyle=/)
  await expectHeadingOrder(page)
})
