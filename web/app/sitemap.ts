// /sitemap.xml: every indexable route as an absolute URL on SITE_URL (aliases and 404 left out).
import type { MetadataRoute } from 'next'
import { siteIndexablePaths } from '@/lib/seo'
import { siteUrl } from '@/lib/site-url'

export const dynamic = 'force-static'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await siteIndexablePaths()).map((path) => ({ url: siteUrl(path) }))
}
