import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anyText } from './test-arbitraries'
import { formatTyreSize, TYRE_SIZE_MAX_LENGTH, tyreSizeCaret } from './tyre-size'

/** The ASCII letters and digits of `raw`, upper-cased: what the mask keeps, before truncation. */
function kept(raw: string): string {
  return [...raw]
    .filter((c) => /^[A-Za-z0-9]$/.test(c))
    .join('')
    .toUpperCase()
}

/** Strings a person might type into the tyre size box: digits, letters, slashes, spaces. */
const typed = fc.string({ unit: fc.constantFrom(...'0123456789rRzZ/ -.'.split('')), maxLength: 14 })

describe('formatTyreSize', () => {
  it.each([
    ['22545r17', '225/45/R17'],
    ['225/45/R17', '225/45/R17'],
    ['225/45R17', '225/45/R17'],
    ['225 45 r 17', '225/45/R17'],
    ['225-45-r17', '225/45/R17'],
    ['2254', '225/4'],
    ['22545', '225/45'],
    ['225451', '225/45/1'],
    ['225', '225'],
    ['225/', '225'],
    ['22', '22'],
    ['', ''],
    ['///', ''],
    ['22545R1799', '225/45/R17'],
    ['22545ZR18', '225/45/ZR1'],
    ['195/65R15', '195/65/R15'],
    ['205/55R16', '205/55/R16'],
    ['235/65R17', '235/65/R17'],
  ])('formats %j as %j', (raw, formatted) => {
    expect(formatTyreSize(raw)).toBe(formatted)
  })

  it('keeps only ASCII letters and digits, even where upper-casing would make some', () => {
    expect(formatTyreSize('ß')).toBe('')
    expect(formatTyreSize('ﬀ')).toBe('')
    expect(formatTyreSize('ı')).toBe('')
    expect(formatTyreSize('２２５')).toBe('')
    expect(formatTyreSize('٢٢٥')).toBe('')
    expect(formatTyreSize('2😀2\u00a05é4')).toBe('225/4')
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, typed), (raw) => {
        const once = formatTyreSize(raw)
        expect(formatTyreSize(once)).toBe(once)
      }),
    )
  })

  it('is at most 10 characters, only A-Z, 0-9 and /, with slashes only at positions 3 and 6', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, typed), (raw) => {
        const formatted = formatTyreSize(raw)
        expect(formatted.length).toBeLessThanOrEqual(10)
        expect(formatted.length).toBeLessThanOrEqual(TYRE_SIZE_MAX_LENGTH)
        expect(formatted).toMatch(/^[A-Z0-9/]*$/)
        for (const [index, character] of [...formatted].entries()) {
          if (character === '/') expect([3, 6]).toContain(index)
        }
        expect(formatted.endsWith('/')).toBe(false)
      }),
    )
  })

  it('keeps the first 8 letters and digits, upper-cased, with a slash after the 3rd and 5th', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, typed), (raw) => {
        const formatted = formatTyreSize(raw)
        const characters = kept(raw).slice(0, 8)
        expect(formatted.replaceAll('/', '')).toBe(characters)
        expect(formatted.charAt(3) === '/').toBe(characters.length > 3)
        expect(formatted.charAt(6) === '/').toBe(characters.length > 5)
      }),
    )
  })
})

describe('tyreSizeCaret', () => {
  it('keeps the caret after a character typed in the middle', () => {
    // '225/45/R17' with the caret after '4'; the visitor types '9'.
    const raw = '225/495/R17'
    expect(formatTyreSize(raw)).toBe('225/49/5R1')
    expect(tyreSizeCaret(raw, 6)).toBe(6)
  })

  it('moves past the slash the mask inserts as the visitor types the 4th character', () => {
    expect(formatTyreSize('2254')).toBe('225/4')
    expect(tyreSizeCaret('2254', 4)).toBe(5)
    expect(tyreSizeCaret('22545r', 6)).toBe(8)
  })

  it('keeps the caret where a deleted character was', () => {
    // '225/45/R17' with the caret after '4'; Backspace removes it.
    const raw = '225/5/R17'
    expect(formatTyreSize(raw)).toBe('225/5R/17')
    expect(tyreSizeCaret(raw, 4)).toBe(3)
    // Backspace over a slash changes nothing, and the caret steps back past it.
    expect(formatTyreSize('22545/R17')).toBe('225/45/R17')
    expect(tyreSizeCaret('22545/R17', 5)).toBe(6)
  })

  it('handles a caret at either end, past the end or not a number', () => {
    expect(tyreSizeCaret('22545r17', 0)).toBe(0)
    expect(tyreSizeCaret('22545r17', 8)).toBe(10)
    expect(tyreSizeCaret('22545r17', 99)).toBe(10)
    expect(tyreSizeCaret('22545r17', -3)).toBe(0)
    expect(tyreSizeCaret('22545r17', Number.NaN)).toBe(0)
    expect(tyreSizeCaret('22545r1799', 10)).toBe(10)
    expect(tyreSizeCaret('', 0)).toBe(0)
    expect(tyreSizeCaret('   ', 2)).toBe(0)
  })

  it('lands inside the formatted value, after as many letters and digits as preceded it', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(anyText, typed)
          .chain((raw) => fc.tuple(fc.constant(raw), fc.integer({ min: -2, max: raw.length + 2 }))),
        ([raw, caret]) => {
          const formatted = formatTyreSize(raw)
          const position = tyreSizeCaret(raw, caret)
          expect(position).toBeGreaterThanOrEqual(0)
          expect(position).toBeLessThanOrEqual(formatted.length)
          const before = kept(raw.slice(0, Math.max(0, caret))).length
          expect(formatted.slice(0, position).replaceAll('/', '').length).toBe(Math.min(before, 8))
          // Never parked just after a slash: the caret sits right after a character.
          if (position > 0) expect(formatted.charAt(position - 1)).not.toBe('/')
        },
      ),
    )
  })

  it('never moves backwards as the raw caret moves forwards', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        let last = 0
        for (let caret = 0; caret <= raw.length; caret++) {
          const position = tyreSizeCaret(raw, caret)
          expect(position).toBeGreaterThanOrEqual(last)
          last = position
        }
      }),
    )
  })
})
