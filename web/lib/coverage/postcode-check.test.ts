import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anyText, trickyPiece } from '../contact/test-arbitraries'
import {
  type CoverageTown,
  checkCoverage,
  coverageTowns,
  districtIndex,
  INLINE_TABLE_LIMIT,
  postcodeTableFile,
  readPostcode,
  townsOfTableFile,
} from './postcode-check'

const towns: CoverageTown[] = [
  {
    name: 'Swindon',
    path: '/areas-covered/mobile-tyre-fitting-swindon/',
    responseTime: '30 minutes',
    districts: ['SN1', 'SN2', 'SN25'],
  },
  {
    name: 'Chippenham',
    path: '/areas-covered/mobile-tyre-fitting-chippenham/',
    responseTime: '45 minutes',
    districts: ['SN14', 'SN15'],
  },
]
const index = districtIndex(towns)

/** Characters postcodes are made of, with spaces, so that runs often form real postcodes. */
const postcodeish = fc.string({
  unit: fc.constantFrom(...'ABCDEGHJKLMNPRSTUWYZabcsn0123456789 '.split(''), '\u00a0', '\t'),
  maxLength: 10,
})

describe('readPostcode', () => {
  it.each([
    ['SN2 1AB', 'postcode', 'SN2 1AB', 'SN2'],
    ['sn2 1ab', 'postcode', 'SN2 1AB', 'SN2'],
    ['  sN21aB ', 'postcode', 'SN2 1AB', 'SN2'],
    ['SN14 0AA', 'postcode', 'SN14 0AA', 'SN14'],
    ['sn140aa', 'postcode', 'SN14 0AA', 'SN14'],
    ['s n 1 4 0 a a', 'postcode', 'SN14 0AA', 'SN14'],
    ['SN14\u00a00AA', 'postcode', 'SN14 0AA', 'SN14'],
    ['EC1A 1BB', 'postcode', 'EC1A 1BB', 'EC1'],
    ['M1 1AE', 'postcode', 'M1 1AE', 'M1'],
    ['SN2', 'outcode', 'SN2', 'SN2'],
    ['sn25', 'outcode', 'SN25', 'SN25'],
    [' np20 ', 'outcode', 'NP20', 'NP20'],
    ['ec1a', 'outcode', 'EC1A', 'EC1'],
    ['W1', 'outcode', 'W1', 'W1'],
  ] as const)('reads %j as a %s, %j in district %j', (input, kind, text, district) => {
    expect(readPostcode(input)).toEqual({ kind, text, district })
  })

  it.each([
    'M4 J15 eastbound',
    'Swindon',
    'SN',
    'SN1 2A',
    'SN140',
    '12345',
    'SN1 2AB 3CD',
    'ßN1',
    'ß1',
    'SN１',
    '😀',
    '<script>',
  ])('does not take %j for a postcode', (input) => {
    expect(readPostcode(input)).toEqual({ kind: 'invalid' })
  })

  it.each(['', '   ', '\n\t', '\u00a0\u3000'])('reads %j as empty', (input) => {
    expect(readPostcode(input)).toEqual({ kind: 'empty' })
  })

  it('gives only well-formed readings, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, postcodeish, fc.string({ unit: trickyPiece })), (input) => {
        const reading = readPostcode(input)
        if (reading.kind === 'postcode') {
          expect(reading.text).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/)
          expect(reading.text.startsWith(reading.district)).toBe(true)
        }
        if (reading.kind === 'outcode') {
          expect(reading.text).toMatch(/^[A-Z]{1,2}\d[A-Z\d]?$/)
          expect(reading.text.startsWith(reading.district)).toBe(true)
        }
        if (reading.kind !== 'empty' && reading.kind !== 'invalid') {
          expect(reading.district).toMatch(/^[A-Z]{1,2}\d{1,2}$|^[A-Z]{1,2}\d$/)
        }
      }),
      { numRuns: 1_000 },
    )
  })

  it('reads a postcode the same whatever its case and spacing', () => {
    fc.assert(
      fc.property(
        postcodeish,
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (input, flips) => {
          const respaced = [...input.replace(/\s/g, '')]
            .map((character, position) =>
              flips[position] ? ` ${character.toLowerCase()}` : character.toUpperCase(),
            )
            .join('')
          expect(readPostcode(respaced)).toEqual(readPostcode(input))
        },
      ),
    )
  })
})

describe('checkCoverage', () => {
  it('matches by district, not by area', () => {
    expect(checkCoverage(index, 'SN14 0AA')).toEqual({
      kind: 'covered',
      text: 'SN14 0AA',
      town: towns[1],
    })
    expect(checkCoverage(index, 'sn2 1ab')).toMatchObject({ kind: 'covered', town: towns[0] })
    expect(checkCoverage(index, 'SN25')).toMatchObject({ kind: 'covered', text: 'SN25' })
    expect(checkCoverage(index, 'SN8 1AA')).toEqual({ kind: 'outside', text: 'SN8 1AA' })
  })

  it('says outside for a real postcode of another area, and passes on empty and nonsense', () => {
    expect(checkCoverage(index, 'M1 1AE')).toEqual({ kind: 'outside', text: 'M1 1AE' })
    expect(checkCoverage(index, '')).toEqual({ kind: 'empty' })
    expect(checkCoverage(index, 'not a postcode')).toEqual({ kind: 'invalid' })
  })

  it('never throws on 10,000 random strings and names a town only for its own districts', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, postcodeish), (input) => {
        const answer = checkCoverage(index, input)
        if (answer.kind === 'covered') {
          const reading = readPostcode(input)
          expect(reading.kind === 'postcode' || reading.kind === 'outcode').toBe(true)
          if (reading.kind === 'postcode' || reading.kind === 'outcode') {
            expect(answer.town.districts).toContain(reading.district)
          }
        }
      }),
      { numRuns: 10_000 },
    )
  })

  it('keeps a district for the first town that lists it', () => {
    const clash = districtIndex([
      ...towns,
      { ...towns[0], name: 'Other', districts: ['SN14'] },
    ] as CoverageTown[])
    expect(clash.get('SN14')?.name).toBe('Chippenham')
  })
})

describe('the postcode table file', () => {
  const content = [
    {
      name: 'Swindon',
      slug: 'swindon',
      responseTime: '30 minutes',
      postcodeDistricts: ['SN1', 'SN2'],
    },
    { name: 'Bath', slug: 'bath', responseTime: '45 minutes', postcodeDistricts: ['BA1'] },
    { name: 'Frome', slug: 'frome', responseTime: '30 minutes', postcodeDistricts: [] },
    { name: null, slug: 'unnamed', responseTime: null, postcodeDistricts: ['XX1'] },
  ]

  it('reads back as the towns the page would carry', () => {
    const file = JSON.parse(JSON.stringify(postcodeTableFile(content)))
    expect(townsOfTableFile(file)).toEqual(coverageTowns(content))
  })

  it('writes each response time once', () => {
    expect(postcodeTableFile(content).responseTimes).toEqual(['30 minutes', '45 minutes'])
  })

  it('refuses what is not a table', () => {
    for (const bad of [null, {}, { towns: [] }, '<!doctype html>']) {
      expect(() => townsOfTableFile(bad)).toThrow('Not a postcode table')
    }
  })
})

describe('the starter towns in the fixture', () => {
  type Town = {
    _type: string
    name: string
    slug: { current: string }
    responseTime: string
    postcodeDistricts: string[]
  }
  const fixture = readFileSync(
    new URL('../../../tests/fixtures/dataset.ndjson', import.meta.url),
    'utf8',
  )
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Town)
    .filter((document) => document._type === 'town')
  const table = coverageTowns(fixture.map((town) => ({ ...town, slug: town.slug.current })))
  const fixtureIndex = districtIndex(table)

  it('is small enough for the home page to carry it (no request)', () => {
    const content = fixture.map((town) => ({ ...town, slug: town.slug.current }))
    expect(JSON.stringify(postcodeTableFile(content)).length).toBeLessThan(INLINE_TABLE_LIMIT)
  })

  it('has ten towns, each with districts and a response time', () => {
    expect(table).toHaveLength(10)
    for (const town of table) {
      expect(town.districts.length, town.name).toBeGreaterThan(0)
      expect(town.responseTime, town.name).not.toBe('')
    }
  })

  it('matches every district to exactly one town, as an outward code and inside a postcode', () => {
    for (const town of table) {
      for (const district of town.districts) {
        expect(
          table.filter((other) => other.districts.includes(district)),
          district,
        ).toHaveLength(1)
        expect(checkCoverage(fixtureIndex, district.toLowerCase())).toMatchObject({ town })
        expect(checkCoverage(fixtureIndex, `${district} 9ZZ`)).toMatchObject({ town })
      }
    }
  })

  it('gives Chippenham SN14 and SN15 and Marlborough SN8, and most of SN to Swindon', () => {
    expect(checkCoverage(fixtureIndex, 'SN14 0AA')).toMatchObject({ town: { name: 'Chippenham' } })
    expect(checkCoverage(fixtureIndex, 'SN15')).toMatchObject({ town: { name: 'Chippenham' } })
    expect(checkCoverage(fixtureIndex, 'SN8 1AA')).toMatchObject({ town: { name: 'Marlborough' } })
    for (const district of ['SN1', 'SN2', 'SN3', 'SN4', 'SN5', 'SN6', 'SN25', 'SN26']) {
      expect(checkCoverage(fixtureIndex, district)).toMatchObject({ town: { name: 'Swindon' } })
    }
  })
})
