// "Do you cover my postcode?": what the visitor typed, read with the `postcode` library (a full
// postcode or just the outward code, any case and spacing), matched by district against a table
// of the towns' postcode districts. While the table is small the page carries it and no request
// is made; with many towns it is a static file (postcodeTablePath) the check fetches on first use.
import { DISTRICT_SPLIT_REGEX, isValid, toDistrict, toNormalised, validOutcode } from 'postcode'
import { townPath } from '../routes'

/** One town as the checker needs it. */
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

/**
 * The table as a file: each response time once (towns share a handful) and each town as
 * [name, slug, response time index, districts separated by spaces], about 50 bytes a town.
 */
export type PostcodeTableFile = {
  responseTimes: string[]
  towns: [name: string, slug: string, responseTime: number, districts: string][]
}

/** Largest table (as JSON, in bytes) the home page carries itself; beyond it, a file. */
export const INLINE_TABLE_LIMIT = 4096

export function postcodeTableFile(towns: Parameters<typeof coverageTowns>[0]): PostcodeTableFile {
  const responseTimes: string[] = []
  const rows = towns.flatMap((town): PostcodeTableFile['towns'] => {
    if (!town.name || !town.slug) return []
    const responseTime = town.responseTime ?? ''
    let index = responseTimes.indexOf(responseTime)
    if (index < 0) index = responseTimes.push(responseTime) - 1
    return [[town.name, town.slug, index, (town.postcodeDistricts ?? []).join(' ')]]
  })
  return { responseTimes, towns: rows }
}

/** The towns of a table file, as the checker reads them; throws on anything else. */
export function townsOfTableFile(file: unknown): CoverageTown[] {
  const table = file as Partial<PostcodeTableFile> | null
  if (!table || !Array.isArray(table.towns) || !Array.isArray(table.responseTimes)) {
    throw new Error('Not a postcode table')
  }
  const responseTimes = table.responseTimes
  return table.towns.map(([name, slug, responseTime, districts]) => ({
    name,
    path: townPath(slug),
    responseTime: responseTimes[responseTime] ?? '',
    districts: districts.split(' ').filter(Boolean),
  }))
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
