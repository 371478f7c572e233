// Town pages and their /areas/{town}/ aliases, the legal pages and the 404 page, checked against
// the snapshot the build used. What each town page, alias and legal page shows is checked on the
// page the walk over every route loads (tests/e2e/a11y.spec.ts, expectPageContent in
// tests/support/page-content.ts); here, that every town has its page, that an alias typed without
// its slash lands on it, and the 404 page.
import { townAliasPath, townPath } from '../../web/lib/routes.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectHeadingOutline } from '../support/page-content.ts'
import { siteRoutes, snapshotDocuments } from '../support/site-routes.ts'

type Settings = { notFound: { heading: string; text: string; linkLabel: string } }
type Town = { slug: { current: string } }

const documents = snapshotDocuments()
const settings = documents.find((doc) => doc._id === 'siteSettings') as unknown as Settings
const towns = documents.filter((doc) => doc._type === 'town') as unknown as Town[]

const townRoutes = siteRoutes().filter((route) => route.kind === 'town')

test('every town in the content has a page', () => {
  expect(townRoutes.map((route) => route.path).sort()).toEqual(
    towns.map((town) => townPath(town.slug.current)).sort(),
  )
  expect(townRoutes.length).toBeGreaterThan(0)
})

test('an alias typed without its slash lands on the alias page', async ({ request }) => {
  for (const town of towns) {
    const alias = townAliasPath(town.slug.current)
    const response = await request.get(alias.slice(0, -1))
    expect(response.status(), alias).toBe(200)
    expect(new URL(response.url()).pathname, alias).toBe(alias)
    expect(await response.text(), alias).toBe(await (await request.get(alias)).text())
  }
})

test('an unknown path shows the 404 page and logs the path', async ({ page, pageProblems }) => {
  // The browser logs the document's 404 status; the page logs the missing path on purpose.
  pageProblems.allow(/404/)
  const missing = '/no-such-page/here/'
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') logged.push(message.text())
  })

  const response = await page.goto(missing)
  expect(response?.status()).toBe(404)
  const copy = settings.notFound
  await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible()
  await expect(page.getByText(copy.text, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: copy.linkLabel })).toHaveAttribute('href', '/')
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('footer').first()).toBeVisible()
  await expect
    .poll(() => logged.find((text) => text.includes('non-existent route')))
    .toContain(missing)
  expect(await response?.text(), 'inline style attributes (CSP)').not.toMatch(/\sstyle=/)
  await expectHeadingOutline(page)
})
