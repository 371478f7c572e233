// Small builders for the starter content: stable _keys, references and Portable Text,
// so the content files read like copy rather than JSON plumbing.
import { orderRanks } from './order-rank.ts'

/** A key that stays the same between runs, so re-seeding never churns array items. */
export function keyOf(...parts: (string | number)[]): string {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
}

export type Reference = { _type: 'reference'; _ref: string; _key?: string }

export function ref(id: string, key?: string): Reference {
  return key ? { _type: 'reference', _ref: id, _key: key } : { _type: 'reference', _ref: id }
}

/** References for an array field: each carries a _key as Sanity requires. */
export function refs(ids: string[]): Reference[] {
  return ids.map((id) => ref(id, keyOf(id)))
}

/**
 * The drag-and-drop position (`orderRank`) of the document at `position` (1 for first) in a
 * Studio list ordered by @sanity/orderable-document-list: the rank its "Reset order" gives.
 */
export function starterRank(position: number): string {
  return orderRanks(position)[position - 1] as string
}

/** Plain strings for an array-of-strings field (Sanity stores them without keys). */
export function slug(current: string) {
  return { _type: 'slug' as const, current }
}

type Span = { _type: 'span'; _key: string; text: string; marks: string[] }
export type Block = {
  _type: 'block'
  _key: string
  style: 'normal' | 'h2' | 'h3'
  children: Span[]
  markDefs: { _type: 'link'; _key: string; href: string }[]
  listItem?: 'bullet' | 'number'
  level?: number
}

let blockCounter = 0
function nextKey(prefix: string): string {
  blockCounter += 1
  return `${prefix}${blockCounter.toString(36)}`
}

/**
 * Portable Text from a tiny markup: one string per block.
 * '## Heading' -> h2, '### Heading' -> h3, '- item' -> bullet, '1. item' -> numbered,
 * '**bold**' -> strong, '[text](/href)' -> link. Keys derive from a namespace so output is stable.
 */
export function portableText(namespace: string, lines: string[]): Block[] {
  blockCounter = 0
  return lines.map((line, index) => {
    const key = keyOf(namespace, index)
    let style: Block['style'] = 'normal'
    let listItem: Block['listItem']
    let text = line
    if (text.startsWith('### ')) {
      style = 'h3'
      text = text.slice(4)
    } else if (text.startsWith('## ')) {
      style = 'h2'
      text = text.slice(3)
    } else if (text.startsWith('- ')) {
      listItem = 'bullet'
      text = text.slice(2)
    } else if (/^\d+\. /.test(text)) {
      listItem = 'number'
      text = text.replace(/^\d+\. /, '')
    }
    const markDefs: Block['markDefs'] = []
    const children: Span[] = []
    const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g
    let last = 0
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0
      if (at > last) children.push(span(key, text.slice(last, at), []))
      if (match[1] !== undefined) {
        children.push(span(key, match[1], ['strong']))
      } else if (match[2] !== undefined && match[3] !== undefined) {
        const markKey = nextKey('l')
        markDefs.push({ _type: 'link', _key: markKey, href: match[3] })
        children.push(span(key, match[2], [markKey]))
      }
      last = at + match[0].length
    }
    if (last < text.length) children.push(span(key, text.slice(last), []))
    const block: Block = { _type: 'block', _key: key, style, children, markDefs }
    if (listItem) {
      block.listItem = listItem
      block.level = 1
    }
    return block
  })

  function span(blockKey: string, value: string, marks: string[]): Span {
    return { _type: 'span', _key: nextKey(`${blockKey}-s`), text: value, marks }
  }
}
