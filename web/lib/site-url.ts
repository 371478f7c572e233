// Absolute URLs for canonical links, built from the SITE_URL setting (never from request
// headers: a static export has none). next.config.ts resolves SITE_URL for the build's context
// (web/lib/settings.ts publicSite: the root .env, the host's production or preview build) and
// hands the pages the result in SITE_URL.
import { placeholderSiteOrigin, setting, webAddress } from './settings'

export function siteOrigin(value: string | undefined = process.env.SITE_URL): string {
  const given = setting({ SITE_URL: value }, 'SITE_URL')
  return given
    ? webAddress('SITE_URL', given, { path: 'refuse', example: placeholderSiteOrigin })
    : placeholderSiteOrigin
}

/** The absolute URL of a site path, e.g. siteUrl('/privacy-policy/'). */
export function siteUrl(path: string, origin: string = siteOrigin()): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`
}
