// Near-duplicate detection for town pages: Jaccard similarity of word 5-shingles of the text of
// each page's <main> (header and footer left out), lowercased, with every town name replaced by
// one token so that swapping the name alone does not make a copy look unique.
import { type DefaultTreeAdapterTypes, parse } from 'parse5'

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element

const SHINGLE_SIZE = 5
export const TOWN_TOKEN = 'townname'
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg'])

function findMain(node: Node): Element | undefined {
  if ('tagName' in node && node.tagName === 'main') return node as Element
  if ('childNodes' in node) {
    for (const child of node.childNodes) {
      const found = findMain(child)
      if (found) return found
    }
  }
  return undefined
}

function collectText(node: Node, parts: string[]): void {
  if (node.nodeName === '#text') {
    parts.push((node as DefaultTreeAdapterTypes.TextNode).value)
    return
  }
  if ('tagName' in node && SKIPPED.has(node.tagName)) return
  if ('childNodes' in node) {
    // Block boundaries separate words: a space between every element's text.
    for (const child of node.childNodes) {
      collectText(child, parts)
      parts.push(' ')
    }
  }
}

/** The text of the page's <main> element (throws when the page has none). */
export function mainText(html: string): string {
  const main = findMain(parse(html))
  if (!main) throw new Error('the page has no <main> element')
  const parts: string[] = []
  collectText(main, parts)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Lowercased words, with each town name (whole words, any case) as one TOWN_TOKEN. */
export function normalisedWords(text: string, townNames: readonly string[]): string[] {
  let lowered = text.toLowerCase().replace(/[’‘]/g, "'")
  const names = [...townNames].sort((a, b) => b.length - a.length)
  for (const name of names) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(name.toLowerCase())}(?![\\p{L}\\p{N}])`,
      'gu',
    )
    lowered = lowered.replace(pattern, ` ${TOWN_TOKEN} `)
  }
  return lowered.match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []
}

/** The set of runs of `size` consecutive words. */
export function shingles(words: readonly string[], size = SHINGLE_SIZE): Set<string> {
  const set = new Set<string>()
  for (let index = 0; index + size <= words.length; index += 1) {
    set.add(words.slice(index, index + size).join(' '))
  }
  return set
}

/** |A ∩ B| / |A ∪ B|; 0 for two empty sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0
  for (const item of a) if (b.has(item)) shared += 1
  const union = a.size + b.size - shared
  return union === 0 ? 0 : shared / union
}

export function textSimilarity(a: string, b: string, townNames: readonly string[]): number {
  return jaccard(shingles(normalisedWords(a, townNames)), shingles(normalisedWords(b, townNames)))
}
