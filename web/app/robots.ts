// /robots.txt: everything may be crawled; the sitemap lives on SITE_URL.
import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/site-url'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: siteUrl('/sitemap.xml'),
  }
}
