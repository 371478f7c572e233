// The real Studio, built without a Sanity project, on the local Content Lake (tests/support/
// studio.ts): what a member of staff sees on the first day, as docs/for-staff.md tells it.
import { expect, openStudio, test } from '../support/studio.ts'

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
