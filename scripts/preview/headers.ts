// The preview server's response headers: the static site's (security-headers.ts, csp.ts), with
// the differences a draft preview inside the Studio needs. The Studio's origin may frame it
// (frame-ancestors instead of X-Frame-Options: DENY), its pictures come from Sanity's image CDN
// (img-src), and no search engine may index it. The policy travels as the static site's does: the
// site-wide part in the header, each page's own part in the page.
import { inspectPage, metaPolicy, sitePolicy, withMetaPolicy } from '../finishing/index.ts'
import { globalHeaders } from '../host/index.ts'

/** Sanity's image CDN, where the preview's pictures come from (@sanity/image-url's default base). */
export const sanityImageCdn = 'https://cdn.sanity.io'

/** What every preview response carries, whatever its type. */
export function previewHeaders(): [string, string][] {
  return [
    // Replaced by the policy's frame-ancestors: the Studio must be able to frame the preview.
    ...globalHeaders.filter(([name]) => name !== 'X-Frame-Options'),
    ['X-Robots-Tag', 'noindex'],
  ]
}

/**
 * The preview's Content-Security-Policy header, on every response: the static site's site-wide
 * policy (csp.ts sitePolicy), except that the Studio (`frameOrigin`) may frame the preview.
 */
export function previewHeaderPolicy(frameOrigin: string): string {
  return sitePolicy([frameOrigin])
}

/**
 * A page with its own policy in a <meta http-equiv>, made and written as postbuild makes and
 * writes the static pages' (csp.ts metaPolicy and withMetaPolicy: the hashes of the page's
 * inline scripts and styles), and pictures allowed from `imageOrigin` too. `problems` lists what
 * the policy cannot allow (style="" attributes and the like), which the static build refuses.
 */
export function withPreviewPolicy(
  html: { text: string; path: string },
  imageOrigin: string,
): { text: string; problems: string[] } {
  const origins = { imageOrigins: [imageOrigin] }
  const { problems, ...sources } = inspectPage(html.text, html.path, origins)
  return { text: withMetaPolicy(html.text, metaPolicy(sources, origins), html.path), problems }
}
