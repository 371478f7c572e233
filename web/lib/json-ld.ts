// schema.org structured data (JSON-LD) for the pages, as pure builders over content. Every value
// comes from a published document or SITE_URL; nothing here invents a fact. Deliberately absent:
// AggregateRating and Review (self-serving reviews are against Google's guidelines), priceRange
// (no published prices) and a street address (the business comes to the customer).

import { homePath, iconPath, servicePath, shareCardPath, townPath } from './routes'
import { siteOrigin, siteUrl } from './site-url'

export type JsonLdNode = { '@type': string; [property: string]: unknown }
export type JsonLdDocument = { '@context': 'https://schema.org'; '@graph': JsonLdNode[] }

export type BusinessSettings = {
  businessName?: string | null
  phoneE164?: string | null
  email?: string | null
  seo?: { description?: string | null } | null
}

const ALL_WEEK = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
]

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.replace(/\s+/g, ' ').trim()
  return trimmed ? trimmed : undefined
}

/** Drops undefined properties, so the output holds only what content provides. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined)) as T
}

/** The business's node id; other nodes point at it as their provider. */
export function businessId(origin: string = siteOrigin()): string {
  return `${siteUrl(homePath, origin)}#business`
}

/** A reference to the business, described in full on the home page only. */
function businessReference(origin: string = siteOrigin()): { '@id': string } {
  return { '@id': businessId(origin) }
}

/** Each distinct county once, in the order given: a list that grows with counties, not towns. */
function countyNodes(towns: readonly { county?: string | null }[]): JsonLdNode[] {
  const counties = new Set(towns.flatMap((town) => text(town.county) ?? []))
  return [...counties].map((name) => ({ '@type': 'AdministrativeArea', name }))
}

/**
 * The business, in full, for the home page: an AutoRepair open around the clock, serving the
 * counties its towns are in. Every other page refers to it by `@id` (businessReference); each
 * town is described on its own page (townServiceNode).
 */
export function autoRepairNode(
  settings: BusinessSettings,
  towns: readonly { county?: string | null }[],
  origin: string = siteOrigin(),
): JsonLdNode {
  return compact({
    '@type': 'AutoRepair',
    '@id': businessId(origin),
    name: text(settings.businessName),
    description: text(settings.seo?.description),
    url: siteUrl(homePath, origin),
    telephone: text(settings.phoneE164),
    email: text(settings.email),
    logo: siteUrl(iconPath(512), origin),
    image: siteUrl(shareCardPath('home'), origin),
    areaServed: countyNodes(towns),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ALL_WEEK,
        opens: '00:00',
        closes: '23:59',
      },
    ],
  })
}

export type ServiceInput = {
  title?: string | null
  slug?: string | null
  cardDescription?: string | null
  seo?: { description?: string | null } | null
}

/** A service page's Service, provided by the business (whose node says where it serves). */
export function serviceNode(service: ServiceInput, origin: string = siteOrigin()): JsonLdNode {
  const name = text(service.title)
  return compact({
    '@type': 'Service',
    '@id': service.slug ? `${siteUrl(servicePath(service.slug), origin)}#service` : undefined,
    name,
    serviceType: name,
    description: text(service.cardDescription) ?? text(service.seo?.description),
    url: service.slug ? siteUrl(servicePath(service.slug), origin) : undefined,
    provider: businessReference(origin),
  })
}

export type TownInput = {
  name?: string | null
  slug?: string | null
  county?: string | null
  heroHeading?: string | null
  heroIntro?: string | null
  cardDescription?: string | null
  neighbourhoods?: readonly (string | null)[] | null
}

/** The town as a place: the city, its county and the neighbourhoods the page lists. */
export function townPlaceNode(town: TownInput): JsonLdNode {
  const county = text(town.county)
  const neighbourhoods = (town.neighbourhoods ?? []).flatMap((name) => {
    const value = text(name)
    return value ? [{ '@type': 'Place', name: value }] : []
  })
  return compact({
    '@type': 'City',
    name: text(town.name),
    containedInPlace: county ? { '@type': 'AdministrativeArea', name: county } : undefined,
    containsPlace: neighbourhoods.length > 0 ? neighbourhoods : undefined,
  })
}

/** A town page's Service: the business's mobile service in that town and its neighbourhoods. */
export function townServiceNode(
  town: TownInput,
  serviceType: string | null | undefined,
  origin: string = siteOrigin(),
): JsonLdNode {
  const url = town.slug ? siteUrl(townPath(town.slug), origin) : undefined
  return compact({
    '@type': 'Service',
    '@id': url ? `${url}#service` : undefined,
    name: text(town.heroHeading) ?? text(town.name),
    serviceType: text(serviceType),
    description: text(town.heroIntro) ?? text(town.cardDescription),
    url,
    provider: businessReference(origin),
    areaServed: townPlaceNode(town),
  })
}

export type Crumb = { name: string | null | undefined; path: string }

/** Home > … > this page, with absolute URLs. Crumbs without a name are left out. */
export function breadcrumbNode(
  crumbs: readonly Crumb[],
  origin: string = siteOrigin(),
): JsonLdNode {
  const named = crumbs.flatMap((crumb) => {
    const name = text(crumb.name)
    return name ? [{ name, path: crumb.path }] : []
  })
  return {
    '@type': 'BreadcrumbList',
    itemListElement: named.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl(crumb.path, origin),
    })),
  }
}

/** One JSON-LD document holding the page's nodes. */
export function jsonLdDocument(nodes: readonly (JsonLdNode | undefined)[]): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@graph': nodes.filter((node): node is JsonLdNode => node !== undefined),
  }
}

/**
 * The JSON text for a <script type="application/ld+json">: '<', '>' and '&' are written as
 * \u escapes (same JSON value), so no content can close the script element or open a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
