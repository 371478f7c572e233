// The sitemap protocol (sitemaps.org) allows 50,000 URLs in one file. Next writes every indexable
// page into one /sitemap.xml (web/app/sitemap.ts); when that passes the limit, postbuild splits
// it into /sitemap-1.xml, /sitemap-2.xml… and makes /sitemap.xml their index, the address
// robots.txt names. Below the limit the file is left exactly as Next wrote it.
import { sitemapPartPath } from '../../web/lib/routes.ts'

/** URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export type SplitSitemap = {
  /** The new /sitemap.xml: an index of the files. */
  index: string
  /** Each file, named as it goes at the site root ('sitemap-1.xml'). */
  files: { name: string; xml: string }[]
}

/** Splits a <urlset> with more than `limit` URLs; undefined when it fits in one file. */
export function splitSitemap(
  xml: string,
  limit: number = SITEMAP_URL_LIMIT,
): SplitSitemap | undefined {
  const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? []
  if (entries.length <= limit) return undefined
  const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(entries[0] ?? '')?.[1] ?? '').origin
  const files: SplitSitemap['files'] = []
  for (let start = 0; start < entries.length; start += limit) {
    files.push({
      name: sitemapPartPath(files.length + 1).slice(1),
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${entries.slice(start, start + limit).join('\n')}\n</urlset>\n`,
    })
  }
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${files
    .map((file) => `<sitemap>\n<loc>${origin}/${file.name}</loc>\n</sitemap>`)
    .join('\n')}\n</sitemapindex>\n`
  return { index, files }
}
