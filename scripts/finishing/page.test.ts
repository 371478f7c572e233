import { describe, expect, it } from 'vitest'
import { compactCss } from './compact-css.ts'
import { BuiltPage } from './page.ts'
import { compactPageCss } from './page-css.ts'
import { dropUnusedTokens } from './unused-tokens.ts'

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
  it('gives compact-css and unused-tokens on the parsed page the bytes they give on the text', () => {
    const page = new BuiltPage(html, 'index.html')
    compactPageCss(page)
    const expected = dropUnusedTokens(compactCss(html, 'index.html'), 'index.html')
    expect(page.html()).toBe(expected)
    // The icon's token stays (a root in an attribute); the unused one goes.
    expect(page.html()).toContain('--chakra-colors-c:#789')
    expect(page.html()).not.toContain('--chakra-colors-b')
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
      expect(page.html(), file).toBe(dropUnusedTokens(compactCss(text, file), file))
      results.set(file, page.html())
    }
    const sheet = (page: string) => page.match(/<style data-precedence="chakra">[^<]*/)?.[0]
    expect(sheet(results.get('b/index.html') ?? '')).not.toBe(
      sheet(results.get('a/index.html') ?? ''),
    )
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
