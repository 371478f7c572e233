import { describe, expect, it } from 'vitest'
import {
  autoRepairNode,
  breadcrumbNode,
  businessId,
  jsonLdDocument,
  serializeJsonLd,
  serviceNode,
  townPlaceNode,
  townServiceNode,
} from './json-ld'

const origin = 'https://www.kerbside-rescue.example'
const settings = {
  businessName: 'Kerbside Tyre & Rescue',
  phoneE164: '+448081570247',
  email: 'help@kerbside-rescue.example',
  seo: { description: 'Mobile tyre fitting and roadside rescue, 24/7.' },
}
const towns = [
  { name: 'Swindon', county: 'Wiltshire' },
  { name: 'Bath', county: 'Somerset' },
  { name: 'Chippenham', county: ' Wiltshire ' },
  { name: null, county: null },
]

describe('autoRepairNode', () => {
  const node = autoRepairNode(settings, towns, origin)

  it('describes the business with its contact details, logo and the counties it serves', () => {
    expect(node).toMatchObject({
      '@type': 'AutoRepair',
      '@id': `${origin}/#business`,
      name: 'Kerbside Tyre & Rescue',
      url: `${origin}/`,
      telephone: '+448081570247',
      email: 'help@kerbside-rescue.example',
      logo: `${origin}/icons/icon-512.png`,
      image: `${origin}/og/home.png`,
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Wiltshire' },
        { '@type': 'AdministrativeArea', name: 'Somerset' },
      ],
    })
  })

  it('names each county once, however many towns it has', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      county: ['Wiltshire', 'Somerset', 'Bristol'][index % 3],
    }))
    expect(autoRepairNode(settings, many, origin).areaServed).toHaveLength(3)
  })

  it('is open every day, all day', () => {
    expect(node.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
          'https://schema.org/Saturday',
          'https://schema.org/Sunday',
        ],
        opens: '00:00',
        closes: '23:59',
      },
    ])
  })

  it('claims no ratings, reviews or prices, and drops fields content leaves empty', () => {
    const text = JSON.stringify(autoRepairNode({ ...settings, email: null }, towns, origin))
    expect(text).not.toMatch(/AggregateRating|Review|priceRange/)
    expect(text).not.toContain('"email"')
  })
})

describe('serviceNode', () => {
  it('names the service and refers to the business by its id (which says where it serves)', () => {
    const node = serviceNode(
      { title: 'Brake Service', slug: 'brake-service', cardDescription: 'Pads and discs.' },
      origin,
    )
    expect(node).toEqual({
      '@type': 'Service',
      '@id': `${origin}/services/brake-service/#service`,
      name: 'Brake Service',
      serviceType: 'Brake Service',
      description: 'Pads and discs.',
      url: `${origin}/services/brake-service/`,
      provider: { '@id': businessId(origin) },
    })
  })
})

describe('town nodes', () => {
  const town = {
    name: 'Bath',
    slug: 'bath',
    county: 'Somerset',
    heroHeading: 'Mobile Tyre Fitting in Bath',
    heroIntro: 'Tyres fitted at your kerb.',
    neighbourhoods: ['Widcombe', 'Combe Down', null],
  }

  it('places the town in its county with its neighbourhoods', () => {
    expect(townPlaceNode(town)).toEqual({
      '@type': 'City',
      name: 'Bath',
      containedInPlace: { '@type': 'AdministrativeArea', name: 'Somerset' },
      containsPlace: [
        { '@type': 'Place', name: 'Widcombe' },
        { '@type': 'Place', name: 'Combe Down' },
      ],
    })
  })

  it('scopes the service to the town, provided by the business', () => {
    expect(townServiceNode(town, 'Mobile Tyre & Roadside Rescue', origin)).toMatchObject({
      '@type': 'Service',
      name: 'Mobile Tyre Fitting in Bath',
      serviceType: 'Mobile Tyre & Roadside Rescue',
      url: `${origin}/areas-covered/mobile-tyre-fitting-bath/`,
      provider: { '@id': `${origin}/#business` },
      areaServed: { '@type': 'City', name: 'Bath' },
    })
  })
})

describe('breadcrumbNode', () => {
  it('numbers the crumbs from 1 with absolute URLs, skipping unnamed ones', () => {
    expect(
      breadcrumbNode(
        [
          { name: 'Kerbside Tyre & Rescue', path: '/' },
          { name: null, path: '/#services' },
          { name: 'Brake Service', path: '/services/brake-service/' },
        ],
        origin,
      ),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Kerbside Tyre & Rescue', item: `${origin}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Brake Service',
          item: `${origin}/services/brake-service/`,
        },
      ],
    })
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element, and parses back to the same value', () => {
    const value = jsonLdDocument([
      { '@type': 'Thing', name: '</script><script>alert(1)</script> & <!-- \u2028' },
      undefined,
    ])
    const text = serializeJsonLd(value)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(value)
    expect(value['@graph']).toHaveLength(1)
  })
})
