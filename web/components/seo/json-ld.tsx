// Structured data for each page type, rendered on the server as
// <script type="application/ld+json">. The CSP step (scripts/finishing/csp.ts) treats this type as a
// data block, not a script: it needs no hash and runs nothing.

import type { AreasPage, LegalPage, ServicePage, TownPage } from '@/lib/content'
import { getAreasPage, getSiteSettings, getTownCards } from '@/lib/content'
import { type County, countyWording } from '@/lib/coverage/areas'
import {
  autoRepairNode,
  breadcrumbNode,
  type JsonLdNode,
  jsonLdDocument,
  serializeJsonLd,
  serviceNode,
  townServiceNode,
} from '@/lib/json-ld'
import {
  areasPath,
  countyPath,
  homeAnchor,
  homePath,
  legalPath,
  servicePath,
  servicesAnchor,
  townPath,
} from '@/lib/routes'

/** A JSON-LD script holding the given nodes (nothing when there are none). */
function JsonLd({ nodes }: { nodes: readonly (JsonLdNode | undefined)[] }) {
  const document = jsonLdDocument(nodes)
  if (document['@graph'].length === 0) return null
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes '<', '>' and '&'.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }}
    />
  )
}

/**
 * Home page: the business in full, with the stable `@id` every other page refers to. No
 * FAQPage: since August 2023 Google shows FAQ rich results only for well-known government and
 * health sites (developers.google.com/search/docs/appearance/structured-data/faqpage), so the
 * markup earned nothing here and repeated the whole FAQ section (4.5 kB on every home page),
 * which the 5 kB structured-data budget of every page would not hold.
 */
export async function HomeJsonLd() {
  const [settings, towns] = await Promise.all([getSiteSettings(), getTownCards()])
  return <JsonLd nodes={[autoRepairNode(settings, towns)]} />
}

/** Service page: the Service, provided by the business (by `@id`), and Home > Services > it. */
export async function ServiceJsonLd({ service }: { service: ServicePage }) {
  const settings = await getSiteSettings()
  const crumbs = breadcrumbNode([
    { name: settings.businessName, path: homePath },
    { name: settings.labels?.navServices, path: homeAnchor(servicesAnchor, false) },
    { name: service.title, path: servicePath(service.slug ?? '') },
  ])
  return <JsonLd nodes={[serviceNode(service), crumbs]} />
}

/** Town page (and its alias): the service in that town, by the business (by `@id`), and Home > Areas > town. */
export async function TownJsonLd({ town }: { town: TownPage }) {
  const [settings, areas] = await Promise.all([getSiteSettings(), getAreasPage()])
  const crumbs = breadcrumbNode([
    { name: settings.businessName, path: homePath },
    { name: areas.heading, path: areasPath },
    { name: town.name, path: townPath(town.slug ?? '') },
  ])
  return <JsonLd nodes={[townServiceNode(town, settings.productPhrase), crumbs]} />
}

/** "Areas we cover" page: Home > this page (the towns are each described on their own page). */
export async function AreasJsonLd({ page }: { page: AreasPage }) {
  const settings = await getSiteSettings()
  const crumbs = breadcrumbNode([
    { name: settings.businessName, path: homePath },
    { name: page.heading, path: areasPath },
  ])
  return <JsonLd nodes={[crumbs]} />
}

/** A county page of "Areas we cover": Home > Areas we cover > this county. */
export async function CountyJsonLd({ page, county }: { page: AreasPage; county: County<unknown> }) {
  const settings = await getSiteSettings()
  const crumbs = breadcrumbNode([
    { name: settings.businessName, path: homePath },
    { name: page.heading, path: areasPath },
    { name: countyWording(page.countyHeading, county), path: countyPath(county.segment) },
  ])
  return <JsonLd nodes={[crumbs]} />
}

/** Legal page: Home > this page. */
export async function LegalJsonLd({ page }: { page: LegalPage }) {
  const settings = await getSiteSettings()
  const crumbs = breadcrumbNode([
    { name: settings.businessName, path: homePath },
    { name: page.title, path: legalPath(page.slug ?? '') },
  ])
  return <JsonLd nodes={[crumbs]} />
}
