// "Broken down? What to do now": every word from the Studio, every place a <details> that opens
// without any script (a live lane open from the start, call 999 first), the call button in view
// from top to bottom, linked from the header's hotline label and the home hero, in the sitemap.
// (The accessibility walk, a11y.spec.ts, checks the page at both widths with the other routes;
// every place opening and reading without JavaScript is a visitor job in every engine,
// tests/engines/visitor-jobs.ts.)
import type { Page } from '@playwright/test'
import { breakdownPath } from '../../web/lib/routes.ts'
import { answerConsentBeforeLoad, header, headerCall, settings, tel } from '../support/chrome.ts'
import { expect, test } from '../support/fixtures.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

type Place = { _key: string; label: string; callFirst?: string; advice: string[] }
const page = snapshotDocuments().find((doc) => doc._id === 'breakdownPage') as unknown as {
  title: string
  intro: string
  slug: { current: string }
  placeQuestion: string
  places: Place[]
}
const path = breakdownPath(page.slug.current)

async function expectEveryPlace(browserPage: Page) {
  const main = browserPage.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(page.title)
  await expect(main.getByText(page.intro, { exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: page.placeQuestion })).toBeVisible()
  const details = main.locator('details')
  await expect(details).toHaveCount(page.places.length)
  for (const [index, place] of page.places.entries()) {
    const item = details.nth(index)
    await expect(item.locator('summary')).toHaveText(place.label)
    if (place.callFirst) {
      // Open from the start, the call-999 line before the steps.
      await expect(item).toHaveAttribute('open', '')
      const first = item.locator('summary + * > *').first()
      await expect(first).toHaveText(place.callFirst)
      await expect(first).toBeVisible()
    } else {
      await expect(item).not.toHaveAttribute('open', '')
      await expect(item.locator('ol')).toBeHidden()
      await item.locator('summary').click()
    }
    await expect(item.locator('ol > li')).toHaveText(place.advice)
    await expect(item.locator('ol')).toBeVisible()
  }
}

test('every place reads, the live lane first with 999, and the call button stays in view', {
  tag: '@layout',
}, async ({ page: browserPage }) => {
  await answerConsentBeforeLoad(browserPage, 'declined')
  await browserPage.goto(path)
  // The first screen: title, intro and a call button, all in view.
  const call = browserPage.getByRole('main').getByRole('link', { name: /Free Call Now/ })
  await expect(call).toHaveAttribute('href', tel)
  await expect(call).toBeInViewport()
  await expect(browserPage.getByRole('heading', { level: 1 })).toBeInViewport()
  await expectEveryPlace(browserPage)
  // Scrolled to the very end, the header's call button is still on screen.
  await browserPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(headerCall(browserPage)).toBeInViewport()
  await expect(headerCall(browserPage)).toHaveAttribute('href', tel)
})

test('the header hotline label and the home hero link to it, and the sitemap lists it', async ({
  page: browserPage,
  request,
}) => {
  await answerConsentBeforeLoad(browserPage, 'declined')
  await browserPage.goto('/')
  const hotline = header(browserPage).getByRole('link', {
    name: settings.hotlineLabel,
    exact: true,
  })
  await expect(hotline).toBeVisible()
  await expect(hotline).toHaveAttribute('href', path)
  const hero = browserPage.getByRole('main').getByRole('link', { name: page.title, exact: true })
  await expect(hero).toBeVisible()
  await expect(hero).toHaveAttribute('href', path)
  await hero.click()
  await expect(browserPage).toHaveURL(new RegExp(`${path}$`))
  await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(page.title)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`))
  // Another address under /help/ is no page.
  expect((await request.get('/help/not-a-page/')).status()).toBe(404)
})
