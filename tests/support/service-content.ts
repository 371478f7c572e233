// What a service page shows, checked against the snapshot the build used, on the page the walk
// over every route has loaded (tests/e2e/a11y.spec.ts, through expectPageContent in
// tests/support/page-content.ts, which checks every page's heading outline): its section blocks
// in order under one h1, contact links to /#contact and tel: links to the free number, its testimonials, and
// the business facts each page exists to show (the repair rules, the stock sizes, the brake and
// servicing tables).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { snapshotDocuments } from './site-routes.ts'

type Block = { _type: string; _key: string; [field: string]: unknown }
type Ref = { _ref: string }

const documents = snapshotDocuments()
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const settings = byId.get('siteSettings') as unknown as {
  phoneE164: string
  labels: { getQuote: string; contactUs: string; starRating: string }
}
const contactHref = '/#contact'

function serviceAt(path: string) {
  const service = documents.find(
    (doc) => doc._type === 'service' && `/services/${doc.slug?.current}/` === path,
  )
  if (!service) throw new Error(`No service document for ${path} in the snapshot`)
  return service as typeof service & { sections: Block[] }
}

function sectionOf(slug: string, type: string): Block {
  const section = serviceAt(`/services/${slug}/`).sections.find((block) => block._type === type)
  if (!section) throw new Error(`The ${slug} service has no ${type} in the snapshot`)
  return section
}

function deref<T>(refs: unknown): T[] {
  return ((refs as Ref[] | undefined) ?? []).map((ref) => byId.get(ref._ref) as unknown as T)
}

function region(page: Page, heading: unknown): Locator {
  return page.getByRole('region', { name: String(heading), exact: true })
}

/** The repair page states the 6mm, 3mm and 1.6mm rules. */
async function repairRules(page: Page): Promise<void> {
  const section = sectionOf('mobile-tyre-repair', 'repairOrReplaceSection')
  const block = region(page, section.heading)
  const repair = block.getByRole('article', { name: String(section.repairTitle) })
  const replace = block.getByRole('article', { name: String(section.replaceTitle) })
  await expect(repair.getByRole('listitem')).toHaveText(section.repairItems as string[])
  await expect(replace.getByRole('listitem')).toHaveText(section.replaceItems as string[])
  await expect(repair.getByRole('listitem').filter({ hasText: /\b6mm\b/ })).toHaveCount(1)
  await expect(repair.getByRole('listitem').filter({ hasText: /\b3mm\b/ })).toHaveCount(1)
  await expect(replace.getByRole('listitem').filter({ hasText: '1.6mm' })).toHaveCount(1)
  await expect(replace).toContainText(/sidewall/i)
}

/** The emergency page lists the five stock sizes. */
async function stockSizes(page: Page): Promise<void> {
  const section = sectionOf('emergency-tyre-fitting', 'stockSizesSection')
  const sizes = region(page, section.heading).getByRole('list').getByRole('listitem')
  await expect(sizes).toHaveText(['195/65R15', '205/55R16', '225/45R17', '215/60R16', '235/65R17'])
}

/** The brake page has a replacement table with pads and discs rows. */
async function brakeTable(page: Page): Promise<void> {
  const section = sectionOf('brake-service', 'intervalTableSection')
  const table = page.getByRole('table', { name: String(section.heading) })
  await expect(table).toBeVisible()
  await expect(table.locator('caption')).toContainText(String(section.heading))
  await expect(table.getByRole('columnheader')).toHaveText([
    String(section.itemHeading),
    String(section.intervalHeading),
  ])
  const pads = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /pads/i }) })
  const discs = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /discs/i }) })
  await expect(pads).toHaveCount(1)
  await expect(pads.getByRole('cell')).toContainText('3mm')
  await expect(pads.getByRole('cell')).toContainText('12-18 months')
  await expect(discs).toHaveCount(1)
  await expect(discs.getByRole('cell')).toContainText('2-3 pad changes')
}

/** The vehicle servicing page shows the packages and their intervals. */
async function servicingPackages(page: Page): Promise<void> {
  const section = sectionOf('vehicle-servicing', 'packageTableSection')
  const packages = deref<{ name: string; interval: string; items: string[] }>(section.packages)
  const cards = region(page, section.heading).getByRole('list').first().locator(':scope > li')
  await expect(cards).toHaveCount(packages.length)
  for (const [index, servicePackage] of packages.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(servicePackage.name)
    await expect(card).toContainText(servicePackage.interval)
    await expect(card.getByRole('listitem')).toHaveText(servicePackage.items)
  }
  // Three packages, with their service intervals (Interim uses the package-card reading everywhere).
  expect(Object.fromEntries(packages.map((item) => [item.name, item.interval]))).toEqual({
    'Basic Service': 'Every 6 months or 6,000 miles',
    'Interim Service': 'Every 6 months or 6,000 miles',
    'Full Service': 'Every 12 months or 12,000 miles',
  })
  const table = sectionOf('vehicle-servicing', 'intervalTableSection')
  const intervalTable = page.getByRole('table', { name: String(table.heading) })
  for (const row of table.rows as { item: string; interval: string }[]) {
    const tableRow = intervalTable
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: row.item, exact: true }) })
    await expect(tableRow.getByRole('cell')).toHaveText(row.interval)
  }
  await expect(
    intervalTable
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Major Service', exact: true }) })
      .getByRole('cell'),
  ).toHaveText('Every 24 months or 24,000 miles')
}

/** The business facts a service page exists to show, by its slug. */
const serviceFacts: Record<string, (page: Page) => Promise<void>> = {
  'mobile-tyre-repair': repairRules,
  'emergency-tyre-fitting': stockSizes,
  'brake-service': brakeTable,
  'vehicle-servicing': servicingPackages,
}

/**
 * A service page: its section blocks in the snapshot's order under one h1, contact links to /#contact and tel: links to the free number, its testimonials, and
 * the business facts it exists to show.
 */
export async function expectServicePage(page: Page, path: string): Promise<void> {
  const service = serviceAt(path)
  const sections = service.sections
  const heroIndex = sections.findIndex((section) => section._type === 'heroSection')
  const hero = sections[heroIndex]

  await test.step('renders the hero h1 and the section headings in order', async () => {
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(String(hero?.heading))
    const sectionHeadings = sections
      .filter((_, index) => index !== heroIndex)
      .map((section) => String(section.heading))
    await expect(page.locator('main h2')).toHaveText(sectionHeadings)
  })

  await test.step('contact links go to /#contact and every call dials the free number', async () => {
    const quoteButtons = sections.filter(
      (section) => section._type === 'heroSection' && section.showQuoteButton,
    ).length
    const contactButtons = sections.filter(
      (section) => section._type === 'callBannerSection' && section.showContactButton,
    ).length
    const main = page.locator('main')
    const quoteLinks = main.getByRole('link', { name: settings.labels.getQuote, exact: true })
    const contactLinks = main.getByRole('link', { name: settings.labels.contactUs, exact: true })
    await expect(quoteLinks).toHaveCount(quoteButtons)
    await expect(contactLinks).toHaveCount(contactButtons)
    for (const link of [...(await quoteLinks.all()), ...(await contactLinks.all())]) {
      await expect(link).toHaveAttribute('href', contactHref)
    }
    const telLinks = page.locator('a[href^="tel:"]')
    expect(await telLinks.count()).toBeGreaterThan(0)
    for (const href of await telLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toBe(`tel:${settings.phoneE164}`)
    }
    // The hero's call button is in the main content, not only in the header.
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible()
  })

  const testimonialSections = sections.filter((section) => section._type === 'testimonialsSection')
  if (testimonialSections.length > 0) {
    await test.step('testimonials are figures with an accessible 5-star rating', async () => {
      for (const section of testimonialSections) {
        const testimonials = deref<{ quote: string; author: string; rating: number }>(
          section.testimonials,
        )
        const block = region(page, section.heading)
        await expect(block.locator('figure')).toHaveCount(testimonials.length)
        for (const testimonial of testimonials) {
          expect(testimonial.rating, 'SPEC: every testimonial is rated 5').toBe(5)
          const figure = block.locator('figure').filter({ hasText: testimonial.author })
          await expect(figure.locator('blockquote')).toHaveText(testimonial.quote)
          await expect(figure.locator('figcaption')).toContainText(testimonial.author)
          const rated = settings.labels.starRating.replace('{rating}', '5').replace('{outOf}', '5')
          await expect(figure.getByRole('img', { name: rated })).toBeVisible()
        }
      }
    })
  }

  const facts = serviceFacts[String(service.slug?.current)]
  if (facts) await test.step('the business facts the page exists to show', () => facts(page))
}
