import { describe, expect, it } from 'vitest'
import { GENERAL_ENQUIRY_VALUE, serviceOptions } from './service-options'

describe('serviceOptions', () => {
  const services = [
    { title: 'Mobile Tyre Fitting', slug: 'mobile-tyre-fitting', isTyreService: true },
    { title: 'Jumpstart Service', slug: 'jumpstart-service', isTyreService: false },
    { title: 'Brake Service', slug: 'brake-service', isTyreService: null },
  ]

  it('keeps the services in order and puts General Enquiry last', () => {
    expect(serviceOptions(services, 'General Enquiry')).toEqual([
      { title: 'Mobile Tyre Fitting', value: 'mobile-tyre-fitting', isTyreService: true },
      { title: 'Jumpstart Service', value: 'jumpstart-service', isTyreService: false },
      { title: 'Brake Service', value: 'brake-service', isTyreService: false },
      { title: 'General Enquiry', value: GENERAL_ENQUIRY_VALUE, isTyreService: false },
    ])
  })

  it('skips services without a title or slug, and General Enquiry without a label', () => {
    const options = serviceOptions(
      [
        ...services,
        { title: null, slug: 'x', isTyreService: true },
        { title: 'Y', slug: null, isTyreService: true },
      ],
      null,
    )
    expect(options.map((option) => option.value)).toEqual([
      'mobile-tyre-fitting',
      'jumpstart-service',
      'brake-service',
    ])
  })
})
