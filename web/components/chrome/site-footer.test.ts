import { describe, expect, it } from 'vitest'
import type { TownCard } from '@/lib/content'
import { footerTownLimit } from '@/lib/routes'
import { footerTownLinks } from './site-footer'

const towns = (count: number): TownCard[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `town.${index}`,
    name: `Town ${index}`,
    slug: `town-${index}`,
    county: null,
    cardDescription: null,
  }))

const allAreas = { label: 'All areas we cover', href: '/#coverage' }

describe('footerTownLinks', () => {
  it('lists every town while there are no more than the limit', () => {
    const links = footerTownLinks(towns(footerTownLimit), allAreas)
    expect(links).toHaveLength(footerTownLimit)
    expect(links[0]).toEqual({
      href: '/areas-covered/mobile-tyre-fitting-town-0/',
      label: 'Town 0',
    })
    expect(links.map((link) => link.href)).not.toContain('/#coverage')
  })

  it('stays the same size with 1,000 towns: the first ones, then a link to all areas', () => {
    const links = footerTownLinks(towns(1000), allAreas)
    expect(links).toHaveLength(footerTownLimit + 1)
    expect(links.at(-2)?.label).toBe(`Town ${footerTownLimit - 1}`)
    expect(links.at(-1)).toEqual(allAreas)
  })

  it('leaves the all-areas link out when it has no text', () => {
    expect(footerTownLinks(towns(20), { label: '', href: '/#coverage' })).toHaveLength(
      footerTownLimit,
    )
  })
})
