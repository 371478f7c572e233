// The contact form: labels and hints, the ten service options, the tyre
// size field and its mask, the 'Missing Information' notice, the WhatsApp hand-over (captured,
// never sent off the machine) and the fallback link when a pop-up blocker stops the new tab.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { type ContactValues, emptyValues } from '../../web/lib/contact/fields.ts'
import { formatTyreSize } from '../../web/lib/contact/tyre-size.ts'
import { buildEnquiryMessage, buildWhatsAppUrl } from '../../web/lib/contact/whatsapp.ts'
import { contactAnchor } from '../../web/lib/routes.ts'
import { headFor } from '../support/chrome.ts'
import { contactFieldLabels as label } from '../support/contact-form-copy.ts'
import { expect, test } from '../support/fixtures.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

type FormCopy = Record<string, string>
type Service = {
  title: string
  slug: { current: string }
  orderRank: string
  isTyreService: boolean
}

const documents = snapshotDocuments()
const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as {
  businessName: string
  whatsappE164: string
  labels: { dismissNotice: string }
}
const home = documents.find((doc) => doc._id === 'homePage') as unknown as {
  contactSection: { form: FormCopy }
}
const copy = home.contactSection.form
const services = documents
  .filter((doc) => doc._type === 'service')
  .map((doc) => doc as unknown as Service)
  // As GROQ's order(orderRank): by code point.
  .sort((a, b) => (a.orderRank < b.orderRank ? -1 : 1))
const options = [
  ...services.map((service) => ({ title: service.title, isTyreService: service.isTyreService })),
  { title: copy.generalEnquiryLabel as string, isTyreService: false },
]
const tyreServices = services.filter((service) => service.isTyreService)
const firstTyreService = tyreServices[0]
const firstOtherService = services.find((service) => !service.isTyreService)
if (!firstTyreService || !firstOtherService) throw new Error('the snapshot lacks services')

type Form = {
  root: Locator
  name: Locator
  registration: Locator
  postcode: Locator
  service: Locator
  tyreSize: Locator
  message: Locator
  submit: Locator
}

function formOf(page: Page): Form {
  const root = page.locator(`#${contactAnchor} form`)
  return {
    root,
    name: root.getByRole('textbox', { name: label.name, exact: true }),
    registration: root.getByRole('textbox', { name: label.registration, exact: true }),
    postcode: root.getByRole('textbox', { name: label.postcode, exact: true }),
    service: root.getByRole('combobox', { name: label.service, exact: true }),
    tyreSize: root.getByRole('textbox', { name: label.tyreSize, exact: true }),
    message: root.getByRole('textbox', { name: label.message, exact: true }),
    submit: root.getByRole('button', { name: copy.submitLabel as string }),
  }
}

async function openForm(page: Page): Promise<Form> {
  await page.goto(`/#${contactAnchor}`)
  const form = formOf(page)
  // The form works from the first paint (islands.spec.ts covers typing before hydration); the
  // checks here are about the hydrated form, so head for it as a visitor does and wait for it.
  await headFor(page, 'contact-form')
  return form
}

const filled = {
  name: '  Alex Morgan ',
  registration: 'ab12 cde',
  postcode: 'SN1 2AB',
  message: 'Nail in the front left tyre.\nParked on the driveway, keys with me.',
}

async function fillRequired(form: Form, serviceTitle: string) {
  await form.name.fill(filled.name)
  await form.registration.fill(filled.registration)
  await form.postcode.fill(filled.postcode)
  await form.service.selectOption({ label: serviceTitle })
  await form.message.fill(filled.message)
}

async function valuesOf(form: Form) {
  return {
    name: await form.name.inputValue(),
    registration: await form.registration.inputValue(),
    postcode: await form.postcode.inputValue(),
    service: await form.service.inputValue(),
    message: await form.message.inputValue(),
  }
}

/** Counts every new tab or window, from the page itself or anywhere in the context. */
function countPopups(page: Page, context: BrowserContext): () => number {
  let count = 0
  page.on('popup', () => {
    count++
  })
  context.on('page', () => {
    count++
  })
  return () => count
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title })
}

/**
 * Notes every notice (a toast: role status with a data-type) as it shows, from now on: a notice
 * closes itself (a success after 2 s, an error after 5), so on a busy machine it can be gone
 * before a check made after other work looks for it. Returns a reader of what showed.
 */
async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = []
    Object.assign(window, { shownNotices: shown })
    const note = () => {
      for (const notice of document.querySelectorAll('[role="status"][data-type]')) {
        const text = `${notice.getAttribute('data-type')}: ${notice.textContent?.replace(/\s+/g, ' ').trim()}`
        if (!shown.includes(text)) shown.push(text)
      }
    }
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
  return () => page.evaluate(() => (window as unknown as { shownNotices: string[] }).shownNotices)
}

/**
 * Counts the page's calls to window.open from its first script on: read once the submit's
 * handler has surely run (it moved the focus), it says at once whether the handler opened a tab,
 * where a count of Playwright's popup events would need a wait for the event to arrive.
 */
async function countWindowOpens(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const open = window.open.bind(window)
    Object.assign(window, { windowOpens: 0 })
    window.open = (...args: Parameters<typeof window.open>) => {
      ;(window as unknown as { windowOpens: number }).windowOpens += 1
      return open(...args)
    }
  })
  return () => page.evaluate(() => (window as unknown as { windowOpens: number }).windowOpens)
}

function expectedMessage(values: ContactValues, serviceTitle: string, includeTyreSize: boolean) {
  return buildEnquiryMessage({
    values,
    businessName: settings.businessName,
    greeting: copy.greeting as string,
    enquiryLine: copy.enquiryLine as string,
    labels: label,
    serviceLabel: serviceTitle,
    includeTyreSize,
  })
}

test('every field has a visible label, the right hints and autofill attributes', async ({
  page,
}) => {
  const form = await openForm(page)
  for (const text of Object.values(label).filter((text) => text !== label.tyreSize)) {
    await expect(form.root.locator('label').filter({ hasText: text }).first()).toBeVisible()
  }
  await expect(form.registration).toHaveAttribute('placeholder', 'e.g., AB12 CDE')
  await expect(form.postcode).toHaveAttribute('placeholder', 'e.g., SN1 2AB')
  await expect(form.name).toHaveAttribute('autocomplete', 'name')
  await expect(form.registration).toHaveAttribute('autocomplete', 'off')
  await expect(form.registration).toHaveAttribute('spellcheck', 'false')
  await expect(form.registration).toHaveAttribute('autocapitalize', 'characters')
  await expect(form.postcode).toHaveAttribute('autocomplete', 'postal-code')
  for (const field of [form.name, form.registration, form.postcode, form.service, form.message]) {
    await expect(field).toHaveAttribute('aria-required', 'true')
    await expect(field).toHaveValue('')
  }
  await expect(form.root).toHaveAttribute('novalidate', '')
  await expect(form.tyreSize).toHaveCount(0)
})

test('ten service options in order, General Enquiry last, after a disabled prompt', async ({
  page,
}) => {
  const form = await openForm(page)
  const optionElements = form.service.locator('option')
  await expect(optionElements).toHaveText([
    copy.servicePlaceholder as string,
    ...options.map((option) => option.title),
  ])
  expect(options).toHaveLength(10)
  expect(options.at(-1)?.title).toBe('General Enquiry')
  await expect(optionElements.first()).toBeDisabled()
  await expect(optionElements.first()).toHaveAttribute('value', '')
})

test('the tyre size field shows only while a tyre service is chosen', async ({ page }) => {
  const form = await openForm(page)
  expect(tyreServices.map((service) => service.title)).toEqual([
    'Mobile Tyre Fitting',
    'Emergency Tyre Fitting',
    'Mobile Tyre Repair',
  ])
  for (const option of options) {
    await form.service.selectOption({ label: option.title })
    if (option.isTyreService) {
      await expect(form.tyreSize, option.title).toBeVisible()
      await expect(form.tyreSize).toHaveAttribute('placeholder', copy.tyreSizePlaceholder as string)
      await expect(form.tyreSize).toHaveAttribute('inputmode', 'text')
      await expect(form.tyreSize).toHaveAccessibleDescription(copy.tyreSizeHint as string)
    } else {
      await expect(form.tyreSize, option.title).toHaveCount(0)
    }
  }
})

test('a visitor who starts typing straight after landing on /#contact keeps focus', async ({
  page,
}) => {
  // The hash scroll fires 100 ms after hydration; it must not pull focus out of the form.
  const form = await openForm(page)
  await form.name.focus()
  await form.name.pressSequentially('Al')
  await page.waitForTimeout(400)
  await expect(form.name).toBeFocused()
  await form.name.pressSequentially('ex')
  await expect(form.name).toHaveValue('Alex')
})

test('the tyre size mask formats typing and pasting and keeps the caret in place', async ({
  page,
}) => {
  const form = await openForm(page)
  await form.service.selectOption({ label: firstTyreService.title })

  await form.tyreSize.pressSequentially('22545r17')
  await expect(form.tyreSize).toHaveValue('225/45/R17')

  // A paste arrives as one insertion: letters and digits kept, upper-cased, cut to 8.
  await form.tyreSize.fill('')
  await form.tyreSize.focus()
  await page.keyboard.insertText('abc!@#123456789')
  await expect(form.tyreSize).toHaveValue(formatTyreSize('abc!@#123456789'))
  await expect(form.tyreSize).toHaveValue('ABC/12/345')

  // Delete the '5' of '45' in the middle: the caret stays beside the edit, not at the end.
  await form.tyreSize.fill('')
  await form.tyreSize.pressSequentially('22545r17')
  const caret = () => form.tyreSize.evaluate((input: HTMLInputElement) => input.selectionStart)
  await form.tyreSize.evaluate((input: HTMLInputElement) => input.setSelectionRange(6, 6))
  await page.keyboard.press('Backspace')
  await expect(form.tyreSize).toHaveValue('225/4R/17')
  expect(await caret()).toBe(5)
  await page.keyboard.type('6')
  await expect(form.tyreSize).toHaveValue('225/46/R17')
  expect(await caret()).toBe(6)

  // Deleting a slash only steps over it.
  await form.tyreSize.evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 4))
  await page.keyboard.press('Backspace')
  await expect(form.tyreSize).toHaveValue('225/46/R17')
  expect(await caret()).toBe(3)
})

const requiredFields = ['name', 'registration', 'postcode', 'service', 'message'] as const
type RequiredField = (typeof requiredFields)[number]
const blankCases = requiredFields.flatMap((field): { field: RequiredField; blank: string }[] =>
  field === 'service'
    ? [{ field, blank: '' }]
    : [
        { field, blank: '' },
        { field, blank: ' \t ' },
      ],
)

for (const { field, blank } of blankCases) {
  test(`an invalid submit with ${field} ${blank === '' ? 'empty' : 'only white space'} sends nothing`, async ({
    page,
    context,
  }) => {
    const popups = countPopups(page, context)
    const windowOpens = await countWindowOpens(page)
    const form = await openForm(page)
    await fillRequired(form, firstTyreService.title)
    await form.tyreSize.fill('2055516')
    if (field === 'service') {
      await form.service.evaluate((select: HTMLSelectElement) => {
        // Back to the prompt, as a visitor who never chose would have it.
        select.value = ''
        select.dispatchEvent(new Event('change', { bubbles: true }))
      })
    } else {
      await form[field].fill(blank)
    }
    const before = await valuesOf(form)
    await form.submit.click()

    // One assertion for the whole notice: it closes itself after five seconds, which on a busy
    // machine can fall between two assertions.
    await expect(
      toast(page, copy.missingTitle as string)
        .and(page.locator('[data-type="error"]'))
        .filter({ hasText: 'Missing Information' })
        .filter({ hasText: 'Please fill in all required fields.' })
        .filter({
          has: page.getByRole('button', { name: settings.labels.dismissNotice, exact: true }),
        }),
    ).toBeVisible()
    await expect(form[field]).toHaveAttribute('aria-invalid', 'true')
    await expect(form[field]).toBeFocused()
    for (const other of requiredFields.filter((name) => name !== field)) {
      await expect(form[other]).not.toHaveAttribute('aria-invalid', 'true')
    }
    expect(await valuesOf(form)).toEqual(before)
    // The submit's handler has run (it moved the focus): it opened nothing.
    expect(await windowOpens()).toBe(0)
    expect(popups()).toBe(0)
  })
}

const validCases = [
  {
    what: 'a tyre service with a tyre size',
    service: firstTyreService.title,
    typeTyreSize: '22545r17',
    switchTo: null,
    tyreLine: true,
    submitEmptyFirst: true,
  },
  {
    what: 'a tyre size typed, then a service that is not a tyre service',
    service: firstTyreService.title,
    typeTyreSize: '2055516',
    switchTo: firstOtherService.title,
    tyreLine: false,
    submitEmptyFirst: false,
  },
  {
    what: 'General Enquiry',
    service: copy.generalEnquiryLabel as string,
    typeTyreSize: null,
    switchTo: null,
    tyreLine: false,
    submitEmptyFirst: false,
  },
]

for (const valid of validCases) {
  test(`a valid submit (${valid.what}) opens WhatsApp with the enquiry and clears the form`, async ({
    page,
    context,
  }) => {
    // Answer wa.me here so the new tab never leaves the machine; registered before the page loads.
    const requested: string[] = []
    await context.route('https://wa.me/**', async (route) => {
      requested.push(route.request().url())
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>WhatsApp</title>',
      })
    })
    const form = await openForm(page)
    if (valid.submitEmptyFirst) {
      await form.submit.click()
      await expect(toast(page, copy.missingTitle as string)).toBeVisible()
    }
    await fillRequired(form, valid.service)
    if (valid.typeTyreSize) await form.tyreSize.pressSequentially(valid.typeTyreSize)
    if (valid.switchTo) await form.service.selectOption({ label: valid.switchTo })
    const serviceTitle = valid.switchTo ?? valid.service

    const notices = await recordNotices(page)
    const popupPromise = page.waitForEvent('popup')
    await form.submit.click()
    const popup = await popupPromise
    await popup.waitForLoadState()

    const url = new URL(popup.url())
    expect(url.origin).toBe('https://wa.me')
    expect(url.pathname).toBe(`/${settings.whatsappE164.replace(/\D/g, '')}`)
    expect([...url.searchParams.keys()]).toEqual(['text'])
    const values: ContactValues = {
      ...emptyValues(),
      ...filled,
      service: serviceTitle,
      tyreSize: valid.typeTyreSize ?? '',
    }
    const expected = expectedMessage(values, serviceTitle, valid.tyreLine)
    expect(url.searchParams.get('text')).toBe(expected)
    expect(popup.url()).toBe(buildWhatsAppUrl(settings.whatsappE164, expected))
    expect(requested[0]).toBe(popup.url())
    const text = url.searchParams.get('text') ?? ''
    expect(text.startsWith(`Hello ${settings.businessName},`)).toBe(true)
    expect(text).toContain(`${label.name}: Alex Morgan\n`)
    expect(text).toContain(`${label.service}: ${serviceTitle}\n`)
    if (valid.tyreLine) {
      expect(text).toContain(`${label.tyreSize}: ${formatTyreSize(valid.typeTyreSize ?? '')}\n`)
    } else {
      expect(text).not.toContain(`${label.tyreSize}:`)
    }
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await popup.close()

    // The notice showed (it closes itself after two seconds: the checks of the tab above can
    // take longer than that on a busy machine, so what showed was noted as it showed).
    await expect
      .poll(notices)
      .toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^success: ${copy.preparedTitle} ?WhatsApp opened with your message\\. Please send it to complete your enquiry\\.`,
          ),
        ),
      )
    // The new notice replaces the form's earlier one.
    await expect(toast(page, copy.missingTitle as string)).toHaveCount(0)
    for (const field of requiredFields) {
      await expect(form[field]).not.toHaveAttribute('aria-invalid', 'true')
    }
    await expect
      .poll(() => valuesOf(form))
      .toEqual({
        name: '',
        registration: '',
        postcode: '',
        service: '',
        message: '',
      })
    await expect(form.tyreSize).toHaveCount(0)
    await expect(form.root.getByRole('alert')).toHaveCount(0)
  })
}

test('when a pop-up blocker stops the tab, the form keeps its values and offers the link', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  const form = await openForm(page)
  await fillRequired(form, firstTyreService.title)
  await form.tyreSize.pressSequentially('20555r16')
  const before = await valuesOf(form)
  await form.submit.click()

  const alert = form.root.getByRole('alert')
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(copy.blockedText as string)
  const link = alert.getByRole('link', { name: copy.blockedLinkLabel as string })
  const values: ContactValues = {
    ...emptyValues(),
    ...filled,
    service: firstTyreService.title,
    tyreSize: '20555r16',
  }
  const expected = buildWhatsAppUrl(
    settings.whatsappE164,
    expectedMessage(values, firstTyreService.title, true),
  )
  await expect(link).toHaveAttribute('href', expected)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  expect(await valuesOf(form)).toEqual(before)
  await expect(form.tyreSize).toHaveValue('205/55/R16')
  await expect(toast(page, copy.preparedTitle as string)).toHaveCount(0)
})
