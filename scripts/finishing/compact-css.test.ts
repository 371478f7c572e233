import fc from 'fast-check'
import { compile, type Element } from 'stylis'
import { describe, expect, it } from 'vitest'
import {
  CompactCssError,
  inlineTokenValues,
  propertyFamily,
  type StyleBlock,
} from './compact-css.ts'
import { BuiltPage } from './page.ts'
import { compactPageCss } from './page-css.ts'

type Sheets = { tokens?: string; base?: string; variant?: string; rules?: string }

/** A page's <style> blocks as server-chakra writes them, in its order. */
const blocks = ({
  tokens = ':where(html, .chakra-theme){--chakra-colors-fg:#111;}',
  base = '',
  variant = '',
  rules = '',
}: Sheets): StyleBlock[] => [
  {
    group: 'chakra-global',
    css: `@layer reset{a{color:inherit}}@layer base{html{color:var(--chakra-colors-fg)}}@layer tokens{${tokens}}`,
  },
  { group: 'chakra-recipe-base', css: base },
  { group: 'chakra-recipe-variant', css: variant },
  { group: 'chakra', css: rules },
]

const page = ({ body = '', ...sheets }: Sheets & { body?: string }) =>
  `<html><head>${blocks(sheets)
    .map(({ group, css }) => `<style data-precedence="${group}">${css}</style>`)
    .join('')}</head><body>${body}</body></html>`

/** What postbuild does to a page's CSS (page-css.ts): tokens inlined, rules made atomic. */
const compact = (html: string, file: string) => {
  const built = new BuiltPage(html, file)
  compactPageCss(built)
  return built.html()
}

/** The inlining step alone, on the blocks: each group's CSS after it. */
const inlined = (sheets: Sheets, file: string) => {
  const css = inlineTokenValues(blocks(sheets), file)
  return Object.fromEntries(blocks(sheets).map(({ group }, index) => [group, css?.[index]]))
}

const block = (html: string, group: string) =>
  new RegExp(`<style data-precedence="${group}">([\\s\\S]*?)</style>`).exec(html)?.[1] ?? ''
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'))

describe('inlineTokenValues', () => {
  it('writes the value of a constant token where the page refers to it, through other tokens', () => {
    const out = inlined(
      {
        tokens:
          ':where(html, .chakra-theme){--chakra-colors-navy-800:#0b2340;--chakra-colors-brand-solid:var(--chakra-colors-navy-800);--chakra-spacing-0\\.5:0.125rem;}',
        rules:
          '.css-a{background:var(--chakra-colors-brand-solid);padding:calc(var(--chakra-spacing-0\\.5) * -1)}',
      },
      'index.html',
    )
    expect(out.chakra).toBe('.css-a{background:#0b2340;padding:calc(0.125rem * -1)}')
    // The tokens layer itself is left for unused-tokens.ts to prune.
    expect(out['chakra-global']).toContain(
      '--chakra-colors-brand-solid:var(--chakra-colors-navy-800);',
    )
  })

  it('keeps as variables the tokens some rule assigns (colorPalette), and references with a fallback', () => {
    const sheets = {
      tokens:
        ':where(html, .chakra-theme){--chakra-colors-brand-fg:#163f6e;--chakra-colors-color-palette-fg:#000;}',
      rules:
        '.css-a{--chakra-colors-color-palette-fg:var(--chakra-colors-brand-fg)}.css-b{color:var(--chakra-colors-color-palette-fg);outline-width:var(--focus-ring-width, 2px)}',
    }
    expect(inlined(sheets, 'x').chakra).toBe(
      '.css-a{--chakra-colors-color-palette-fg:#163f6e}.css-b{color:var(--chakra-colors-color-palette-fg);outline-width:var(--focus-ring-width, 2px)}',
    )
  })

  it('keeps a token declared twice in the tokens layer (a conditional value) as a variable', () => {
    const sheets = {
      tokens:
        ':where(html, .chakra-theme){--chakra-colors-bg:#fff;}.dark{--chakra-colors-bg:#000;}',
      rules: '.css-a{background:var(--chakra-colors-bg)}',
    }
    expect(inlined(sheets, 'x').chakra).toBe('.css-a{background:var(--chakra-colors-bg)}')
  })

  it("resolves the site-wide sheet's own references outside the tokens layer", () => {
    expect(inlined({}, 'x')['chakra-global']).toContain('@layer base{html{color:#111}}')
  })

  it("fails naming the page when Chakra's sheet no longer has the tokens layer it expects", () => {
    const noLayer = blocks({}).map((block) => ({
      ...block,
      css: block.css.replace('@layer tokens{', '@layer tokenz{'),
    }))
    expect(() => inlineTokenValues(noLayer, 'legal/index.html')).toThrow(
      "compact-css: legal/index.html's site-wide sheet has no @layer tokens block",
    )
    const noRoot = blocks({ tokens: '@media print{:root{--chakra-x:1}}' })
    expect(() => inlineTokenValues(noRoot, 'a.html')).toThrow(
      /does not open with Chakra's root rule/,
    )
  })
})

describe('atomicClasses, on a page', () => {
  it('gives a declaration two rules share one class, keeps the rest of each rule together, and rewrites class lists and island props', () => {
    const html = page({
      rules:
        '.css-a{display:flex;gap:1rem}@media screen and (min-width: 48rem){.css-a{gap:2rem}}' +
        '.css-b{display:flex;color:red}.css-b:is(:hover, [data-hover]){color:blue}',
      body:
        '<div class="css-a chakra-stack"><p class="css-b">x</p></div>' +
        '<div data-island="menu" data-props="{&quot;classes&quot;:{&quot;panel&quot;:&quot;css-b&quot;}}"></div>',
    })
    const out = compact(html, 'index.html')
    expect(block(out, 'chakra')).toBe(
      '._0{color:red}._1{display:flex}._2{gap:1rem}._3:is(:hover, [data-hover]){color:blue}' +
        '@media screen and (min-width: 48rem){._4{gap:2rem}}',
    )
    expect(bodyOf(out)).toBe(
      '<body><div class="_1 _2 _4 chakra-stack"><p class="_1 _0 _3">x</p></div>' +
        '<div data-island="menu" data-props="{&quot;classes&quot;:{&quot;panel&quot;:&quot;_1 _0 _3&quot;}}"></div></body></html>',
    )
  })

  it("leaves the recipes' classes as they are: every element of a recipe already shares them", () => {
    const base = '@layer recipes{.css-r{display:inline-flex;gap:0.5rem}}'
    const html = page({ base, body: '<a class="css-r css-s">x</a>', rules: '.css-s{gap:1rem}' })
    const out = compact(html, 'x')
    expect(block(out, 'chakra-recipe-base')).toBe(
      '@layer recipes{.css-r{display:inline-flex;gap:0.5rem}}',
    )
    expect(bodyOf(out)).toBe('<body><a class="css-r _0">x</a></body></html>')
  })

  it('keeps whole a rule whose order of a shorthand and its longhand contradicts an earlier rule', () => {
    const html = page({
      rules:
        '.css-a{padding:0;padding-left:4px}.css-b{padding-left:4px;padding:0}.css-c{padding:0}',
      body: '<i class="css-a"></i><i class="css-b"></i><i class="css-c"></i>',
    })
    const out = compact(html, 'x')
    expect(block(out, 'chakra')).toBe(
      '._0{padding:0}._1{padding-left:4px}.css-b{padding-left:4px;padding:0}',
    )
    expect(bodyOf(out)).toBe(
      '<body><i class="_0 _1"></i><i class="css-b"></i><i class="_0"></i></body></html>',
    )
  })

  it('fails loudly, naming the page and the cause, on a sheet it does not know how to split', () => {
    expect(() => compact(page({ rules: '.css-a .css-b{color:red}' }), 'about/index.html')).toThrow(
      'compact-css: about/index.html: the rule ".css-a .css-b" in chakra does not name exactly one css-<hash> class',
    )
    expect(() =>
      compact(page({ rules: '@keyframes spin{from{opacity:0}}.css-a{color:red}' }), 'x'),
    ).toThrow(/chakra: an unexpected @keyframes/)
    expect(() =>
      compact(page({ rules: '.css-a{color:red}', body: '<b class="_0 css-a"></b>' }), 'x'),
    ).toThrow('compact-css: x: class "_0" already exists; atomic classes are named _<n>')
  })

  it('leaves a page without rule groups as it is', () => {
    const html = '<html><head></head><body><p class="css-a">x</p></body></html>'
    expect(compact(html, 'x')).toBe(html)
  })
})

describe('propertyFamily', () => {
  it('puts a shorthand and its longhands in one family', () => {
    const pairs = [
      ['padding', 'padding-inline-start'],
      ['border', 'border-bottom-width'],
      ['border-color', 'border-top-color'],
      ['inset-inline', 'left'],
      ['gap', 'row-gap'],
      ['font', 'line-height'],
      ['place-items', 'align-items'],
      ['width', 'inline-size'],
      ['max-height', 'block-size'],
      ['text-decoration', 'text-decoration-color'],
      ['white-space', 'text-wrap'],
      ['-webkit-appearance', 'appearance'],
      ['background', 'background-color'],
      ['outline', 'outline-offset'],
      ['flex', 'flex-basis'],
    ]
    for (const [a, b] of pairs)
      expect(propertyFamily(a as string), `${a} / ${b}`).toBe(propertyFamily(b as string))
    expect(propertyFamily('--bg-currentcolor')).not.toBe(propertyFamily('background'))
    expect(propertyFamily('color')).not.toBe(propertyFamily('background'))
  })
})

// The cascade, simulated for the cases compact-css must keep: rules of one specificity per
// selector shape (`&` below `&:hover`), in at-rules that may or may not apply, shorthands and
// longhands. For random sheets and elements, what wins for each longhand, in every combination
// of media and hover, is the same before and after the atomic step.
describe('atomicClasses keep what every element paints', () => {
  const longhands: Record<string, string[]> = {
    padding: ['padding-top', 'padding-left'],
    'padding-left': ['padding-left'],
    'padding-top': ['padding-top'],
    color: ['color'],
    display: ['display'],
  }
  const media = '@media screen and (min-width: 48rem)'
  type Declaration = { property: string; value: string; media: boolean; hover: boolean }

  function winners(
    css: string,
    classes: string[],
    state: { media: boolean; hover: boolean },
  ): Record<string, string> {
    const won: Record<string, { specificity: number; value: string }> = {}
    // The sheet in order: [in the media query?, selector, declarations].
    const rules: Array<[boolean, string, string[]]> = []
    const walk = (nodes: Element[], inMedia: boolean) => {
      for (const node of nodes) {
        if (node.type === '@media') walk(node.children as Element[], true)
        else if (node.type === 'rule')
          rules.push([inMedia, node.value, (node.children as Element[]).map((d) => d.value)])
      }
    }
    walk(compile(css), false)
    for (const [atRule, selector, body] of rules) {
      if (atRule && !state.media) continue
      const [className, hover] = [
        selector.replace(/:hover$/, '').slice(1),
        selector.endsWith(':hover'),
      ]
      if (!classes.includes(className) || (hover && !state.hover)) continue
      for (const declaration of body) {
        const [property = '', value = ''] = declaration.replace(/;$/, '').split(':')
        for (const longhand of longhands[property] ?? []) {
          const specificity = hover ? 2 : 1
          if (!won[longhand] || won[longhand].specificity <= specificity)
            won[longhand] = { specificity, value }
        }
      }
    }
    return Object.fromEntries(Object.entries(won).map(([k, v]) => [k, v.value]))
  }

  const declaration = fc.record({
    property: fc.constantFrom(...Object.keys(longhands)),
    value: fc.constantFrom('0', '1px', '2px'),
    media: fc.boolean(),
    hover: fc.boolean(),
  })

  function ruleText(className: string, declarations: Declaration[]): string {
    // One rule per shape, in Chakra's order: plain, hover, then the media query.
    const text = (hover: boolean, media: boolean) =>
      declarations
        .filter((d) => d.hover === hover && d.media === media)
        .map((d) => `${d.property}:${d.value}`)
        .join(';')
    let css = ''
    for (const [hover, inMedia] of [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ] as const) {
      const body = text(hover, inMedia)
      if (!body) continue
      const rule = `.${className}${hover ? ':hover' : ''}{${body}}`
      css += inMedia ? `${media}{${rule}}` : rule
    }
    return css
  }

  it('for random sheets and elements', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(declaration, { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.array(fc.array(fc.nat(5), { minLength: 1, maxLength: 2 }), {
          minLength: 1,
          maxLength: 6,
        }),
        (rules, elements) => {
          const names = rules.map((_, index) => `css-r${index}`)
          const used = elements.map((picks) => [
            ...new Set(picks.map((pick) => names[pick % names.length] as string)),
          ])
          const html = page({
            rules: rules
              .map((declarations, index) => ruleText(names[index] as string, declarations))
              .join(''),
            body: used.map((classes) => `<i class="${classes.join(' ')}"></i>`).join(''),
          })
          const out = compact(html, 'x')
          const after = [...bodyOf(out).matchAll(/class="([^"]*)"/g)].map((m) =>
            (m[1] as string).split(' '),
          )
          for (const [index, classes] of used.entries())
            for (const state of [
              { media: false, hover: false },
              { media: true, hover: false },
              { media: false, hover: true },
              { media: true, hover: true },
            ])
              expect(winners(block(out, 'chakra'), after[index] as string[], state)).toEqual(
                winners(block(html, 'chakra'), classes, state),
              )
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('compaction', () => {
  it('fails with a CompactCssError that names the page', () => {
    expect(() => compact(page({ rules: '.x{color:red}' }), 'p.html')).toThrow(CompactCssError)
  })
})
