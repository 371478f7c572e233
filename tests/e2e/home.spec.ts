// The home page, section by section, checked against the content snapshot the
// build used: hero, services with their panels and emergency block, coverage, testimonials, the
// FAQ section and the contact details. What does not depend on the width is one test, one page
// load, a step per section; the pictures, whose file depends on the width, are tested at both.
import type { Locator, Page } from '@playwright/test'
import { contactAnchor, servicePath, townPath } from '../../web/lib/routes.ts'
import { expect, settled, test } from '../support/fixtures.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

type Ref = { _ref: string }
type Settings = {
  productPhrase: string
  phoneDisplay: string
  phoneE164: string
  whatsappE164: string
  email: string
  hours: string
  labels: Record<
    | 'freeCallNow'
    | 'emergencyCall'
    | 'bookService'
    | 'learnMore'
    | 'viewCoverage'
    | 'messageUs'
    | 'starRating',
    string
  >
}
type Picture = { alt: string }
type Panel = { title: string; text: string; picture: Picture }
type Home = {
  hero: {
    badge: string
    headline: string
    bookLabel: string
    highlights: string[]
    picture: Picture
  }
  servicesSection: {
    heading: string
    panels: Panel[]
    emergencyHeading: string
    emergencyText: string
  }
  coverageSection: {
    heading: string
    intro: string
    notListedHeading: string
    notListedText: string
  }
  testimonialsSection: { heading: string; testimonials: Ref[] }
  faqSection: { heading: string; faqs: Ref[] }
  contactSection: { heading: string; nonUrgentNote: string; whatsappLabel: string }
}
type Service = {
  title: string
  slug: { current: string }
  orderRank: string
  cardFeatures: string[]
  ctaKind: 'call' | 'emergencyCall' | 'book'
}
type Town = { name: string; slug: { current: string }; orderRank: string; cardDescription: string }
type Testimonial = { quote: string; author: string; location: string; service: Ref; rating: number }
type Faq = { question: string; answer: string }

const documents = snapshotDocuments()
const byId = new Map(documents.map((doc) => [doc._id, doc as unknown]))

function documentById<T>(id: string): T {
  const doc = byId.get(id)
  if (!doc) throw new Error(`The snapshot has no document ${id}`)
  return doc as T
}

function ofType<T extends { orderRank: string }>(type: string): T[] {
  return (
    documents
      .filter((doc) => doc._type === type)
      .map((doc) => doc as unknown as T)
      // As GROQ's order(orderRank): by code point.
      .sort((a, b) => (a.orderRank < b.orderRank ? -1 : 1))
  )
}

const settings = documentById<Settings>('siteSettings')
const home = documentById<Home>('homePage')
const services = ofType<Service>('service')
const towns = ofType<Town>('town')
const labels = settings.labels
const tel = `tel:${settings.phoneE164}`

function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

/** The direct items of the first list in `scope` (cards, not the feature lists inside them). */
function cards(scope: Locator): Locator {
  return scope.locator('ul').first().locator(':scope > li')
}

async function open(page: Page) {
  await page.goto('/')
  await expect(page.locator('h1')).toHaveCount(1)
}

// One page load for every section's content; each step is one section.
test('every section, from the content', async ({ page }) => {
  await open(page)

  await test.step('sections come in the SPEC order', async () => {
    const ids = await page
      .locator('main > section')
      .evaluateAll((sections) =>
        sections.map((section) => section.id || section.getAttribute('aria-labelledby')),
      )
    expect(ids).toEqual([
      'hero-heading',
      'services',
      'coverage',
      'testimonials',
      'faq',
      contactAnchor,
    ])
  })

  await test.step('hero: badge, headline with the product phrase, call and booking buttons, highlights', async () => {
    const hero = page.locator('section[aria-labelledby="hero-heading"]')
    await expect(hero.getByText(home.hero.badge, { exact: true })).toBeVisible()
    const headline = hero.getByRole('heading', { level: 1 })
    await expect(headline).toHaveText(
      home.hero.headline.replace('{product}', settings.productPhrase),
    )
    await expect(headline).toContainText(settings.productPhrase)
    const call = hero.getByRole('link', { name: `${labels.freeCallNow}: ${settings.phoneDisplay}` })
    await expect(call).toHaveAttribute('href', tel)
    await expect(hero.getByRole('link', { name: home.hero.bookLabel })).toHaveAttribute(
      'href',
      `#${contactAnchor}`,
    )
    await expect(hero.getByRole('listitem')).toHaveText(home.hero.highlights)
  })

  await test.step('services: nine cards in order, four features each, the right call to action', async () => {
    const section = page.locator('#services')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      home.servicesSection.heading,
    )
    const items = cards(section)
    await expect(items).toHaveCount(9)
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(services.map((s) => s.title))
    for (const [index, service] of services.entries()) {
      const card = items.nth(index)
      await expect(card.getByRole('listitem')).toHaveText(service.cardFeatures)
      expect(service.cardFeatures).toHaveLength(4)
      if (service.ctaKind === 'book') {
        const book = card.getByRole('link', { name: labels.bookService, exact: true })
        await expect(book).toHaveAttribute('href', `#${contactAnchor}`)
        await expect(card.locator('a[href^="tel:"]')).toHaveCount(0)
      } else {
        const label =
          service.ctaKind === 'emergencyCall' ? labels.emergencyCall : labels.freeCallNow
        await expect(card.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          tel,
        )
      }
      const learnMore = card.getByRole('link', { name: literal(labels.learnMore) })
      await expect(learnMore).toHaveAttribute('href', servicePath(service.slug.current))
      await expect(learnMore).toHaveAccessibleName(`${labels.learnMore}: ${service.title}`)
    }
    const kinds = Object.fromEntries(services.map((s) => [s.slug.current, s.ctaKind]))
    expect(kinds['emergency-tyre-fitting']).toBe('emergencyCall')
    for (const slug of ['tpms-service', 'brake-service', 'vehicle-servicing']) {
      expect(kinds[slug]).toBe('book')
    }
  })

  await test.step('coverage: ten area cards link to their town pages; the not-listed box', async () => {
    const section = page.locator('#coverage')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      home.coverageSection.heading,
    )
    await expect(section.getByText(home.coverageSection.intro)).toBeVisible()
    const items = cards(section)
    await expect(items).toHaveCount(10)
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(towns.map((t) => t.name))
    for (const [index, town] of towns.entries()) {
      const card = items.nth(index)
      await expect(card.getByText(town.cardDescription)).toBeVisible()
      const link = card.getByRole('link')
      await expect(link).toHaveAccessibleName(`${labels.viewCoverage}: ${town.name}`)
      await expect(link).toHaveAttribute('href', townPath(town.slug.current))
    }
    const notListed = page
      .locator('#coverage')
      .getByRole('group', { name: home.coverageSection.notListedHeading })
    await expect(notListed.getByRole('heading', { level: 3 })).toHaveText(
      home.coverageSection.notListedHeading,
    )
    await expect(notListed.getByText(home.coverageSection.notListedText)).toBeVisible()
    await expect(notListed.locator(`a[href="${tel}"]`)).toBeVisible()
    await expect(notListed.getByRole('link', { name: labels.messageUs })).toHaveAttribute(
      'href',
      `/#${contactAnchor}`,
    )
  })

  await test.step('testimonials: six five-star quotes with author, service and town', async () => {
    const section = page.locator('#testimonials')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      home.testimonialsSection.heading,
    )
    const figures = section.locator('figure')
    await expect(figures).toHaveCount(6)
    for (const [index, ref] of home.testimonialsSection.testimonials.entries()) {
      const testimonial = documentById<Testimonial>(ref._ref)
      const service = documentById<Service>(testimonial.service._ref)
      const figure = figures.nth(index)
      const rated = settings.labels.starRating.replace('{rating}', '5').replace('{outOf}', '5')
      await expect(figure.getByRole('img', { name: rated })).toBeVisible()
      expect(testimonial.rating).toBe(5)
      await expect(figure.locator('blockquote')).toHaveText(testimonial.quote)
      const caption = figure.locator('figcaption')
      await expect(caption.getByText(testimonial.author, { exact: true })).toBeVisible()
      await expect(caption.getByText(service.title, { exact: true })).toBeVisible()
      await expect(caption.getByText(testimonial.location, { exact: true })).toBeVisible()
    }
  })

  await test.step('FAQ: native details open on click and show the answer', async () => {
    const section = page.locator('#faq')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(home.faqSection.heading)
    const details = section.locator('details')
    await expect(details).toHaveCount(home.faqSection.faqs.length)
    const faq = documentById<Faq>(home.faqSection.faqs[0]?._ref ?? '')
    const first = details.first()
    await expect(first).not.toHaveAttribute('open')
    await expect(first.getByText(faq.answer)).toBeHidden()
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await expect(first.getByText(faq.answer)).toBeVisible()
    await first.locator('summary').click()
    await expect(first).not.toHaveAttribute('open')
  })

  await test.step('contact: phone, e-mail and WhatsApp links, hours and the 24-hour note', async () => {
    const section = page.locator(`#${contactAnchor}`)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(home.contactSection.heading)
    await expect(section.getByRole('link', { name: settings.phoneDisplay })).toHaveAttribute(
      'href',
      tel,
    )
    await expect(section.getByRole('link', { name: settings.email })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    )
    const whatsapp = section.getByRole('link', { name: home.contactSection.whatsappLabel })
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/${settings.whatsappE164.replace(/\D/g, '')}`,
    )
    await expect(section.getByText(settings.hours, { exact: true })).toBeVisible()
    await expect(
      section.getByText(home.contactSection.nonUrgentNote, { exact: true }),
    ).toBeVisible()
    expect(home.contactSection.nonUrgentNote).toMatch(/within 24 hours/i)
    await expect(section.locator('form')).toBeVisible()
  })
})

/**
 * The width the browser should pick from a slot's files: the CSS width times the device pixel
 * ratio, rounded up to the next width the picture step made (the widths in its srcset).
 */
async function expectChosenWidth(image: Locator) {
  const { chosen, needed, offered } = await image.evaluate((img: HTMLImageElement) => {
    const source = img.parentElement?.querySelector('source[type="image/avif"]')
    const widths = (source?.getAttribute('srcset') ?? '')
      .split(',')
      .map((entry) => Number(entry.trim().split(' ')[1]?.replace('w', '')))
    return {
      chosen: Number(img.currentSrc.match(/-(\d+)w\.[0-9a-f]+\.avif$/)?.[1]),
      needed: img.getBoundingClientRect().width * window.devicePixelRatio,
      offered: widths,
    }
  })
  const expected = offered.find((width) => width >= needed) ?? Math.max(...offered)
  expect(chosen, `needs ${needed} px of ${offered.join(', ')}`).toBe(expected)
}

test('hero picture: preloaded first where it sits beside the heading, lazy under it on a phone; AVIF at the width the screen needs; call button still in view', {
  tag: '@layout',
}, async ({ page }) => {
  await open(page)
  const hero = page.locator('section[aria-labelledby="hero-heading"]')
  const image = hero.getByRole('img', { name: home.hero.picture.alt, exact: true })
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(image).toHaveAttribute('decoding', 'async')
  await expect(image).not.toHaveAttribute('fetchpriority', /./)
  // The preload is for the screens where the picture is in the first screen (1280 × 800), and
  // for no other (390 × 844, where it sits under the call button and waits its turn).
  const preload = page.locator('head link[rel="preload"][as="image"]')
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  await expect(preload).toHaveAttribute('type', 'image/avif')
  const placed = await image.evaluate(
    (img: HTMLImageElement, media) => ({
      preloaded: matchMedia(media ?? 'none').matches,
      inFirstScreen: img.getBoundingClientRect().top + window.scrollY < window.innerHeight,
    }),
    await preload.getAttribute('media'),
  )
  expect(placed.preloaded, 'preloaded exactly where it is in the first screen').toBe(
    placed.inFirstScreen,
  )
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  // The preload chose the file the <picture> shows: it was fetched once.
  const fetched = await image.evaluate(
    (img: HTMLImageElement) => performance.getEntriesByName(img.currentSrc).length,
  )
  expect(fetched).toBe(1)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectChosenWidth(image)
  // Width and height reserve the box before the file arrives: no shift when it does.
  const box = await image.boundingBox()
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4 / 3, 1)
  // The call button stays in the first screen (390 × 844 on the phone project).
  const call = hero.getByRole('link', { name: `${labels.freeCallNow}: ${settings.phoneDisplay}` })
  const callBox = await call.boundingBox()
  const viewport = page.viewportSize()
  expect((callBox?.y ?? 0) + (callBox?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0)
})

test('services: both picture panels load lazily with their alt text, then the emergency block', {
  tag: '@layout',
}, async ({ page }) => {
  await open(page)
  const section = page.locator('#services')
  expect(home.servicesSection.panels).toHaveLength(2)
  for (const panel of home.servicesSection.panels) {
    await expect(section.getByRole('heading', { level: 3, name: panel.title })).toBeVisible()
    await expect(section.getByText(panel.text)).toBeVisible()
    const image = section.getByRole('img', { name: panel.picture.alt, exact: true })
    await expect(image).toHaveAttribute('loading', 'lazy')
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('src', /^\/img\/[a-z0-9-]+-\d+w\.[0-9a-f]{12}\.webp$/)
    await expect(image).toHaveAttribute('width', /\d+/)
    await expect(image).toHaveAttribute('height', /\d+/)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await expectChosenWidth(image)
  }
  const emergency = section.getByRole('heading', { name: home.servicesSection.emergencyHeading })
  await expect(emergency).toBeVisible()
  await expect(section.getByText(home.servicesSection.emergencyText)).toBeVisible()
  const call = section.getByRole('link', {
    name: `${labels.emergencyCall}: ${settings.phoneDisplay}`,
  })
  await expect(call).toHaveAttribute('href', tel)
})

test('the area cards lead to the town pages', async ({ page }) => {
  await open(page)
  const hrefs = await cards(page.locator('#coverage'))
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(towns.map((town) => townPath(town.slug.current)))
  // Leaving a page mid-load aborts its requests, which the fixture reports: let it settle first.
  await settled(page)
  const first = towns[0]
  if (!first) throw new Error('the snapshot has no towns')
  const response = await page.goto(townPath(first.slug.current))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.name)
  await settled(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('content, FAQ answers and contact links work from the HTML alone', async ({
    page,
    pageProblems,
  }) => {
    // With scripting off, Chromium refuses the page's script files and reports them as failed.
    pageProblems.allow(/request failed: .*\/_islands\/.*\.js \(csp\)/)
    await page.goto('/')
    await expect(cards(page.locator('#services'))).toHaveCount(9)
    await expect(cards(page.locator('#coverage'))).toHaveCount(10)
    await expect(page.locator('#testimonials figure')).toHaveCount(6)
    await page.locator('#faq summary').first().click()
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '')
    const contact = page.locator(`#${contactAnchor}`)
    // The first: the contact details' number (the form's "Where are you?" has its own button).
    await expect(contact.locator(`a[href="${tel}"]`).first()).toBeVisible()
    await expect(contact.locator(`a[href="mailto:${settings.email}"]`)).toBeVisible()
  })
})
