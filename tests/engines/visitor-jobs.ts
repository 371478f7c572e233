// What a visitor does on the site, written once and run in Chromium, Firefox and WebKit
// (tests/engines/*.test.ts, through the common tab of tests/support/engines/tab.ts): the menu and
// the consent notice, the contact form's errors and its hand-off to WhatsApp with every value,
// "Add my location" denied, granted and timing out, the postcode check and a town page, the
// Broken down page, /#contact from another page, the 404 page, and the pages without JavaScript.
// No island hydrates until the visitor heads for it, so each job's first press on an island is
// made before it has run: held by the loader and acted on once it has (the consent notice's
// Decline, the menu's toggle, a link that CSS :target opens, the contact form's submit and its
// location button, the postcode check). Each job waits for what runs once the page has loaded
// (web/islands/on-load.ts) and for the islands it pressed to hydrate, so an engine that runs none
// (WebKit under a policy that upgrades loopback requests to https) fails at its first step. Any page error, policy
// violation or failed request fails the job too (tests/engines/run-jobs.ts). The Chromium specs
// (tests/e2e) check the rest: layout at two widths, accessibility, every route.
import { emptyValues } from '../../web/lib/contact/fields.ts'
import { locationValue } from '../../web/lib/contact/location.ts'
import { formatTyreSize } from '../../web/lib/contact/tyre-size.ts'
import { buildEnquiryMessage, buildWhatsAppUrl } from '../../web/lib/contact/whatsapp.ts'
import { breakdownPath, contactAnchor, coverageAnchor, townPath } from '../../web/lib/routes.ts'
import { contactFieldLabels } from '../support/contact-form-copy.ts'
import { type Tab, waitFor } from '../support/engines/tab.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

type Copy = Record<string, string>
const documents = snapshotDocuments()
const byId = (id: string) =>
  documents.find((doc) => doc._id === id) as unknown as Record<string, unknown>
const settings = byId('siteSettings') as {
  businessName: string
  phoneE164: string
  whatsappE164: string
  labels: Copy
  consent: Copy
  notFound: Copy
}
const home = byId('homePage') as { contactSection: { form: Copy }; coverageSection: Copy }
const form = home.contactSection.form
const coverage = home.coverageSection
type Place = { _key: string; label: string; callFirst?: string; advice: string[] }
const breakdown = byId('breakdownPage') as {
  title: string
  intro: string
  placeQuestion: string
  slug: { current: string }
  places: Place[]
}
type Service = { title: string; slug: { current: string }; isTyreService: boolean }
const services = documents.filter((doc) => doc._type === 'service') as unknown as Service[]
const tyreService = services.find((service) => service.isTyreService) as Service
const servicePage = `/services/${tyreService.slug.current}/`
const towns = documents.filter((doc) => doc._type === 'town') as unknown as {
  name: string
  slug: { current: string }
  postcodeDistricts: string[]
}[]
const swindon = towns.find((town) => town.name === 'Swindon')
if (!tyreService || !swindon) throw new Error('the snapshot lacks a tyre service or Swindon')
const tel = `tel:${settings.phoneE164}`
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

export type VisitorJob = {
  name: string
  /** false: the engine runs with JavaScript off (a session or browser of its own). */
  javascript: boolean
  /** Problems this job causes on purpose (the 404 page's own status). */
  allow?: RegExp[]
  run: (tab: Tab) => Promise<void>
}

// ---- In the page ---------------------------------------------------------------------------

/** Marks the first element matching `selector` whose text or label is `text`; its selector. */
async function find(tab: Tab, selector: string, text: string): Promise<string> {
  const id = `job-${Math.random().toString(36).slice(2, 9)}`
  await waitFor(
    tab,
    `${selector} "${text}"`,
    (css, wanted, mark) => {
      const norm = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim()
      const found = [...document.querySelectorAll(css)].find(
        (element) =>
          norm(element.textContent) === wanted || element.getAttribute('aria-label') === wanted,
      )
      found?.setAttribute('data-job', mark)
      return Boolean(found)
    },
    selector,
    text,
    id,
  )
  return `[data-job="${id}"]`
}

const textOf = (tab: Tab, selector: string) =>
  tab.run(
    (css) => document.querySelector(css)?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
    selector,
  )

/** Waits until the element's text (white space folded) includes `text`. */
const expectText = async (tab: Tab, selector: string, text: string) => {
  try {
    return await waitFor(
      tab,
      `"${text}" in ${selector}`,
      (css, wanted) =>
        (document.querySelector(css)?.textContent ?? '').replace(/\s+/g, ' ').includes(wanted),
      selector,
      text.replace(/\s+/g, ' '),
    )
  } catch (error) {
    // What the page showed instead, and where its island was: a lost press, an island that never
    // hydrated and a wrong answer fail alike here otherwise.
    const seen = await tab
      .run((css) => {
        const element = document.querySelector(css)
        const island = element?.closest('[data-island]')
        return {
          text: element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null,
          island: island && {
            hydrated: island.hasAttribute('data-hydrated'),
            hydrating: island.hasAttribute('data-hydrating'),
            held: island.querySelectorAll('[data-held]').length,
          },
        }
      }, selector)
      .catch((reason: unknown) => `unreadable: ${String(reason)}`)
    throw new Error(`${(error as Error).message}\n  the page showed: ${JSON.stringify(seen)}`)
  }
}

const expectAttribute = (tab: Tab, selector: string, name: string, value: string | null) =>
  waitFor(
    tab,
    `${selector} [${name}=${value}]`,
    (css, attribute, wanted) => document.querySelector(css)?.getAttribute(attribute) === wanted,
    selector,
    name,
    value,
  )

const expectFocused = (tab: Tab, selector: string) =>
  waitFor(
    tab,
    `focus on ${selector}`,
    (css) => document.activeElement === document.querySelector(css),
    selector,
  )

/** Shown: rendered, not hidden by CSS nor inside a closed <details> (checkVisibility). */
const expectShown = (tab: Tab, selector: string, shown = true) =>
  waitFor(
    tab,
    `${selector} ${shown ? 'shown' : 'hidden'}`,
    (css, want) => {
      const element = document.querySelector(css)
      const visible = Boolean(
        element?.checkVisibility({ visibilityProperty: true }) &&
          element.getClientRects().length > 0,
      )
      return visible === want
    },
    selector,
    shown,
  )

function fail(tab: Tab, message: string): never {
  throw new Error(`${tab.engine}: ${message}`)
}

/**
 * What runs once the page has loaded (web/islands/on-load.ts) has run, and no island is still
 * hydrating: what a job waits for before it acts on a page and before it leaves one, as settled()
 * in tests/support/fixtures.ts (an island still loading when the page is left reports its load
 * cut off, and Firefox under load was that slow).
 */
async function settled(tab: Tab): Promise<void> {
  await expectAttribute(tab, 'html', 'data-islands', 'ready')
  await waitFor(
    tab,
    'no island still hydrating',
    () => document.querySelectorAll('[data-island][data-hydrating]').length === 0,
  )
}

const islandHydrated = (tab: Tab, island: string) =>
  tab.run(
    (name) => document.querySelector(`[data-island="${name}"]`)?.hasAttribute('data-hydrated'),
    island,
  )

/** The island has not run yet: the press about to be made is held until it has. */
async function notYetHydrated(tab: Tab, island: string): Promise<void> {
  if (await islandHydrated(tab, island)) fail(tab, `the ${island} island ran before it was used`)
}

/** Waits for the island the visitor's press woke to hydrate. */
const hydrated = (tab: Tab, island: string) =>
  waitFor(
    tab,
    `the ${island} island hydrated`,
    (name) => document.querySelector(`[data-island="${name}"]`)?.hasAttribute('data-hydrated'),
    island,
  )

/**
 * Notes the text of every notice (a toast: role status with a data-type) as it shows, in
 * data-job-notices on <html>: a notice that closes itself may be gone before a slow engine looks.
 */
const noteNotices = (tab: Tab) =>
  tab.run(() => {
    const root = document.documentElement
    const note = () => {
      for (const notice of document.querySelectorAll('[role="status"][data-type]')) {
        const text = notice.textContent?.replace(/\s+/g, ' ').trim() ?? ''
        if (text && !(root.dataset.jobNotices ?? '').includes(text))
          root.dataset.jobNotices = `${root.dataset.jobNotices ?? ''}\n${text}`
      }
    }
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })

/** Waits until noteNotices has seen a notice with this title (white space folded). */
const expectNotice = (tab: Tab, title: string) =>
  waitFor(
    tab,
    `the notice "${title}"`,
    (wanted) => (document.documentElement.dataset.jobNotices ?? '').includes(wanted),
    title.replace(/\s+/g, ' ').trim(),
  )

/** Numbers the Broken down page's places (data-place-index), for selectors. */
const numberPlaces = (tab: Tab) =>
  tab.run(() => {
    for (const [index, element] of document.querySelectorAll('main details').entries())
      element.setAttribute('data-place-index', String(index))
  })

/**
 * The Broken down page as a visitor reads it, with or without JavaScript: title, intro and the
 * question; every place a <details> in order, the live lane open from the start with its call-999
 * line first, the others closed until pressed; each place's steps; the header's call button.
 */
async function everyPlaceReads(tab: Tab): Promise<void> {
  await expectText(tab, 'main h1', breakdown.title)
  await expectText(tab, 'main', breakdown.intro)
  await expectText(tab, 'main h2', breakdown.placeQuestion)
  await numberPlaces(tab)
  const count = await tab.run(() => document.querySelectorAll('main details').length)
  if (count !== breakdown.places.length)
    fail(tab, `${count} places, not ${breakdown.places.length}`)
  for (const [index, place] of breakdown.places.entries()) {
    const details = `main details[data-place-index="${index}"]`
    await expectText(tab, `${details} > summary`, place.label)
    const open = await tab.run(
      (css) => (document.querySelector(css) as HTMLDetailsElement).open,
      details,
    )
    if (open !== Boolean(place.callFirst)) fail(tab, `${place.label}: open is ${open}`)
    if (place.callFirst) {
      await expectText(tab, `${details} > summary + * > :first-child`, place.callFirst)
      await expectShown(tab, `${details} > summary + * > :first-child`)
    } else {
      await expectShown(tab, `${details} ol`, false)
      await tab.click(`${details} > summary`)
    }
    await expectShown(tab, `${details} ol`)
    const steps = await tab.run(
      (css) =>
        [...document.querySelectorAll(`${css} ol > li`)].map((li) =>
          li.textContent?.replace(/\s+/g, ' ').trim(),
        ),
      details,
    )
    if (
      JSON.stringify(steps) !==
      JSON.stringify(place.advice.map((step) => step.replace(/\s+/g, ' ').trim()))
    )
      fail(tab, `${place.label}: the steps read ${JSON.stringify(steps)}`)
  }
  const calls = await tab.run(() =>
    [...document.querySelectorAll('header a[href^="tel:"]')].map((a) => a.getAttribute('href')),
  )
  if (!calls.includes(tel)) fail(tab, 'no call button in the header')
}

/** The visitor has answered the consent notice on an earlier visit. */
async function consentAnswered(tab: Tab): Promise<void> {
  await tab.goto('/robots.txt')
  await tab.run(() => localStorage.setItem('kerbside-consent', 'declined'))
}

// ---- The contact form ----------------------------------------------------------------------

const field = {
  name: '#contact-name',
  registration: '#contact-registration',
  postcode: '#contact-postcode',
  service: '#contact-service',
  tyreSize: '#contact-tyreSize',
  message: '#contact-message',
} as const
const contactForm = `#${contactAnchor} form`
const locationStatus = `${contactForm} [data-location-status] [role="status"]`

/** The home page at #contact, the form's island not yet run. */
async function openContactForm(tab: Tab): Promise<void> {
  await consentAnswered(tab)
  await tab.goto(`/#${contactAnchor}`)
  await settled(tab)
  // The page's own hash scroll (web/islands/on-load.ts: 100 ms after it starts, smooth) ends by
  // focusing the section. Until the page is at rest a click can miss: Puppeteer's click aims at
  // where the button was a moment before and has no hit-target check (a loaded run's Firefox job
  // once waited 90 s for the answer to an "Add my location" press that never came).
  await waitFor(
    tab,
    'the hash scroll done and the page at rest',
    (id) => {
      const page = window as Window & { jobLastScrollY?: number }
      const still = page.jobLastScrollY === window.scrollY
      page.jobLastScrollY = window.scrollY
      return document.activeElement?.id === id && still
    },
    contactAnchor,
  )
  await notYetHydrated(tab, 'contact-form')
}

/** A place's radio button as a visitor presses it: its label (the input is drawn by CSS). */
const placeLabel = (place: Place) =>
  `${contactForm} label:has(> input[name="place"][value="${place._key}"])`

/** Stands in for the browser's answer to the page's location request (see docs/testing.md). */
async function answerLocation(tab: Tab, answer: 'granted' | 'denied' | 'browser-timeout' | 'none') {
  await tab.run((kind) => {
    navigator.geolocation.getCurrentPosition = (success, failure) => {
      if (kind === 'granted')
        success({
          coords: { latitude: 51.52764183, longitude: -1.72461849, accuracy: 12.4 },
          timestamp: Date.now(),
        } as GeolocationPosition)
      else if (kind === 'denied')
        failure?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1 } as GeolocationPositionError)
      else if (kind === 'browser-timeout')
        failure?.({ code: 3, message: 'timeout', TIMEOUT: 3 } as GeolocationPositionError)
    }
  }, answer)
}

const addLocation = (tab: Tab) =>
  find(tab, `${contactForm} button`, form.locationButtonLabel as string)

/** What "Add my location" shows at one moment: its aria-disabled and the status line's text. */
type LocationState = { disabled: string | null; text: string }

/**
 * Notes each state "Add my location" passes through, in order, in data-job-location-states on
 * <html> (JSON of LocationState[]): waiting lasts only as long as the form's own clock, which a
 * slow engine can poll past.
 */
const noteLocationStates = (tab: Tab, button: string) =>
  tab.run(
    (buttonCss, statusCss, formCss) => {
      const root = document.documentElement
      const states: LocationState[] = []
      const note = () => {
        const state: LocationState = {
          disabled: document.querySelector(buttonCss)?.getAttribute('aria-disabled') ?? null,
          text: document.querySelector(statusCss)?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        }
        const last = states.at(-1)
        if (last?.disabled === state.disabled && last.text === state.text) return
        states.push(state)
        root.dataset.jobLocationStates = JSON.stringify(states)
      }
      note()
      new MutationObserver(note).observe(document.querySelector(formCss) ?? document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      })
    },
    button,
    locationStatus,
    contactForm,
  )

// ---- The jobs ------------------------------------------------------------------------------

export const visitorJobs: VisitorJob[] = [
  {
    name: 'the menu and the consent notice',
    javascript: true,
    async run(tab) {
      await tab.goto(servicePage)
      await settled(tab)
      // The notice: shown on a first visit. Decline, pressed before its island has run, is held,
      // and acted on once it has: the answer stored, the notice gone.
      const decline = await find(tab, 'button', settings.consent.declineLabel as string)
      // While it shows, the page's scroll padding at the bottom is its height, so what the Tab
      // key focuses scrolls into view above it (chrome.spec.ts tabs through a page in Chromium).
      await waitFor(
        tab,
        "the page's bottom scroll padding, the notice's height",
        (css) => {
          const height = document.querySelector(css)?.closest('section')?.offsetHeight
          const padding = getComputedStyle(document.documentElement).scrollPaddingBottom
          return height !== undefined && padding === `${height}px`
        },
        decline,
      )
      await notYetHydrated(tab, 'consent-notice')
      await tab.click(decline)
      await waitFor(
        tab,
        'the choice stored',
        () => localStorage.getItem('kerbside-consent') === 'declined',
      )
      await waitFor(tab, 'the notice gone', (css) => !document.querySelector(css), decline)
      await waitFor(
        tab,
        'no bottom scroll padding once it is gone',
        () => getComputedStyle(document.documentElement).scrollPaddingBottom === 'auto',
      )
      // The menu, on a phone-width window: before its island runs the toggle is a link to the
      // panel, which CSS :target opens; the tap wakes the island, which takes over, open.
      await expectShown(tab, '#site-menu', false)
      await notYetHydrated(tab, 'mobile-menu')
      await tab.click(
        await find(tab, 'header a[href="#site-menu"]', settings.labels.menuOpen as string),
      )
      await expectShown(tab, '#site-menu a[href="/#contact"]')
      await hydrated(tab, 'mobile-menu')
      const button = await find(tab, 'header button', settings.labels.menuClose as string)
      await expectAttribute(tab, button, 'aria-expanded', 'true')
      // Escape closes it and gives focus back; the button opens it again.
      await tab.press('Escape')
      await expectAttribute(tab, button, 'aria-expanded', 'false')
      await expectAttribute(tab, button, 'aria-label', settings.labels.menuOpen as string)
      await expectFocused(tab, button)
      await expectShown(tab, '#site-menu', false)
      await tab.click(button)
      await expectAttribute(tab, button, 'aria-expanded', 'true')
      await expectShown(tab, '#site-menu a[href="/#contact"]')
      await tab.press('Escape')
      await expectShown(tab, '#site-menu', false)
      await settled(tab)
      // Another page: the notice stays away.
      await tab.goto('/')
      await settled(tab)
      const asked = await tab.run(
        (label) =>
          [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === label),
        settings.consent.declineLabel as string,
      )
      if (asked) fail(tab, 'the consent notice came back on the next page')
    },
  },
  {
    // WCAG 2.2's Focus Not Obscured: the notice sticks to the bottom of the screen, and each
    // engine scrolls a focused element into view in its own way (WebKit's text fields ignore
    // the page's scroll padding; consent-notice-on-load.ts lifts what ends behind it).
    name: 'the Tab key brings each element into view above the consent notice',
    javascript: true,
    async run(tab) {
      await tab.goto('/')
      await settled(tab)
      const notice = '[data-on-load="consent-notice"] section'
      for (let step = 1; ; step++) {
        if (step > 200) fail(tab, 'the Tab key never reached the consent notice')
        await tab.press('Tab')
        const focused = await waitFor(
          tab,
          `the element Tab focused (press ${step}) wholly above the notice`,
          (css) => {
            const region = document.querySelector(css) as HTMLElement
            const element = document.activeElement as HTMLElement
            if (region.contains(element)) return 'the notice'
            // Focus fallen to the body is focus lost (an island that replaced what had it).
            if (element === document.body) return false
            const over = element.getBoundingClientRect().bottom - region.getBoundingClientRect().top
            return over <= 1 && `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`
          },
          notice,
        )
        if (focused === 'the notice') break
      }
    },
  },
  {
    name: "the contact form's errors",
    javascript: true,
    async run(tab) {
      await openContactForm(tab)
      const submit = await find(
        tab,
        `${contactForm} button[type="submit"]`,
        form.submitLabel as string,
      )
      // Nothing may open a window on an invalid submit: window.open is noted on its way, and each
      // submit is counted once the form's handler has run (a listener on window hears the event
      // after React's, on the island's root), so the note is read when it would be there.
      await tab.run(() => {
        const root = document.documentElement
        const open = window.open.bind(window)
        window.open = (...args: Parameters<typeof window.open>) => {
          root.dataset.jobOpened = String(args[0])
          return open(...args)
        }
        root.dataset.jobSubmits = '0'
        window.addEventListener('submit', () => {
          root.dataset.jobSubmits = String(Number(root.dataset.jobSubmits) + 1)
        })
      })
      // The notice closes itself after a few seconds: noted as it shows.
      await noteNotices(tab)
      await tab.click(submit)
      await expectNotice(tab, form.missingTitle as string)
      for (const selector of Object.values(field).filter((s) => s !== field.tyreSize))
        await expectAttribute(tab, selector, 'aria-invalid', 'true')
      await expectFocused(tab, field.name)
      // Typing clears a field's mark; white space alone is still missing.
      await tab.type(field.name, 'Alex Morgan')
      await expectAttribute(tab, field.name, 'aria-invalid', null)
      await expectAttribute(tab, field.registration, 'aria-invalid', 'true')
      await tab.type(field.registration, '   ')
      await tab.click(submit)
      await expectAttribute(tab, field.registration, 'aria-invalid', 'true')
      await expectFocused(tab, field.registration)
      const name = await tab.run(
        (css) => (document.querySelector(css) as HTMLInputElement).value,
        field.name,
      )
      if (name !== 'Alex Morgan')
        fail(tab, `the name field holds "${name}" after an invalid submit`)
      // Focus on the registration field does not show that the second submit was handled: the
      // visitor was typing there.
      await waitFor(
        tab,
        'both submits handled',
        () => Number(document.documentElement.dataset.jobSubmits) >= 2,
      )
      const opened = await tab.run(() => document.documentElement.dataset.jobOpened ?? null)
      if (opened !== null) fail(tab, `an invalid submit opened ${opened}`)
    },
  },
  {
    name: 'the contact form hands every value to WhatsApp',
    javascript: true,
    async run(tab) {
      await openContactForm(tab)
      const place = breakdown.places.find((candidate) => candidate.callFirst) as Place
      await tab.click(placeLabel(place))
      await expectText(
        tab,
        `${contactForm} [data-advice-for="${place._key}"]`,
        place.advice[0] as string,
      )
      // The tap woke the form's island: the tyre size's mask below is its work.
      await hydrated(tab, 'contact-form')
      await tab.type(field.name, 'Alex Morgan')
      await tab.type(field.registration, 'ab12 cde')
      await tab.type(field.postcode, 'SN1 2AB')
      await tab.select(field.service, tyreService.slug.current)
      await expectShown(tab, field.tyreSize)
      await tab.type(field.tyreSize, '22545r17')
      await waitFor(
        tab,
        'the tyre size mask',
        (css) => (document.querySelector(css) as HTMLInputElement).value === '225/45/R17',
        field.tyreSize,
      )
      await tab.type(field.message, 'Nail in the front left tyre.')
      await tab.press('Enter')
      await tab.type(field.message, 'Keys with me.')
      await answerLocation(tab, 'granted')
      await tab.click(await addLocation(tab))
      await expectText(tab, locationStatus, '12 m')
      const submit = await find(
        tab,
        `${contactForm} button[type="submit"]`,
        form.submitLabel as string,
      )
      await noteNotices(tab)
      const address = await tab.newWindowAddress(() => tab.click(submit))
      const values = {
        ...emptyValues(),
        name: 'Alex Morgan',
        registration: 'ab12 cde',
        postcode: 'SN1 2AB',
        service: tyreService.title,
        tyreSize: '22545r17',
        message: 'Nail in the front left tyre.\nKeys with me.',
      }
      const location = locationValue(
        { latitude: 51.52764183, longitude: -1.72461849, accuracy: 12.4 },
        form.locationAccuracy as string,
      )
      const expected = buildWhatsAppUrl(
        settings.whatsappE164,
        buildEnquiryMessage({
          values,
          businessName: settings.businessName,
          greeting: form.greeting as string,
          enquiryLine: form.enquiryLine as string,
          labels: contactFieldLabels,
          serviceLabel: tyreService.title,
          includeTyreSize: true,
          place: { label: form.placeMessageLabel as string, value: place.label },
          location: location
            ? { label: form.locationMessageLabel as string, value: location }
            : null,
        }),
      )
      if (address !== expected)
        fail(tab, `WhatsApp was opened at\n  ${address}\nnot\n  ${expected}`)
      if (!decodeURIComponent(address).includes(formatTyreSize('22545r17')))
        fail(tab, 'the message lacks the tyre size')
      // Sent: the notice says so (it closes itself after a few seconds, so it is noted as it
      // shows), and the form starts again.
      await expectNotice(tab, form.preparedTitle as string)
      await waitFor(
        tab,
        'the form cleared',
        (css) => (document.querySelector(css) as HTMLInputElement).value === '',
        field.name,
      )
    },
  },
  {
    name: '"Add my location": denied, the browser timing out, and no answer at all',
    javascript: true,
    async run(tab) {
      await openContactForm(tab)
      const add = await addLocation(tab)
      await answerLocation(tab, 'denied')
      await tab.click(add)
      await expectText(tab, locationStatus, form.locationDeniedText as string)
      await expectFocused(tab, add)
      await answerLocation(tab, 'browser-timeout')
      await tab.click(add)
      await expectText(tab, locationStatus, form.locationTimeoutText as string)
      // The visitor never answers the browser's question: the form's own clock (10.5 s) ends it.
      // The waiting state lasts only that long, so the states are noted as they show.
      await answerLocation(tab, 'none')
      await noteLocationStates(tab, add)
      await tab.click(add)
      await waitFor(
        tab,
        'waiting (the button aria-disabled), then timed out',
        (waiting, timedOut) => {
          const states = JSON.parse(
            document.documentElement.dataset.jobLocationStates ?? '[]',
          ) as LocationState[]
          const from = states.findIndex(
            (state) => state.disabled === 'true' && state.text.includes(waiting),
          )
          return (
            from >= 0 &&
            states
              .slice(from + 1)
              .some((state) => state.disabled === null && state.text.includes(timedOut))
          )
        },
        (form.locationWaitingText as string).replace(/\s+/g, ' ').trim(),
        (form.locationTimeoutText as string).replace(/\s+/g, ' ').trim(),
      )
      await expectText(tab, locationStatus, form.locationTimeoutText as string)
      await expectAttribute(tab, add, 'aria-disabled', null)
    },
  },
  {
    name: 'the postcode check, and the town page it leads to',
    javascript: true,
    async run(tab) {
      await consentAnswered(tab)
      await tab.goto(`/#${coverageAnchor}`)
      await settled(tab)
      await notYetHydrated(tab, 'coverage-checker')
      const answer = `#${coverageAnchor} [role="status"]`
      const input = '#coverage-check'
      const button = await find(tab, `#${coverageAnchor} button`, coverage.checkerButton as string)
      // Pressed before the check's island has run, with nothing typed: held, then answered.
      await tab.click(button)
      await expectText(tab, answer, coverage.emptyText as string)
      await tab.type(input, 'M4 J15 eastbound')
      await tab.click(button)
      await expectText(tab, answer, coverage.invalidText as string)
      await expectAttribute(tab, input, 'aria-invalid', 'true')
      await tab.run((css) => {
        ;(document.querySelector(css) as HTMLInputElement).value = ''
      }, input)
      await tab.type(input, 'M1 1AE')
      await tab.press('Enter')
      await expectText(tab, answer, fill(coverage.outsideText as string, { postcode: 'M1 1AE' }))
      const call = await tab.run(
        (css) => document.querySelector(`${css} a[href^="tel:"]`)?.getAttribute('href'),
        answer,
      )
      if (call !== tel) fail(tab, `the free call link is ${call}`)
      await tab.run((css) => {
        ;(document.querySelector(css) as HTMLInputElement).value = ''
      }, input)
      await tab.type(input, 'sn2 1ab')
      await tab.press('Enter')
      await expectText(
        tab,
        answer,
        fill(coverage.coveredText as string, { postcode: 'SN2 1AB', town: swindon.name }),
      )
      const townLink = await find(
        tab,
        `${answer} a`,
        fill(coverage.townLinkLabel as string, { town: swindon.name }),
      )
      await tab.click(townLink)
      await waitFor(
        tab,
        'the town page',
        (path) => location.pathname === path,
        townPath(swindon.slug.current),
      )
      await settled(tab)
      await expectText(tab, 'h1', swindon.name)
      for (const district of swindon.postcodeDistricts) await expectText(tab, 'main', district)
    },
  },
  {
    name: 'the Broken down page',
    javascript: true,
    async run(tab) {
      await consentAnswered(tab)
      await tab.goto(breakdownPath(breakdown.slug.current))
      await settled(tab)
      await everyPlaceReads(tab)
    },
  },
  {
    name: '/#contact from another page',
    javascript: true,
    async run(tab) {
      await consentAnswered(tab)
      await tab.goto(servicePage)
      await settled(tab)
      // The toggle, a link before the menu's island runs, opens the panel; its island wakes.
      await tab.click(
        await find(tab, 'header a[href="#site-menu"]', settings.labels.menuOpen as string),
      )
      await hydrated(tab, 'mobile-menu')
      await tab.click('#site-menu a[href="/#contact"]')
      await waitFor(
        tab,
        'the home page at #contact',
        () => location.pathname === '/' && location.hash === '#contact',
      )
      await settled(tab)
      await waitFor(
        tab,
        'the contact section in view and focused',
        (id) => {
          const section = document.getElementById(id)
          if (!section || document.activeElement !== section) return false
          const box = section.getBoundingClientRect()
          return box.top < innerHeight && box.bottom > 0
        },
        contactAnchor,
      )
    },
  },
  {
    name: 'the 404 page',
    javascript: true,
    // Its own status, which Chromium also logs; the page itself logs the path it could not find.
    allow: [
      /^HTTP 404: .*\/no-such-page\/here\/$/,
      /status of 404/,
      /GET \/no-such-page\/here\/ 404$/,
    ],
    async run(tab) {
      await tab.goto('/no-such-page/here/')
      await settled(tab)
      await expectText(tab, 'h1', settings.notFound.heading as string)
      await expectText(tab, 'main', settings.notFound.text as string)
      const home = await find(tab, 'main a', settings.notFound.linkLabel as string)
      await expectAttribute(tab, home, 'href', '/')
      await tab.click(home)
      await waitFor(tab, 'the home page', () => location.pathname === '/')
      await settled(tab)
    },
  },
  {
    name: 'the pages without JavaScript',
    javascript: false,
    // Chromium, told not to run scripts, refuses the islands' script files and says "csp".
    allow: [/^request failed: .*\/_islands\/.*\.js \(.*(csp|BLOCKED).*\)$/i],
    async run(tab) {
      const scripting = await (async () => {
        await tab.goto('/')
        return tab.run(() => matchMedia('(scripting: none)').matches)
      })()
      if (!scripting) fail(tab, 'JavaScript is still on')
      await expectShown(tab, 'h1')
      const calls = await tab.run(() =>
        [...document.querySelectorAll('header a[href^="tel:"]')].map((a) => a.getAttribute('href')),
      )
      if (!calls.includes(tel)) fail(tab, 'no call link in the header')
      // The menu is a link to its panel, which CSS :target opens.
      await expectShown(tab, '#site-menu a[href="#contact"]', false)
      await tab.click(
        await find(tab, 'header a[href="#site-menu"]', settings.labels.menuOpen as string),
      )
      await expectShown(tab, '#site-menu a[href="#contact"]')
      // No consent notice (it needs JavaScript to be answered), and the form's fields, which
      // need it to build the message, are not offered; where-are-you advice still shows.
      const consent = await tab.run(
        (label) =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim() === label && b.getClientRects().length > 0,
          ),
        settings.consent.declineLabel as string,
      )
      if (consent) fail(tab, 'the consent notice shows without JavaScript')
      await expectShown(tab, field.name, false)
      const place = breakdown.places[0] as Place
      await tab.click(placeLabel(place))
      await expectShown(tab, `${contactForm} [data-advice-for="${place._key}"]`)
      // The postcode check needs JavaScript and is not offered; every town is listed instead.
      await expectShown(tab, '#coverage-check', false)
      for (const town of towns) await expectText(tab, `#${coverageAnchor}`, town.name)
      // The Broken down page: every place opens and reads without a script.
      await tab.goto(breakdownPath(breakdown.slug.current))
      await everyPlaceReads(tab)
      // A service page reads whole.
      await tab.goto(servicePage)
      await expectShown(tab, 'h1')
      const text = await textOf(tab, 'main')
      if (!text || text.length < 500) fail(tab, 'the service page is nearly empty')
    },
  },
]
