// Islands (web/islands): the page is static HTML and each interactive part hydrates on its own,
// after its script has loaded. Whatever a visitor does before that must not be lost. These tests
// hold the islands' entry script back, interact first, then let it run. They interact once the
// HTML is parsed (domcontentloaded): the loader that holds a press is the last thing in <body>,
// so that no script runs before the first paint (scripts/finishing/islands.ts).
import type { Page, Route } from '@playwright/test'
import { contactAnchor, coverageAnchor } from '../../web/lib/routes.ts'
import { holdIslands } from '../support/chrome.ts'
import { expect, settled, test } from '../support/fixtures.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

const documents = snapshotDocuments()
const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as {
  phoneE164: string
  labels: { menuOpen: string; menuClose: string; freeCallNow: string }
}
const form = (
  documents.find((doc) => doc._id === 'homePage') as unknown as {
    contactSection: {
      form: Record<
        | 'nameLabel'
        | 'registrationLabel'
        | 'serviceLabel'
        | 'submitLabel'
        | 'missingTitle'
        | 'locationButtonLabel'
        | 'locationRemoveLabel',
        string
      >
    }
  }
).contactSection.form

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)

// The menu toggle exists below the lg breakpoint only: a phone test.
test('the menu opened before its island ran stays open, and the island takes over', {
  tag: '@phone',
}, async ({ page }) => {
  const release = await holdIslands(page)
  // Not waiting for load: that waits for the held module script.
  await page.goto('/services/mobile-tyre-fitting/', { waitUntil: 'domcontentloaded' })
  const header = page.getByRole('banner')
  // Before hydration the toggle is a link to the panel, which CSS :target opens.
  await header.getByRole('link', { name: settings.labels.menuOpen }).click()
  const nav = header.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  await expect(island(page, 'mobile-menu')).not.toHaveAttribute('data-hydrated', '')
  await release()
  await expect(island(page, 'mobile-menu')).toHaveAttribute('data-hydrated', '')
  const button = header.getByRole('button', { name: settings.labels.menuClose })
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  // The nav links and the call button are server HTML in slots: hydration keeps them.
  await expect(nav.getByRole('link')).not.toHaveCount(0)
  await expect(header.getByRole('link', { name: settings.labels.freeCallNow })).toHaveAttribute(
    'href',
    `tel:${settings.phoneE164}`,
  )
  await button.click()
  await expect(nav).toBeHidden()
})

test('typing and a submit before the form island ran are kept and acted on', async ({ page }) => {
  const release = await holdIslands(page)
  await page.goto(`/#${contactAnchor}`, { waitUntil: 'domcontentloaded' })
  const root = page.locator(`#${contactAnchor} form`)
  const name = root.getByRole('textbox', { name: form.nameLabel, exact: true })
  const registration = root.getByRole('textbox', { name: form.registrationLabel, exact: true })
  const service = root.getByRole('combobox', { name: form.serviceLabel, exact: true })
  await name.fill('Alex Morgan')
  await service.selectOption({ index: 1 })
  const chosen = await service.inputValue()
  await root.getByRole('button', { name: form.submitLabel }).click()
  await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated', '')
  await release()
  await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', '')
  // The held submit ran once the island hydrated: registration is the first field left blank.
  await expect(page.getByText(form.missingTitle, { exact: true })).toBeVisible()
  await expect(registration).toHaveAttribute('aria-invalid', 'true')
  await expect(registration).toBeFocused()
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  // What was typed and chosen before hydration is still there, and now in the island's state:
  // typing in another field (a re-render) does not wipe it.
  await registration.fill('AB12 CDE')
  await expect(name).toHaveValue('Alex Morgan')
  await expect(service).toHaveValue(chosen)
})

test('a press on the location button before the form island ran is held and acted on', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['geolocation'], { origin: baseURL })
  await context.setGeolocation({ latitude: 51.527642, longitude: -1.724618, accuracy: 12 })
  const release = await holdIslands(page)
  await page.goto(`/#${contactAnchor}`, { waitUntil: 'domcontentloaded' })
  const root = page.locator(`#${contactAnchor} form`)
  await root.getByRole('button', { name: form.locationButtonLabel }).click()
  await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated', '')
  await release()
  await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', '')
  // The held press ran once: the location was added, and its remove button took the focus.
  await expect(root.getByRole('button', { name: form.locationRemoveLabel })).toBeFocused()
})

test('a postcode checked before the checker island ran is answered once it has', async ({
  page,
}) => {
  const release = await holdIslands(page)
  await page.goto(`/#${coverageAnchor}`, { waitUntil: 'domcontentloaded' })
  const section = page.locator(`#${coverageAnchor}`)
  await section.getByRole('textbox', { name: /postcode/i }).fill('SN2 1AB')
  await page.keyboard.press('Enter')
  await expect(island(page, 'coverage-checker')).not.toHaveAttribute('data-hydrated', '')
  await release()
  await expect(section.locator('[role="status"]')).toContainText('Swindon')
})

test('the islands are fetched after the page has loaded and painted, never while it loads', async ({
  page,
}) => {
  // A small page loads before it paints: a script fetched then would compete with the paint.
  // Four pages: a loader that waits for the load event alone fetches before the paint on about
  // two loads in three here.
  for (const path of ['/terms-of-service/', '/', '/privacy-policy/', '/cookie-policy/']) {
    await page.goto(path)
    await expect(island(page, 'mobile-menu')).toHaveAttribute('data-hydrated', '')
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const islands = performance
        .getEntriesByType('resource')
        .filter((resource) => resource.name.includes('/_islands/'))
      return {
        loadEnd: navigation?.loadEventEnd ?? 0,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        firstIsland: Math.min(...islands.map((resource) => resource.startTime)),
      }
    })
    expect(timing.firstPaint, path).toBeGreaterThan(0)
    expect(timing.firstIsland, path).toBeGreaterThanOrEqual(timing.loadEnd)
    expect(timing.firstIsland, path).toBeGreaterThanOrEqual(timing.firstPaint)
  }
})

test('the first key or touch fetches the islands at once, before the page has finished loading', async ({
  page,
}) => {
  // Hold every picture: the load event waits for them, so only the touch can start the islands.
  const pictures: Route[] = []
  await page.route('**/img/**', (route) => {
    pictures.push(route)
  })
  const entryRequested = page.waitForRequest('**/_islands/browser-*.js')
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect.poll(() => pictures.length, 'the hero picture is on its way').toBeGreaterThan(0)
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  await page.keyboard.press('Shift')
  await entryRequested
  await expect(island(page, 'mobile-menu')).toHaveAttribute('data-hydrated', '')
  for (const route of pictures.splice(0)) await route.continue()
})

test('an island below the fold hydrates only as it nears the screen, and its code waits too', async ({
  page,
}) => {
  const formCode = page.waitForRequest('**/_islands/contact-form-*.js')
  let formCodeRequested = false
  void formCode.then(() => {
    formCodeRequested = true
  })
  await page.goto('/')
  await settled(page)
  await expect(island(page, 'mobile-menu')).toHaveAttribute('data-hydrated', '')
  await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated', '')
  expect(
    formCodeRequested,
    'the form island code was fetched before the form neared the screen',
  ).toBe(false)
  await page.locator(`#${contactAnchor}`).scrollIntoViewIfNeeded()
  await formCode
  await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', '')
})

test('tabbing into an island that has not hydrated yet hydrates it at once', async ({ page }) => {
  await page.goto('/')
  await settled(page)
  const checker = island(page, 'coverage-checker')
  await expect(checker).not.toHaveAttribute('data-hydrated', '')
  // Focus moves there without scrolling first (as a screen reader's jump to a field might).
  await checker
    .getByRole('textbox')
    .evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }))
  await expect(checker).toHaveAttribute('data-hydrated', '')
})
