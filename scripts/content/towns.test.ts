// The ten town pages: shape per the content model, and copy that is genuinely local. Near-identical
// town pages are treated by search engines as doorway pages, so the overlap between any two towns'
// main copy (word 5-shingles, Jaccard similarity) must stay below 0.10.
import { describe, expect, it } from 'vitest'
import { starterRank } from './build.ts'
import { arrayProblems, strings } from './document-walk.ts'
import { townDocuments } from './towns.ts'

const townNames = [
  'Swindon',
  'Bath',
  'Bristol',
  'Oxford',
  'Gloucester',
  'Chippenham',
  'Cheltenham',
  'Marlborough',
  'Newbury',
  'Newport',
]

const SHINGLE_SIZE = 5
const MAX_SIMILARITY = 0.1

type Town = (typeof townDocuments)[number]
type Block = { children: { text: string }[] }

/** The plain text of a Portable Text body, one line per block. */
function blockText(blocks: Block[]): string {
  return blocks.map((block) => block.children.map((child) => child.text).join('')).join('\n')
}

/** The copy a reader sees as the page's own: everything but headings, lists and SEO. */
function mainCopy(town: Town): string {
  return [
    town.heroIntro,
    blockText(town.localIntro),
    town.responseNote,
    town.areasIntro,
    ...town.whyChoose.map((point) => point.text),
    town.closingText,
  ].join('\n')
}

const townNamePattern = new RegExp(`\\b(${townNames.join('|')})\\b`, 'gi')

/**
 * Lowercased words with punctuation stripped and every town name replaced by one token, so two
 * pages that differ only in the town's name come out identical.
 */
function words(text: string): string[] {
  return text
    .replace(townNamePattern, ' townname ')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
}

function shingles(text: string, size = SHINGLE_SIZE): Set<string> {
  const list = words(text)
  const result = new Set<string>()
  for (let index = 0; index + size <= list.length; index += 1) {
    result.add(list.slice(index, index + size).join(' '))
  }
  return result
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0
  for (const shingle of a) if (b.has(shingle)) shared += 1
  const union = a.size + b.size - shared
  return union === 0 ? 0 : shared / union
}

describe('town documents', () => {
  it('lists the ten towns in order with their ids, slugs and drag-and-drop ranks', () => {
    expect(townDocuments.map((town) => town.name)).toEqual(townNames)
    townDocuments.forEach((town, index) => {
      const expectedSlug = town.name.toLowerCase()
      expect(town._type).toBe('town')
      expect(town._id).toBe(`town.${expectedSlug}`)
      expect(town.slug).toEqual({ _type: 'slug', current: expectedSlug })
      expect(town.slug.current).toMatch(/^[a-z]+$/)
      expect(town.orderRank).toBe(starterRank(index + 1))
    })
    // GROQ's order(orderRank) compares the ranks as strings: that must be the list's order.
    const ranks = townDocuments.map((town) => town.orderRank)
    expect([...ranks].sort()).toEqual(ranks)
    expect(new Set(ranks).size).toBe(ranks.length)
  })

  it('fills every text field the town page shows', () => {
    for (const town of townDocuments) {
      for (const field of [
        'county',
        'cardDescription',
        'heroHeading',
        'heroIntro',
        'responseNote',
        'areasIntro',
        'closingHeading',
        'closingText',
      ] as const) {
        expect(town[field].trim().length, `${town._id}.${field}`).toBeGreaterThan(0)
      }
      expect(town.areasHeading).toBe('Areas We Cover')
      expect(town.heroHeading).toContain(town.name)
    }
  })

  it('gives each town a local introduction of 2-3 paragraphs', () => {
    for (const town of townDocuments) {
      expect(town.localIntro.length, town._id).toBeGreaterThanOrEqual(2)
      expect(town.localIntro.length, town._id).toBeLessThanOrEqual(3)
      for (const block of town.localIntro) {
        expect(block._type).toBe('block')
        expect(block.style).toBe('normal')
      }
    }
  })

  it('states the response times by area: 30, 45 and up to 60 minutes', () => {
    for (const town of townDocuments) {
      expect(town.responseNote, town._id).toMatch(/\b30 minutes\b/)
      expect(town.responseNote, town._id).toMatch(/\b45 minutes\b/)
      expect(town.responseNote, town._id).toMatch(/\bup to 60 minutes\b/)
    }
  })

  it('lists exactly 8 unique neighbourhoods per town', () => {
    for (const town of townDocuments) {
      expect(town.neighbourhoods, town._id).toHaveLength(8)
      expect(new Set(town.neighbourhoods).size, town._id).toBe(8)
      for (const place of town.neighbourhoods) expect(typeof place).toBe('string')
    }
  })

  it('gives 4 why-choose points to every town except Newport, which has none', () => {
    for (const town of townDocuments) {
      if (town.slug.current === 'newport') {
        expect(town.whyChoose).toEqual([])
        expect('whyChooseHeading' in town).toBe(false)
      } else {
        expect(town.whyChoose, town._id).toHaveLength(4)
        expect(town.whyChooseHeading, town._id).toContain(town.name)
        for (const point of town.whyChoose) {
          expect(point._type).toBe('whyChoosePoint')
          expect(point.title.length).toBeGreaterThan(0)
          expect(point.text.length).toBeGreaterThan(0)
        }
      }
    }
  })

  it('keeps SEO titles within 60 characters, descriptions within 70-160, all unique', () => {
    for (const town of townDocuments) {
      expect(town.seo._type).toBe('seo')
      expect(town.seo.title.length, town._id).toBeLessThanOrEqual(60)
      expect(town.seo.description.length, town._id).toBeGreaterThanOrEqual(70)
      expect(town.seo.description.length, town._id).toBeLessThanOrEqual(160)
      expect(town.seo.title, town._id).toContain(town.name)
    }
    const titles = townDocuments.map((town) => town.seo.title)
    const descriptions = townDocuments.map((town) => town.seo.description)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it('keys and types every object inside an array, with keys unique per array', () => {
    const problems = townDocuments.flatMap((town) => arrayProblems(town, town._id))
    expect(problems).toEqual([])
  })

  it("mentions at least one real road in every town's copy", () => {
    for (const town of townDocuments) {
      expect(mainCopy(town), town._id).toMatch(/\b(M\d+|A\d+)\b/)
    }
  })

  it('contains no unfinished copy', () => {
    const bad = townDocuments
      .flatMap((town) => strings(town, town._id))
      .filter(({ text }) => /lorem|placeholder|todo/i.test(text))
    expect(bad).toEqual([])
  })
})

describe('town copy is unique to each town', () => {
  const sets = townDocuments.map((town) => ({ id: town._id, shingles: shingles(mainCopy(town)) }))

  it('replaces town names and strips punctuation before comparing', () => {
    expect(words("Swindon's M4, near Bath!")).toEqual(['townname', 's', 'm4', 'near', 'townname'])
    const a = shingles('We cover Swindon and its villages day and night.')
    const b = shingles('We cover Bath and its villages day and night.')
    expect(jaccard(a, b)).toBe(1)
    expect(jaccard(a, shingles('Something else entirely, written for another place.'))).toBe(0)
  })

  it('has enough copy per town for the comparison to mean something', () => {
    for (const { id, shingles: set } of sets) expect(set.size, id).toBeGreaterThan(200)
  })

  it(`keeps the 5-shingle Jaccard similarity of every pair below ${MAX_SIMILARITY}`, () => {
    const tooSimilar: string[] = []
    for (let i = 0; i < sets.length; i += 1) {
      for (let j = i + 1; j < sets.length; j += 1) {
        const a = sets[i]
        const b = sets[j]
        if (!a || !b) continue
        const similarity = jaccard(a.shingles, b.shingles)
        if (similarity >= MAX_SIMILARITY) {
          tooSimilar.push(`${a.id} ~ ${b.id}: ${similarity.toFixed(3)}`)
        }
      }
    }
    expect(tooSimilar).toEqual([])
  })
})
