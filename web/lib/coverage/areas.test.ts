import { describe, expect, it } from 'vitest'
import { countyPages, groupSegment, type SitePages, siteAddresses } from '../routes'
import {
  areaCards,
  countyOf,
  countyPagesShown,
  countyWording,
  NEARBY_TOWNS,
  nearbyTowns,
  townsByCounty,
} from './areas'

const town = (name: string, county: string) => ({
  _id: `town.${name.toLowerCase()}`,
  name,
  slug: name.toLowerCase(),
  county,
})

const starter = [
  town('Swindon', 'Wiltshire'),
  town('Bath', 'Somerset'),
  town('Bristol', 'Bristol'),
  town('Oxford', 'Oxfordshire'),
  town('Chippenham', 'Wiltshire'),
  town('Marlborough', 'Wiltshire'),
]

const many = Array.from({ length: 1000 }, (_, index) =>
  town(`Town ${index}`, index % 2 === 0 ? 'Even' : 'Odd'),
)

describe('areaCards', () => {
  it('shows every town, in the staff order, while they fit under the limit', () => {
    const result = areaCards(starter, { cardLimit: 12, featuredTowns: [{ _id: 'town.oxford' }] })
    expect(result).toEqual({ cards: starter, allShown: true })
    expect(areaCards(starter, { cardLimit: starter.length }).allShown).toBe(true)
  })

  it('shows the featured towns, in their order, beyond the limit', () => {
    const featured = [{ _id: 'town.town 7' }, { _id: 'town.town 3' }, null, { _id: 'town.gone' }]
    const { cards, allShown } = areaCards(many, { cardLimit: 12, featuredTowns: featured })
    expect(allShown).toBe(false)
    expect(cards.map((card) => card.name)).toEqual(['Town 7', 'Town 3'])
  })

  it('never shows more cards than the limit', () => {
    const featured = many.slice(0, 30).map(({ _id }) => ({ _id }))
    expect(areaCards(many, { cardLimit: 12, featuredTowns: featured }).cards).toHaveLength(12)
  })

  it('falls back to the first towns of the list when none is featured', () => {
    const { cards } = areaCards(many, { cardLimit: 5, featuredTowns: [] })
    expect(cards).toEqual(many.slice(0, 5))
  })
})

describe('townsByCounty', () => {
  it('lists every town once, counties and towns in alphabetical order', () => {
    const groups = townsByCounty(starter)
    expect(groups.map((group) => group.county)).toEqual([
      'Bristol',
      'Oxfordshire',
      'Somerset',
      'Wiltshire',
    ])
    expect(groups.at(-1)?.towns.map((entry) => entry.name)).toEqual([
      'Chippenham',
      'Marlborough',
      'Swindon',
    ])
    expect(groups.flatMap((group) => group.towns)).toHaveLength(starter.length)
  })

  it('orders numbers in names as numbers', () => {
    const [odd] = townsByCounty(many.filter((_, index) => index % 2 === 1))
    expect(odd?.towns.slice(0, 3).map((entry) => entry.name)).toEqual([
      'Town 1',
      'Town 3',
      'Town 5',
    ])
  })
})

describe('county pages', () => {
  const atLimit = many.slice(0, countyPages.above)
  const pastLimit = many.slice(0, countyPages.above + 1)

  it(`has none up to ${countyPages.above} towns, one per county past them`, () => {
    expect(countyPagesShown(atLimit)).toBe(false)
    expect(countyOf(atLimit, 'even')).toBeUndefined()
    expect(countyPagesShown(pastLimit)).toBe(true)
    expect(countyOf(pastLimit, 'even')?.towns).toHaveLength(Math.ceil(pastLimit.length / 2))
    expect(countyOf(pastLimit, 'nowhere')).toBeUndefined()
  })

  it('names a county page by its letters and digits, and counts counties spelt alike as one', () => {
    expect(groupSegment('Bath & North East Somerset')).toBe('bath-and-north-east-somerset')
    expect(groupSegment(' Ynys Môn (Anglesey) ')).toBe('ynys-mon-anglesey')
    expect(groupSegment('---')).toBe('other')
    const spelt = [
      town('Swindon', 'Wiltshire'),
      town('Calne', 'wiltshire '),
      town('Bath', 'Somerset'),
    ]
    expect(townsByCounty(spelt).map((county) => [county.county, county.towns.length])).toEqual([
      ['Somerset', 1],
      ['Wiltshire', 2],
    ])
  })

  it('gives the site one address per county past the limit, as the route builds them', () => {
    const pages = (towns: typeof many): SitePages => ({
      areasPage: [{ _id: 'areasPage', slug: '', title: 'Areas We Cover' }],
      town: towns.map((entry) => ({ ...entry, title: entry.name, group: entry.county })),
    })
    const countyAddresses = (towns: typeof many) =>
      siteAddresses(pages(towns)).filter((address) => address.group !== undefined)
    expect(countyAddresses(atLimit)).toEqual([])
    const found = countyAddresses(pastLimit).map((address) => [address.path, address.groupName])
    expect(found.sort()).toEqual(
      townsByCounty(pastLimit).map((county) => [
        `/areas-covered/${county.segment}/`,
        county.county,
      ]),
    )
  })

  it('puts the county in the wording staff write once for every county page', () => {
    const county = countyOf(pastLimit, 'odd')
    expect(county && countyWording('Tyre Fitting in {county}: {county}', county)).toBe(
      'Tyre Fitting in Odd: Odd',
    )
  })
})

describe('nearbyTowns', () => {
  it('lists the other towns of the county, in the staff order', () => {
    expect(nearbyTowns(starter, 'chippenham').map((entry) => entry.name)).toEqual([
      'Swindon',
      'Marlborough',
    ])
  })

  it('is empty for a town alone in its county, or an unknown one', () => {
    expect(nearbyTowns(starter, 'bristol')).toEqual([])
    expect(nearbyTowns(starter, 'nowhere')).toEqual([])
  })

  it(`takes the ${NEARBY_TOWNS} nearest in the list, however many the county has`, () => {
    const names = nearbyTowns(many, 'town 500').map((entry) => entry.name)
    expect(names).toEqual(['Town 496', 'Town 498', 'Town 502', 'Town 504'])
    expect(nearbyTowns(many, 'town 0').map((entry) => entry.name)).toEqual([
      'Town 2',
      'Town 4',
      'Town 6',
      'Town 8',
    ])
  })
})
