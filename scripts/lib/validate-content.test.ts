// Each kind of content problem the pull refuses, named by document _id, type and field.
import { describe, expect, it } from 'vitest'
import { starterDataset } from '../content/index.ts'
import type { SanityDocument } from './ndjson.ts'
import { validateContent } from './validate-content.ts'

/** The starter content with one document changed by `edit`. */
function withEdit(id: string, edit: (document: Record<string, unknown>) => void): SanityDocument[] {
  return starterDataset().map((document) => {
    if (document._id !== id) return document
    const copy = structuredClone(document) as Record<string, unknown>
    edit(copy)
    return copy as SanityDocument
  })
}

describe('validateContent', () => {
  it('accepts the starter content', () => {
    expect(validateContent(starterDataset())).toEqual([])
  })

  it('reports a missing required field', () => {
    const problems = validateContent(
      withEdit('service.brake-service', (doc) => {
        doc.title = '   '
      }),
    )
    expect(problems).toEqual(['service.brake-service (service): title: required but empty'])
  })

  it('reports a missing singleton', () => {
    const documents = starterDataset().filter((doc) => doc._id !== 'homePage')
    expect(validateContent(documents)).toContain(
      'homePage (homePage): document missing: publish it in the Studio',
    )
  })

  it('reports a dangling reference with its path', () => {
    const testimonial = starterDataset().find(
      (doc) => doc._type === 'testimonial',
    ) as SanityDocument
    const problems = validateContent(
      withEdit(testimonial._id, (doc) => {
        doc.service = { _type: 'reference', _ref: 'service.gone' }
      }),
    )
    expect(problems).toEqual([
      `${testimonial._id} (testimonial): service: refers to "service.gone", which is not published`,
    ])
  })

  it('reports duplicate slugs within a type', () => {
    const problems = validateContent(
      withEdit('town.bath', (doc) => {
        doc.slug = { _type: 'slug', current: 'swindon' }
      }),
    )
    expect(
      problems.some((line) =>
        /town\.(bath|swindon) \(town\): slug: "swindon" is already used by town\.(swindon|bath)/.test(
          line,
        ),
      ),
    ).toBe(true)
  })

  it('reports wrong counts', () => {
    const features = validateContent(
      withEdit('service.tpms-service', (doc) => {
        doc.cardFeatures = ['Only one']
      }),
    )
    expect(features).toEqual([
      'service.tpms-service (service): cardFeatures: needs exactly 4 items, has 1',
    ])
    const areas = validateContent(
      withEdit('town.oxford', (doc) => {
        doc.neighbourhoods = (doc.neighbourhoods as string[]).slice(0, 7)
      }),
    )
    expect(areas).toEqual(['town.oxford (town): neighbourhoods: needs exactly 8 items, has 7'])
    const why = validateContent(
      withEdit('town.bath', (doc) => {
        doc.whyChoose = (doc.whyChoose as unknown[]).slice(0, 3)
      }),
    )
    expect(why).toEqual(['town.bath (town): whyChoose: needs 0 or 4 items, has 3'])
  })

  it('reports an unknown CTA kind and an unknown section type', () => {
    const problems = validateContent(
      withEdit('service.jumpstart-service', (doc) => {
        doc.ctaKind = 'fax'
        doc.sections = [...(doc.sections as unknown[]), { _type: 'carousel', _key: 'x' }]
      }),
    )
    expect(problems).toContain(
      'service.jumpstart-service (service): ctaKind: "fax" is not one of call, emergencyCall, book',
    )
    expect(problems.some((line) => line.includes('unknown section type "carousel"'))).toBe(true)
  })

  it('reports badly formatted phone numbers, e-mail and ratings', () => {
    const problems = validateContent(
      withEdit('siteSettings', (doc) => {
        doc.phoneE164 = '08081570247'
        doc.email = 'not-an-email'
      }),
    )
    expect(problems).toContain(
      'siteSettings (siteSettings): phoneE164: "08081570247" is not an E.164 number like +448081570247',
    )
    expect(problems).toContain(
      'siteSettings (siteSettings): email: "not-an-email" is not an e-mail address',
    )
    const testimonial = starterDataset().find(
      (doc) => doc._type === 'testimonial',
    ) as SanityDocument
    const rating = validateContent(
      withEdit(testimonial._id, (doc) => {
        doc.rating = 6
      }),
    )
    expect(rating).toEqual([
      `${testimonial._id} (testimonial): rating: must be a whole number from 1 to 5, is 6`,
    ])
  })
})

describe('validateContent: redirects', () => {
  /** The starter content plus redirects given as [id, from, to]. */
  function withRedirects(...rules: [string, string, string][]): SanityDocument[] {
    return [
      ...starterDataset(),
      ...rules.map(([id, from, to]) => ({
        _id: `redirect.${id}`,
        _type: 'redirect',
        from,
        to,
        permanent: true,
      })),
    ]
  }

  /** The problem lines about redirects the test added (the starter redirects are clean). */
  function redirectLines(documents: SanityDocument[]): string[] {
    return validateContent(documents).filter((line) => line.includes('(redirect)'))
  }

  it('accepts the starter redirects, paths with and without a slash, anchors and https targets', () => {
    expect(
      redirectLines(
        withRedirects(
          ['old-brakes', '/brakes/', '/services/brake-service/'],
          ['old-battery', '/battery', '/services/battery-replacement/'],
          ['old-quote', '/quote', '/#contact'],
          ['partner', '/partner', 'https://www.example.org/offer?ref=kerbside'],
        ),
      ),
    ).toEqual([])
  })

  it.each([
    ['tyres-no-slash', 'old-tyres', 'from', "Start with '/'"],
    ['spaces', '/old tyres', 'from', 'spaces'],
    ['query', '/tyres?ref=ad', 'from', "'?' or '#'"],
    ['absolute', 'https://www.kerbside-rescue.example/old', 'from', 'only the path'],
    ['protocol-relative', '//evil.example/x', 'from', "single '/'"],
    ['wildcard', '/blog/*', 'from', 'Wildcards'],
    ['next-files', '/_next/static/app.js', 'from', "site's own files"],
  ])('reports a malformed from (%s)', (id, from, field, message) => {
    const lines = redirectLines(withRedirects([id, from, '/services/brake-service/']))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^redirect\\.${id} \\(redirect\\): ${field}: `))
    expect(lines[0]).toContain(message)
  })

  it.each([
    ['relative', 'services/brake-service/', "Start with '/'"],
    ['insecure', 'http://www.example.org/', 'https://'],
    ['incomplete-host', 'https://localhost/', 'incomplete'],
    ['dot-segments', '/a/../services/', "'..'"],
  ])('reports a malformed to (%s)', (id, to, message) => {
    const lines = redirectLines(withRedirects([id, '/old-page', to]))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^redirect\\.${id} \\(redirect\\): to: `))
    expect(lines[0]).toContain(message)
  })

  it.each([
    ['home', '/'],
    ['service', '/services/brake-service/'],
    ['service-no-slash', '/services/brake-service'],
    ['town', '/areas-covered/mobile-tyre-fitting-bath/'],
    ['town-no-slash', '/areas-covered/mobile-tyre-fitting-bath'],
    ['alias', '/areas/newport/'],
    ['alias-no-slash', '/areas/newport'],
    ['legal', '/cookie-policy/'],
    ['legal-no-slash', '/privacy-policy'],
  ])('reports a from that would hide a page of the site (%s)', (id, from) => {
    const lines = redirectLines(withRedirects([id, from, '/services/mobile-tyre-fitting/']))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^redirect\\.${id} \\(redirect\\): from: `))
    expect(lines[0]).toContain('would hide that page')
  })

  it('reports a from that would hide a file the build writes', () => {
    const lines = redirectLines(
      withRedirects(['sitemap', '/sitemap.xml', '/'], ['share', '/og/home.png', '/']),
    )
    expect(lines).toEqual([
      expect.stringMatching(/^redirect\.sitemap \(redirect\): from: \/sitemap\.xml is a file/),
      expect.stringMatching(/^redirect\.share \(redirect\): from: \/og\/home\.png is a file/),
    ])
  })

  it('reports a second redirect from the same address, with or without the slash', () => {
    expect(
      redirectLines(withRedirects(['tyres-again', '/tyres/', '/services/brake-service/'])),
    ).toEqual([
      'redirect.tyres-again (redirect): from: /tyres/ is already redirected by redirect.tyres. Keep one redirect per address.',
    ])
  })

  it('reports a redirect to its own address', () => {
    const lines = redirectLines(withRedirects(['self', '/old-page', '/old-page/']))
    expect(lines).toEqual([
      'redirect.self (redirect): to: This redirect points at its own address, so the page would never load.',
    ])
  })

  it('reports a chain on the redirect whose to is another redirect’s from', () => {
    const lines = redirectLines(withRedirects(['chain', '/old-tyres', '/tyres']))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^redirect\.chain \(redirect\): to: \/tyres is itself redirected to/)
    expect(lines[0]).toContain('/services/mobile-tyre-fitting/')
  })

  it('reports a loop on each redirect in it', () => {
    const lines = redirectLines(
      withRedirects(['ping', '/ping', '/pong/'], ['pong', '/pong', '/ping']),
    )
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^redirect\.ping \(redirect\): to: These redirects go round in a loop/)
    expect(lines[1]).toMatch(/^redirect\.pong \(redirect\): to: These redirects go round in a loop/)
  })
})
