// A many-town dataset for measuring and testing the site at scale: the fixture with its ten towns
// copied under new names, slugs and one new postcode district each, until there are `totalTowns`.
// `npm run bench` builds it beside the fixture, and the build-level tests share one cached build
// of it (tests/support/scale-site.ts), so both measure the same kind of site.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { orderRanks } from '../content/index.ts'
import { defaultFixturePath } from '../lib/env.ts'
import { parseNdjson, type SanityDocument, toNdjson } from '../lib/ndjson.ts'

// Well-formed outward codes in areas none of the ten starter towns uses (99 districts an area).
const SCALE_AREAS =
  'AB AL BB BD BH BL BN CA CB CF CH CM CO CT CV CW DA DD DE DG DH DL DN DT DY'.split(' ')

/** The most towns the generator can make: one unused postcode district each. */
export const MAX_SCALE_TOWNS = SCALE_AREAS.length * 99

/** The size the bench and the build-level tests measure. */
export const SCALE_TOWNS = 1000

function scaleDistrict(index: number): string {
  return `${SCALE_AREAS[Math.floor(index / 99)]}${(index % 99) + 1}`
}

/**
 * `documents` (the fixture's, by default) plus generated towns up to `totalTowns`: copies of the
 * real towns, in turn, named "<Town> <n>", with slug "<slug>-<n>" and their own district, listed
 * after them in the Studio's order. Each copy keeps its original's county, so every county
 * grows alike.
 */
export function scaledDocuments(
  totalTowns: number,
  documents: SanityDocument[] = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture'),
): { documents: SanityDocument[]; extraTowns: number } {
  if (!Number.isInteger(totalTowns) || totalTowns > MAX_SCALE_TOWNS) {
    throw new Error(
      `A scaled dataset can have at most ${MAX_SCALE_TOWNS} towns (one postcode district each), not ${totalTowns}.`,
    )
  }
  const towns = documents.filter((document) => document._type === 'town')
  if (towns.length === 0) throw new Error('The dataset has no town to copy.')
  // The starter towns hold the first ranks "Reset order" gives; the copies take the next ones.
  const ranks = orderRanks(totalTowns)
  const generated: SanityDocument[] = []
  for (let index = towns.length; index < totalTowns; index += 1) {
    const base = towns[index % towns.length] as SanityDocument
    const slug = `${(base.slug as { current: string }).current}-${index}`
    generated.push({
      ...structuredClone(base),
      _id: `town.${slug}`,
      name: `${String(base.name)} ${index}`,
      slug: { _type: 'slug', current: slug },
      orderRank: ranks[index],
      // A district belongs to one town (a Studio rule the pull runs): each copy gets its own.
      postcodeDistricts: [scaleDistrict(index)],
    })
  }
  return { documents: [...documents, ...generated], extraTowns: generated.length }
}

/**
 * Writes the scaled dataset as NDJSON to `file` (a CONTENT_FIXTURE for a build), with the
 * fixture's picture files beside it (a link to tests/fixtures/assets), where the pull looks.
 */
export function writeScaledFixture(
  file: string,
  totalTowns: number,
  edit: (documents: SanityDocument[]) => SanityDocument[] = (documents) => documents,
): { documents: SanityDocument[]; extraTowns: number } {
  const generated = scaledDocuments(totalTowns)
  const scaled = { ...generated, documents: edit(generated.documents) }
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, toNdjson(scaled.documents))
  const assets = join(dirname(file), 'assets')
  if (!existsSync(assets)) symlinkSync(join(dirname(defaultFixturePath), 'assets'), assets, 'dir')
  return scaled
}
