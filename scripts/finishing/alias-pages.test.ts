import { describe, expect, it } from 'vitest'
import { AliasPageError, aliasFiles, aliasPage, aliasRobotsTag } from './alias-pages.ts'

const alias = {
  file: 'areas/bath/index.html',
  mainFile: 'areas-covered/mobile-tyre-fitting-bath/index.html',
}
const canonical =
  '<link rel="canonical" href="https://example.com/areas-covered/mobile-tyre-fitting-bath/"/>'

describe('alias pages', () => {
  it('lists an alias for each town with a slug, beside its main page', () => {
    expect(
      aliasFiles([
        { _id: 'town.bath', _type: 'town', slug: { current: 'bath' } },
        { _id: 'town.new', _type: 'town' },
        { _id: 'service.a', _type: 'service', slug: { current: 'a' } },
      ]),
    ).toEqual([alias])
  })

  it('adds the noindex tag before the canonical link, and nothing else', () => {
    const main = `<html><head><title>Bath</title>${canonical}</head><body><h1>Bath</h1></body></html>`
    expect(aliasPage(main, alias)).toBe(
      `<html><head><title>Bath</title>${aliasRobotsTag}${canonical}</head><body><h1>Bath</h1></body></html>`,
    )
  })

  it('refuses a main page without a canonical link, or with a robots tag of its own', () => {
    expect(() => aliasPage('<html><head></head><body></body></html>', alias)).toThrow(
      /mobile-tyre-fitting-bath\/index\.html has no canonical link, so areas\/bath\/index\.html/,
    )
    expect(() =>
      aliasPage(
        `<html><head>${canonical}<meta name="robots" content="noindex"/></head></html>`,
        alias,
      ),
    ).toThrow(AliasPageError)
  })
})
