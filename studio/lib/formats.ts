// Format checks for contact details, tyre sizes and postcode districts, kept free of Sanity so
// they can be unit tested and reused by any script that checks content.
import { DISTRICT_SPLIT_REGEX, isValid, toDistrict, validOutcode } from 'postcode'

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

/**
 * Why `value` is not a postcode district as the towns list them ('SN1', 'SN25', 'NP20'), or
 * undefined when it is one. Uses the `postcode` library, as the site's postcode check does, so
 * the Studio accepts exactly the districts the check can match.
 */
export function postcodeDistrictProblem(value: string): string | undefined {
  const compact = value.replace(/\s+/g, '')
  if (isValid(compact)) {
    return `"${value}" is a full postcode: enter only its district, the part before the space (${toDistrict(compact)}).`
  }
  if (!validOutcode(compact)) {
    return `"${value}" is not a postcode district: write letters then numbers, such as SN1 or NP20.`
  }
  const district = DISTRICT_SPLIT_REGEX.exec(compact)?.[1]
  if (district) {
    return `"${value}" is part of a district: enter the whole district, ${district.toUpperCase()}, the postcode check matches by district.`
  }
  if (value !== compact.toUpperCase()) {
    return `Write "${value}" as ${compact.toUpperCase()}: capital letters, no spaces.`
  }
  return undefined
}
