import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ContactValues, emptyValues, REQUIRED_FIELDS } from './fields'
import { contactValues } from './test-arbitraries'
import { isBlank, missingFields, trimValue } from './validate'

/** Every white-space code point (all of them are in the Basic Multilingual Plane). */
const WHITE_SPACE = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
  (character) => /[\s\p{White_Space}]/u.test(character),
)

const whiteSpace = fc.string({ unit: fc.constantFrom(...WHITE_SPACE) })

/** One code point that is not white space. */
const visible = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((character) => !/[\s\p{White_Space}]/u.test(character))

/** A string with at least one non-white-space character, anywhere in it. */
const filled = fc
  .tuple(whiteSpace, fc.string({ unit: 'binary' }), visible, fc.string(), whiteSpace)
  .map((parts) => parts.join(''))

const complete: ContactValues = {
  name: 'Priya Shah',
  registration: 'AB12 CDE',
  postcode: 'SN1 2AB',
  service: 'mobile-tyre-fitting',
  tyreSize: '',
  message: 'Nearside front tyre is flat.',
}

describe('missingFields', () => {
  it('reports every required field of an empty form, in display order', () => {
    expect(missingFields(emptyValues())).toEqual([
      'name',
      'registration',
      'postcode',
      'service',
      'message',
    ])
  })

  it('accepts a complete form without a tyre size (tyre size is optional)', () => {
    expect(missingFields(complete)).toEqual([])
  })

  it('reports only the blank fields, in display order', () => {
    expect(missingFields({ ...complete, message: '', name: ' ', postcode: '\n' })).toEqual([
      'name',
      'postcode',
      'message',
    ])
  })

  it.each([
    ['space', '   '],
    ['tab and newlines', '\t\r\n\n'],
    ['no-break space', '\u00a0'],
    ['narrow no-break space', '\u202f'],
    ['ideographic space', '\u3000'],
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['next line', '\u0085'],
    ['byte order mark', '\ufeff'],
    ['em space', '\u2003'],
  ])('treats %s only as missing', (_, blank) => {
    expect(missingFields({ ...complete, registration: blank })).toEqual(['registration'])
  })

  it('does no format checking of registration or postcode', () => {
    expect(missingFields({ ...complete, registration: '?', postcode: 'not a postcode' })).toEqual(
      [],
    )
  })

  it('counts the white space the brief lists among all white-space characters', () => {
    for (const character of ['\u00a0', '\n', '\r', '\t', '\u3000', '\u2028', '\u0085', '\ufeff']) {
      expect(WHITE_SPACE).toContain(character)
    }
  })

  it('treats any white-space-only string as missing', () => {
    fc.assert(
      fc.property(
        contactValues(),
        fc.constantFrom(...REQUIRED_FIELDS),
        whiteSpace,
        (values, field, blank) => {
          expect(missingFields({ ...values, [field]: blank })).toContain(field)
        },
      ),
    )
  })

  it('never reports a field that holds a non-white-space character', () => {
    fc.assert(
      fc.property(
        contactValues(),
        fc.constantFrom(...REQUIRED_FIELDS),
        filled,
        (values, field, value) => {
          expect(missingFields({ ...values, [field]: value })).not.toContain(field)
        },
      ),
    )
  })

  it('reports exactly the blank required fields, in display order, for any values', () => {
    fc.assert(
      fc.property(contactValues(), (values) => {
        const missing = missingFields(values)
        expect(missing).toEqual(REQUIRED_FIELDS.filter((field) => missing.includes(field)))
        for (const field of REQUIRED_FIELDS) {
          const blank = [...values[field]].every((c) => /[\s\p{White_Space}]/u.test(c))
          expect(missing.includes(field)).toBe(blank)
        }
        expect(missing).not.toContain('tyreSize')
      }),
    )
  })
})

describe('trimValue and isBlank', () => {
  it('trims every kind of white space from both ends only', () => {
    expect(trimValue('\u0085\u00a0 Priya \n Shah\u3000\u2028')).toBe('Priya \n Shah')
  })

  it('agree: a value is blank exactly when it trims to nothing', () => {
    fc.assert(
      fc.property(fc.oneof(whiteSpace, filled, fc.string({ unit: 'binary' })), (value) => {
        expect(isBlank(value)).toBe(trimValue(value) === '')
      }),
    )
  })

  it('treats a missing value as blank', () => {
    expect(isBlank(undefined)).toBe(true)
    expect(isBlank(null)).toBe(true)
  })
})
