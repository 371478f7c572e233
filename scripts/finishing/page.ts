// One page of the static export as postbuild's steps see it: its HTML read once, with parse5
// (the WHATWG parsing algorithm, as browsers run it), and the edits the steps make to it. Each
// step (islands.ts, compact-css.ts, unused-tokens.ts, inline-svg.ts, csp.ts) finds what it needs
// in the one tree and reads or replaces the text of those elements and attributes; no step parses
// the page again or searches its whole text. The page's bytes outside the edits stay as Next
// wrote them (a serializer would rewrite quotes, entities and void tags).
import { type DefaultTreeAdapterTypes, parse } from 'parse5'

type Node = DefaultTreeAdapterTypes.Node
export type Element = DefaultTreeAdapterTypes.Element

type Edit = { start: number; end: number; text: string }

/** Offsets of a part of the source: [start, end). */
export type Range = { start: number; end: number }

class PageEditError extends Error {
  override name = 'PageEditError'
}

export class BuiltPage {
  readonly source: string
  readonly file: string
  readonly document: DefaultTreeAdapterTypes.Document
  /** Every element in document order (a <template>'s content included). */
  readonly elements: Element[]
  /** Non-overlapping edits against the source, sorted by start. */
  private readonly edits: Edit[] = []

  constructor(html: string, file: string) {
    this.source = html
    this.file = file
    this.document = parse(html, { sourceCodeLocationInfo: true })
    this.elements = [...elementsOf(this.document)]
  }

  /** Index of the first edit whose start is at or after `offset`. */
  private firstEditFrom(offset: number): number {
    let low = 0
    let high = this.edits.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((this.edits[middle] as Edit).start < offset) low = middle + 1
      else high = middle
    }
    return low
  }

  private check(start: number, end: number): number {
    const index = this.firstEditFrom(start)
    const before = this.edits[index - 1]
    if (before && before.end > start && before.start < start)
      throw new PageEditError(`${this.file}: an edit at ${start}-${end} cuts an earlier edit`)
    for (let i = index; i < this.edits.length; i++) {
      const edit = this.edits[i] as Edit
      if (edit.start >= end && !(edit.start === end && edit.end === end && start === end)) break
      if (edit.end > end)
        throw new PageEditError(`${this.file}: an edit at ${start}-${end} cuts a later edit`)
    }
    return index
  }

  /** The current text of a part of the source (the edits inside it applied). */
  text({ start, end }: Range): string {
    let index = this.check(start, end)
    let text = ''
    let at = start
    for (; index < this.edits.length; index++) {
      const edit = this.edits[index] as Edit
      if (edit.start > end || (edit.start === end && start !== end)) break
      text += this.source.slice(at, edit.start) + edit.text
      at = edit.end
    }
    return text + this.source.slice(at, end)
  }

  /** Replaces a part of the source (and every edit inside it) with `text`. */
  replace({ start, end }: Range, text: string): void {
    const index = this.check(start, end)
    let count = 0
    while (index + count < this.edits.length) {
      const edit = this.edits[index + count] as Edit
      if (edit.start > end || (edit.start === end && edit.end > end)) break
      if (edit.start === end && start !== end) break
      count += 1
    }
    this.edits.splice(index, count, { start, end, text })
  }

  /** Whether a part of the source has been replaced by nothing (removed element). */
  removed({ start, end }: Range): boolean {
    const edit = this.edits[this.firstEditFrom(start)]
    return edit !== undefined && edit.start === start && edit.end >= end && edit.text === ''
  }

  /** Whether an element is still in the page (no edit has removed it). */
  holds(element: Element): boolean {
    const range = elementRange(element)
    return !range || !this.removed(range)
  }

  /** The page as it is now. */
  html(): string {
    return this.text({ start: 0, end: this.source.length })
  }

  /** Where a source offset lies in the page as it is now, as 1-based line and column. */
  position(offset: number): { line: number; column: number } {
    const before = this.text({ start: 0, end: offset })
    const lineStart = before.lastIndexOf('\n') + 1
    let line = 1
    for (let i = before.indexOf('\n'); i !== -1; i = before.indexOf('\n', i + 1)) line += 1
    return { line, column: before.length - lineStart + 1 }
  }
}

function* elementsOf(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) {
    if (!('tagName' in child)) continue
    yield child
    yield* elementsOf(child)
    // A <template>'s markup lives in its content fragment, not among its children.
    if (child.tagName === 'template') yield* elementsOf((child as { content: Node }).content)
  }
}

/** The source range of a whole element (start tag to end tag). */
function elementRange(element: Element): Range | undefined {
  const location = element.sourceCodeLocation
  return location ? { start: location.startOffset, end: location.endOffset } : undefined
}

/** The source range of an attribute as written (`name="value"`). */
export function attributeRange(element: Element, name: string): Range | undefined {
  const location = element.sourceCodeLocation?.attrs?.[name]
  return location ? { start: location.startOffset, end: location.endOffset } : undefined
}

/** The source range of a raw-text element's text (between its start and end tags). */
export function contentRange(element: Element): Range | undefined {
  const location = element.sourceCodeLocation
  if (!location?.startTag || !location.endTag) return undefined
  return { start: location.startTag.endOffset, end: location.endTag.startOffset }
}
