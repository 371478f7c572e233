// The icons inline in a page's HTML, written once each (the page-weight budget of
// tests/build/integrity.test.ts: the home page's HTML at most 25 kB gzip). lucide-react and our
// own icons render a full <svg> per use: the home page carries 141 of them, 26 distinct (30 identical stars, 36 ticks…). postbuild keeps each icon's first
// drawing and turns the others into references to it, without changing what is painted:
//
//  - the first copy of a drawing used more than once keeps its shapes inside a <symbol> (with the
//    svg's viewBox, so one user unit stays one user unit) followed by <use href="#id">; later
//    copies keep their own <svg> element and attributes (size, class, colours, aria-hidden) and
//    hold only <use href="#id">. The paint attributes (fill, stroke…) move from the copies to
//    the symbol when no CSS on the page sets paint: the shapes inherit them from there as they
//    did from the <svg>;
//  - `xmlns` goes: the HTML parser puts an <svg> in the SVG namespace without it;
//  - lucide's marker classes (`lucide lucide-star`) go when no CSS on the page mentions them.
//
// Icons inside an island (a [data-island] element) are left as they are: React hydrates that
// markup and expects it exactly as it rendered it.
import type { DefaultTreeAdapterMap } from 'parse5'
import { BuiltPage, contentRange } from './page.ts'

type Node = DefaultTreeAdapterMap['node']
type ElementNode = DefaultTreeAdapterMap['element']

const svgNamespace = 'http://www.w3.org/2000/svg'
const symbolIdPrefix = 'svg-'

export class InlineSvgError extends Error {
  override name = 'InlineSvgError'
}

function* elements(node: Node, insideIsland = false): Generator<[ElementNode, boolean]> {
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) {
    if (!('tagName' in child)) continue
    const island = insideIsland || child.attrs.some((attribute) => attribute.name === 'data-island')
    yield [child, island]
    yield* elements(child, island)
    if (child.tagName === 'template') yield* elements((child as { content: Node }).content, island)
  }
}

const paintAttributes = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']
const paintAttribute = / (?:fill|stroke|stroke-width|stroke-linecap|stroke-linejoin)="[^"]*"/g
const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The page with repeated inline icons written once (see above); other markup is untouched. */
export function compactSvgs(html: string, page: string): string {
  const built = new BuiltPage(html, page)
  compactPageSvgs(built)
  return built.html()
}

/** compactSvgs on a page postbuild has parsed (scripts/finishing/page.ts). */
export function compactPageSvgs(page: BuiltPage): void {
  const fail = (why: string): never => {
    throw new InlineSvgError(`inline-svg: ${page.file}: ${why}`)
  }
  const document = page.document
  const ids = new Set<string>()
  const svgs: Array<{ element: ElementNode; island: boolean }> = []
  for (const [element, island] of elements(document)) {
    for (const attribute of element.attrs) if (attribute.name === 'id') ids.add(attribute.value)
    // Outermost <svg> elements only: an <svg> nested in another one is part of its drawing.
    if (element.tagName === 'svg' && element.namespaceURI === svgNamespace) {
      const location = element.sourceCodeLocation
      const inside = svgs.some(
        ({ element: outer }) =>
          (outer.sourceCodeLocation?.startOffset ?? 0) < (location?.startOffset ?? 0) &&
          (outer.sourceCodeLocation?.endOffset ?? 0) > (location?.endOffset ?? 0),
      )
      if (!inside) svgs.push({ element, island })
    }
  }
  const css = page.elements
    .filter((element) => element.tagName === 'style')
    .map((element) => {
      const content = contentRange(element)
      return content ? page.text(content) : ''
    })
    .join('')
  const dropLucideClasses = !/lucide/.test(css)
  // With no CSS on the page setting paint, a repeated icon's paint attributes move to its
  // symbol, where its shapes inherit them as they did from the <svg> (CSS that set fill or
  // stroke on the <svg> would have beaten the attributes there, and could not reach them here).
  const movePaint = !/(?:^|[{;])\s*(?:fill|stroke)[\w-]*\s*:/.test(css)

  const drawing = (element: ElementNode) => {
    const location = element.sourceCodeLocation
    if (!location?.startTag || !location.endTag)
      fail(`an <svg> without its own start and end tag at offset ${location?.startOffset}`)
    const startTag = location?.startTag as { startOffset: number; endOffset: number }
    const endTag = location?.endTag as { startOffset: number; endOffset: number }
    const viewBox = element.attrs.find(
      (attribute) => attribute.name.toLowerCase() === 'viewbox',
    )?.value
    const paint = movePaint
      ? element.attrs
          .filter((attribute) => paintAttributes.includes(attribute.name))
          .map((attribute) => ` ${attribute.name}="${escapeAttribute(attribute.value)}"`)
          .join('')
      : ''
    return {
      startTag,
      endTag,
      viewBox,
      paint,
      shapes: page.text({ start: startTag.endOffset, end: endTag.startOffset }),
    }
  }
  const counts = new Map<string, number>()
  const keyOf = (d: ReturnType<typeof drawing>) => `${d.viewBox ?? ''}\n${d.paint}\n${d.shapes}`
  for (const { element, island } of svgs) {
    if (island) continue
    const key = keyOf(drawing(element))
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }

  const symbols = new Map<string, string>()
  for (const { element, island } of svgs) {
    if (island) continue
    const d = drawing(element)
    let startTag = page.text({ start: d.startTag.startOffset, end: d.startTag.endOffset })
    startTag = startTag.replace(/ xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '')
    if (dropLucideClasses)
      startTag = startTag.replace(/ class="([^"]*)"/, (_, list: string) => {
        const kept = list
          .split(' ')
          .filter((name) => name !== 'lucide' && !name.startsWith('lucide-'))
        return kept.length > 0 ? ` class="${kept.join(' ')}"` : ''
      })
    const key = keyOf(d)
    let shapes = d.shapes
    if ((counts.get(key) ?? 0) > 1 && d.shapes.trim() !== '') {
      if (d.paint) startTag = startTag.replace(paintAttribute, '')
      let id = symbols.get(key)
      if (id === undefined) {
        id = `${symbolIdPrefix}${symbols.size}`
        if (ids.has(id))
          fail(`the id "${id}" is taken; icon symbols are named ${symbolIdPrefix}<n>`)
        symbols.set(key, id)
        const viewBox = d.viewBox === undefined ? '' : ` viewBox="${d.viewBox}"`
        shapes = `<symbol id="${id}"${viewBox}${d.paint}>${d.shapes}</symbol><use href="#${id}"></use>`
      } else {
        shapes = `<use href="#${id}"></use>`
      }
    }
    page.replace({ start: d.startTag.startOffset, end: d.endTag.startOffset }, startTag + shapes)
  }
}
