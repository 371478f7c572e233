// The contact form's fields: one name for each, the required ones in the order the form shows
// them, and the empty starting state.

/** Every field of the contact form, in display order. */
export const CONTACT_FIELDS = [
  'name',
  'registration',
  'postcode',
  'service',
  'tyreSize',
  'message',
] as const

export type ContactField = (typeof CONTACT_FIELDS)[number]

/** What the visitor has entered, one string per field ('' when untouched). */
export type ContactValues = Record<ContactField, string>

/** Fields that must not be blank, in display order. tyreSize is optional. */
export const REQUIRED_FIELDS: readonly ContactField[] = [
  'name',
  'registration',
  'postcode',
  'service',
  'message',
]

/** The form's state when the page loads and after a successful submit: every field empty. */
export function emptyValues(): ContactValues {
  return { name: '', registration: '', postcode: '', service: '', tyreSize: '', message: '' }
}
