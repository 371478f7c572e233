// The preview server's response headers: the static site's (security-headers.ts, csp.ts), with
// the differences a draft preview inside the Studio needs. The Studio's origin may frame it
// (frame-ancestors instead of X-Frame-Options: DENY), its pictures come from Sanity's image CDN
// (img-src), and no search engine may index it. The policy travels as the static site's does: the
// site-wide part in the header, each page's own part in the page.
import {
  inspectPage,
  metaPolicy,
  policyOverPlainHttp,
  sitePolicy,
  withMetaPolicy,
} from '../finishing/index.ts'
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
 * policy (csp.ts sitePolicy), except that the Studio (`frameOrigin`) may frame the preview, and
 * that an answer over plain http (the local preview, http://localhost:3001) goes without
 * upgrade-insecure-requests, which Safari would apply to localhost too (csp.ts
 * policyOverPlainHttp). A hosted preview has HTTPS in front: the policy whole.
 */
export function previewHeaderPolicy(
  frameOrigin: string,
  { https = true }: { https?: boolean } = {},
): string {
  const policy = sitePolicy([frameOrigin])
  return https ? policy : policyOverPlainHttp(policy)
}

/**
 * Whether the visitor's browser reached the preview over https: the front server itself listens
 * on plain http, so only the host's TLS proxy can say, in X-Forwarded-Proto (its first value, the
 * one nearest the browser).
 */
export function cameOverHttps(forwardedProto: string | string[] | undefined): boolean {
  const value = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto
  return value?.split(',')[0]?.trim().toLowerCase() === 'https'
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
