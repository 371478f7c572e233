// The real Studio, built without a Sanity project, on the local Content Lake (tests/support/
// studio.ts): what a member of staff sees on the first day, as docs/for-staff.md tells it.
import { join } from 'node:path'
import type { Locator } from '@playwright/test'
import { repoRoot } from '../../scripts/lib/env.ts'
import {
  expect,
  expectFieldError,
  guidePicture,
  openDocument,
  openStudio,
  pressPublish,
  startPreviewServer,
  test,
} from '../support/studio.ts'

// One Studio and one lake on their fixed ports: these tests take turns in one worker.
test.describe.configure({ mode: 'serial' })

test('the first day: the local-content notice, the menu and the three tools the staff guide names', async ({
  page,
}) => {
  await openStudio(page)
  await expect(page.getByTestId('local-content-notice')).toContainText('not the live site')
  for (const item of [
    'Site settings',
    'Home page',
    'Areas we cover page',
    'Broken down page',
    'Services',
    'Service packages',
    'Towns',
    'Testimonials',
    'FAQs',
    'Legal pages',
    'Redirects',
  ]) {
    await expect(page.getByRole('link', { name: item, exact: true })).toBeVisible()
  }
  for (const tool of ['Structure', 'Preview', 'Live site']) {
    await expect(page.getByRole('link', { name: tool, exact: true })).toBeVisible()
  }
  // Vision (a GROQ console) is for developers, and staff publish without releases.
  await expect(page.getByRole('link', { name: 'Vision', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Releases', exact: true })).toHaveCount(0)
  await guidePicture(page, 'studio-first-day')
})

test.describe('an Administrator', () => {
  test.use({ studioRole: 'administrator' })
  test('also has Vision, the query console developers use', async ({ page }) => {
    await openStudio(page)
    await expect(page.getByRole('link', { name: 'Vision', exact: true })).toBeVisible()
  })
})

test('change words, Publish: the published town has them and its draft is gone', async ({
  page,
  studio: { lake },
}) => {
  await openDocument(page, '/structure/town-order;town.bath')
  const words =
    'Tyres and breakdown help anywhere in Bath, day and night, from Lansdown to Odd Down.'
  await page.getByLabel('Card description').fill(words)
  await expect.poll(() => lake.documents.get('drafts.town.bath')?.cardDescription).toBe(words)
  expect(lake.documents.get('town.bath')?.cardDescription).not.toBe(words)
  await pressPublish(page)
  await expect.poll(() => lake.documents.get('town.bath')?.cardDescription).toBe(words)
  expect(lake.documents.has('drafts.town.bath')).toBe(false)
  await expect(page.getByTestId('action-publish')).toBeDisabled()
})

test('rename a town: the dialog says what happens to its addresses, and Publish makes the two redirects', async ({
  page,
  studio: { lake },
}) => {
  await openDocument(page, '/structure/town-order;town.bath')
  // What the field promises, which this test then holds it to.
  await expect(page.getByTestId('field-slug')).toContainText(
    'You can change it: Publish sends the old addresses to the new one.',
  )
  // Under the slug: the live address, and nothing more while the slug is unchanged.
  await expect(
    page.getByText('Live address: /areas-covered/mobile-tyre-fitting-bath/'),
  ).toBeVisible()
  await expect(page.getByText(/New address after Publish/)).toHaveCount(0)
  await page.getByLabel('Web address (slug)').fill('bath-and-north-east-somerset')
  // Then the new address and what Publish will do, before Publish is pressed.
  await expect(
    page.getByText(
      'New address after Publish: /areas-covered/mobile-tyre-fitting-bath-and-north-east-somerset/',
    ),
  ).toBeVisible()
  await expect(
    page.getByText(
      'A redirect from /areas/bath/ to /areas/bath-and-north-east-somerset/ is created.',
    ),
  ).toBeVisible()
  await pressPublish(page)
  // Sanity's confirm dialog is a popover by the button (document action dialog type 'confirm').
  const dialog = page.locator('[data-ui="Popover"]', { hasText: 'Publishing Bath' })
  for (const line of [
    'Publishing Bath changes its web address:',
    'A redirect from /areas-covered/mobile-tyre-fitting-bath/ to /areas-covered/mobile-tyre-fitting-bath-and-north-east-somerset/ is created.',
    'A redirect from /areas/bath/ to /areas/bath-and-north-east-somerset/ is created.',
  ]) {
    await expect(dialog.getByText(line, { exact: true })).toBeVisible()
  }
  await guidePicture(page, 'rename-town-publish')
  expect(lake.documents.get('town.bath')?.slug).toEqual({ _type: 'slug', current: 'bath' })
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect
    .poll(() => lake.documents.get('town.bath')?.slug)
    .toEqual({ _type: 'slug', current: 'bath-and-north-east-somerset' })
  const redirects = [...lake.documents.values()]
    .filter((doc) => doc._type === 'redirect' && !doc._id.startsWith('drafts.'))
    .map((doc) => `${doc.from} -> ${doc.to}`)
  expect(redirects).toEqual(
    expect.arrayContaining([
      '/areas-covered/mobile-tyre-fitting-bath/ -> /areas-covered/mobile-tyre-fitting-bath-and-north-east-somerset/',
      '/areas/bath/ -> /areas/bath-and-north-east-somerset/',
    ]),
  )
})

test('add a town: Generate makes the slug from its name, and a postcode district Bath has is refused, naming Bath', async ({
  page,
}) => {
  await openStudio(page, '/structure/town-order')
  await page.getByRole('link', { name: 'Create new Town' }).click()
  await page.getByLabel('Town name').fill('Bradford on Avon')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByLabel('Web address (slug)')).toHaveValue('bradford-on-avon')
  await expect(
    page.getByText(
      'Not on the live site yet: Publish puts it at /areas-covered/mobile-tyre-fitting-bradford-on-avon/.',
    ),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Postcode check' }).click()
  await expect(page.getByTestId('field-postcodeDistricts')).toContainText(
    'Each district belongs to one town only.',
  )
  // Sanity's tags input has no accessible name of its own: found by the field around it.
  const districts = page.getByTestId('field-postcodeDistricts').getByRole('textbox')
  await districts.fill('BA15')
  await districts.press('Enter')
  await districts.fill('BA1')
  await districts.press('Enter')
  await expectFieldError(
    page,
    'postcodeDistricts',
    /^BA1 is listed by both Bradford on Avon \([\w-]+\) and Bath \(town\.bath\)\. A district belongs to one town only: remove it from one of them\.$/,
  )
  await guidePicture(page, 'postcode-district-refused', {
    hover: page
      .getByTestId('field-postcodeDistricts')
      .getByTestId('input-validation-icon-error')
      .first(),
  })
  await expect(page.getByTestId('action-publish')).toBeDisabled()
})

test('a required field left empty blocks Publish with its message', async ({
  page,
  studio: { lake },
}) => {
  await openDocument(page, '/structure/town-order;town.bath')
  await page.getByLabel('Card description').fill('')
  await expectFieldError(page, 'cardDescription', 'Write the card description.')
  await expect(page.getByTestId('action-publish')).toBeDisabled()
  await expect.poll(() => lake.documents.has('drafts.town.bath')).toBe(true)
  expect(lake.documents.get('town.bath')?.cardDescription).toBeTruthy()
})

test('a singleton (Site settings) cannot be unpublished, deleted or duplicated: its menu offers only Discard changes', async ({
  page,
}) => {
  await openDocument(page, '/structure/siteSettings')
  // Unchanged, it has no menu at all: Publish is its one action.
  await expect(page.getByRole('button', { name: 'Open document actions' })).toHaveCount(0)
  await page.getByLabel('Business name').fill('Kerbside Tyre & Rescue Ltd')
  await page.getByRole('button', { name: 'Open document actions' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: /Discard changes/ })).toBeVisible()
  await expect(menu.getByRole('menuitem')).toHaveCount(1)
})

test('unpublish a service other pages link to: refused, naming them', async ({
  page,
  studio: { lake },
}) => {
  await openDocument(page, '/structure/service-order;service.brake-service')
  // Sanity 6 offers Unpublish on the published version: its chip at the top of the document
  // turns the main button into Unpublish.
  await page.getByRole('button', { name: 'Published', exact: true }).click()
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(
    dialog.getByText(
      'Brake Service cannot be unpublished while other published pages link to it: Stuart K. (Testimonial), Hannah L. (Testimonial). Remove those links (or point them at another page) and publish those first.',
      { exact: true },
    ),
  ).toBeVisible()
  await guidePicture(page, 'unpublish-refused')
  await expect(dialog.getByRole('button', { name: 'Unpublish' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(lake.documents.has('service.brake-service')).toBe(true)
})

test('a redirect from a file of the site is refused, with the reason', async ({ page }) => {
  await openStudio(page, '/structure/redirect')
  await page.locator('a[href^="/intent/create/template=redirect;"]').click()
  await expect(page.getByTestId('field-from')).toContainText(
    'It must not be a page or file that exists on the site.',
  )
  await page.getByLabel('Old address').fill('/robots.txt')
  await expectFieldError(
    page,
    'from',
    '/robots.txt is a file the site build writes. A redirect here would hide it: choose an address that no longer exists.',
  )
  await expect(page.getByTestId('action-publish')).toBeDisabled()
})

test('swap a picture with its alt text, and a picture with neither alt text nor Decorative refused', async ({
  page,
  studio: { lake },
}) => {
  const picture = (id: string) =>
    lake.documents.get(id)?.picture as { asset?: { _ref: string }; alt?: string } | undefined
  const before = picture('town.bath')?.asset?._ref ?? ''
  await openDocument(page, '/structure/town-order;town.bath')
  await page.getByRole('tab', { name: 'Town page' }).click()
  // As staff replace it: the picture's menu, then Upload, then the file.
  // (the tab's one picture; Sanity's image input sits outside the field's test id)
  await page.getByRole('button', { name: 'Open image options menu' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: /Upload/ }).click()
  await (await chooser).setFiles(join(repoRoot, 'tests/fixtures/assets/jump-start.jpg'))
  const draftPicture = () => picture('drafts.town.bath')
  await expect
    .poll(() => draftPicture()?.asset?._ref, { timeout: 20_000 })
    .toMatch(new RegExp(`^image-(?!${before.slice('image-'.length)})`))
  const uploaded = draftPicture()?.asset?._ref
  expect(lake.documents.get(uploaded as string)).toMatchObject({
    _type: 'sanity.imageAsset',
    originalFilename: 'jump-start.jpg',
  })
  // Sanity keeps the old picture's alt text on a replaced one (the guide says to rewrite it).
  const alt = page.getByLabel('Alt text', { exact: true })
  await expect(alt).toHaveValue(/abbey tower/)
  await alt.fill('')
  await expectFieldError(
    page,
    'picture.alt',
    'Describe the picture for screen readers in "Alt text", or tick "Decorative" if it adds nothing a visitor needs to know.',
  )
  await expect(page.getByTestId('action-publish')).toBeDisabled()
  await guidePicture(page, 'picture-alt-refused', {
    hover: page.getByTestId('field-picture.alt').getByTestId('input-validation-icon-error'),
  })
  await alt.fill('Our technician jump-starting a car in a Bath street at dusk')
  await pressPublish(page)
  await expect
    .poll(() => lake.documents.get('town.bath')?.picture)
    .toMatchObject({
      asset: { _ref: uploaded },
      alt: 'Our technician jump-starting a car in a Bath street at dusk',
    })
})

test('reorder by drag and drop: Newport dragged above Swindon comes first, with no Publish', async ({
  page,
  studio: { lake },
}) => {
  await openStudio(page, '/structure/town-order')
  const item = (id: string) => page.locator(`a[href$="town-order;${id}"]`)
  const from = await item('town.newport').boundingBox()
  const to = await item('town.swindon').boundingBox()
  if (!from || !to) throw new Error('the Towns list did not show Newport and Swindon')
  // A mouse drag as a person makes it (@hello-pangea/dnd starts after a few pixels of movement).
  await page.mouse.move(from.x + 10, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 10, from.y + from.height / 2 - 10, { steps: 5 })
  await page.mouse.move(to.x + 10, to.y + 5, { steps: 20 })
  await guidePicture(page, 'reorder-drag')
  await page.mouse.up()
  const rank = (id: string) => String(lake.documents.get(id)?.orderRank)
  await expect.poll(() => rank('town.newport') < rank('town.swindon')).toBe(true)
  expect(lake.documents.has('drafts.town.newport')).toBe(false)
  await expect(page.locator('a[href*="town-order;town."]').first()).toHaveAttribute(
    'href',
    /town\.newport$/,
  )
})

test('Live site: the badge and the tool follow the served build record, from Live through Going live to Live', async ({
  page,
  studio: { site },
}) => {
  await openDocument(page, '/structure/town-order;town.bath')
  const badge = page.getByText(/^(Live|Going live|Checking live site…|Live state unknown)$/)
  await expect(badge).toHaveText('Live')
  await page.getByLabel('Card description').fill('Tyres fitted anywhere in Bath, day and night.')
  await pressPublish(page)
  await expect(badge).toHaveText('Going live')
  await badge.hover()
  await expect(
    page.getByText(/^Published less than a minute ago and the site is rebuilding\./),
  ).toBeVisible()
  await guidePicture(page, 'live-state-badge')

  await page.getByRole('link', { name: 'Live site', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Published but not live yet (1)' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bath', exact: true })).toBeVisible()
  await guidePicture(page, 'live-site-tool')

  // The site is rebuilt from what is published now; the tool reads it again.
  site.rebuild()
  await page.getByRole('button', { name: 'Check now' }).click()
  await expect(page.getByText('Everything published is live.')).toBeVisible()
  await page.goBack()
  await expect(badge).toHaveText('Live')
})

test("Preview: the real preview server in the tool's frame; a click opens that field, the page follows the edit, then Publish", async ({
  page,
  studio: { lake },
}) => {
  test.setTimeout(180_000)
  const homeBadge = () =>
    (lake.documents.get('homePage')?.hero as { badge?: string } | undefined)?.badge
  const preview = await startPreviewServer(lake)
  try {
    await openStudio(page, '/presentation')
    const frame = page.frameLocator(`iframe[src^="${new URL(preview.url).origin}"]`)
    const badge = frame.locator('main').getByText('24/7 Emergency Response', { exact: true })
    await expect(badge).toBeVisible({ timeout: 30_000 })
    await guidePicture(page, 'preview-in-studio')
    // Click to edit: the form beside the page opens the document at that field, and the
    // Studio's address names both. Until the frame's overlays have connected to the tool (and
    // again after the frame moves), a click is only a click: it is made again until it opens.
    const clickOpens = async (target: Locator, documentAndField: string) =>
      expect(async () => {
        await target.click()
        await expect(page).toHaveURL(new RegExp(`/presentation/${documentAndField}\\?`), {
          timeout: 2_000,
        })
      }).toPass({ timeout: 30_000 })
    const main = frame.locator('main')
    await clickOpens(main.locator('h1'), 'homePage/homePage/hero\\.headline')
    await clickOpens(main.locator('h1 ~ ul li').first(), 'homePage/homePage/hero\\.highlights.+')
    await clickOpens(
      frame.locator('footer address a[href^="tel:"]'),
      'siteSettings/siteSettings/phoneDisplay',
    )
    await clickOpens(badge, 'homePage/homePage/hero\\.badge')
    const field = page.getByTestId('field-hero.badge').getByRole('textbox')
    await expect(field).toBeInViewport()
    await badge.hover()
    await guidePicture(page, 'preview-click-to-edit')
    await field.fill('Open 24/7, every day of the year')
    await expect(
      frame.locator('main').getByText('Open 24/7, every day of the year', { exact: true }),
    ).toBeVisible({ timeout: 10_000 })
    expect(homeBadge()).toBe('24/7 Emergency Response')
    await pressPublish(page)
    await expect.poll(() => homeBadge()).toBe('Open 24/7, every day of the year')
  } finally {
    preview.process.kill('SIGTERM')
  }
})

test('two tabs on one document stay in step: what one types, the other shows', async ({
  page,
  context,
}) => {
  const other = await context.newPage()
  await openDocument(page, '/structure/town-order;town.bath')
  await openDocument(other, '/structure/town-order;town.bath')
  const words = 'Typed in one tab, shown in the other.'
  await page.getByLabel('Card description').fill(words)
  await expect(other.getByLabel('Card description')).toHaveValue(words)
  await other.getByLabel('County').fill('Bath and North East Somerset')
  await expect(page.getByLabel('County')).toHaveValue('Bath and North East Somerset')
  await other.close()
})
