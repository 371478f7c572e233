// Presence checks for the contact form. The spec asks for nothing more: no format validation of
// registration, postcode or anything else.
import { type ContactField, type ContactValues, REQUIRED_FIELDS } from './fields'

// JavaScript's \s (what String.prototype.trim removes: spaces, tabs, NBSP, U+FEFF, U+3000, line
// and paragraph separators, CR, LF...) together with Unicode's White_Space property, which adds
// U+0085 NEXT LINE.
const BLANK = /^[\s\p{White_Space}]*$/u
const EDGES = /^[\s\p{White_Space}]+|[\s\p{White_Space}]+$/gu

/** `value` without leading or trailing white space of any kind. */
export function trimValue(value: string): string {
  return value.replace(EDGES, '')
}

/** True when `value` is empty or holds nothing but white space. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || BLANK.test(value)
}

/** The required fields left blank, in display order; empty when the form may be sent. */
export function missingFields(values: ContactValues): ContactField[] {
  return REQUIRED_FIELDS.filter((field) => isBlank(values[field]))
}
