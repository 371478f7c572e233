// @vitest-environment jsdom
// What the slug's form display says before Publish, rendered with Sanity UI.
import { ThemeProvider } from '@sanity/ui'
import { buildTheme } from '@sanity/ui/theme'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { townAliasPath, townPath } from '../../web/lib/routes.ts'
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
  it('shows the live address, and nothing more while the slug is unchanged', () => {
    show({ published: town('bath'), draft: { ...town('bath'), _id: 'drafts.town.bath' }, context })
    expect(screen.getByText(`Live address: ${townPath('bath')}`)).toBeInTheDocument()
    expect(screen.queryByText(/New address/)).toBeNull()
    expect(screen.queryByText(/Publish will also/)).toBeNull()
  })

  it('shows the new address and the redirects Publish will make when the slug changes', () => {
    show({
      published: town('bath'),
      draft: { ...town('bath-spa'), _id: 'drafts.town.bath' },
      context,
    })
    expect(
      screen.getByText(`New address after Publish: ${townPath('bath-spa')}`),
    ).toBeInTheDocument()
    for (const line of [
      `A redirect from ${townPath('bath')} to ${townPath('bath-spa')} is created.`,
      `A redirect from ${townAliasPath('bath')} to ${townAliasPath('bath-spa')} is created.`,
      `The redirect from /bath-offer now leads straight to ${townPath('bath-spa')} (it led to ${townPath('bath')}).`,
    ]) {
      expect(screen.getByText(line)).toBeInTheDocument()
    }
  })

  it('says it is checking until the redirects are read, and where a new page will be', () => {
    show({ published: town('bath'), draft: town('bath-spa'), context: undefined })
    expect(screen.getByText('Checking the redirects…')).toBeInTheDocument()
    cleanup()
    show({ published: null, draft: town('trowbridge', 'drafts.town.trowbridge'), context })
    expect(
      screen.getByText(`Not on the live site yet: Publish puts it at ${townPath('trowbridge')}.`),
    ).toBeInTheDocument()
  })
})
