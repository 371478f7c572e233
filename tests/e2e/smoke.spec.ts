// Walks every route the content defines: each answers 200 with its heading, and (through the
// shared fixture) logs no console error, fails no request and sends nothing off the site.
import { expect, test } from '../support/fixtures.ts'
import { siteRoutes } from '../support/site-routes.ts'

for (const route of siteRoutes()) {
  test(`${route.kind} ${route.path} renders`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status(), route.path).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('header').first()).toBeVisible()
    await expect(page.locator('footer').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
  })
}

test('an unknown path answers 404 with the not-found page', async ({ page, pageProblems }) => {
  // The browser itself logs the 404 status of the document, and the page logs the path.
  pageProblems.allow(/status of 404|Page not found|404/)
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
})
