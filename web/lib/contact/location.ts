// "Add my location" in the contact form: the map link and accuracy the WhatsApp message carries,
// and which words explain a position the browser could not give. The position is never stored
// and goes nowhere but into the message the visitor sends.

/** What the browser reported, in degrees and metres (GeolocationCoordinates). */
export interface LocationFix {
  latitude: number
  longitude: number
  /** Radius of 95% confidence in metres; may be missing or nonsense on odd devices. */
  accuracy?: number | null
}

/** Why there is no position: each has its own words in the Studio (contactForm). */
export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'insecure' | 'unsupported'

/** Most decimal places a coordinate keeps: 6 is about 11 cm, far finer than any fix. */
const COORDINATE_DECIMALS = 6

/** How long the browser may look for a fix before we explain that it timed out. */
export const LOCATION_TIMEOUT_MS = 10_000

/** Where `{metres}` goes in the accuracy wording. */
const METRES_PLACEHOLDER = '{metres}'

/**
 * A coordinate as the map link shows it: at most 6 decimal places, no trailing zeros, no
 * exponent and no "-0" ('51.558312', '-1.78', '0'). Null for a value outside [-limit, limit].
 */
export function formatCoordinate(value: number, limit: 90 | 180): string | null {
  if (!Number.isFinite(value) || Math.abs(value) > limit) return null
  const rounded = Number(value.toFixed(COORDINATE_DECIMALS))
  // Rounded to 6 places, the smallest non-zero magnitude is 1e-6, which String() still writes
  // in plain decimals; adding 0 turns -0 into 0.
  return String(rounded + 0)
}

/** 'https://www.google.com/maps?q=LAT,LNG', or null when the fix is not a place on Earth. */
export function mapLink(fix: LocationFix): string | null {
  const latitude = formatCoordinate(fix.latitude, 90)
  const longitude = formatCoordinate(fix.longitude, 180)
  if (latitude === null || longitude === null) return null
  return `https://www.google.com/maps?q=${latitude},${longitude}`
}

/** The accuracy in whole metres (at least 1), or null when the browser gave none we can use. */
export function accuracyMetres(accuracy: number | null | undefined): number | null {
  if (typeof accuracy !== 'number' || !Number.isFinite(accuracy) || accuracy < 0) return null
  return Math.max(1, Math.round(accuracy))
}

/**
 * The accuracy in the Studio's words: 'accurate to about {metres} m' -> 'accurate to about 12 m'.
 * Large figures get thousands separators ('1,500'). Empty when there is no usable accuracy.
 */
export function accuracyText(template: string, accuracy: number | null | undefined): string {
  const metres = accuracyMetres(accuracy)
  if (metres === null) return ''
  return template.split(METRES_PLACEHOLDER).join(metres.toLocaleString('en-GB')).trim()
}

/**
 * The line's value in the WhatsApp message: the map link, then the accuracy in brackets
 * ('https://www.google.com/maps?q=51.558312,-1.781234 (accurate to about 12 m)'). Null when the
 * fix is not a real position, so the message is sent without a location rather than a wrong one.
 */
export function locationValue(fix: LocationFix, accuracyTemplate: string): string | null {
  const link = mapLink(fix)
  if (link === null) return null
  const accuracy = accuracyText(accuracyTemplate, fix.accuracy)
  return accuracy === '' ? link : `${link} (${accuracy})`
}

/** GeolocationPositionError codes (PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT). */
const ERROR_CODES: Record<number, LocationProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' }

/** The problem a GeolocationPositionError stands for; anything unknown counts as unavailable. */
export function problemFromError(error: { code?: unknown } | null | undefined): LocationProblem {
  const code = error?.code
  return (typeof code === 'number' && ERROR_CODES[code]) || 'unavailable'
}

/**
 * Whether this browser can be asked at all, before asking: the Geolocation API exists only in
 * a secure context (HTTPS), and some browsers and privacy modes leave it out entirely.
 */
export function locationSupport(environment: {
  isSecureContext?: boolean
  hasGeolocation: boolean
}): LocationProblem | null {
  if (environment.isSecureContext === false) return 'insecure'
  if (!environment.hasGeolocation) return 'unsupported'
  return null
}

/**
 * The on-screen confirmation: 'Location added to your message ({accuracy}).' with the accuracy
 * put in; without an accuracy the placeholder goes, with the brackets around it.
 */
export function addedText(template: string, accuracy: string): string {
  const filled =
    accuracy === ''
      ? template
          .replace(/\s*\(\{accuracy\}\)/g, '')
          .split('{accuracy}')
          .join('')
      : template.split('{accuracy}').join(accuracy)
  return filled.replace(/\s+([.,:;!?])/g, '$1').trim()
}
