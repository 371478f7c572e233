// Runs the Studio's own validation rules (the ones editors see) over the starter content fixture,
// then over broken copies of it, with a stand-in client that answers GROQ from the fixture.
import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { createSchema, type SanityDocument, validateDocument, type Workspace } from 'sanity'
import { describe, expect, it } from 'vitest'
import { scaledDocuments } from '../../scripts/bench/index.ts'
import { countyPages, type PageType, pageTypes } from '../../web/lib/routes.ts'
import { schemaTypes, singletonTypes } from './index.ts'

const fixture: SanityDocument[] = readFileSync(
  new URL('../../tests/fixtures/dataset.ndjson', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line))

const schema = createSchema({ name: 'default', types: schemaTypes })

/** Just enough of a Sanity client for custom validators: fetch() runs GROQ over `dataset`. */
function standInClient(dataset: SanityDocument[]) {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, { params }), { dataset, params })
      return result.get()
    },
  }
  return client
}

type Marker = { level: string; path: string; message: string }

async function validate(document: SanityDocument, dataset = fixture): Promise<Marker[]> {
  const others = dataset.filter((other) => other._id !== document._id)
  const markers = await validateDocument({
    document,
    workspace: {
      schema,
      getClient: () => standInClient([...others, document]),
    } as unknown as Workspace,
    getDocumentExists: async ({ id }) => dataset.some((other) => other._id === id),
    // 'studio' as in the editor: in 'cli' mode Sanity reports every rule on an object-typed
    // value (slug, seo, …) as a warning.
    environment: 'studio',
  })
  return markers.map((marker) => ({
    level: marker.level,
    path: marker.path.map((part) => (typeof part === 'object' ? '[]' : String(part))).join('.'),
    message: marker.message,
  }))
}

function byId(id: string): SanityDocument {
  const document = fixture.find((candidate) => candidate._id === id)
  if (!document) throw new Error(`fixture has no ${id}`)
  return structuredClone(document)
}

function errors(markers: Marker[]): Marker[] {
  return markers.filter((marker) => marker.level === 'error')
}

describe('schema', () => {
  it('has one list of singletons, the one the registry and the fixture follow', () => {
    for (const type of singletonTypes) {
      expect(schemaTypes.find((schemaType) => schemaType.name === type)?.type, type).toBe(
        'document',
      )
      expect(fixture.find((document) => document._id === type)?._type, type).toBe(type)
    }
    // A page type reads its document at a fixed id exactly when the type is a singleton.
    for (const pageType of pageTypes as readonly PageType[]) {
      const fixedId = /^_id == "(\w+)"$/.exec(pageType.filter)?.[1]
      expect(fixedId, pageType.type).toBe(
        singletonTypes.has(pageType.type) ? pageType.type : undefined,
      )
    }
  })

  it('compiles without problems', () => {
    const problems = (schema._validation ?? []).flatMap((group) => group.problems)
    expect(problems).toEqual([])
  })

  it('gives every type an icon', () => {
    // @sanity/icons 5 types root-entry icons as `never`, so a wrong import compiles and builds
    // but leaves the icon undefined.
    const missing = schemaTypes
      .filter((type) => typeof schema.get(type.name)?.icon !== 'object')
      .map((type) => type.name)
    expect(missing).toEqual([])
  })

  it('describes every field for editors', () => {
    type Definition = { name?: string; description?: unknown; fields?: Definition[] }
    const undescribed = (schemaTypes as Definition[]).flatMap((type) =>
      (type.fields ?? [])
        .filter((field) => typeof field.description !== 'string' || field.description.length < 10)
        .map((field) => `${type.name}.${field.name}`),
    )
    expect(undescribed).toEqual([])
  })

  it('knows every document type in the fixture', () => {
    const types = new Set(fixture.map((document) => document._type))
    for (const type of types) expect(schema.get(type), type).toBeDefined()
  })
})

describe('starter content', () => {
  it('passes every rule, warnings included', async () => {
    const problems: string[] = []
    for (const document of fixture) {
      for (const marker of await validate(document)) {
        problems.push(`${document._id} ${marker.path}: [${marker.level}] ${marker.message}`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('rules catch broken content', () => {
  it('requires {product} in the home page headline', async () => {
    const home = byId('homePage') as SanityDocument & { hero: { headline: string } }
    home.hero.headline = 'Mobile Tyres When You Need Them Most'
    expect(errors(await validate(home))).toEqual([
      expect.objectContaining({
        path: 'hero.headline',
        message: expect.stringContaining('{product}'),
      }),
    ])
  })

  it("requires {county} in the county pages' wording, and the wording once there are county pages", async () => {
    const areas = byId('areasPage')
    areas.countyHeading = 'Mobile Tyre Fitting Near You'
    delete areas.countyIntro
    const placeholder = expect.objectContaining({
      path: 'countyHeading',
      message: 'Keep {county} in the wording: the site puts the real value there.',
    })
    // Up to countyPages.above towns there are no county pages: an empty field stops nothing.
    expect(errors(await validate(areas))).toEqual([placeholder])
    const pastLimit = scaledDocuments(countyPages.above + 1, fixture).documents as SanityDocument[]
    expect(errors(await validate(areas, pastLimit))).toEqual([
      placeholder,
      expect.objectContaining({
        path: 'countyIntro',
        message: 'Enter the introduction of the county pages.',
      }),
    ])
  })

  it('needs exactly four card features and a known button kind on a service', async () => {
    const service = byId('service.tpms-service') as SanityDocument & {
      cardFeatures: string[]
      ctaKind: string
    }
    service.cardFeatures = service.cardFeatures.slice(0, 3)
    service.ctaKind = 'whatsapp'
    const paths = errors(await validate(service)).map((marker) => marker.path)
    expect(paths).toEqual(expect.arrayContaining(['cardFeatures', 'ctaKind']))
  })

  it('keeps slugs unique within a type but not across types', async () => {
    const copy = { ...byId('service.brake-service'), _id: 'service.copy' }
    expect(errors(await validate(copy)).map((marker) => marker.path)).toContain('slug')
    const town = { ...byId('town.bath'), slug: { _type: 'slug', current: 'brake-service' } }
    expect(errors(await validate(town))).toEqual([])
  })

  it('wants eight neighbourhoods and zero or four reasons on a town', async () => {
    const town = byId('town.swindon') as SanityDocument & {
      neighbourhoods: string[]
      whyChoose: unknown[]
    }
    town.neighbourhoods = town.neighbourhoods.slice(0, 7)
    town.whyChoose = town.whyChoose.slice(0, 2)
    const paths = errors(await validate(town)).map((marker) => marker.path)
    expect(paths).toEqual(expect.arrayContaining(['neighbourhoods', 'whyChoose']))
    expect(errors(await validate(byId('town.newport')))).toEqual([])
  })

  it('refuses a malformed postcode district, a full postcode and a repeated district', async () => {
    type Town = SanityDocument & { postcodeDistricts: string[] }
    const cases: [string, string][] = [
      ['Swindon', 'not a postcode district'],
      ['SN1 2AB', 'full postcode'],
      ['ba3', 'Write "ba3" as BA3'],
    ]
    for (const [district, message] of cases) {
      const town = byId('town.bath') as Town
      town.postcodeDistricts = [...town.postcodeDistricts, district]
      expect(errors(await validate(town))).toEqual([
        expect.objectContaining({
          path: `postcodeDistricts.${town.postcodeDistricts.length - 1}`,
          message: expect.stringContaining(message),
        }),
      ])
    }
    const repeated = byId('town.bath') as Town
    repeated.postcodeDistricts = ['BA1', 'BA2', 'BA1']
    expect(errors(await validate(repeated))).toEqual(
      ['postcodeDistricts.0', 'postcodeDistricts.2'].map((path) =>
        expect.objectContaining({ path, message: expect.stringContaining('listed twice') }),
      ),
    )
    const none = byId('town.bath') as Town
    none.postcodeDistricts = []
    expect(errors(await validate(none)).map((marker) => marker.path)).toEqual(['postcodeDistricts'])
  })

  it('refuses a district another town lists, naming both towns', async () => {
    const town = byId('town.bath') as SanityDocument & { postcodeDistricts: string[] }
    town.postcodeDistricts = [...town.postcodeDistricts, 'SN14', 'SN15', 'SN8']
    const markers = errors(await validate(town))
    expect(markers.map((marker) => marker.path)).toEqual(['postcodeDistricts'])
    const message = markers[0]?.message ?? ''
    expect(message).toContain(
      'SN14, SN15 are listed by both Bath (Somerset) and Chippenham (Wiltshire)',
    )
    expect(message).toContain('SN8 is listed by both Bath (Somerset) and Marlborough (Wiltshire)')
    expect(message).toContain('A district belongs to one town only')
  })

  it('counts a district on another town’s draft, but not on this town’s own draft', async () => {
    const draft = {
      ...byId('town.chippenham'),
      _id: 'drafts.town.chippenham',
      postcodeDistricts: ['SN14', 'SN15', 'BA3'],
    }
    const bath = byId('town.bath') as SanityDocument & { postcodeDistricts: string[] }
    bath.postcodeDistricts = [...bath.postcodeDistricts, 'BA3']
    const markers = errors(await validate(bath, [...fixture, draft]))
    expect(markers).toEqual([
      expect.objectContaining({ message: expect.stringContaining('BA3 is listed by both Bath') }),
    ])
    const ownDraft = { ...byId('town.bath'), _id: 'drafts.town.bath' }
    expect(errors(await validate(ownDraft, [...fixture, ownDraft]))).toEqual([])
  })

  it('takes whole-star ratings from 1 to 5', async () => {
    for (const rating of [0, 4.5, 6]) {
      const testimonial = { ...byId('testimonial.home-sarah-m'), rating }
      const paths = errors(await validate(testimonial)).map((marker) => marker.path)
      expect(new Set(paths)).toEqual(new Set(['rating']))
    }
  })

  it('checks phone numbers and the e-mail address in site settings', async () => {
    const settings = {
      ...byId('siteSettings'),
      phoneDisplay: '0808-157-0247',
      whatsappE164: '07700 900247',
      email: 'help at kerbside',
    }
    const paths = errors(await validate(settings)).map((marker) => marker.path)
    expect(paths).toEqual(expect.arrayContaining(['phoneDisplay', 'whatsappE164', 'email']))
    const mismatch = { ...byId('siteSettings'), phoneE164: '+448081570999' }
    expect(errors(await validate(mismatch))).toEqual([
      expect.objectContaining({
        path: 'phoneE164',
        message: expect.stringContaining('+448081570247'),
      }),
    ])
  })

  it('wants alt text on every picture unless the editor marks it decorative', async () => {
    type Picture = { alt?: string; decorative?: boolean }
    const home = byId('homePage') as SanityDocument & {
      hero: { picture: Picture }
      servicesSection: { panels: { picture: Picture }[] }
    }
    delete home.hero.picture.alt
    ;(home.servicesSection.panels[1] as { picture: Picture }).picture.alt = '   '
    expect(errors(await validate(home))).toEqual([
      expect.objectContaining({
        path: 'hero.picture.alt',
        message: expect.stringContaining('tick "Decorative"'),
      }),
      expect.objectContaining({ path: 'servicesSection.panels.[].picture.alt' }),
    ])

    home.hero.picture.decorative = true
    ;(home.servicesSection.panels[1] as { picture: Picture }).picture.decorative = true
    expect(errors(await validate(home))).toEqual([])

    const town = byId('town.bath') as SanityDocument & { picture: Picture }
    town.picture.alt = ''
    expect(errors(await validate(town)).map((marker) => marker.path)).toEqual(['picture.alt'])
  })

  it('needs the home hero picture but not a town or service picture', async () => {
    const home = byId('homePage') as SanityDocument & { hero: { picture?: unknown } }
    delete home.hero.picture
    expect(errors(await validate(home))).toEqual([
      expect.objectContaining({
        path: 'hero.picture',
        message: expect.stringContaining('picture'),
      }),
    ])
    const town = byId('town.bath') as SanityDocument & { picture?: unknown }
    delete town.picture
    expect(errors(await validate(town))).toEqual([])
    const settings = byId('siteSettings') as SanityDocument & { shareImage?: unknown }
    delete settings.shareImage
    expect(errors(await validate(settings))).toEqual([])
  })

  it('warns about SEO text that search engines would cut', async () => {
    const page = byId('legalPage.cookie-policy') as SanityDocument & {
      seo: { title: string; description: string }
    }
    page.seo.title = 'Cookie Policy for the Kerbside Tyre & Rescue Website and Its Services'
    page.seo.description = 'Cookies.'
    const markers = await validate(page)
    expect(errors(markers)).toEqual([])
    expect(markers.map((marker) => `${marker.level} ${marker.path}`)).toEqual([
      'warning seo.title',
      'warning seo.description',
    ])
  })
})

describe('redirect rules', () => {
  const redirect = (from: string, to: string, _id = 'redirect.new'): SanityDocument => ({
    _id,
    _type: 'redirect',
    _createdAt: '2024-01-01T00:00:00Z',
    _updatedAt: '2024-01-01T00:00:00Z',
    _rev: 'rev',
    from,
    to,
    permanent: true,
  })

  it('accepts a new, direct redirect', async () => {
    expect(await validate(redirect('/tyre-fitting', '/services/mobile-tyre-fitting/'))).toEqual([])
    expect(await validate(redirect('/partners', 'https://www.example.org/'))).toEqual([])
  })

  it.each([
    ['/services/mobile-tyre-fitting/', 'from', 'would hide that page'],
    ['/areas/bath', 'from', 'would hide that page'],
    ['/privacy-policy', 'from', 'would hide that page'],
    ['/', 'from', 'would hide that page'],
    ['/tyres/', 'from', 'already starts from /tyres'],
    ['/old page', 'from', 'spaces'],
    ['/old?x=1', 'from', "'?' or '#'"],
  ])('rejects from %j', async (from, path, message) => {
    const markers = errors(await validate(redirect(from, '/services/mobile-tyre-repair/')))
    expect(markers).toEqual([
      expect.objectContaining({ path, message: expect.stringContaining(message) }),
    ])
  })

  it('rejects pointing at itself, at another redirect, or round in a loop', async () => {
    expect(errors(await validate(redirect('/old-tyres', '/old-tyres/')))).toEqual([
      expect.objectContaining({ path: 'to', message: expect.stringContaining('its own address') }),
    ])
    expect(errors(await validate(redirect('/tyre', '/tyres')))).toEqual([
      expect.objectContaining({
        path: 'to',
        message: expect.stringContaining('/services/mobile-tyre-fitting/'),
      }),
    ])
    const loop = [...fixture, redirect('/b', '/a', 'redirect.b')]
    const markers = errors(await validate(redirect('/a', '/b'), loop))
    expect(markers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'to', message: expect.stringContaining('loop') }),
        expect.objectContaining({
          path: 'from',
          message: expect.stringContaining('redirected twice'),
        }),
      ]),
    )
  })

  it('rejects an insecure or malformed new address', async () => {
    for (const to of ['http://www.example.org/', 'services/mobile-tyre-fitting/']) {
      expect(errors(await validate(redirect('/old', to))).map((marker) => marker.path)).toEqual([
        'to',
      ])
    }
  })
})
