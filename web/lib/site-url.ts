// Absolute URLs for canonical links, built from the SITE_URL setting (never from request
// headers: a static export has none). Checked once, with a message a person can act on.
const fallbackOrigin = 'https://www.kerbside-rescue.example'

export function siteOrigin(value: string | undefined = process.env.SITE_URL): string {
  const raw = (value ?? '').trim() || fallbackOrigin
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as ${fallbackOrigin}; got "${raw}".`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// or http://; got "${raw}".`)
  }
  if (url.search || url.hash) {
    throw new Error(`SITE_URL must be a plain origin without ? or #; got "${raw}".`)
  }
  return raw.replace(/\/+$/, '')
}

/** The absolute URL of a site path, e.g. siteUrl('/privacy-policy/'). */
export function siteUrl(path: string, origin: string = siteOrigin()): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`
}
