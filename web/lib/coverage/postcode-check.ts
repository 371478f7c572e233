// "Do you cover my postcode?": what the visitor typed, read with the `postcode` library (a full
// postcode or just the outward code, any case and spacing), matched by district against a small
// table of the towns' postcode districts that the page carries. No request is made.
import { DISTRICT_SPLIT_REGEX, isValid, toDistrict, toNormalised, validOutcode } from 'postcode'
import { townPath } from '../routes'

/** One town as the checker needs it; the page carries ten of these and nothing more. */
export interface CoverageTown {
  name: string
  /** The town page's address (townPath). */
  path: string
  /** Typical response time as staff wrote it, such as "30 minutes in town, 60 on the M4". */
  responseTime: string
  /** Postcode districts (outward codes), such as ['SN1', 'SN2', 'SN25']. */
  districts: string[]
}

/** What the visitor typed, read as a postcode. */
export type PostcodeReading =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  /** `text` is the normalised postcode ('SN14 0AA') or outward code ('SN14'). */
  | { kind: 'postcode' | 'outcode'; text: string; district: string }

export type CoverageAnswer =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'covered'; text: string; town: CoverageTown }
  | { kind: 'outside'; text: string }

// Every kind of white space, as the contact form's own checks count it (lib/contact/validate).
const WHITE_SPACE = /[\s\p{White_Space}]+/gu

/** Longest postcode without spaces ('SW1A2AA'): anything longer is not one, however long. */
const MAX_COMPACT_LENGTH = 7

/**
 * Reads a full postcode ('sn14 0aa', 'SN140AA') or an outward code ('sn14') in any case and
 * spacing. Never throws: anything else is 'invalid', and blank input is 'empty'.
 */
export function readPostcode(input: string): PostcodeReading {
  const compact = input.replace(WHITE_SPACE, '')
  if (compact === '') return { kind: 'empty' }
  if (compact.length > MAX_COMPACT_LENGTH) return { kind: 'invalid' }
  // The library's patterns are ASCII-only; upper-casing comes after them, so a character that
  // upper-cases into ASCII letters ('ß' -> 'SS') can never pass.
  if (isValid(compact)) {
    const text = toNormalised(compact)
    const district = toDistrict(compact)
    if (text !== null && district !== null) return { kind: 'postcode', text, district }
  }
  if (validOutcode(compact)) {
    const text = compact.toUpperCase()
    // The library's own split of a sub-district ('EC1A') into its district ('EC1'), as toDistrict
    // does for a full postcode.
    const district = DISTRICT_SPLIT_REGEX.exec(text)?.[1] ?? text
    return { kind: 'outcode', text, district }
  }
  return { kind: 'invalid' }
}

/** The towns as the checker needs them, from the town cards the home page already has. */
export function coverageTowns(
  towns: readonly {
    name: string | null
    slug: string | null
    responseTime: string | null
    postcodeDistricts: string[] | null
  }[],
): CoverageTown[] {
  return towns.flatMap((town) =>
    town.name && town.slug
      ? [
          {
            name: town.name,
            path: townPath(town.slug),
            responseTime: town.responseTime ?? '',
            districts: town.postcodeDistricts ?? [],
          },
        ]
      : [],
  )
}

/** District -> town. The build refuses a district in two towns; should one slip in, the first town in display order keeps it. */
export function districtIndex(towns: readonly CoverageTown[]): Map<string, CoverageTown> {
  const index = new Map<string, CoverageTown>()
  for (const town of towns) {
    for (const district of town.districts) {
      const key = district.replace(WHITE_SPACE, '').toUpperCase()
      if (!index.has(key)) index.set(key, town)
    }
  }
  return index
}

/** The checker's answer for what the visitor typed. */
export function checkCoverage(
  index: ReadonlyMap<string, CoverageTown>,
  input: string,
): CoverageAnswer {
  const reading = readPostcode(input)
  if (reading.kind === 'empty' || reading.kind === 'invalid') return reading
  const town = index.get(reading.district)
  return town
    ? { kind: 'covered', text: reading.text, town }
    : { kind: 'outside', text: reading.text }
}
