import { describe, expect, it } from 'vitest'
import { sheetWithUsedTokens } from './unused-tokens.ts'

const sheet = (tokens: string) =>
  `@layer reset{a{color:inherit}}@layer tokens{:where(html){${tokens}}.dark{--chakra-colors-bg:#000;}}`

/** The sheet cut to the tokens `rules` (the rest of the page's CSS) refer to. */
const shaken = (css: string, rules: string, page = 'index.html') =>
  sheetWithUsedTokens(css, (tokens) => [css.replace(tokens, ''), rules], page)

describe('sheetWithUsedTokens', () => {
  it('keeps the tokens the page refers to, and the tokens those refer to', () => {
    const css = sheet(
      '--chakra-colors-brand:#123;--chakra-colors-brand-solid:var(--chakra-colors-brand);--chakra-colors-unused:#fff;--chakra-spacing-4\\.5:1.125rem;--chakra-spacing-9:2rem;',
    )
    expect(
      shaken(
        css,
        '.css-a{color:var(--chakra-colors-brand-solid);padding:var(--chakra-spacing-4\\.5)}',
      ),
    ).toBe(
      '@layer reset{a{color:inherit}}@layer tokens{:where(html){--chakra-colors-brand:#123;--chakra-colors-brand-solid:var(--chakra-colors-brand);--chakra-spacing-4\\.5:1.125rem;}}',
    )
  })

  it('leaves the rest of the sheet alone and is idempotent', () => {
    const css = sheet('--chakra-colors-bg:#fff;')
    const rules = '.css-a{background:var(--chakra-colors-bg)}'
    const once = shaken(css, rules)
    expect(once).toBe(css)
    expect(shaken(once, rules)).toBe(once)
    expect(once).toContain('.dark{--chakra-colors-bg:#000;}')
    expect(shaken(css, '')).toBe('@layer reset{a{color:inherit}}@layer tokens{}')
  })

  it('fails naming the page when the sheet has no tokens layer', () => {
    expect(() => shaken('@layer reset{a{color:inherit}}', '', 'legal/index.html')).toThrow(
      /legal\/index\.html/,
    )
  })
})
