// Each town page must read as its own page, not a template with the name swapped: the word
// 5-shingle Jaccard similarity of the <main> text of every pair of built town pages stays at or
// below the threshold (docs/content-rules.md, "Findability", explains the number). Reads web/out; never builds.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/env.ts'
import { townPath } from '../../web/lib/routes.ts'
import { snapshotDocuments } from '../support/site-routes.ts'
import {
  jaccard,
  mainText,
  normalisedWords,
  shingles,
  TOWN_TOKEN,
  textSimilarity,
} from '../support/town-similarity.ts'

const MAX_TOWN_SIMILARITY = 0.35

const outDir = join(repoRoot, 'web', 'out')

type Town = { slug: string; name: string; text: string }

function builtTowns(): Town[] {
  return snapshotDocuments()
    .filter((doc) => doc._type === 'town' && doc.slug?.current)
    .sort((a, b) => (String(a.orderRank) < String(b.orderRank) ? -1 : 1))
    .map((doc) => {
      const slug = doc.slug?.current as string
      const file = join(outDir, townPath(slug), 'index.html')
      if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`)
      return { slug, name: String(doc.name), text: mainText(readFileSync(file, 'utf8')) }
    })
}

describe('town pages on the built site', () => {
  const towns = builtTowns()
  const names = towns.map((town) => town.name)

  it('has all ten towns, each with substantial main text', () => {
    expect(towns).toHaveLength(10)
    for (const town of towns) {
      expect(normalisedWords(town.text, names).length, town.slug).toBeGreaterThan(250)
    }
  })

  it(`keeps every pair at or below ${MAX_TOWN_SIMILARITY} (word 5-shingle Jaccard)`, () => {
    const pairs: { pair: string; similarity: number }[] = []
    for (const [index, a] of towns.entries()) {
      for (const b of towns.slice(index + 1)) {
        pairs.push({
          pair: `${a.slug}/${b.slug}`,
          similarity: textSimilarity(a.text, b.text, names),
        })
      }
    }
    pairs.sort((a, b) => b.similarity - a.similarity)
    const top = pairs.slice(0, 3).map((p) => `${p.pair} ${p.similarity.toFixed(3)}`)
    console.log(`town similarity: ${pairs.length} pairs, highest ${top.join(', ')}`)
    expect(pairs).toHaveLength(45)
    const tooSimilar = pairs.filter((p) => p.similarity > MAX_TOWN_SIMILARITY)
    expect(tooSimilar, 'town pages that read like copies of each other').toEqual([])
  })

  it('would catch a town page copied from another with only the name swapped', () => {
    const [first, second] = towns as [Town, Town]
    const copy = first.text.replaceAll(first.name, second.name)
    const similarity = textSimilarity(first.text, copy, names)
    console.log(`${first.slug} copied as ${second.slug}: similarity ${similarity.toFixed(3)}`)
    expect(similarity).toBeGreaterThan(0.95)
  })
})

describe('shingle similarity', () => {
  it('treats every town name as the same word, in any case', () => {
    expect(normalisedWords('Tyres in BATH, then Swindon’s ring road', ['Bath', 'Swindon'])).toEqual(
      ['tyres', 'in', TOWN_TOKEN, 'then', TOWN_TOKEN, 's', 'ring', 'road'],
    )
  })

  it('is 1 for identical texts and 0 for texts sharing no five-word run', () => {
    const words = 'one two three four five six seven'.split(' ')
    expect(jaccard(shingles(words), shingles(words))).toBe(1)
    expect(jaccard(shingles(words), shingles('a b c d e f'.split(' ')))).toBe(0)
    expect(shingles(words).size).toBe(3)
  })
})
