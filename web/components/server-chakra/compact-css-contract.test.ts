// postbuild's compact-css (scripts/finishing/compact-css.ts) relies on the shape of what this module
// writes with Chakra and stylis: one `css-<hash>` class per rule selector, only @media, @layer
// and @supports around rules, and tokens declared once in the tokens layer's root rule. If a
// Chakra, Emotion or stylis upgrade changes that, these checks say so (the build would fail
// with a less direct message, or the pages would quietly carry more CSS, which
// tests/build/integrity.test.ts catches: a token reference left on a built page).
import { compile, type Element } from 'stylis'
import { describe, expect, it } from 'vitest'
import { system } from '@/theme/system'
import { globalStyleSheet, recipeStyles, ruleFor } from './style-sheet'

// Style objects like the site's: tokens, breakpoints, conditions, nested selectors, a palette.
const samples = [
  { px: { base: 4, md: 6 }, gap: '2', maxW: '7xl', fontWeight: 'semibold', rounded: 'md' },
  { color: 'fg.muted', bg: 'brand.solid', _hover: { bg: 'navy.700' }, '& svg': { w: '5' } },
  { _focusVisible: { outline: '3px solid', outlineColor: 'amber.300' }, colorPalette: 'cta' },
  { shadow: 'lg', zIndex: 'sticky', borderBottomWidth: '4px', borderColor: 'cta.solid' },
]

function walk(nodes: Element[], visit: (node: Element) => void) {
  for (const node of nodes) {
    visit(node)
    if (Array.isArray(node.children)) walk(node.children as Element[], visit)
  }
}

describe("server-chakra's CSS has the shape compact-css splits", () => {
  const rules = samples.map((styles) => ruleFor(system.css(styles)))
  const recipe = ruleFor(recipeStyles('button', { variant: 'solid', size: 'lg' }))

  it('names one css-<hash> class in every selector, inside @media, @layer or @supports only', () => {
    for (const rule of [...rules, recipe]) {
      expect(rule?.className).toMatch(/^css-[a-z0-9]+$/)
      walk(compile(rule?.css ?? ''), (node) => {
        if (node.type === 'rule')
          for (const selector of node.props as string[])
            expect(selector.match(/\.css-[a-z0-9]+/g), selector).toEqual([`.${rule?.className}`])
        else if (node.type.startsWith('@'))
          expect(['@media', '@layer', '@supports'], node.value).toContain(node.type)
      })
    }
  })

  it('declares each token once, in a root rule opening the tokens layer', () => {
    const sheet = globalStyleSheet()
    const layer = sheet.slice(sheet.indexOf('@layer tokens{') + '@layer tokens{'.length)
    expect(layer).toMatch(/^:where\(html, \.chakra-theme\)\{--chakra-/)
    const names = [...layer.matchAll(/(--chakra-[\w\\.-]+):/g)].map((match) => match[1])
    expect(names.length).toBeGreaterThan(100)
    expect(names.length, 'a token with a conditional value (a second declaration)').toBe(
      new Set(names).size,
    )
  })
})
