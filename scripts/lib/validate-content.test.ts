// Each kind of content problem the pull refuses, named by document _id, type and field.
import { describe, expect, it } from 'vitest'
import { starterDocuments } from '../content/index.ts'
import type { SanityDocument } from './ndjson.ts'
import { validateContent } from './validate-content.ts'

/** The starter content with one document changed by `edit`. */
function withEdit(id: string, edit: (document: Record<string, unknown>) => void): SanityDocument[] {
  return starterDocuments().map((document) => {
    if (document._id !== id) return document
    const copy = structuredClone(document) as Record<string, unknown>
    edit(copy)
    return copy as SanityDocument
  })
}

describe('validateContent', () => {
  it('accepts the starter content', () => {
    expect(validateContent(starterDocuments())).toEqual([])
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
    const documents = starterDocuments().filter((doc) => doc._id !== 'homePage')
    expect(validateContent(documents)).toContain(
      'homePage (homePage): document missing: publish it in the Studio',
    )
  })

  it('reports a dangling reference with its path', () => {
    const testimonial = starterDocuments().find(
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
    const testimonial = starterDocuments().find(
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
