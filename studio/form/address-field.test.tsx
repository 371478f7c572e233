// @vitest-environment jsdom
// What the slug's form display says before Publish, rendered with Sanity UI.
import { ThemeProvider } from '@sanity/ui'
import { buildTheme } from '@sanity/ui/theme'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { townPath } from '../../web/lib/routes.ts'
import type { AddressContext } from '../lib/address-transactions.ts'
import { AddressSummary } from './address-field.tsx'

const theme = buildTheme()
const town = (slug: string, id = 'town.bath') => ({
  _id: id,
  _type: 'town',
  name: 'Bath',
  slug: { _type: 'slug', current: slug },
})
const context: AddressContext = {
  redirects: [{ _id: 'r.1', from: '/bath-offer', to: townPath('bath') }],
  pages: { town: [{ _id: 'town.bath', slug: 'bath', title: 'Bath' }] },
}

function show(props: Parameters<typeof AddressSummary>[0]) {
  render(
    <ThemeProvider theme={theme}>
      <AddressSummary {...props} />
    </ThemeProvider>,
  )
}

afterEach(cleanup)

describe('AddressSummary', () => {
  // The live address, the new one and the redirects of a town's own addresses are checked in the
  // real Studio (tests/e2e/studio.spec.ts, the rename); the fixture has no redirect to a town.
  it('says a redirect that led to the old address will lead straight to the new one', () => {
    show({
      published: town('bath'),
      draft: { ...town('bath-spa'), _id: 'drafts.town.bath' },
      context,
    })
    expect(
      screen.getByText(
        `The redirect from /bath-offer now leads straight to ${townPath('bath-spa')} (it led to ${townPath('bath')}).`,
      ),
    ).toBeInTheDocument()
  })

  // Where a new page will be is checked in the real Studio (studio.spec.ts, add a town).
  it('says it is checking until the redirects are read', () => {
    show({ published: town('bath'), draft: town('bath-spa'), context: undefined })
    expect(screen.getByText('Checking the redirects…')).toBeInTheDocument()
  })
})
