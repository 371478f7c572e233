// At the roadside: "Add my location" in the contact form, driven by Playwright's
// geolocation and permission controls (granted, denied, no answer, and the browsers that cannot
// ask), and the "Do you cover my postcode?" check in #coverage; keyboard only, axe with each
// state shown, and (through the shared fixture) no CSP violation and no request off the site.
// The visitor's states run at both widths ('@layout'): the words must fit a phone's form as well.
import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test'
import { type ContactValues, emptyValues } from '../../web/lib/contact/fields.ts'
import { locationValue } from '../../web/lib/contact/location.ts'
import { buildEnquiryMessage } from '../../web/lib/contact/whatsapp.ts'
import { contactAnchor, coverageAnchor, townPath } from '../../web/lib/routes.ts'
import { axeViolations } from '../support/axe.ts'
import { headFor } from '../support/chrome.ts'
import { expect, test } from '../support/fixtures.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

/** The named strings of a content object; stops at once, naming it, when the snapshot lacks one. */
function words<Key extends string>(
  source: Record<string, unknown>,
  what: string,
  keys: readonly Key[],
): Record<Key, string> {
  const picked = {} as Record<Key, string>
  for (const key of keys) {
    const value = source[key]
    if (typeof value !== 'string') throw new Error(`the snapshot has no ${what}.${key}`)
    picked[key] = value
  }
  return picked
}

type Town = {
  _type: string
  name: string
  slug: { current: string }
  responseTime: string
  postcodeDistricts: string[]
}

const documents = snapshotDocuments()
const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as {
  businessName: string
  whatsappE164: string
  phoneDisplay: string
  phoneE164: string
  labels: Record<string, unknown>
}
const labels = words(settings.labels, 'labels', ['freeCallNow', 'postcodeDistricts'])
const home = documents.find((doc) => doc._id === 'homePage') as unknown as {
  contactSection: { form: Record<string, unknown> }
  coverageSection: Record<string, unknown>
}
const form = words(home.contactSection.form, 'contactSection.form', [
  'nameLabel',
  'registrationLabel',
  'postcodeLabel',
  'postcodeHint',
  'serviceLabel',
  'tyreSizeLabel',
  'messageLabel',
  'submitLabel',
  'greeting',
  'enquiryLine',
  'locationButtonLabel',
  'locationWaitingText',
  'locationAccuracy',
  'locationRemoveLabel',
  'locationMessageLabel',
  'locationDeniedText',
  'locationUnavailableText',
  'locationTimeoutText',
  'locationInsecureText',
  'locationUnsupportedText',
])
const coverage = words(home.coverageSection, 'coverageSection', [
  'checkerButton',
  'coveredText',
  'responseTimeLabel',
  'townLinkLabel',
  'outsideText',
  'notListedHeading',
  'notListedText',
  'invalidText',
  'emptyText',
])
const towns = documents.filter((doc) => doc._type === 'town') as unknown as Town[]
const townNamed = (name: string) => {
  const town = towns.find((candidate) => candidate.name === name)
  if (!town) throw new Error(`the snapshot has no town ${name}`)
  return town
}
const service = documents.find(
  (doc) => doc._type === 'service' && (doc as { isTyreService?: boolean }).isTyreService === false,
) as unknown as { title: string }

// The consent notice is covered by the a11y spec; closed here so screenshots show the checker.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('kerbside-consent', 'declined'))
})

/** A spot on the M4 near junction 15, more precise than the link keeps. */
const fix = { latitude: 51.52764183, longitude: -1.72461849, accuracy: 12.4 }

/** The region a screenshot shows, saved with the test's results for a person to look at. */
async function snap(locator: Locator, testInfo: TestInfo, name: string): Promise<void> {
  await locator.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`) })
}

// ---------------------------------------------------------------------------------------------
// "Add my location"
// ---------------------------------------------------------------------------------------------

function contactForm(page: Page) {
  const root = page.locator(`#${contactAnchor} form`)
  return {
    root,
    name: root.getByRole('textbox', { name: form.nameLabel, exact: true }),
    registration: root.getByRole('textbox', { name: form.registrationLabel, exact: true }),
    postcode: root.getByRole('textbox', { name: form.postcodeLabel, exact: true }),
    service: root.getByRole('combobox', { name: form.serviceLabel, exact: true }),
    message: root.getByRole('textbox', { name: form.messageLabel, exact: true }),
    submit: root.getByRole('button', { name: form.submitLabel }),
    add: root
      .getByRole('button', { name: /location/i })
      .filter({ hasText: form.locationButtonLabel }),
    remove: root.getByRole('button', { name: form.locationRemoveLabel }),
    // A CSS locator: the live region is in the page even while empty (and so has no box).
    status: root.locator('[data-location-status] [role="status"]'),
  }
}

async function openForm(page: Page) {
  await page.goto(`/#${contactAnchor}`)
  const contact = contactForm(page)
  // The location button's answers are the hydrated form's (a press before is held; see
  // islands.spec): head for it and wait, as contact-form.spec does.
  await headFor(page, 'contact-form')
  return contact
}

const typed = {
  name: 'Sam Patel',
  registration: 'KT19 RES',
  postcode: 'M4 J15 eastbound',
  message: 'Flat battery on the hard shoulder.',
}

async function fillRequired(contact: ReturnType<typeof contactForm>) {
  await contact.name.fill(typed.name)
  await contact.registration.fill(typed.registration)
  await contact.postcode.fill(typed.postcode)
  await contact.service.selectOption({ label: service.title })
  await contact.message.fill(typed.message)
}

function expectedMessage(withLocation: boolean): string {
  const values: ContactValues = { ...emptyValues(), ...typed, service: service.title }
  const value = locationValue(fix, form.locationAccuracy)
  return buildEnquiryMessage({
    values,
    businessName: settings.businessName,
    greeting: form.greeting,
    enquiryLine: form.enquiryLine,
    labels: {
      name: form.nameLabel,
      registration: form.registrationLabel,
      postcode: form.postcodeLabel,
      service: form.serviceLabel,
      tyreSize: form.tyreSizeLabel,
      message: form.messageLabel,
    },
    serviceLabel: service.title,
    includeTyreSize: false,
    location: withLocation && value ? { label: form.locationMessageLabel, value } : null,
  })
}

/** Submits the form and returns the text WhatsApp would receive (wa.me is answered locally). */
async function sentText(page: Page, context: BrowserContext, submit: Locator): Promise<string> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  )
  const popupPromise = page.waitForEvent('popup')
  await submit.click()
  const popup = await popupPromise
  await popup.waitForLoadState()
  const text = new URL(popup.url()).searchParams.get('text') ?? ''
  await popup.close()
  return text
}

test(
  'granted: the message carries a map link with the coordinates and the accuracy',
  { tag: '@layout' },
  async ({ page, context, baseURL }, testInfo) => {
    await context.grantPermissions(['geolocation'], { origin: baseURL })
    await context.setGeolocation(fix)
    const contact = await openForm(page)
    await expect(contact.postcode).toHaveAccessibleDescription(form.postcodeHint)
    await fillRequired(contact)
    await contact.add.click()
    await expect(contact.status).toHaveText(
      'Location added to your message (accurate to about 12 m).',
    )
    await expect(contact.remove).toBeFocused()
    await expect(contact.add).toHaveCount(0)
    expect(await axeViolations(page, `#${contactAnchor} form`)).toEqual([])
    await snap(contact.root, testInfo, 'location-added')

    const text = await sentText(page, context, contact.submit)
    expect(text).toBe(expectedMessage(true))
    expect(text).toContain(
      `\n${form.postcodeLabel}: ${typed.postcode}\n${form.locationMessageLabel}: https://www.google.com/maps?q=51.527642,-1.724618 (accurate to about 12 m)\n`,
    )
    // Sent, the form starts again: no location left over for the next enquiry.
    await expect(contact.add).toBeVisible()
    await expect(contact.status).toHaveText('')
  },
)

test('removed again, the message is exactly the one without a location', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['geolocation'], { origin: baseURL })
  await context.setGeolocation(fix)
  const contact = await openForm(page)
  await fillRequired(contact)
  await contact.add.click()
  await contact.remove.click()
  await expect(contact.add).toBeFocused()
  await expect(contact.status).toHaveText('')
  const text = await sentText(page, context, contact.submit)
  expect(text).toBe(expectedMessage(false))
  expect(text).not.toContain('google.com')
})

test('without a location the message is unchanged', async ({ page, context }) => {
  const contact = await openForm(page)
  await fillRequired(contact)
  expect(await sentText(page, context, contact.submit)).toBe(expectedMessage(false))
})

test(
  'denied: says how to type the place instead, and the form still sends',
  { tag: '@layout' },
  async ({ page, context }, testInfo) => {
    // No permission granted: Chromium under Playwright refuses without showing a prompt.
    await context.clearPermissions()
    const contact = await openForm(page)
    await fillRequired(contact)
    await contact.add.click()
    await expect(contact.status).toHaveText(form.locationDeniedText)
    await expect(contact.status).toContainText('M4 J15')
    await expect(contact.add).toBeFocused()
    expect(await axeViolations(page, `#${contactAnchor} form`)).toEqual([])
    await snap(contact.root, testInfo, 'location-denied')
    expect(await sentText(page, context, contact.submit)).toBe(expectedMessage(false))
  },
)

test(
  'no answer: says it is looking, then that it took too long',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.clock.install()
    // The visitor never answers the browser's question: no position and no error ever arrive.
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = () => {}
    })
    const contact = await openForm(page)
    await contact.add.click()
    await expect(contact.status).toHaveText(form.locationWaitingText)
    await expect(contact.add).toHaveAttribute('aria-disabled', 'true')
    await expect(contact.add).toBeFocused()
    expect(await axeViolations(page, `#${contactAnchor} form`)).toEqual([])
    await snap(contact.root, testInfo, 'location-waiting')
    await page.clock.fastForward(11_000)
    await expect(contact.status).toHaveText(form.locationTimeoutText)
    await expect(contact.add).not.toHaveAttribute('aria-disabled')
  },
)

// The browser's own timeout (error code 3) is a visitor job in every engine
// (tests/engines/visitor-jobs.ts, "Add my location").
const unavailable = [
  {
    what: 'position unavailable',
    text: () => form.locationUnavailableText,
    init: () => {
      navigator.geolocation.getCurrentPosition = (_, fail) =>
        fail?.({ code: 2, message: 'no fix' } as GeolocationPositionError)
    },
  },
  {
    what: 'an insecure context',
    text: () => form.locationInsecureText,
    init: () => {
      Object.defineProperty(window, 'isSecureContext', { value: false })
    },
  },
  {
    what: 'a browser without the API',
    text: () => form.locationUnsupportedText,
    init: () => {
      delete (Navigator.prototype as { geolocation?: unknown }).geolocation
    },
  },
]

for (const outcome of unavailable) {
  test(`${outcome.what} has its own words`, async ({ page }) => {
    await page.addInitScript(outcome.init)
    const contact = await openForm(page)
    await contact.add.click()
    await expect(contact.status).toHaveText(outcome.text())
  })
}

test('keyboard only: add and remove the location', { tag: '@layout' }, async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['geolocation'], { origin: baseURL })
  await context.setGeolocation(fix)
  const contact = await openForm(page)
  await contact.postcode.focus()
  // From the postcode field, Tab reaches the location button after the service select.
  await tabUntil(page, contact.add)
  await page.keyboard.press('Enter')
  await expect(contact.remove).toBeFocused()
  await expect(contact.status).toContainText('12 m')
  await page.keyboard.press('Space')
  await expect(contact.add).toBeFocused()
  await expect(contact.status).toHaveText('')
})

async function tabUntil(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

// ---------------------------------------------------------------------------------------------
// "Do you cover my postcode?"
// ---------------------------------------------------------------------------------------------

function checker(page: Page) {
  const section = page.locator(`#${coverageAnchor}`)
  return {
    section,
    root: section.locator('form').locator('..'),
    input: section.getByRole('textbox', { name: /postcode/i }),
    button: section.getByRole('button', { name: coverage.checkerButton, exact: true }),
    answer: section.locator('[role="status"]'),
  }
}

async function openChecker(page: Page) {
  await page.goto(`/#${coverageAnchor}`)
  const check = checker(page)
  await expect(check.input).toBeEnabled()
  return check
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

const coveredCases = [
  { what: 'a full postcode', typed: 'sn2 1ab', shown: 'SN2 1AB', town: 'Swindon' },
  { what: 'an outward code', typed: ' sn25 ', shown: 'SN25', town: 'Swindon' },
  { what: 'a district in a shared area', typed: 'SN14 0AA', shown: 'SN14 0AA', town: 'Chippenham' },
  { what: 'a Welsh district', typed: 'np204aa', shown: 'NP20 4AA', town: 'Newport' },
]

for (const covered of coveredCases) {
  test(
    `the postcode check finds the town for ${covered.what}`,
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      const check = await openChecker(page)
      const town = townNamed(covered.town)
      await check.input.fill(covered.typed)
      await check.button.click()
      await expect(check.answer).toContainText(
        fill(coverage.coveredText, { postcode: covered.shown, town: town.name }),
      )
      await expect(check.answer).toContainText(
        `${coverage.responseTimeLabel}: ${town.responseTime}`,
      )
      const link = check.answer.getByRole('link', {
        name: fill(coverage.townLinkLabel, { town: town.name }),
      })
      await expect(link).toHaveAttribute('href', townPath(town.slug.current))
      if (covered.what === 'a district in a shared area') {
        expect(await axeViolations(page, `#${coverageAnchor}`)).toEqual([])
        await snap(check.root, testInfo, 'coverage-covered')
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${townPath(town.slug.current)}$`))
      }
    },
  )
}

test(
  'the postcode check offers the free call outside our towns',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const check = await openChecker(page)
    await check.input.fill('M1 1AE')
    await check.input.press('Enter')
    await expect(check.answer).toContainText(fill(coverage.outsideText, { postcode: 'M1 1AE' }))
    await expect(check.answer).toContainText(coverage.notListedHeading)
    await expect(check.answer).toContainText(coverage.notListedText)
    const call = check.answer.getByRole('link', { name: new RegExp(labels.freeCallNow) })
    await expect(call).toHaveAttribute('href', `tel:${settings.phoneE164}`)
    await expect(call).toContainText(settings.phoneDisplay)
    const box = await call.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    expect(await axeViolations(page, `#${coverageAnchor}`)).toEqual([])
    await snap(check.root, testInfo, 'coverage-outside')
  },
)

test(
  'the postcode check says when it is not a postcode, and when nothing is typed',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const check = await openChecker(page)
    await check.button.click()
    await expect(check.answer).toHaveText(coverage.emptyText)
    await check.input.fill('M4 J15 eastbound')
    await check.button.click()
    await expect(check.answer).toHaveText(coverage.invalidText)
    await expect(check.input).toBeFocused()
    await expect(check.input).toHaveAttribute('aria-invalid', 'true')
    expect(await axeViolations(page, `#${coverageAnchor}`)).toEqual([])
    await snap(check.root, testInfo, 'coverage-invalid')
    // Corrected, the answer replaces the complaint.
    await check.input.fill('SN8 1AA')
    await check.button.click()
    await expect(check.answer).toContainText('Marlborough')
    await expect(check.input).not.toHaveAttribute('aria-invalid')
  },
)

test('keyboard only: type a postcode, press Enter, follow the answer to the town page', {
  tag: '@layout',
}, async ({ page }) => {
  const check = await openChecker(page)
  // From the top of the page, by Tab alone.
  await page.evaluate(() => window.scrollTo(0, 0))
  await tabUntil(page, check.input, 120)
  await page.keyboard.type('gl50 1aa')
  await page.keyboard.press('Enter')
  const town = townNamed('Cheltenham')
  await expect(check.answer).toContainText(town.name)
  await page.keyboard.press('Tab')
  await expect(check.button).toBeFocused()
  await page.keyboard.press('Tab')
  const link = check.answer.getByRole('link')
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${townPath(town.slug.current)}$`))
})

test('each town page lists its postcode districts', async ({ page }) => {
  for (const name of ['Chippenham', 'Swindon']) {
    const town = townNamed(name)
    await page.goto(townPath(town.slug.current))
    const list = page.getByRole('list', { name: labels.postcodeDistricts })
    await expect(list.getByRole('listitem')).toHaveText(town.postcodeDistricts)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the coverage section still lists every town; the check, which needs JavaScript, is not offered', async ({
    page,
    pageProblems,
  }) => {
    // With scripting off, Chromium refuses the page's script files itself.
    pageProblems.allow(/^request failed: .*\.js \(csp\)$/)
    await page.goto('/')
    const check = checker(page)
    for (const town of towns) {
      await expect(
        check.section.getByRole('heading', { name: town.name, exact: true }),
      ).toBeVisible()
    }
    await expect(check.input).toBeHidden()
    await expect(check.button).toBeHidden()
  })
})
