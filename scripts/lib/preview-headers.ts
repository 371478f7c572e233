// The preview server's response headers: the static site's (security-headers.ts, csp.ts), with
// the differences a draft preview inside the Studio needs. The Studio's origin may frame it
// (frame-ancestors instead of X-Frame-Options: DENY), its pictures come from Sanity's image CDN
// (img-src), and no search engine may index it.
import { buildPolicy, inspectPage } from '../finishing/csp.ts'
import { globalHeaders } from './security-headers.ts'

export class PreviewConfigError extends Error {
  override name = 'PreviewConfigError'
}

/** Sanity's image CDN, where the preview's pictures come from (@sanity/image-url's default base). */
export const sanityImageCdn = 'https://cdn.sanity.io'

/** The origin of SANITY_STUDIO_URL (e.g. https://kerbside.sanity.studio), the one site allowed to frame the preview. */
export function studioOrigin(value: string | undefined): string {
  const raw = value?.trim()
  if (!raw) {
    throw new PreviewConfigError(
      'SANITY_STUDIO_URL is not set: set it to the address staff open the Studio at (e.g. https://kerbside.sanity.studio), the only site allowed to show the preview in a frame.',
    )
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new PreviewConfigError(
      `SANITY_STUDIO_URL "${raw}" is not a web address: use the Studio's address, e.g. https://kerbside.sanity.studio.`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PreviewConfigError(
      `SANITY_STUDIO_URL "${raw}" must start with https:// (or http:// for a Studio on this machine).`,
    )
  }
  return url.origin
}

/** What every preview response carries, whatever its type. */
export function previewHeaders(): [string, string][] {
  return [
    // Replaced by the policy's frame-ancestors: the Studio must be able to frame the preview.
    ...globalHeaders.filter(([name]) => name !== 'X-Frame-Options'),
    ['X-Robots-Tag', 'noindex'],
  ]
}

/**
 * The Content-Security-Policy for one response: for an HTML page, the static site's policy with
 * the hashes of that page's inline scripts and styles (hashed as the static build hashes them,
 * because the server renders each page on request); for anything else the same policy without
 * hashes. `problems` lists what the policy cannot allow (style="" attributes and the like), which
 * the static build would refuse.
 */
export function previewPolicy(
  frameOrigin: string,
  imageOrigin: string,
  html?: { text: string; path: string },
): { policy: string; problems: string[] } {
  const { problems, ...sources } = html
    ? inspectPage(html.text, html.path, { imageOrigins: [imageOrigin] })
    : { scriptHashes: [], styleHashes: [], problems: [] }
  return {
    policy: buildPolicy(sources, { frameAncestors: [frameOrigin], imageOrigins: [imageOrigin] }),
    problems,
  }
}
