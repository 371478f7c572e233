// Format checks for contact details and tyre sizes, kept free of Sanity so they can be unit tested
// and reused by any script that checks content.

/**
 * UK numbers as people write them: 11 digits (or 10 for a few freephone and area codes) starting
 * with 0, either unspaced or in one of the usual groupings.
 */
const UK_PHONE_DISPLAY = [
  /^0[1-9]\d{8,9}$/, // 08081570247
  /^02\d \d{4} \d{4}$/, // 020 7946 0000
  /^0[1-9]\d{2} \d{3} \d{4}$/, // 0808 157 0247, 0161 496 0000, 0300 123 4567
  /^0[1-9]\d{3} \d{6}$/, // 07700 900247, 01632 960000
  /^0[1-9]\d{2} \d{3} \d{3}$/, // 0800 123 456
  /^0[1-9]\d{3} \d{5}$/, // 01387 12345
]

const E164 = /^\+[1-9]\d{7,14}$/
/** +44 then the national number without its leading 0 (9 or 10 digits). */
const UK_E164 = /^\+44[1-9]\d{8,9}$/
const UK_MOBILE_E164 = /^\+447\d{9}$/
const EMAIL = /^[^\s@.]+(?:\.[^\s@.]+)*@[^\s@.]+(?:\.[^\s@.]+)+$/
/** Width / profile R rim, as printed on the sidewall: 205/55R16 (ZR for speed-rated tyres). */
const TYRE_SIZE = /^\d{3}\/\d{2}Z?R\d{2}$/

export function isUkPhoneDisplay(value: string): boolean {
  return UK_PHONE_DISPLAY.some((pattern) => pattern.test(value))
}

export function isE164(value: string): boolean {
  return E164.test(value)
}

export function isUkE164(value: string): boolean {
  return UK_E164.test(value)
}

export function isUkMobileE164(value: string): boolean {
  return UK_MOBILE_E164.test(value)
}

/** '0808 157 0247' -> '+448081570247'; undefined when the input is not a UK display number. */
export function ukDisplayToE164(display: string): string | undefined {
  if (!isUkPhoneDisplay(display)) return undefined
  return `+44${display.replace(/\s/g, '').slice(1)}`
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value)
}

export function isTyreSize(value: string): boolean {
  return TYRE_SIZE.test(value)
}
