import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accuracyMetres,
  accuracyText,
  addedText,
  formatCoordinate,
  locationSupport,
  locationValue,
  mapLink,
  problemFromError,
} from './location'
import { anyText } from './test-arbitraries'

const ACCURACY = 'accurate to about {metres} m'

/** A plain decimal with at most 6 places: what the map link may hold. */
const COORDINATE = /^-?(0|[1-9]\d{0,2})(\.\d{0,5}[1-9])?$/

/** Any double at all: NaN, ±Infinity, -0, subnormals and huge values included. */
const anyNumber = fc.double()

describe('formatCoordinate', () => {
  it.each([
    [51.5583124, 90, '51.558312'],
    [51.5583125001, 90, '51.558313'],
    [-1.7812349, 180, '-1.781235'],
    [-1.78, 180, '-1.78'],
    [90, 90, '90'],
    [-180, 180, '-180'],
    [0, 90, '0'],
    [-0, 90, '0'],
    [-0.0000004, 180, '0'],
    [0.0000006, 180, '0.000001'],
    [1e-7, 90, '0'],
  ] as const)('writes %d (limit %d) as %j', (value, limit, text) => {
    expect(formatCoordinate(value, limit)).toBe(text)
  })

  it.each([
    [90.0000001, 90],
    [-181, 180],
    [Number.NaN, 90],
    [Number.POSITIVE_INFINITY, 180],
    [Number.NEGATIVE_INFINITY, 90],
  ] as const)('refuses %d (limit %d)', (value, limit) => {
    expect(formatCoordinate(value, limit)).toBeNull()
  })

  it('keeps any coordinate on Earth within half a millionth of a degree, in plain decimals', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(90 as const, 180 as const)
          .chain((limit) =>
            fc.tuple(
              fc.constant(limit),
              fc.double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true }),
            ),
          ),
        ([limit, value]) => {
          const text = formatCoordinate(value, limit)
          expect(text).toMatch(COORDINATE)
          expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(5e-7 + 1e-12)
          expect(Math.abs(Number(text))).toBeLessThanOrEqual(limit)
        },
      ),
    )
  })

  it('never throws, and answers a plain decimal or null, for any number', () => {
    fc.assert(
      fc.property(anyNumber, fc.constantFrom(90 as const, 180 as const), (value, limit) => {
        const text = formatCoordinate(value, limit)
        if (text !== null) expect(text).toMatch(COORDINATE)
        expect(text === null).toBe(!Number.isFinite(value) || Math.abs(value) > limit)
      }),
    )
  })
})

describe('mapLink', () => {
  it('links Google Maps to the rounded coordinates', () => {
    expect(mapLink({ latitude: 51.56235471, longitude: -1.78453219, accuracy: 12 })).toBe(
      'https://www.google.com/maps?q=51.562355,-1.784532',
    )
  })

  it('gives no link for a position off the globe', () => {
    expect(mapLink({ latitude: 91, longitude: 0 })).toBeNull()
    expect(mapLink({ latitude: 0, longitude: Number.NaN })).toBeNull()
  })

  it('is one https link with a single q parameter that reads back as the two numbers', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (latitude, longitude) => {
        const link = mapLink({ latitude, longitude })
        if (link === null) return
        const url = new URL(link)
        expect(url.origin + url.pathname).toBe('https://www.google.com/maps')
        expect([...url.searchParams.keys()]).toEqual(['q'])
        const [lat, lng] = (url.searchParams.get('q') ?? '').split(',').map(Number)
        expect(Math.abs((lat as number) - latitude)).toBeLessThanOrEqual(5e-7 + 1e-12)
        expect(Math.abs((lng as number) - longitude)).toBeLessThanOrEqual(5e-7 + 1e-12)
      }),
    )
  })
})

describe('accuracy', () => {
  it.each([
    [12.4, 12],
    [12.5, 13],
    [0.2, 1],
    [0, 1],
    [1499.6, 1500],
  ])('rounds %d m to %d m', (raw, metres) => {
    expect(accuracyMetres(raw)).toBe(metres)
  })

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [-3]])(
    'has no figure for %s',
    (raw) => {
      expect(accuracyMetres(raw)).toBeNull()
      expect(accuracyText(ACCURACY, raw)).toBe('')
    },
  )

  it('puts the figure into the Studio wording, with thousands separators', () => {
    expect(accuracyText(ACCURACY, 12.4)).toBe('accurate to about 12 m')
    expect(accuracyText('within {metres} metres ({metres} m)', 1500)).toBe(
      'within 1,500 metres (1,500 m)',
    )
    expect(accuracyText(' ±{metres} m ', 3)).toBe('±3 m')
  })

  it('is a whole number of at least 1 for any usable reading', () => {
    fc.assert(
      fc.property(anyNumber, (raw) => {
        const metres = accuracyMetres(raw)
        if (metres === null) {
          expect(Number.isFinite(raw) && raw >= 0).toBe(false)
          return
        }
        expect(Number.isInteger(metres)).toBe(true)
        expect(metres).toBeGreaterThanOrEqual(1)
        expect(Math.abs(metres - raw)).toBeLessThanOrEqual(1)
      }),
    )
  })
})

describe('locationValue', () => {
  it('is the map link and the accuracy in brackets', () => {
    expect(
      locationValue({ latitude: 51.558312, longitude: -1.781234, accuracy: 12 }, ACCURACY),
    ).toBe('https://www.google.com/maps?q=51.558312,-1.781234 (accurate to about 12 m)')
  })

  it('is the link alone without an accuracy, and null without a real position', () => {
    expect(locationValue({ latitude: 51.5, longitude: -1.7, accuracy: null }, ACCURACY)).toBe(
      'https://www.google.com/maps?q=51.5,-1.7',
    )
    expect(locationValue({ latitude: 51.5, longitude: -1.7, accuracy: 5 }, '')).toBe(
      'https://www.google.com/maps?q=51.5,-1.7',
    )
    expect(locationValue({ latitude: Number.NaN, longitude: 0, accuracy: 5 }, ACCURACY)).toBeNull()
  })

  it('never throws and always starts with the link, whatever the numbers and wording', () => {
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        fc.option(anyNumber),
        anyText,
        (latitude, longitude, accuracy, template) => {
          const value = locationValue({ latitude, longitude, accuracy }, template)
          const link = mapLink({ latitude, longitude })
          if (link === null) expect(value).toBeNull()
          else expect(value?.startsWith(link)).toBe(true)
        },
      ),
    )
  })
})

describe('problemFromError', () => {
  it('maps the three GeolocationPositionError codes', () => {
    expect(problemFromError({ code: 1 })).toBe('denied')
    expect(problemFromError({ code: 2 })).toBe('unavailable')
    expect(problemFromError({ code: 3 })).toBe('timeout')
  })

  it('treats anything else as unavailable', () => {
    expect(problemFromError({ code: 0 })).toBe('unavailable')
    expect(problemFromError({ code: '1' })).toBe('unavailable')
    expect(problemFromError({})).toBe('unavailable')
    expect(problemFromError(null)).toBe('unavailable')
    expect(problemFromError(undefined)).toBe('unavailable')
  })
})

describe('locationSupport', () => {
  it('needs a secure context first, then the API', () => {
    expect(locationSupport({ isSecureContext: false, hasGeolocation: true })).toBe('insecure')
    expect(locationSupport({ isSecureContext: false, hasGeolocation: false })).toBe('insecure')
    expect(locationSupport({ isSecureContext: true, hasGeolocation: false })).toBe('unsupported')
    expect(locationSupport({ isSecureContext: true, hasGeolocation: true })).toBeNull()
    // Old browsers without isSecureContext: ask, and let the browser answer.
    expect(locationSupport({ hasGeolocation: true })).toBeNull()
  })
})

describe('addedText', () => {
  it('puts the accuracy into the confirmation', () => {
    expect(
      addedText('Location added to your message ({accuracy}).', 'accurate to about 12 m'),
    ).toBe('Location added to your message (accurate to about 12 m).')
    expect(addedText('Added, {accuracy}', '±3 m')).toBe('Added, ±3 m')
  })

  it('drops the placeholder, and its brackets, without an accuracy', () => {
    expect(addedText('Location added to your message ({accuracy}).', '')).toBe(
      'Location added to your message.',
    )
    expect(addedText('Location added {accuracy}.', '')).toBe('Location added.')
    expect(addedText('Location added.', 'accurate to about 5 m')).toBe('Location added.')
  })
})
