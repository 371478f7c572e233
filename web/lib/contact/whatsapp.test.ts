import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ContactValues } from './fields'
import { anyText, anyWellFormedText, contactValues } from './test-arbitraries'
import { buildEnquiryMessage, buildWhatsAppUrl, type EnquiryInput } from './whatsapp'

const WHATSAPP = '+447700900247'

/** The form labels as content sets them (contactSection.form). */
const labels = {
  name: 'Name',
  registration: 'Vehicle Registration',
  postcode: 'Postcode',
  service: 'Service',
  tyreSize: 'Tyre Size',
  message: 'Message',
}

const values: ContactValues = {
  name: '  Priya Shah ',
  registration: 'ab12 cde',
  postcode: 'SN1 2AB ',
  service: 'mobile-tyre-fitting',
  tyreSize: '225/45/R17',
  message: 'Nearside front tyre is flat.\nParked at Junction 16 services, M4.\n',
}

const sample: EnquiryInput = {
  values,
  businessName: 'Kerbside Tyre & Rescue',
  greeting: 'Hello {business},',
  enquiryLine: 'I would like to enquire about your services.',
  labels,
  serviceLabel: 'Mobile Tyre Fitting',
  includeTyreSize: true,
}

/** Checks the link's shape and returns the text WhatsApp will show. */
function decodedText(url: string, digits = '447700900247'): string | null {
  const parsed = new URL(url)
  expect(parsed.protocol).toBe('https:')
  expect(parsed.host).toBe('wa.me')
  expect(parsed.pathname).toBe(`/${digits}`)
  expect(parsed.hash).toBe('')
  expect(parsed.username + parsed.password + parsed.port).toBe('')
  expect([...parsed.searchParams.keys()]).toEqual(['text'])
  return parsed.searchParams.get('text')
}

describe('buildEnquiryMessage', () => {
  it('writes the whole enquiry for a tyre service', () => {
    expect(buildEnquiryMessage(sample)).toBe(
      [
        'Hello Kerbside Tyre & Rescue,',
        '',
        'Name: Priya Shah',
        'Vehicle Registration: ab12 cde',
        'Postcode: SN1 2AB',
        'Service: Mobile Tyre Fitting',
        'Tyre Size: 225/45/R17',
        'Message: Nearside front tyre is flat.',
        'Parked at Junction 16 services, M4.',
        '',
        'I would like to enquire about your services.',
      ].join('\n'),
    )
  })

  it('leaves the tyre size out for a service that is not a tyre service', () => {
    const message = buildEnquiryMessage({
      ...sample,
      values: { ...values, service: 'battery-replacement', message: 'Car will not start.' },
      serviceLabel: 'Battery Replacement',
      includeTyreSize: false,
    })
    expect(message).toBe(
      [
        'Hello Kerbside Tyre & Rescue,',
        '',
        'Name: Priya Shah',
        'Vehicle Registration: ab12 cde',
        'Postcode: SN1 2AB',
        'Service: Battery Replacement',
        'Message: Car will not start.',
        '',
        'I would like to enquire about your services.',
      ].join('\n'),
    )
  })

  it.each([
    ['empty', ''],
    ['white space', ' \u00a0 '],
    ['no letters or digits', '/ -'],
  ])('leaves the tyre size out when it is %s', (_, tyreSize) => {
    const message = buildEnquiryMessage({ ...sample, values: { ...values, tyreSize } })
    expect(message).not.toContain('Tyre Size')
    expect(message).toContain('Service: Mobile Tyre Fitting\nMessage: Nearside')
  })

  it('sends the tyre size in its masked form', () => {
    const message = buildEnquiryMessage({ ...sample, values: { ...values, tyreSize: '20555r16' } })
    expect(message).toContain('\nTyre Size: 205/55/R16\n')
  })

  it('sends registration and postcode exactly as typed, only trimmed', () => {
    const message = buildEnquiryMessage({
      ...sample,
      values: { ...values, registration: ' ab12cde\u00a0', postcode: 'sn12ab' },
    })
    expect(message).toContain('\nVehicle Registration: ab12cde\nPostcode: sn12ab\n')
  })

  it('replaces every {business} and treats $ in the name literally', () => {
    const message = buildEnquiryMessage({
      ...sample,
      businessName: "$& Kerbside $1 $'",
      greeting: 'Hello {business}, {business}!',
    })
    expect(message.split('\n')[0]).toBe("Hello $& Kerbside $1 $', $& Kerbside $1 $'!")
  })

  it('shows the chosen option title, not its value, and a label without a doubled colon', () => {
    const message = buildEnquiryMessage({
      ...sample,
      labels: { ...labels, service: 'Service:' },
      values: { ...values, service: 'general-enquiry' },
      serviceLabel: 'General Enquiry',
      includeTyreSize: false,
    })
    expect(message).toContain('\nService: General Enquiry\n')
  })

  it('lists the fields line by line, in order, for any single-line values', () => {
    const oneLine = anyWellFormedText.filter((text) => !text.includes('\n'))
    fc.assert(
      fc.property(
        contactValues(oneLine),
        oneLine,
        fc.boolean(),
        (formValues, serviceLabel, includeTyreSize) => {
          const message = buildEnquiryMessage({
            ...sample,
            values: formValues,
            serviceLabel,
            includeTyreSize,
          })
          const lines = message.split('\n')
          expect(lines.slice(0, 2)).toEqual(['Hello Kerbside Tyre & Rescue,', ''])
          expect(lines.slice(-2)).toEqual(['', 'I would like to enquire about your services.'])
          const fields = lines.slice(2, -2).map((line) => line.slice(0, line.indexOf(':')))
          const hasTyreSize = includeTyreSize && /[A-Za-z0-9]/.test(formValues.tyreSize)
          expect(fields).toEqual([
            'Name',
            'Vehicle Registration',
            'Postcode',
            'Service',
            ...(hasTyreSize ? ['Tyre Size'] : []),
            'Message',
          ])
        },
      ),
    )
  })
})

describe('buildWhatsAppUrl', () => {
  it('builds the click-to-chat link with the message percent-encoded', () => {
    expect(buildWhatsAppUrl(WHATSAPP, 'Hi & bye? #1 = 100% + more')).toBe(
      'https://wa.me/447700900247?text=Hi%20%26%20bye%3F%20%231%20%3D%20100%25%20%2B%20more',
    )
  })

  it('links the sample enquiry so that it decodes back exactly', () => {
    const message = buildEnquiryMessage(sample)
    expect(decodedText(buildWhatsAppUrl(WHATSAPP, message))).toBe(message)
  })

  it('accepts spaces in the number', () => {
    expect(buildWhatsAppUrl('+44 7700 900247', 'Hi')).toBe('https://wa.me/447700900247?text=Hi')
    expect(buildWhatsAppUrl(' +448081570247 ', '')).toBe('https://wa.me/448081570247?text=')
  })

  it.each([
    ['', /no digits/],
    ['+', /no digits/],
    ['WhatsApp', /no digits/],
    ['07700 900247', /not in E\.164 form/],
    ['+0447700900247', /not in E\.164 form/],
    ['+44 7700 900247 1234', /not in E\.164 form/],
    ['+44-7700-900247', /not in E\.164 form/],
    ['+44 7700 900247?text=x', /not in E\.164 form/],
    ['+44123', /not in E\.164 form/],
  ])('refuses the number %j with a clear error', (number, reason) => {
    expect(() => buildWhatsAppUrl(number, 'Hi')).toThrowError(reason)
  })

  it('decodes back to exactly the message, with one parameter and no fragment, for any text', () => {
    fc.assert(
      fc.property(anyWellFormedText, (message) => {
        expect(decodedText(buildWhatsAppUrl(WHATSAPP, message))).toBe(message)
      }),
    )
  })

  it('never throws on lone surrogates: they arrive as U+FFFD', () => {
    expect(decodedText(buildWhatsAppUrl(WHATSAPP, 'a\ud83d b\ude00'))).toBe('a\ufffd b\ufffd')
    fc.assert(
      fc.property(anyText, (message) => {
        expect(decodedText(buildWhatsAppUrl(WHATSAPP, message))).toBe(message.toWellFormed())
      }),
    )
  })

  it('puts the digits of any valid E.164 number in the path', () => {
    const e164 = fc
      .tuple(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 14 }),
        fc.array(fc.constantFrom(' ', ''), { minLength: 16, maxLength: 16 }),
      )
      .map(([first, rest, gaps]) => {
        const digits = [first, ...rest].join('')
        const spaced = [...digits].map((digit, index) => digit + (gaps[index] ?? '')).join('')
        return { digits, number: `+${spaced}` }
      })
    fc.assert(
      fc.property(e164, anyText, ({ digits, number }, message) => {
        expect(decodedText(buildWhatsAppUrl(number, message), digits)).toBe(message.toWellFormed())
      }),
    )
  })

  it('either refuses a number or links to digits only, whatever the number holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, fc.string({ unit: fc.constantFrom(...'+0123456789 #?&') })),
        (number) => {
          let url: string
          try {
            url = buildWhatsAppUrl(number, 'Hi')
          } catch (error) {
            expect(error).toBeInstanceOf(Error)
            expect((error as Error).message).toMatch(
              /^WhatsApp number (has no digits|is not in E\.164 form)/,
            )
            return
          }
          const parsed = new URL(url)
          expect(parsed.host).toBe('wa.me')
          expect(parsed.pathname).toMatch(/^\/[1-9][0-9]{6,14}$/)
          expect([...parsed.searchParams.keys()]).toEqual(['text'])
        },
      ),
    )
  })
})

describe('the message and the link together', () => {
  it('never throw, and no field can add or change a URL parameter, for any input', () => {
    const input = fc.record({
      values: contactValues(),
      businessName: anyText,
      greeting: anyText,
      enquiryLine: anyText,
      labels: fc.record({
        name: anyText,
        registration: anyText,
        postcode: anyText,
        service: anyText,
        tyreSize: anyText,
        message: anyText,
      }),
      serviceLabel: anyText,
      includeTyreSize: fc.boolean(),
    })
    fc.assert(
      fc.property(input, (enquiry) => {
        const message = buildEnquiryMessage(enquiry)
        expect(message.isWellFormed()).toBe(true)
        expect(decodedText(buildWhatsAppUrl(WHATSAPP, message))).toBe(message)
      }),
      { numRuns: 200 },
    )
  })

  it('carries a 10,000-character message whole', () => {
    const long = 'Flat tyre & puncture? #M4 = 100% + 😀 שלום\n'.repeat(250).slice(0, 10_000)
    const message = buildEnquiryMessage({ ...sample, values: { ...values, message: long } })
    expect(message).toContain(long.trimEnd())
    expect(decodedText(buildWhatsAppUrl(WHATSAPP, message))).toBe(message)
  })
})

describe('the location line', () => {
  const location = {
    label: 'My location',
    value: 'https://www.google.com/maps?q=51.558312,-1.781234 (accurate to about 12 m)',
  }

  it('adds one line after the postcode and changes nothing else', () => {
    const message = buildEnquiryMessage({ ...sample, location })
    expect(message).toBe(
      [
        'Hello Kerbside Tyre & Rescue,',
        '',
        'Name: Priya Shah',
        'Vehicle Registration: ab12 cde',
        'Postcode: SN1 2AB',
        'My location: https://www.google.com/maps?q=51.558312,-1.781234 (accurate to about 12 m)',
        'Service: Mobile Tyre Fitting',
        'Tyre Size: 225/45/R17',
        'Message: Nearside front tyre is flat.',
        'Parked at Junction 16 services, M4.',
        '',
        'I would like to enquire about your services.',
      ].join('\n'),
    )
    const without = buildEnquiryMessage(sample).split('\n')
    const lines = message.split('\n')
    expect(lines.filter((line) => !without.includes(line))).toEqual([
      `My location: ${location.value}`,
    ])
  })

  it('leaves the message byte for byte as it was without a location', () => {
    fc.assert(
      fc.property(
        contactValues(),
        anyText,
        fc.boolean(),
        fc.constantFrom(null, undefined),
        (formValues, serviceLabel, includeTyreSize, none) => {
          const input = { ...sample, values: formValues, serviceLabel, includeTyreSize }
          expect(buildEnquiryMessage({ ...input, location: none })).toBe(buildEnquiryMessage(input))
        },
      ),
    )
  })

  it('is exactly one extra line for any single-line values and location', () => {
    const oneLine = anyWellFormedText.filter((text) => !/[\n\r\u2028\u2029\u0085]/.test(text))
    fc.assert(
      fc.property(contactValues(oneLine), oneLine, (formValues, value) => {
        const input = { ...sample, values: formValues }
        const plain = buildEnquiryMessage(input).split('\n')
        const located = buildEnquiryMessage({ ...input, location: { ...location, value } }).split(
          '\n',
        )
        expect(located).toHaveLength(plain.length + 1)
        const postcodeLine = plain.findIndex((line) => line.startsWith('Postcode:'))
        expect(located.slice(0, postcodeLine + 1)).toEqual(plain.slice(0, postcodeLine + 1))
        expect(located[postcodeLine + 1]?.startsWith('My location:')).toBe(true)
        expect(located.slice(postcodeLine + 2)).toEqual(plain.slice(postcodeLine + 1))
      }),
    )
  })
})

describe('the place line ("Where are you?")', () => {
  const place = {
    label: 'Where',
    value: 'On a motorway or dual carriageway (hard shoulder or verge)',
  }
  const location = {
    label: 'Location',
    value: 'https://www.google.com/maps?q=51.558312,-1.781234 (accurate to about 12 m)',
  }
  const singleLine = anyWellFormedText.filter((text) => !/[\n\r\u2028\u2029\u0085]/.test(text))

  it('goes after the postcode and before the location line', () => {
    expect(buildEnquiryMessage({ ...sample, place, location })).toBe(
      [
        'Hello Kerbside Tyre & Rescue,',
        '',
        'Name: Priya Shah',
        'Vehicle Registration: ab12 cde',
        'Postcode: SN1 2AB',
        'Where: On a motorway or dual carriageway (hard shoulder or verge)',
        'Location: https://www.google.com/maps?q=51.558312,-1.781234 (accurate to about 12 m)',
        'Service: Mobile Tyre Fitting',
        'Tyre Size: 225/45/R17',
        'Message: Nearside front tyre is flat.',
        'Parked at Junction 16 services, M4.',
        '',
        'I would like to enquire about your services.',
      ].join('\n'),
    )
  })

  it('leaves the message byte for byte as it was without a choice, with or without a location', () => {
    fc.assert(
      fc.property(
        contactValues(),
        anyText,
        fc.boolean(),
        fc.constantFrom(null, undefined),
        fc.option(fc.constant(location)),
        (formValues, serviceLabel, includeTyreSize, none, located) => {
          const input = {
            ...sample,
            values: formValues,
            serviceLabel,
            includeTyreSize,
            location: located,
          }
          expect(buildEnquiryMessage({ ...input, place: none })).toBe(buildEnquiryMessage(input))
        },
      ),
    )
  })

  it('is exactly one line more for any place and any single-line values', () => {
    fc.assert(
      fc.property(
        contactValues(singleLine),
        singleLine,
        singleLine,
        fc.option(fc.constant(location)),
        (formValues, label, value, located) => {
          const input = { ...sample, values: formValues, location: located }
          const plain = buildEnquiryMessage(input).split('\n')
          const placed = buildEnquiryMessage({ ...input, place: { label, value } }).split('\n')
          expect(placed).toHaveLength(plain.length + 1)
          const postcodeLine = plain.findIndex((line) => line.startsWith('Postcode:'))
          expect(placed.slice(0, postcodeLine + 1)).toEqual(plain.slice(0, postcodeLine + 1))
          expect(placed.slice(postcodeLine + 2)).toEqual(plain.slice(postcodeLine + 1))
        },
      ),
    )
  })

  it('never adds a URL parameter, whatever the place or its label hold', () => {
    fc.assert(
      fc.property(contactValues(), anyText, anyText, (formValues, label, value) => {
        const message = buildEnquiryMessage({
          ...sample,
          values: formValues,
          place: { label, value },
        })
        // decodedText holds the link to one parameter, 'text', and no fragment.
        expect(decodedText(buildWhatsAppUrl(WHATSAPP, message))).toBe(message)
      }),
      { numRuns: 200 },
    )
    const hijack = { label: 'Where&phone=1', value: 'verge&text=hijack#top?x=1' }
    const url = new URL(
      buildWhatsAppUrl(WHATSAPP, buildEnquiryMessage({ ...sample, place: hijack })),
    )
    expect([...url.searchParams.keys()]).toEqual(['text'])
    expect(url.searchParams.get('text')).toContain('\nWhere&phone=1: verge&text=hijack#top?x=1\n')
  })
})
