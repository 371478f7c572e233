// "Where are you?" at the top of the contact form: each place shows its advice at once beside the
// free call button (a live lane's call-999 line before everything else), its label goes into the
// WhatsApp message after the postcode, the chosen service's "have ready" list shows and is never
// sent; by keyboard alone, before the island has hydrated, and without JavaScript.
import type { Locator, Page } from '@playwright/test'
import { emptyValues } from '../../web/lib/contact/fields.ts'
import { buildEnquiryMessage } from '../../web/lib/contact/whatsapp.ts'
import { contactAnchor } from '../../web/lib/routes.ts'
import { axeViolations } from '../support/axe.ts'
import { answerConsentBeforeLoad, header, headFor, holdIslands, tel } from '../support/chrome.ts'
import { contactFieldLabels as labels } from '../support/contact-form-copy.ts'
import { expect, settled, test } from '../support/fixtures.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

type Place = {
  _key: string
  label: string
  callFirst?: string
  advice: string[]
  checklist?: { text: string }[]
}
type Service = {
  title: string
  /** The order staff drag services into (orderRank, @sanity/orderable-document-list). */
  orderRank: string
  isTyreService: boolean
  technicianChecklist?: { text: string; picture?: { alt: string } }[]
}

const documents = snapshotDocuments()
const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as {
  businessName: string
  whatsappE164: string
  labels: { freeCallNow: string }
}
const contactSection = (
  documents.find((doc) => doc._id === 'homePage') as unknown as {
    contactSection: { whatsappLabel: string; form: Record<string, string> }
  }
).contactSection
const copy = contactSection.form
const breakdown = documents.find((doc) => doc._id === 'breakdownPage') as unknown as {
  placeQuestion: string
  adviceHeading: string
  checklistHeading: string
  places: Place[]
}
const places = breakdown.places
const services = documents
  .filter((doc) => doc._type === 'service')
  .map((doc) => doc as unknown as Service)
  .sort((a, b) => (a.orderRank < b.orderRank ? -1 : a.orderRank > b.orderRank ? 1 : 0))
const liveLane = places.find((place) => place.callFirst)
const firstTyreService = services.find((service) => service.isTyreService)
const battery = services.find((service) => service.title === 'Battery Replacement')
const noChecklist = services.find((service) => !service.technicianChecklist?.length)
if (!liveLane || !firstTyreService || !battery || !noChecklist)
  throw new Error('the snapshot lacks a live-lane place or the services these tests need')

const formRoot = (page: Page) => page.locator(`#${contactAnchor} form`)
const group = (page: Page) => formRoot(page).getByRole('group', { name: breakdown.placeQuestion })
/** The live region that holds every place's advice, and the advice of one place in it. */
const status = (page: Page) => formRoot(page).locator('[role="status"][data-place-advice]')
const adviceOf = (page: Page, place: Place) =>
  status(page).locator(`[data-advice-for="${place._key}"]`)
const shownAdvice = (page: Page) => status(page).locator('[data-advice-for]:visible')
const callButton = (page: Page) =>
  formRoot(page).getByRole('link', { name: settings.labels.freeCallNow })

async function openForm(page: Page): Promise<Locator> {
  await answerConsentBeforeLoad(page, 'declined')
  await page.goto(`/#${contactAnchor}`)
  await settled(page)
  await headFor(page, 'contact-form')
  return formRoot(page)
}

/** axe (WCAG 2.0-2.2 A and AA) on the contact section as it is now. */
async function expectNoAxeViolations(page: Page, state: string) {
  // The form's top as its #contact link shows it: a control a test scrolled half under the
  // sticky header counts as a too-small target, which no visitor sees.
  await formRoot(page).evaluate((form) => form.scrollIntoView({ block: 'start' }))
  const found = await axeViolations(page, `#${contactAnchor}`)
  expect(found, `axe, ${state}`).toEqual([])
}

/** The steps of the advice on screen, in order, as the driver reads them. */
async function shownSteps(page: Page): Promise<string[]> {
  await expect(shownAdvice(page)).toHaveCount(1)
  return shownAdvice(page).getByRole('listitem').allInnerTexts()
}

test.describe('each place', { tag: '@layout' }, () => {
  test('shows its advice at once beside the call button, with axe clean in every state', async ({
    page,
  }) => {
    const form = await openForm(page)
    expect(places.map((place) => place.label)).toEqual([
      'A motorway or dual carriageway (hard shoulder or verge)',
      'A live lane, or a motorway with no hard shoulder',
      'Beside another road',
      'At home or at work',
      'In a car park',
    ])
    // Optional, and first in the form: nothing chosen, no advice yet, the call button there.
    await expect(group(page)).toBeVisible()
    await expect(group(page)).toHaveAccessibleName(/Where are you/)
    await expect(group(page).getByRole('radio')).toHaveCount(places.length)
    for (const radio of await group(page).getByRole('radio').all())
      await expect(radio).not.toBeChecked()
    const firstField = form.locator('input, select, textarea, button').first()
    await expect(firstField).toHaveAttribute('type', 'radio')
    await expect(shownAdvice(page)).toHaveCount(0)
    await expect(callButton(page)).toHaveAttribute('href', tel)
    await expectNoAxeViolations(page, 'no place chosen')

    for (const place of places) {
      await test.step(place.label, async () => {
        await group(page).getByRole('radio', { name: place.label, exact: true }).check()
        await expect(shownAdvice(page)).toHaveAttribute('data-advice-for', place._key)
        await expect(shownAdvice(page).getByRole('heading')).toHaveText(breakdown.adviceHeading)
        expect(await shownSteps(page)).toEqual(place.advice)
        const alert = form.getByRole('alert')
        if (place.callFirst) await expect(alert).toHaveText(place.callFirst)
        else await expect(alert).toHaveCount(0)
        const checklists = form.locator('[data-checklist^="place:"]:visible')
        if (place.checklist?.length) {
          await expect(checklists).toHaveAttribute('data-checklist', `place:${place._key}`)
          await expect(checklists.getByRole('heading')).toHaveText(breakdown.checklistHeading)
          await expect(checklists.getByRole('listitem')).toHaveText(
            place.checklist.map((item) => item.text),
          )
        } else await expect(checklists).toHaveCount(0)
        // By the call button: the button right above the advice (under a call-999 line), and
        // scrolled into view with it.
        await expect(adviceOf(page, place)).toBeVisible()
        const box = await status(page).boundingBox()
        const call = await callButton(page).boundingBox()
        if (!box || !call) throw new Error('advice or call button not laid out')
        expect(call.y + call.height).toBeLessThanOrEqual(box.y)
        expect(box.y - (call.y + call.height)).toBeLessThan(24)
        await expect(callButton(page)).toBeInViewport()
        if (place.callFirst) await expect(alert).toBeInViewport()
        await expectNoAxeViolations(page, `${place.label} chosen`)
      })
    }
  })

  test('the live-lane advice puts 999 before everything else, and the form still works', async ({
    page,
    context,
  }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
    const form = await openForm(page)
    await group(page).getByRole('radio', { name: liveLane.label, exact: true }).check()
    const alert = form.getByRole('alert')
    await expect(alert).toContainText('999')
    await expect(alert).toBeInViewport()
    // Scrolled clear of the sticky header: the advice keeps a margin when scrolled into view (a
    // length the browser reads; one without its unit is dropped, and the margin with it).
    const margin = await form
      .locator('[data-place-urgent]')
      .evaluate((element) => getComputedStyle(element).scrollMarginTop)
    expect(Number.parseFloat(margin)).toBeGreaterThan(0)
    const [alertTop, headerBox] = await Promise.all([
      alert.boundingBox(),
      header(page).boundingBox(),
    ])
    if (!alertTop || !headerBox) throw new Error('alert or header not laid out')
    expect(alertTop.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height)
    // Before everything else: above the call button and the advice, in large bold white on red.
    const [alertBox, adviceBox, callBox] = await Promise.all([
      alert.boundingBox(),
      adviceOf(page, liveLane).boundingBox(),
      callButton(page).boundingBox(),
    ])
    if (!alertBox || !adviceBox || !callBox) throw new Error('not laid out')
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(callBox.y)
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(adviceBox.y)
    const order = await form.evaluate((root) =>
      [...root.querySelectorAll('[role="alert"], [data-call-button], [data-place-advice]')].map(
        (element) =>
          element.getAttribute('role') ??
          (element.hasAttribute('data-call-button') ? 'call' : 'advice'),
      ),
    )
    expect(order).toEqual(['alert', 'call', 'status'])
    const looks = await alert.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        size: Number.parseFloat(style.fontSize),
        weight: Number(style.fontWeight),
        background: style.backgroundColor,
      }
    })
    expect(looks.size).toBeGreaterThanOrEqual(20)
    expect(looks.weight).toBeGreaterThanOrEqual(700)
    expect(looks.background).not.toBe('rgba(0, 0, 0, 0)')

    // The form still sends, with the place in the message.
    await form.getByRole('textbox', { name: labels.name, exact: true }).fill('Sam')
    await form.getByRole('textbox', { name: labels.registration, exact: true }).fill('AB12 CDE')
    await form.getByRole('textbox', { name: labels.postcode, exact: true }).fill('M4 J16')
    await form.getByRole('combobox', { name: labels.service, exact: true }).selectOption({
      label: firstTyreService.title,
    })
    await form.getByRole('textbox', { name: labels.message, exact: true }).fill('Blow-out.')
    const popup = page.waitForEvent('popup')
    await form.getByRole('button', { name: copy.submitLabel as string }).click()
    const text = new URL((await popup).url()).searchParams.get('text') ?? ''
    expect(text).toContain(
      `\n${labels.postcode}: M4 J16\n${copy.placeMessageLabel}: ${liveLane.label}\n`,
    )
  })
})

function expectedMessage(placeLabel: string | null, serviceTitle: string) {
  return buildEnquiryMessage({
    values: {
      ...emptyValues(),
      name: 'Alex Morgan',
      registration: 'AB12 CDE',
      postcode: 'SN1 2AB',
      service: serviceTitle,
      message: 'Flat tyre.',
    },
    businessName: settings.businessName,
    greeting: copy.greeting as string,
    enquiryLine: copy.enquiryLine as string,
    labels,
    serviceLabel: serviceTitle,
    includeTyreSize: false,
    place: placeLabel ? { label: copy.placeMessageLabel as string, value: placeLabel } : null,
  })
}

async function sendAndRead(page: Page, serviceTitle: string): Promise<string> {
  const form = formRoot(page)
  await form.getByRole('textbox', { name: labels.name, exact: true }).fill('Alex Morgan')
  await form.getByRole('textbox', { name: labels.registration, exact: true }).fill('AB12 CDE')
  await form.getByRole('textbox', { name: labels.postcode, exact: true }).fill('SN1 2AB')
  await form.getByRole('combobox', { name: labels.service, exact: true }).selectOption({
    label: serviceTitle,
  })
  await form.getByRole('textbox', { name: labels.message, exact: true }).fill('Flat tyre.')
  const popup = page.waitForEvent('popup')
  await form.getByRole('button', { name: copy.submitLabel as string }).click()
  const opened = await popup
  const text = new URL(opened.url()).searchParams.get('text') ?? ''
  await opened.close()
  return text
}

test.describe('the message', () => {
  test.beforeEach(async ({ context }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
  })

  test('carries the place line after the postcode, and the choice clears with the form', async ({
    page,
  }) => {
    await openForm(page)
    const place = places[0] as Place
    await group(page).getByRole('radio', { name: place.label, exact: true }).check()
    const text = await sendAndRead(page, noChecklist.title)
    expect(text).toBe(expectedMessage(place.label, noChecklist.title))
    expect(text.split('\n')).toContain(`${copy.placeMessageLabel}: ${place.label}`)
    expect(text.split('\n')).toHaveLength(
      expectedMessage(null, noChecklist.title).split('\n').length + 1,
    )
    for (const radio of await group(page).getByRole('radio').all())
      await expect(radio).not.toBeChecked()
    await expect(shownAdvice(page)).toHaveCount(0)
  })

  test('without a choice is byte for byte what it was', async ({ page }) => {
    await openForm(page)
    const text = await sendAndRead(page, noChecklist.title)
    expect(text).toBe(expectedMessage(null, noChecklist.title))
    expect(text).not.toContain(`${copy.placeMessageLabel}:`)
  })

  test('never carries the "have ready" list', async ({ page }) => {
    await openForm(page)
    await group(page).getByRole('radio', { name: 'In a car park', exact: true }).check()
    const text = await sendAndRead(page, firstTyreService.title)
    for (const item of [
      ...(firstTyreService.technicianChecklist ?? []),
      ...(places.find((place) => place.label === 'In a car park')?.checklist ?? []),
    ])
      expect(text).not.toContain(item.text)
  })
})

test('each service shows what to have ready for it, the tyre size with its picture', {
  tag: '@layout',
}, async ({ page }) => {
  const form = await openForm(page)
  const service = form.getByRole('combobox', { name: labels.service, exact: true })
  const checklist = form.locator('[data-checklist^="service:"]:visible')
  await expect(checklist).toHaveCount(0)

  await service.selectOption({ label: firstTyreService.title })
  await expect(checklist).toHaveCount(1)
  await expect(checklist.getByRole('heading')).toHaveText(breakdown.checklistHeading)
  await expect(checklist.getByRole('listitem')).toHaveText([
    /locking wheel-nut key/,
    /tyre size on the sidewall/,
  ])
  const picture = checklist.getByRole('img', {
    name: firstTyreService.technicianChecklist?.[1]?.picture?.alt,
  })
  await expect(picture).toBeVisible()
  await expect(picture).toHaveJSProperty('complete', true)
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/img\/.+\.(avif|webp)$/,
  )
  // SPEC's tyre size field is unchanged beside it: optional, masked.
  const tyreSize = form.getByRole('textbox', { name: labels.tyreSize, exact: true })
  await tyreSize.pressSequentially('22545r17')
  await expect(tyreSize).toHaveValue('225/45/R17')
  await expectNoAxeViolations(page, 'tyre service chosen')

  await service.selectOption({ label: battery.title })
  await expect(checklist).toHaveCount(1)
  await expect(checklist.getByRole('listitem')).toHaveText([/stop-start/])
  await service.selectOption({ label: noChecklist.title })
  await expect(checklist).toHaveCount(0)
})

test('keyboard only: into the places, choose with the arrow keys, on to the call and the form', {
  tag: '@layout',
}, async ({ page }) => {
  const form = await openForm(page)
  // Start from the last link before the form (the WhatsApp chat link beside it).
  await page
    .locator(`#${contactAnchor}`)
    .getByRole('link', { name: contactSection.whatsappLabel })
    .focus()
  await page.keyboard.press('Tab')
  const radios = group(page).getByRole('radio')
  await expect(radios.first()).toBeFocused()
  await page.keyboard.press('Space')
  await expect(radios.first()).toBeChecked()
  expect(await shownSteps(page)).toEqual((places[0] as Place).advice)
  await page.keyboard.press('ArrowDown')
  await expect(radios.nth(1)).toBeFocused()
  await expect(radios.nth(1)).toBeChecked()
  await expect(form.getByRole('alert')).toHaveText(liveLane.callFirst as string)
  // Tab leaves the group for the call button, then the first text field.
  await page.keyboard.press('Tab')
  await expect(callButton(page)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: labels.name, exact: true })).toBeFocused()
  // Back into the group lands on the chosen place.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(radios.nth(1)).toBeFocused()
})

test('a place chosen before the form island ran is kept, and its advice shows once it has', async ({
  page,
}) => {
  await answerConsentBeforeLoad(page, 'declined')
  const release = await holdIslands(page)
  await page.goto(`/#${contactAnchor}`, { waitUntil: 'domcontentloaded' })
  const place = places[2] as Place
  const radio = group(page).getByRole('radio', { name: place.label, exact: true })
  await radio.check()
  // Its advice shows at once, and the call button is a plain link: both before any script.
  expect(await shownSteps(page)).toEqual(place.advice)
  await expect(callButton(page)).toHaveAttribute('href', tel)
  await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute(
    'data-hydrated',
    '',
  )
  await release()
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', '')
  await expect(radio).toBeChecked()
  await expect(shownAdvice(page)).toHaveAttribute('data-advice-for', place._key)
  expect(await shownSteps(page)).toEqual(place.advice)
  // Now in the island's state: a re-render (typing elsewhere) keeps it.
  await formRoot(page).getByRole('textbox', { name: labels.name, exact: true }).fill('Alex')
  await expect(radio).toBeChecked()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every place still shows its advice, the live lane 999 first, and the call button works', {
    tag: '@layout',
  }, async ({ page }) => {
    await page.goto(`/#${contactAnchor}`)
    const form = formRoot(page)
    // The rest of the form needs JavaScript to build the message and is not offered.
    await expect(form.getByRole('textbox', { name: labels.name, exact: true })).toBeHidden()
    await expect(group(page)).toBeVisible()
    for (const place of places) {
      await group(page).getByRole('radio', { name: place.label, exact: true }).check()
      expect(await shownSteps(page)).toEqual(place.advice)
      if (place.callFirst) await expect(form.getByRole('alert')).toHaveText(place.callFirst)
      else await expect(form.getByRole('alert')).toHaveCount(0)
    }
    await expect(callButton(page)).toBeVisible()
    await expect(callButton(page)).toHaveAttribute('href', tel)
  })
})
