// The site at 1,000 towns (the shared cached build, tests/support/scale-site.ts): every town has
// its page and its alias, and the sitemap lists every town page and stays a valid sitemap.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { SCALE_TOWNS } from '../../scripts/lib/scale-dataset.ts'
import { townAliasPath, townPath } from '../../web/lib/routes.ts'
import { type ScaleSite, scaleSite } from '../support/scale-site.ts'

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
const SITEMAP_URL_LIMIT = 50_000

describe(`the site at ${SCALE_TOWNS} towns`, () => {
  let site: ScaleSite
  let slugs: string[]
  beforeAll(async () => {
    site = await scaleSite()
    slugs = site.documents
      .filter((document) => document._type === 'town')
      .map((document) => (document.slug as { current: string }).current)
  }, 900_000)

  it('builds a page and an alias for every town', () => {
    expect(slugs).toHaveLength(SCALE_TOWNS)
    const missing = slugs.flatMap((slug) =>
      [townPath(slug), townAliasPath(slug)].filter(
        (path) => !existsSync(join(site.outDir, path, 'index.html')),
      ),
    )
    expect(missing).toEqual([])
  })

  it('lists every town page in a valid sitemap', () => {
    const xml = readFileSync(join(site.outDir, 'sitemap.xml'), 'utf8')
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''))
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/)
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT)
    const listed = new Set(urls.map((url) => url.pathname))
    expect(slugs.filter((slug) => !listed.has(townPath(slug)))).toEqual([])
  })
})
