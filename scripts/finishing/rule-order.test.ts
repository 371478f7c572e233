import { describe, expect, it } from 'vitest'
import { BuiltPage } from './page.ts'
import { compactPageCss } from './page-css.ts'
import { inNameOrder } from './rule-order.ts'

// Each class's CSS as server-chakra writes it (one <style href> each, gathered by React).
const variants = [
  '@layer recipes{.css-v2{height:2.5rem;min-width:2.5rem}.css-v2 :where(svg){width:1.25rem}}',
  '@layer recipes{.css-v1{color:var(--chakra-colors-a)}@media (hover: hover){.css-v1:is(:hover, [data-hover]){text-decoration:underline}}}',
  '@layer recipes{.css-v3{background:#0b2340;color:#fff}}',
]
const props = [
  '.css-p2{margin:0;padding:4px}',
  '.css-p1{margin:0}@media screen and (min-width: 48rem){.css-p1{margin:8px}}',
]

const page = (variantOrder: number[], propOrder: number[]) =>
  '<!DOCTYPE html><html><head><style data-precedence="chakra-global">@layer tokens{:where(html){--chakra-colors-a:#123;}}</style>' +
  '<style data-precedence="chakra-recipe-base">@layer recipes{.css-b{display:inline-flex}}</style>' +
  `<style data-precedence="chakra-recipe-variant">${variantOrder.map((index) => variants[index]).join('')}</style>` +
  `<style data-precedence="chakra">${propOrder.map((index) => props[index]).join('')}</style></head>` +
  '<body><a class="css-b css-v1 css-v2 css-p1">A</a><button class="css-b css-v2 css-v3 css-p2">B</button>' +
  `<div data-island="menu" data-props='{"classes":{"x":"css-b css-v3 css-p1"}}'></div></body></html>`

const finished = (html: string) => {
  const built = new BuiltPage(html, 'index.html')
  compactPageCss(built)
  return built.html()
}

describe('inNameOrder', () => {
  it('gives a page the same CSS and class names whatever order Next wrote its groups in', () => {
    const first = finished(page([0, 1, 2], [0, 1]))
    for (const [variantOrder, propOrder] of [
      [
        [2, 1, 0],
        [1, 0],
      ],
      [
        [1, 0, 2],
        [0, 1],
      ],
      [
        [2, 0, 1],
        [1, 0],
      ],
    ] as const)
      expect(finished(page([...variantOrder], [...propOrder]))).toBe(first)
    // In the order of the classes' names.
    const group = /<style data-precedence="chakra-recipe-variant">([^<]*)/.exec(first)?.[1] ?? ''
    const at = ['.css-v1{', '.css-v2{', '.css-v3{'].map((rule) => group.indexOf(rule))
    expect(at[0]).toBeGreaterThanOrEqual(0)
    expect(at).toEqual([...at].sort((x, y) => x - y))
  })

  it('keeps the written order of two classes one element carries that set the same property', () => {
    const conflicting = ['.css-z{color:red}', '.css-a{color:blue}', '.css-m{margin:0}']
    expect(inNameOrder(conflicting.join(''), ['css-z css-a'])).toBe(
      `${conflicting[2]}${conflicting[0]}${conflicting[1]}`,
    )
    // In another condition (a hover, a media query) they do not compete: name order.
    const apart = ['.css-z:hover{color:red}', '.css-a{color:blue}']
    expect(inNameOrder(apart.join(''), ['css-z css-a'])).toBe(`${apart[1]}${apart[0]}`)
  })

  it('leaves a group it cannot split into one run of blocks per class as written', () => {
    for (const css of [
      '.css-b{color:red}.css-a{color:blue}.css-b{margin:0}',
      '.css-b .css-a{color:red}',
      '.css-b{color:red',
    ])
      expect(inNameOrder(css, [])).toBe(css)
  })
})
