import { describe, expect, it } from 'vitest'
import { dropUnusedTokens } from './unused-tokens.ts'

const page = (tokens: string, rules: string) =>
  '<html><head><style data-precedence="chakra-global" data-href="chakra-global">' +
  `@layer reset{a{color:inherit}}@layer tokens{:where(html){${tokens}}.dark{--chakra-colors-bg:#000;}}` +
  `</style><style data-precedence="chakra" data-href="css-a">${rules}</style></head><body></body></html>`

const sheet = (html: string) =>
  /data-href="chakra-global">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''

describe('dropUnusedTokens', () => {
  it('keeps the tokens the page refers to, and the tokens those refer to', () => {
    const html = page(
      '--chakra-colors-brand:#123;--chakra-colors-brand-solid:var(--chakra-colors-brand);--chakra-colors-unused:#fff;--chakra-spacing-4\\.5:1.125rem;--chakra-spacing-9:2rem;',
      '.css-a{color:var(--chakra-colors-brand-solid);padding:var(--chakra-spacing-4\\.5)}',
    )
    expect(sheet(dropUnusedTokens(html, 'index.html'))).toBe(
      '@layer reset{a{color:inherit}}@layer tokens{:where(html){--chakra-colors-brand:#123;--chakra-colors-brand-solid:var(--chakra-colors-brand);--chakra-spacing-4\\.5:1.125rem;}}',
    )
  })

  it('leaves the rest of the page alone and is idempotent', () => {
    const html = page('--chakra-colors-bg:#fff;', '.css-a{background:var(--chakra-colors-bg)}')
    const once = dropUnusedTokens(html, 'a')
    expect(once.replace(sheet(once), '')).toBe(html.replace(sheet(html), ''))
    expect(dropUnusedTokens(once, 'a')).toBe(once)
    expect(sheet(once)).toContain('.dark{--chakra-colors-bg:#000;}')
  })

  it('fails naming the page when the sheet has no tokens layer', () => {
    const html = page('', '').replace(/@layer tokens\{.*?\}\}/, '')
    expect(() => dropUnusedTokens(html, 'legal/index.html')).toThrow(/legal\/index\.html/)
  })
})
