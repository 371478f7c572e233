import { describe, expect, it } from 'vitest'
import { SITEMAP_URL_LIMIT, splitSitemap } from './sitemap-split.ts'

const origin = 'https://www.kerbside-rescue.example'
const urlset = (count: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from(
    { length: count },
    (_, index) => `<url>\n<loc>${origin}/page-${index}/</loc>\n</url>`,
  ).join('\n')}\n</urlset>\n`
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('splitSitemap', () => {
  it('leaves a sitemap within the limit alone', () => {
    expect(splitSitemap(urlset(3), 3)).toBeUndefined()
    expect(SITEMAP_URL_LIMIT).toBe(50_000)
  })

  it('splits one past the limit into files of at most the limit, under an index', () => {
    const split = splitSitemap(urlset(7), 3)
    expect(split?.files.map((file) => file.name)).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ])
    expect(split?.files.map((file) => locs(file.xml).length)).toEqual([3, 3, 1])
    // Every URL once, in order.
    expect(split?.files.flatMap((file) => locs(file.xml))).toEqual(locs(urlset(7)))
    expect(split?.index).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    expect(locs(split?.index ?? '')).toEqual([
      `${origin}/sitemap-1.xml`,
      `${origin}/sitemap-2.xml`,
      `${origin}/sitemap-3.xml`,
    ])
    for (const file of split?.files ?? []) expect(file.xml).toMatch(/^<\?xml[^>]*>\n<urlset /)
  })
})
