// The real Studio, built without a Sanity project, on the local Content Lake (tests/support/
// studio.ts): what a member of staff sees on the first day, as docs/for-staff.md tells it.
import { expect, openDocument, openStudio, pressPublish, test } from '../support/studio.ts'

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
  await page.getByLabel('Web address (slug)').fill('bath-and-north-east-somerset')
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
  await page.getByRole('tab', { name: 'Postcode check' }).click()
  // Sanity's tags input has no accessible name of its own: found by the field around it.
  const districts = page.getByTestId('field-postcodeDistricts').getByRole('textbox')
  await districts.fill('BA15')
  await districts.press('Enter')
  await districts.fill('BA1')
  await districts.press('Enter')
  // The field's error mark says why when pointed at, as staff see it.
  const field = page.getByTestId('field-postcodeDistricts')
  await field.getByTestId('input-validation-icon-error').first().hover()
  await expect(
    page.getByText(
      /^BA1 is listed by both Bradford on Avon \([\w-]+\) and Bath \(town\.bath\)\. A district belongs to one town only: remove it from one of them\.$/,
    ),
  ).toBeVisible()
  await expect(page.getByTestId('action-publish')).toBeDisabled()
})
