import { describe, expect, it } from 'vitest'
import { BuiltPage } from './page.ts'
import { compactPageCss } from './page-css.ts'

// A page as server-chakra writes it: the site-wide sheet with its tokens, two rule groups, class
// lists in class="" and in an island's props, and an icon painted by a token in an attribute.
const html =
  '<!DOCTYPE html><html><head><style data-precedence="chakra-global">@layer tokens{:where(html){--chakra-colors-a:#123;--chakra-colors-b:#456;--chakra-colors-c:#789;--chakra-spacing-1:4px;}}</style>' +
  '<style data-precedence="chakra-recipe-base">.css-r{padding:var(--chakra-spacing-1)}</style>' +
  '<style data-precedence="chakra">.css-a{color:var(--chakra-colors-a);margin:0}.css-b{color:red;margin:0}</style></head>' +
  '<body><p class="css-r css-a">A</p><p class="css-b">B</p>' +
  `<div data-island="menu" data-props='{"classes":{"x":"css-a"}}'></div>` +
  '<svg fill="var(--chakra-colors-c)"><path d="M0 0"></path></svg></body></html>'

describe('BuiltPage', () => {
  it('compacts the CSS of the parsed page, rewriting only its sheets and class lists', () => {
    const page = new BuiltPage(html, 'index.html')
    compactPageCss(page)
    // Tokens written as their values; shared declarations one class each, in class="" and in the
    // island's props alike; of the tokens, only the icon's (a root in an attribute) stays.
    expect(page.html()).toBe(
      '<!DOCTYPE html><html><head><style data-precedence="chakra-global">@layer tokens{:where(html){--chakra-colors-c:#789;}}</style>' +
        '<style data-precedence="chakra-recipe-base">.css-r{padding:4px}</style>' +
        '<style data-precedence="chakra">._0{color:#123}._1{color:red}._2{margin:0}</style></head>' +
        '<body><p class="css-r _0 _2">A</p><p class="_1 _2">B</p>' +
        `<div data-island="menu" data-props='{"classes":{"x":"_0 _2"}}'></div>` +
        '<svg fill="var(--chakra-colors-c)"><path d="M0 0"></path></svg></body></html>',
    )
  })

  it('gives pages that share their sheets each the compaction of its own class lists', () => {
    // Same sheets, other class lists: on one element, .css-a's colour must stay before .css-b's
    // (sorted by text, #000 would come first), so the second page's sheet differs from the first.
    const first = html.replace('color:red', 'color:#000')
    const second = first.replace('<p class="css-b">B</p>', '<p class="css-a css-b">B</p>')
    const results = new Map<string, string>()
    for (const [file, text] of [
      ['a/index.html', first],
      ['b/index.html', second],
      ['c/index.html', first],
    ] as const) {
      const page = new BuiltPage(text, file)
      compactPageCss(page)
      results.set(file, page.html())
    }
    const sheet = (file: string) =>
      results.get(file)?.match(/<style data-precedence="chakra">([^<]*)/)?.[1]
    expect(sheet('a/index.html')).toBe('._0{color:#000}._1{color:#123}._2{margin:0}')
    expect(sheet('b/index.html')).toBe('._0{color:#123}._1{color:#000}._2{margin:0}')
    expect(results.get('b/index.html')).toContain('<p class="_0 _2 _1">B</p>')
    expect(results.get('c/index.html')).toBe(results.get('a/index.html'))
  })

  it('reads and replaces parts, edits inside a replaced part included, and refuses cut edits', () => {
    const page = new BuiltPage('<p class="a">x</p><p>y</p>', 'x.html')
    page.replace({ start: 3, end: 12 }, 'class="b"')
    expect(page.text({ start: 0, end: 18 })).toBe('<p class="b">x</p>')
    page.replace({ start: 0, end: 18 }, '')
    expect(page.removed({ start: 0, end: 18 })).toBe(true)
    expect(page.html()).toBe('<p>y</p>')
    expect(() => page.replace({ start: 5, end: 20 }, '')).toThrow(/cuts an earlier edit/)
    expect(page.position(20)).toEqual({ line: 1, column: 3 })
  })
})
