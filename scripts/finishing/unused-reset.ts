// Chakra's reset (the site-wide sheet's `@layer reset`) styles every element HTML has, and every
// page carries it whole: on a legal page a third of it (about 1.4 kB) is for elements the page
// has none of (hr, iframe, table, sub and sup, dialog, abbr, code, a search or number input...).
// This drops, per page, the selectors of the reset whose element the page does not hold, and a
// rule left with none. Only elements that the site writes in its server HTML, if at all, are
// dropped: the islands render none of them in the browser (web/components' 'use client' files:
// forms with text inputs, buttons, details, links and lists), so a page's HTML says whether they
// are there. A rule that is not a plain list of selectors is kept as it is.

/**
 * The reset's subjects a page may lack, each with how its HTML shows it: an element by its start
 * tag, a kind of input by its type.
 */
const droppable: { subject: RegExp; inPage: (html: string) => boolean }[] = [
  ...[
    'hr',
    'iframe',
    'embed',
    'object',
    'video',
    'canvas',
    'audio',
    'code',
    'kbd',
    'pre',
    'samp',
    'table',
    'small',
    'sub',
    'sup',
    'dialog',
    'abbr',
    'optgroup',
    'b',
    'strong',
    'i',
    'em',
  ].map((tag) => ({
    subject: new RegExp(`^${tag}(?![\\w-])`),
    inPage: (html: string) => new RegExp(`<${tag}[\\s/>]`).test(html),
  })),
  ...['search', 'number'].map((type) => ({
    subject: new RegExp(`^input\\[type=["']?${type}["']?\\]`),
    inPage: (html: string) => html.includes(`type="${type}"`),
  })),
]

/** Splits a selector list at its top-level commas. */
function selectorsOf(list: string): string[] {
  const selectors: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < list.length; index++) {
    const char = list[index]
    if (char === '(' || char === '[') depth += 1
    else if (char === ')' || char === ']') depth -= 1
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, index))
      start = index + 1
    }
  }
  selectors.push(list.slice(start))
  return selectors
}

/** The reset layer of `sheet` without the selectors (and rules) for what `html` does not hold. */
export function sheetWithoutUnusedReset(sheet: string, html: string): string {
  const open = '@layer reset{'
  const start = sheet.indexOf(open)
  if (start < 0) return sheet
  const absent = droppable.filter((entry) => !entry.inPage(html))
  if (absent.length === 0) return sheet
  let out = ''
  let at = start + open.length
  while (at < sheet.length && sheet[at] !== '}') {
    const brace = sheet.indexOf('{', at)
    const close = sheet.indexOf('}', brace)
    const list = sheet.slice(at, brace)
    // Only plain rules: an at-rule or a nested block is kept, and the rest of the layer with it.
    if (brace < 0 || close < 0 || list.includes('@') || sheet.slice(brace + 1, close).includes('{'))
      return sheet.slice(0, start + open.length) + out + sheet.slice(at)
    const kept = selectorsOf(list).filter(
      (selector) => !absent.some((entry) => entry.subject.test(selector.trim())),
    )
    if (kept.length > 0) out += `${kept.join(',')}${sheet.slice(brace, close + 1)}`
    at = close + 1
  }
  return sheet.slice(0, start + open.length) + out + sheet.slice(at)
}
