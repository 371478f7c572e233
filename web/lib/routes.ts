// Every URL the site links to is built here, so routes, sitemap and links never disagree.
export const homePath = '/'
export const contactAnchor = 'contact'
export const servicesAnchor = 'services'
export const coverageAnchor = 'coverage'

export function servicePath(slug: string): string {
  return `/services/${slug}/`
}

/** The town page's main route; /areas/{slug}/ is its alias. */
export function townPath(slug: string): string {
  return `/areas-covered/mobile-tyre-fitting-${slug}/`
}

export function townAliasPath(slug: string): string {
  return `/areas/${slug}/`
}

export const townSegmentPrefix = 'mobile-tyre-fitting-'

export function legalPath(slug: string): string {
  return `/${slug}/`
}

/** In-page anchor on the home page, '/#id' from any other page. */
export function homeAnchor(id: string, onHomePage: boolean): string {
  return onHomePage ? `#${id}` : `/#${id}`
}

export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^+\d]/g, '')}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}
