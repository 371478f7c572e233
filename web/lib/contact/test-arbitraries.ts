// fast-check generators shared by the contact form's property tests: text from every alphabet,
// the characters that mean something in a URL, lone surrogates and very long input.
import fc from 'fast-check'
import { CONTACT_FIELDS, type ContactValues } from './fields'

/** Pieces that break naive code: URL syntax, escapes, emoji, RTL, line breaks, odd spaces. */
export const trickyPiece = fc.constantFrom(
  '&',
  '#',
  '%',
  '?',
  '=',
  '+',
  '/',
  '\\',
  ';',
  ' ',
  '\n',
  '\r\n',
  '\r',
  '\t',
  '\u00a0',
  '\u0085',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u0000',
  '%20',
  '%2B',
  '%%',
  '&text=hijack',
  '?phone=1',
  '#fragment',
  '$&',
  '$1',
  '{business}',
  '😀',
  '👩‍👩‍👧',
  '🇬🇧',
  'שלום',
  'مرحبا',
  '\u202e',
  '\u200f',
  'e\u0301',
  'ß',
  'ﬀ',
  '２２５',
  '"',
  "'",
  '<script>',
  'a',
  'Z',
  '7',
)

/** One code point from anywhere in Unicode (no lone surrogates). */
const anyCodePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })

/** A lone UTF-16 surrogate: not valid Unicode on its own, but a JavaScript string may hold one. */
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code))

/** Well-formed text of any alphabet, including 10,000-character strings now and then. */
export const anyWellFormedText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary' }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 3 },
  { arbitrary: fc.string({ unit: trickyPiece }), weight: 3 },
  { arbitrary: fc.string({ unit: fc.oneof(trickyPiece, anyCodePoint) }), weight: 3 },
  {
    arbitrary: fc.string({
      unit: fc.oneof(trickyPiece, anyCodePoint),
      minLength: 10_000,
      maxLength: 10_000,
    }),
    weight: 1,
  },
)

/** Any JavaScript string, lone surrogates included. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: anyWellFormedText, weight: 4 },
  { arbitrary: fc.string({ unit: fc.oneof(trickyPiece, anyCodePoint, loneSurrogate) }), weight: 1 },
)

/** A full set of form values, each field drawn from `text`. */
export function contactValues(text: fc.Arbitrary<string> = anyText): fc.Arbitrary<ContactValues> {
  return fc.record(
    Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text])) as Record<
      keyof ContactValues,
      fc.Arbitrary<string>
    >,
  )
}
