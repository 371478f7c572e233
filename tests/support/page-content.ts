// What a service page, a town page, a town's alias and a legal page show, checked against the
// snapshot the build used, on the page the walk over every route has loaded
// (tests/e2e/a11y.spec.ts calls expectPageContent at the desktop width; a service page's checks
// are tests/support/service-content.ts). Their heading order, canonical links and indexing are
// the walk's own checks too; the home, areas and Broken down pages have specs of their own.
import type { Page } from '@playwright/test'
import { legalPath, townAliasPath, townPath } from '../../web/lib/routes.ts'
import { expect } from './fixtures.ts'
import { expectServicePage } from './service-content.ts'
import { type SiteRoute, snapshotDocuments } from './site-routes.ts'

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

/**
 * The heading outline: the first heading is the only h1, and no level is skipped on the way
 * down (an h4 straight after an h2), each skip named by its heading's text.
 */
export async function expectHeadingOutline(page: Page): Promise<void> {
  const headings = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((nodes) =>
    nodes.map((node) => ({
      level: Number(node.tagName.slice(1)),
      text: node.textContent?.trim(),
    })),
  )
  expect(headings[0]?.level, 'the first heading is the h1').toBe(1)
  expect(
    headings.filter((heading) => heading.level === 1),
    'one h1',
  ).toHaveLength(1)
  const skips = headings.flatMap((heading, index) => {
    const previous = headings[index - 1]?.level ?? 1
    return heading.level > previous + 1
      ? [`h${heading.level} ${heading.text} after h${previous}`]
      : []
  })
  expect(skips, 'heading levels that skip').toEqual([])
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No ${what} in the snapshot`)
  return value
}

/** A town page: hero, booking and call links, neighbourhoods, why choose and the closing call. */
async function expectTownPage(page: Page, town: Town): Promise<void> {
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
}

/** The content of the loaded page at `route`, for the page types this file knows. */
export async function expectPageContent(page: Page, route: SiteRoute): Promise<void> {
  if (route.kind === 'service') await expectServicePage(page, route.path)
  if (route.kind === 'town') {
    const town = towns.find((candidate) => townPath(candidate.slug.current) === route.path)
    await expectTownPage(page, found(town, `town for ${route.path}`))
  }
  if (route.kind === 'alias') {
    // The town page itself (tests/build/integrity.test.ts proves the markup is the same).
    const town = towns.find((candidate) => townAliasPath(candidate.slug.current) === route.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      found(town, `town for ${route.path}`).heroHeading,
    )
  }
  if (route.kind === 'legal') {
    const legal = found(
      legalPages.find((candidate) => legalPath(candidate.slug.current) === route.path),
      `legal page for ${route.path}`,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
    await expect(
      page.getByText(`${settings.labels.lastUpdated} ${legal.lastUpdated}`, { exact: true }),
    ).toBeVisible()
    expect(`${settings.labels.lastUpdated} ${legal.lastUpdated}`).toBe('Last updated: January 2024')
  }
}
