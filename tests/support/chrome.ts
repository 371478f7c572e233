// The chrome every page shares, as the browser tests see it: the content it shows, the
// locators that find its parts, and the checks of it that every route gets (expectChrome, run
// by the walk over every route in a11y.spec.ts). chrome.spec.ts tests its behaviour.
import type { Locator, Page, Route, TestInfo } from '@playwright/test'
import { expect, settled } from './fixtures.ts'
import { type SiteRoute, snapshotDocuments } from './site-routes.ts'

type Settings = {
  businessName: string
  phoneE164: string
  hotlineLabel: string
  labels: {
    freeCallNow: string
    navServices: string
    navCoverage: string
    navContact: string
    menuOpen: string
    menuClose: string
    mainMenu: string
    logoHome: string
  }
  consent: {
    heading: string
    acceptLabel: string
    declineLabel: string
    policyLinkLabel: string
  }
}

const documents = snapshotDocuments()
export const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as Settings
const slugs = (type: string) =>
  documents
    .filter((doc) => doc._type === type)
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
    .map((doc) => doc.slug?.current as string)
export const serviceHrefs = slugs('service').map((slug) => `/services/${slug}/`)
const townHrefs = slugs('town').map((slug) => `/areas-covered/mobile-tyre-fitting-${slug}/`)
const legalHrefs = slugs('legalPage').map((slug) => `/${slug}/`)
export const tel = `tel:${settings.phoneE164}`
export const logoName = settings.labels.logoHome.replaceAll('{business}', settings.businessName)
export const consentKey = 'kerbside-consent'
export const servicePage = serviceHrefs[0] as string

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone'

export function navHrefs(onHomePage: boolean): string[] {
  const prefix = onHomePage ? '#' : '/#'
  return ['services', 'coverage', 'contact'].map((id) => `${prefix}${id}`)
}

export const header = (page: Page) => page.getByRole('banner')
export const mainNav = (page: Page) =>
  header(page).getByRole('navigation', { name: settings.labels.mainMenu })
/** The nav's three section links, whether the panel is open or not (the panel also holds the hotline). */
export const navLinks = (page: Page) => page.locator('#site-menu a:not([href^="tel:"])')
/** The menu's toggle once its island has hydrated: a button. */
export const menuButton = (page: Page) =>
  header(page).getByRole('button', {
    name: new RegExp(`^(${settings.labels.menuOpen}|${settings.labels.menuClose})$`),
  })
/** The menu's toggle before or after its island hydrates: a link to the panel, then a button. */
export const menuToggle = (page: Page) =>
  menuButton(page).or(header(page).getByRole('link', { name: settings.labels.menuOpen }))
export const consentRegion = (page: Page) =>
  page.getByRole('region', { name: settings.consent.heading, exact: true })
export const headerCall = (page: Page) =>
  header(page).getByRole('link', { name: settings.labels.freeCallNow, exact: true })

// Requests in flight per page, so a test can let lazy chunks (the menu's animator loads when it
// first opens) finish before it leaves the page: an aborted request fails the fixture.
const inFlight = new WeakMap<Page, number>()

/** Waits until nothing the page asked for is still loading (trackRequests must be on). */
export async function nothingInFlight(page: Page): Promise<void> {
  await expect.poll(() => inFlight.get(page) ?? 0).toBe(0)
}

/** Counts the page's requests in flight, for ready(): call it before the page loads. */
export function trackRequests(page: Page): void {
  inFlight.set(page, 0)
  const change = (by: number) => () => inFlight.set(page, (inFlight.get(page) ?? 0) + by)
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
}

/**
 * The page has settled (loaded, what runs once it has has run: settled()) and nothing is left
 * loading. Its islands have not hydrated: each waits for the visitor (openMenu, headFor).
 */
export async function ready(page: Page): Promise<void> {
  await settled(page)
  await nothingInFlight(page)
}

/**
 * Counts the Web Animations started on the menu panel's content from the page's first script on
 * (the menu's animator, fetched when it first opens, runs through WAAPI): call it before the page
 * loads. Returns a reader of the count.
 */
export async function countMenuAnimations(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const started = { count: 0 }
    Object.assign(window, { panelAnimations: started })
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: Element, ...args) {
      if (this.parentElement?.id === 'site-menu') started.count += 1
      return animate.apply(this, args)
    }
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { panelAnimations: { count: number } }).panelAnimations.count,
    )
}

/** The visitor heads for an island (the mouse moves over it) and it hydrates. */
export async function headFor(page: Page, island: string): Promise<void> {
  const root = page.locator(`[data-island="${island}"]`)
  // The root is display: contents (no box of its own): the mouse goes over what it holds.
  await root.locator(':scope > *').first().hover()
  await expect(root).toHaveAttribute('data-hydrated', '')
}

/** Whatever is painted at the centre of the locator is the locator's element (or inside it). */
export async function expectUncovered(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible()
  const uncovered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
  expect(uncovered, 'nothing covers the element').toBe(true)
}

/** The visitor has already answered the consent notice: the page loads without it. */
export async function answerConsentBeforeLoad(
  page: Page,
  answer: 'accepted' | 'declined',
): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    consentKey,
    answer,
  ] as const)
}

/**
 * Opens the phone's menu with a tap on its toggle. Before its island has hydrated the toggle is a
 * link to the panel, which CSS :target opens, and the tap wakes the island; once it has, it is a
 * button. Either way the menu ends open, its island's button saying so.
 */
export async function openMenu(page: Page): Promise<void> {
  await expect(mainNav(page)).toBeHidden()
  await menuToggle(page).click()
  await expect(mainNav(page)).toBeVisible()
  const button = menuButton(page)
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(button).toHaveAccessibleName(settings.labels.menuClose)
  await expect(button).toHaveAttribute('aria-controls', 'site-menu')
}

/**
 * The header, menu and footer of a loaded page: logo, call button (uncovered), the three section
 * links, on phones the menu (opened with a tap, which hydrates its island, and left open), on
 * larger screens the inline nav, and the footer's links and headings.
 */
export async function expectChrome(page: Page, route: SiteRoute, phone: boolean): Promise<void> {
  const onHomePage = route.kind === 'home'

  const logo = header(page).getByRole('link', { name: logoName })
  await expect(logo).toHaveAttribute('href', '/')
  await expect(logo).toBeVisible()

  const call = headerCall(page)
  await expect(call).toHaveAttribute('href', tel)
  await expectUncovered(call)

  const links = navLinks(page)
  await expect(links).toHaveCount(3)
  for (const [index, href] of navHrefs(onHomePage).entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href)
  }
  const hotline = header(page)
    .getByText(settings.hotlineLabel, { exact: true })
    .filter({ visible: true })

  if (phone) {
    await expect(menuToggle(page)).toHaveAccessibleName(settings.labels.menuOpen)
    const panel = page.locator('#site-menu')
    expect(await panel.evaluate((element) => element.tagName)).toBe('NAV')
    await expect(panel).toHaveAttribute('aria-label', settings.labels.mainMenu)
    await expect(panel).toBeHidden()
    await openMenu(page)
    await expect(mainNav(page)).toBeVisible()
    await expect(links.first()).toBeFocused()
    await expect(hotline).toBeVisible()
    await expect(header(page).getByRole('link', { name: /^0808/ })).toHaveAttribute('href', tel)
    await expectUncovered(call)
  } else {
    await expect(menuToggle(page)).toBeHidden()
    await expect(mainNav(page)).toBeVisible()
    for (const link of await links.all()) await expect(link).toBeVisible()
    await expect(hotline).toBeVisible()
  }

  const footer = page.getByRole('contentinfo')
  const footerHrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  for (const href of [...serviceHrefs, ...townHrefs, ...legalHrefs, tel]) {
    expect(footerHrefs, `footer links to ${href}`).toContain(href)
  }
  expect(footerHrefs.some((href) => href?.startsWith('mailto:'))).toBe(true)
  for (const heading of await footer.getByRole('heading').all()) {
    expect(await heading.evaluate((element) => element.tagName)).toBe('H2')
  }
  for (const nav of await footer.getByRole('navigation').all()) {
    await expect(nav).toHaveAccessibleName(/\S/)
  }
}

/**
 * Holds the islands entry script until the returned release() is called: what a visitor does
 * before the islands hydrate (islands.spec.ts, where-are-you.spec.ts).
 */
export async function holdIslands(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = []
  let asked = 0
  let released = false
  await page.route('**/_islands/browser-*.js', (route) => {
    asked += 1
    if (released) return route.continue()
    held.push(route)
  })
  return async () => {
    released = true
    // Counted whenever it came: the loader asks after the next paint (web/islands/loader.ts), so
    // a test that releases straight after its press can release first (a clean run's CI job once
    // waited 90 s for a request the route had already let through).
    await expect.poll(() => asked, 'the page asked for the islands entry').toBeGreaterThan(0)
    for (const route of held.splice(0)) await route.continue()
  }
}
