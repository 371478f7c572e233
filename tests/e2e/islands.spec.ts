// Islands (web/islands): the page is static HTML and each interactive part hydrates on its own,
// when the visitor heads for it (a touch, a press, a mouse over it, focus or a key inside it);
// nothing of React or the islands is fetched before that. Whatever a visitor does before an
// island has hydrated must not be lost. Most tests here hold the islands' entry script back,
// interact first, then let it run. Some interact once the HTML is parsed (domcontentloaded): the
// loader that holds a press is the last thing in <body>, so that no script runs before the first
// paint (scripts/finishing/islands.ts).
import type { Page, Route } from '@playwright/test'
import { contactAnchor, coverageAnchor } from '../../web/lib/routes.ts'
import {
  answerConsentBeforeLoad,
  settings as chromeSettings,
  consentKey,
  consentRegion,
  holdIslands,
} from '../support/chrome.ts'
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
  await page.goto('/services/mobile-tyre-fitting/')
  // What runs once the page has loaded (hash scrolling among it) is in place: it leaves the
  // toggle, a link to the panel, to the browser while the menu's island has not run.
  await settled(page)
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

test('a tap on the menu toggle still pressed when its island is ready opens the menu: the island hydrates after it', {
  tag: '@phone',
}, async ({ page }) => {
  // Its code is cached after a first page, and ready before a finger is lifted; hydrating then
  // replaced the pressed link with the island's button, and the tap was lost (the menu shut).
  await answerConsentBeforeLoad(page, 'accepted')
  await page.goto('/services/mobile-tyre-fitting/')
  await settled(page)
  const header = page.getByRole('banner')
  const box = await header.getByRole('link', { name: settings.labels.menuOpen }).boundingBox()
  if (!box) throw new Error('the menu toggle has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  // The press woke the island: its code loaded, it waits for the press to end (the build before
  // hydrated it here, under the finger).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as { __islands?: { afterPress?: unknown[] } }).__islands?.afterPress?.length ===
            1 || document.querySelector('[data-island="mobile-menu"][data-hydrated]') !== null,
      ),
    )
    .toBe(true)
  await expect(island(page, 'mobile-menu')).not.toHaveAttribute('data-hydrated', '')
  await page.mouse.up()
  await expect(island(page, 'mobile-menu')).toHaveAttribute('data-hydrated', '')
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(header.getByRole('button', { name: settings.labels.menuClose })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
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

test('nothing of the islands is fetched until the visitor heads for one; what runs at load comes after the load event and the first paint', async ({
  page,
}) => {
  // A small page loads before it paints: a script fetched then would compete with the paint.
  // Four pages: a loader that waits for the load event alone fetches before the paint on about
  // two loads in three here.
  for (const path of ['/terms-of-service/', '/', '/privacy-policy/', '/cookie-policy/']) {
    await page.goto(path)
    await settled(page)
    // The consent notice (no choice stored) came with what runs at load, from a file of its own.
    await expect(consentRegion(page)).toBeVisible()
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const fetched = performance
        .getEntriesByType('resource')
        .filter((resource) => resource.name.includes('/_islands/'))
      return {
        loadEnd: navigation?.loadEventEnd ?? 0,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        fetched: fetched.map((resource) => new URL(resource.name).pathname),
        firstFetch: Math.min(...fetched.map((resource) => resource.startTime)),
      }
    })
    expect(timing.firstPaint, path).toBeGreaterThan(0)
    expect(timing.firstFetch, path).toBeGreaterThanOrEqual(timing.loadEnd)
    expect(timing.firstFetch, path).toBeGreaterThanOrEqual(timing.firstPaint)
    // The on-load module and the notice's HTML: no React, no island's code or props.
    expect(timing.fetched, path).toEqual([
      expect.stringMatching(/^\/_islands\/on-load-[\w-]+\.js$/),
      expect.stringMatching(/^\/_islands\/props\/[\w-]+\.json$/),
    ])
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0)
  }
})

test('a key or a scroll fetches nothing; focus in an island fetches it at once, before the page has finished loading', async ({
  page,
}) => {
  await answerConsentBeforeLoad(page, 'declined')
  // Hold every picture: the load event waits for them.
  const pictures: Route[] = []
  await page.route('**/img/**', (route) => {
    pictures.push(route)
  })
  const islandRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_islands/')) islandRequests.push(request.url())
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect.poll(() => pictures.length, 'the hero picture is on its way').toBeGreaterThan(0)
  await page.keyboard.press('Shift')
  await page.locator(`#${contactAnchor}`).scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  expect(islandRequests, 'fetched without the visitor heading for an island').toEqual([])
  const entryRequested = page.waitForRequest('**/_islands/browser-*.js')
  await page
    .locator(`#${contactAnchor} form`)
    .getByRole('textbox', { name: form.nameLabel, exact: true })
    .focus()
  await entryRequested
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', '')
  // Only the island headed for hydrates.
  await expect(island(page, 'coverage-checker')).not.toHaveAttribute('data-hydrated', '')
  for (const route of pictures.splice(0)) await route.continue()
  await settled(page)
})

test('an island in view waits; a mouse over it hydrates it, its code fetched then', async ({
  page,
}) => {
  await answerConsentBeforeLoad(page, 'declined')
  const formCode = page.waitForRequest('**/_islands/contact-form-*.js')
  let formCodeRequested = false
  void formCode.then(() => {
    formCodeRequested = true
  })
  await page.goto(`/#${contactAnchor}`)
  await settled(page)
  await expect(page.locator(`#${contactAnchor} form`)).toBeInViewport()
  await page.waitForTimeout(500)
  await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated', '')
  expect(
    formCodeRequested,
    'the form island code was fetched before the visitor headed for it',
  ).toBe(false)
  await page.locator(`#${contactAnchor} form`).hover()
  await formCode
  await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', '')
})

test('a held press shows as taken at once, and is acted on once its island has run', async ({
  page,
}) => {
  const release = await holdIslands(page)
  await page.goto('/')
  await settled(page)
  const notice = consentRegion(page)
  const accept = notice.getByRole('button', { name: chromeSettings.consent.acceptLabel })
  await accept.click()
  // Held: the button says so (dimmed by the site sheet), and nothing is stored yet.
  await expect(accept).toHaveAttribute('data-held', '')
  await expect(accept).toHaveAttribute('aria-busy', 'true')
  // At once, with no transition to run first: one read is the next paint's (a transition left
  // on reads between 1 and 0.6 here, as a clean run once did).
  expect(
    await accept.evaluate((button) => {
      const style = getComputedStyle(button)
      return { opacity: style.opacity, transition: style.transitionDuration }
    }),
  ).toEqual({ opacity: '0.6', transition: '0s' })
  expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBeNull()
  await release()
  await expect(notice).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('accepted')
  await expect(page.locator('[data-held], [aria-busy]')).toHaveCount(0)
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
