// The nine service pages follow the product owner's page structure, carry the business's facts
// word for word, and are shaped the way Sanity stores them; their testimonials and packages all exist.

import { describe, expect, it } from 'vitest'
import { starterRank } from './build.ts'
import { arrayProblems, strings } from './document-walk.ts'
import { packageDocuments } from './packages.ts'
import { starterAssetDocuments } from './pictures.ts'
import { serviceTestimonialDocuments } from './service-testimonials.ts'
import { serviceDocuments } from './services.ts'

type Section = { _type: string; _key: string; heading: string; [field: string]: unknown }
type Ref = { _type: string; _ref: string; _key?: string }

const services = serviceDocuments as unknown as (Omit<
  (typeof serviceDocuments)[number],
  'sections'
> & { sections: Section[] })[]

const iconNames = [
  'tyre',
  'siren',
  'wrench',
  'battery-charging',
  'battery',
  'fuel',
  'gauge',
  'disc',
  'car',
  'clock',
  'shield',
  'map-pin',
  'phone',
  'check',
  'star',
  'thermometer',
  'alert',
  'award',
  'truck',
  'calendar',
  'pound',
]
const towns = [
  'Swindon',
  'Bath',
  'Bristol',
  'Oxford',
  'Gloucester',
  'Chippenham',
  'Cheltenham',
  'Marlborough',
  'Newbury',
  'Newport',
]

const expected = [
  ['mobile-tyre-fitting', 'Mobile Tyre Fitting', 'call', true],
  ['emergency-tyre-fitting', 'Emergency Tyre Fitting', 'emergencyCall', true],
  ['mobile-tyre-repair', 'Mobile Tyre Repair', 'call', true],
  ['jumpstart-service', 'Jumpstart Service', 'call', false],
  ['battery-replacement', 'Battery Replacement', 'call', false],
  ['emergency-refuel', 'Emergency Refuel', 'call', false],
  ['tpms-service', 'TPMS Service', 'book', false],
  ['brake-service', 'Brake Service', 'book', false],
  ['vehicle-servicing', 'Vehicle Servicing', 'book', false],
] as const

const structures: Record<string, string[]> = {
  'mobile-tyre-fitting': [
    'heroSection',
    'featureGridSection',
    'checklistSection',
    'stepsSection',
    'testimonialsSection',
    'callBannerSection',
  ],
  'emergency-tyre-fitting': [
    'heroSection',
    'featureGridSection',
    'richTextSection',
    'stockSizesSection',
    'checklistSection',
    'testimonialsSection',
    'callBannerSection',
  ],
  'mobile-tyre-repair': [
    'heroSection',
    'featureGridSection',
    'repairOrReplaceSection',
    'stepsSection',
    'testimonialsSection',
    'callBannerSection',
  ],
  'jumpstart-service': ['heroSection', 'featureGridSection', 'callBannerSection'],
  'battery-replacement': ['heroSection', 'featureGridSection', 'callBannerSection'],
  'emergency-refuel': ['heroSection', 'featureGridSection', 'callBannerSection'],
  'tpms-service': [
    'heroSection',
    'richTextSection',
    'featureGridSection',
    'featureGridSection',
    'checklistSection',
    'testimonialsSection',
    'callBannerSection',
  ],
  'brake-service': [
    'heroSection',
    'featureGridSection',
    'checklistSection',
    'stepsSection',
    'intervalTableSection',
    'testimonialsSection',
    'callBannerSection',
  ],
  'vehicle-servicing': [
    'heroSection',
    'packageTableSection',
    'checklistSection',
    'featureGridSection',
    'intervalTableSection',
    'testimonialsSection',
    'callBannerSection',
  ],
}

function service(slug: string) {
  const found = services.find((document) => document.slug.current === slug)
  if (!found) throw new Error(`no service ${slug}`)
  return found
}

function section(slug: string, type: string, heading?: string): Section {
  const found = service(slug).sections.find(
    (item) => item._type === type && (heading === undefined || item.heading === heading),
  )
  if (!found) throw new Error(`${slug} has no ${type} ${heading ?? ''}`)
  return found
}

/** All the text of a page, joined, for fact checks. */
function pageText(slug: string): string {
  return strings(service(slug))
    .map(({ text }) => text)
    .join('\n')
}

/** Every reference anywhere in a value. */
function references(value: unknown): Ref[] {
  if (Array.isArray(value)) return value.flatMap(references)
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    if (object._type === 'reference') return [object as unknown as Ref]
    return Object.values(object).flatMap(references)
  }
  return []
}

const allDocuments = [...services, ...serviceTestimonialDocuments, ...packageDocuments]

describe('service documents', () => {
  it('are the nine services, in order, with the fixed slugs, titles, ids and CTA kinds', () => {
    expect(services).toHaveLength(9)
    expect(
      services.map((document) => [
        document.slug.current,
        document.title,
        document.ctaKind,
        document.isTyreService,
      ]),
    ).toEqual(expected.map((row) => [...row]))
    services.forEach((document, index) => {
      expect(document._id).toBe(`service.${document.slug.current}`)
      expect(document._type).toBe('service')
      expect(document.slug._type).toBe('slug')
      expect(document.orderRank).toBe(starterRank(index + 1))
    })
    // GROQ's order(orderRank) compares the ranks as strings: that must be the list's order.
    const ranks = services.map((document) => document.orderRank)
    expect([...ranks].sort()).toEqual(ranks)
    expect(new Set(ranks).size).toBe(9)
  })

  it('flags only the three tyre services as tyre services', () => {
    expect(
      services
        .filter((document) => document.isTyreService)
        .map((document) => document.slug.current),
    ).toEqual(['mobile-tyre-fitting', 'emergency-tyre-fitting', 'mobile-tyre-repair'])
  })

  it('gives each card an icon, a one- or two-sentence description and exactly four features', () => {
    for (const document of services) {
      expect(iconNames).toContain(document.icon)
      const sentences = document.cardDescription.split(/(?<=[.?!])\s+/).filter(Boolean)
      expect(sentences.length, document._id).toBeGreaterThanOrEqual(1)
      expect(sentences.length, document._id).toBeLessThanOrEqual(2)
      expect(document.cardFeatures, document._id).toHaveLength(4)
      for (const item of document.cardFeatures) {
        expect(typeof item).toBe('string')
        expect(item.length, item).toBeLessThanOrEqual(40)
      }
    }
  })

  it('keeps SEO titles within 60 characters, descriptions within 70-160, all unique', () => {
    for (const document of services) {
      expect(document.seo._type).toBe('seo')
      expect(document.seo.title.length, document._id).toBeLessThanOrEqual(60)
      expect(document.seo.description.length, document._id).toBeGreaterThanOrEqual(70)
      expect(document.seo.description.length, document._id).toBeLessThanOrEqual(160)
    }
    expect(new Set(services.map((document) => document.seo.title)).size).toBe(9)
    expect(new Set(services.map((document) => document.seo.description)).size).toBe(9)
  })

  it('builds each page from the sections the page plan lists, in order, with unique headings', () => {
    for (const document of services) {
      expect(
        document.sections.map((item) => item._type),
        document._id,
      ).toEqual(structures[document.slug.current])
      const headings = document.sections.map((item) => item.heading)
      expect(new Set(headings).size, document._id).toBe(headings.length)
      for (const heading of headings) expect(heading.length).toBeGreaterThan(0)
    }
  })

  it('uses only known icons on feature cards, and 4-6 cards on the short pages', () => {
    for (const document of services) {
      for (const grid of document.sections.filter((item) => item._type === 'featureGridSection')) {
        const items = grid.items as { _type: string; icon: string }[]
        expect(items.length).toBeGreaterThanOrEqual(1)
        expect(items.length).toBeLessThanOrEqual(12)
        for (const item of items) {
          expect(item._type).toBe('feature')
          expect(iconNames).toContain(item.icon)
        }
      }
    }
    for (const slug of ['jumpstart-service', 'battery-replacement', 'emergency-refuel']) {
      const items = section(slug, 'featureGridSection').items as unknown[]
      expect(items.length, slug).toBeGreaterThanOrEqual(4)
      expect(items.length, slug).toBeLessThanOrEqual(6)
    }
  })

  it('shows the Get Quote button on the UK-wide mobile tyre fitting hero', () => {
    expect(section('mobile-tyre-fitting', 'heroSection').showQuoteButton).toBe(true)
    for (const document of services) {
      const hero = section(document.slug.current, 'heroSection')
      expect((hero.highlights as string[]).length).toBeLessThanOrEqual(4)
    }
  })
})

describe('mobile tyre fitting page', () => {
  it("lists the six included items in SPEC order under What's Included", () => {
    const items = section('mobile-tyre-fitting', 'checklistSection', "What's Included")
      .items as string[]
    expect(items).toHaveLength(6)
    const meanings = [/fitting/i, /balancing/i, /valve/i, /disposal/i, /warranty/i, /safety check/i]
    items.forEach((item, index) => {
      expect(item).toMatch(meanings[index] as RegExp)
    })
  })

  it('explains How It Works in 3 steps', () => {
    const steps = section('mobile-tyre-fitting', 'stepsSection', 'How It Works').steps as {
      _type: string
    }[]
    expect(steps).toHaveLength(3)
    for (const item of steps) expect(item._type).toBe('step')
  })

  it('names the tyre brands and budget options', () => {
    const text = pageText('mobile-tyre-fitting')
    for (const brand of ['Michelin', 'Bridgestone', 'Continental', 'Pirelli', 'budget options']) {
      expect(text).toContain(brand)
    }
  })
})

describe('mobile tyre repair page', () => {
  it('states the SPEC repair-or-replace rules exactly', () => {
    const guidance = section('mobile-tyre-repair', 'repairOrReplaceSection')
    const repair = guidance.repairItems as string[]
    const replace = guidance.replaceItems as string[]
    expect(repair).toHaveLength(5)
    expect(repair[0]).toMatch(/tread/)
    expect(repair[0]).toMatch(/central/)
    expect(repair[1]).toContain('6mm')
    expect(repair[2]).toMatch(/single puncture/)
    expect(repair[3]).toMatch(/above 3mm/)
    expect(repair[4]).toMatch(/no earlier repair in the same area/)
    expect(replace).toHaveLength(4)
    expect(replace[0]).toMatch(/sidewall/)
    expect(replace[1]).toMatch(/large tear/)
    expect(replace[2]).toMatch(/legal minimum of 1\.6mm/)
    expect(replace[3]).toMatch(/multiple punctures or earlier repairs/)
  })

  it('has a 4-step process and repair types including punctures and valves', () => {
    expect(section('mobile-tyre-repair', 'stepsSection').steps).toHaveLength(4)
    const titles = (
      section('mobile-tyre-repair', 'featureGridSection').items as { title: string }[]
    )
      .map((item) => item.title)
      .join(' ')
    for (const kind of ['Puncture', 'Valve', 'Slow leaks', 'Bead seal']) {
      expect(titles).toContain(kind)
    }
  })
})

describe('emergency tyre fitting page', () => {
  it('carries exactly the five SPEC stock sizes', () => {
    expect(section('emergency-tyre-fitting', 'stockSizesSection').sizes).toEqual([
      '195/65R15',
      '205/55R16',
      '225/45R17',
      '215/60R16',
      '235/65R17',
    ])
  })

  it('promises 30-60 minutes with the city, suburban and rural/motorway times', () => {
    const body = section('emergency-tyre-fitting', 'richTextSection').body as {
      children: { text: string }[]
    }[]
    const text = body.map((block) => block.children.map((child) => child.text).join('')).join('\n')
    expect(text).toContain('30-60 minutes')
    expect(text).toMatch(/City areas.*30 minutes/)
    expect(text).toMatch(/Suburban areas.*45 minutes/)
    expect(text).toMatch(/Rural areas and motorways.*up to 60 minutes/)
  })

  it('lists the situations and the safety protocol', () => {
    const situations = pageText('emergency-tyre-fitting')
    for (const fact of [
      'Motorway blowout',
      'at night',
      'pothole',
      'No spare',
      'Locking wheel nut',
    ]) {
      expect(situations).toContain(fact)
    }
    const protocol = (section('emergency-tyre-fitting', 'checklistSection').items as string[]).join(
      '\n',
    )
    for (const fact of ['hazard lights', 'behind the safety barrier', '999', 'high-visibility']) {
      expect(protocol).toContain(fact)
    }
    expect(protocol).toMatch(/cones/)
    expect(protocol).toMatch(/beacons/)
  })
})

describe('jumpstart, battery and refuel pages', () => {
  it('state the 30-60 minute response in the hero or the call banner', () => {
    for (const slug of ['jumpstart-service', 'battery-replacement', 'emergency-refuel']) {
      const text = [section(slug, 'heroSection'), section(slug, 'callBannerSection')]
        .flatMap((item) => strings(item))
        .map((item) => item.text)
        .join('\n')
      expect(text, slug).toContain('30-60 minutes')
    }
  })

  it('keeps refuel to running out of fuel, not wrong-fuel draining', () => {
    const text = pageText('emergency-refuel')
    expect(text).toMatch(/petrol/i)
    expect(text).toMatch(/diesel/i)
    expect(text).toContain('nearest filling station')
    expect(text).not.toMatch(/wrong fuel|misfuel|drain/i)
  })
})

describe('TPMS page', () => {
  it('lists the four services and the MOT rules', () => {
    const titles = (
      section('tpms-service', 'featureGridSection', 'Our TPMS Services').items as {
        title: string
      }[]
    ).map((item) => item.title)
    expect(titles).toEqual([
      'Diagnostics',
      'Sensor replacement',
      'Programming and relearn',
      'Valve service',
    ])
    const rules = (section('tpms-service', 'checklistSection').items as string[]).join('\n')
    expect(rules).toContain('since November 2014')
    expect(rules).toContain('2018')
    expect(rules).toContain('1 January 2012')
    expect(rules).toContain('MOT fail')
    expect(rules).toContain('7-10 years')
  })
})

describe('brake page', () => {
  it('has a 4-step process, warning signs and the SPEC replacement guidance', () => {
    expect(section('brake-service', 'stepsSection').steps).toHaveLength(4)
    expect(
      (section('brake-service', 'checklistSection').items as string[]).length,
    ).toBeGreaterThanOrEqual(4)
    const rows = section('brake-service', 'intervalTableSection').rows as {
      _type: string
      item: string
      interval: string
    }[]
    const pads = rows.find((row) => row.item === 'Brake pads')
    const discs = rows.find((row) => row.item === 'Brake discs')
    expect(pads?.interval).toContain('below 3mm')
    expect(pads?.interval).toContain('12-18 months')
    expect(discs?.interval).toContain('2-3 pad changes')
    for (const row of rows) expect(row._type).toBe('intervalRow')
  })
})

describe('vehicle servicing page and packages', () => {
  it('has the four packages with the fixed ids, order and intervals', () => {
    expect(
      packageDocuments.map((document) => [
        document._id,
        document._type,
        document.slug.current,
        document.order,
        document.interval,
      ]),
    ).toEqual([
      ['servicePackage.basic', 'servicePackage', 'basic', 1, 'Every 6 months or 6,000 miles'],
      ['servicePackage.interim', 'servicePackage', 'interim', 2, 'Every 6 months or 6,000 miles'],
      ['servicePackage.full', 'servicePackage', 'full', 3, 'Every 12 months or 12,000 miles'],
      ['servicePackage.major', 'servicePackage', 'major', 4, 'Every 24 months or 24,000 miles'],
    ])
    for (const document of packageDocuments) {
      expect(document.items.length, document._id).toBeGreaterThanOrEqual(6)
      expect(document.items.length, document._id).toBeLessThanOrEqual(12)
      expect(document.summary.length).toBeGreaterThan(0)
    }
  })

  it('shows Basic, Interim and Full in the package table, in order', () => {
    const table = section('vehicle-servicing', 'packageTableSection').packages as Ref[]
    expect(table.map((item) => item._ref)).toEqual([
      'servicePackage.basic',
      'servicePackage.interim',
      'servicePackage.full',
    ])
  })

  it('lists all four intervals in the interval table', () => {
    const rows = section('vehicle-servicing', 'intervalTableSection').rows as {
      item: string
      interval: string
    }[]
    expect(rows.map((row) => [row.item, row.interval])).toEqual([
      ['Basic Service', 'Every 6 months or 6,000 miles'],
      ['Interim Service', 'Every 6 months or 6,000 miles'],
      ['Full Service', 'Every 12 months or 12,000 miles'],
      ['Major Service', 'Every 24 months or 24,000 miles'],
    ])
  })
})

describe('service testimonials', () => {
  it('gives every page with a testimonials section 2-3 of its own, 5-star, from our towns', () => {
    for (const document of services) {
      const block = document.sections.find((item) => item._type === 'testimonialsSection')
      const own = serviceTestimonialDocuments.filter(
        (testimonial) => testimonial.service._ref === document._id,
      )
      if (!block) {
        expect(own, document._id).toHaveLength(0)
        continue
      }
      expect(own.length, document._id).toBeGreaterThanOrEqual(2)
      expect(own.length, document._id).toBeLessThanOrEqual(3)
      expect((block.testimonials as Ref[]).map((item) => item._ref)).toEqual(
        own.map((testimonial) => testimonial._id),
      )
      own.forEach((testimonial, index) => {
        expect(testimonial._id).toBe(`testimonial.${document.slug.current}-${index + 1}`)
      })
    }
    for (const testimonial of serviceTestimonialDocuments) {
      expect(testimonial._type).toBe('testimonial')
      expect(testimonial.rating).toBe(5)
      expect(testimonial.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
      expect(towns).toContain(testimonial.location)
      expect(testimonial.service._type).toBe('reference')
    }
  })

  it('includes the £80 TPMS fix and the 20-minute repair', () => {
    const tpms = serviceTestimonialDocuments.find((item) => item.quote.includes('£80'))
    expect(tpms?.service._ref).toBe('service.tpms-service')
    const repair = serviceTestimonialDocuments.find((item) => item.quote.includes('20-minute'))
    expect(repair?.service._ref).toBe('service.mobile-tyre-repair')
  })
})

describe('document shape', () => {
  it('has unique ids and resolves every reference to a document in these files', () => {
    const ids = allDocuments.map((document) => document._id)
    expect(new Set(ids).size).toBe(ids.length)
    // Pictures point at the starter assets (the seed uploads them; --out writes their documents).
    const known = new Set([
      ...ids,
      ...starterAssetDocuments(allDocuments).map((asset) => asset._id),
    ])
    const dangling = allDocuments
      .flatMap((document) => references(document))
      .filter((item) => !known.has(item._ref))
    expect(dangling).toEqual([])
  })

  it('keys and types every object inside an array, uniquely within its array', () => {
    const problems = allDocuments.flatMap((document) => arrayProblems(document, document._id))
    expect(problems).toEqual([])
  })

  it('types every nested named object', () => {
    for (const document of services) {
      expect(document.slug._type).toBe('slug')
      expect(document.seo._type).toBe('seo')
    }
    for (const document of packageDocuments) expect(document.slug._type).toBe('slug')
  })

  it('contains no unfinished copy', () => {
    const bad = allDocuments
      .flatMap((document) => strings(document, document._id))
      .filter(({ text }) => /lorem|placeholder|\btodo\b/i.test(text))
    expect(bad).toEqual([])
  })
})
