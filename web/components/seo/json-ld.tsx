// Structured data for each page type, rendered on the server as
// <script type="application/ld+json">. The CSP step (scripts/lib/csp.ts) treats this type as a
// data block, not a script: it needs no hash and runs nothing.

import type { LegalPage, ServicePage, TownPage } from '@/lib/content'
import { getHomePage, getSiteSettings, getTownCards } from '@/lib/content'
import {
  autoRepairNode,
  breadcrumbNode,
  faqPageNode,
  type JsonLdNode,
  jsonLdDocument,
  serializeJsonLd,
  serviceNode,
  townServiceNode,
} from '@/lib/json-ld'
import {
  coverageAnchor,
  homeAnchor,
  homePath,
  legalPath,
  servicePath,
  servicesAnchor,
  townPath,
} from '@/lib/routes'

/** A JSON-LD script holding the given nodes (nothing when there are none). */
export function JsonLd({ nodes }: { nodes: readonly (JsonLdNode | undefined)[] }) {
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

async function business() {
  const [settings, towns] = await Promise.all([getSiteSettings(), getTownCards()])
  return { settings, towns, node: autoRepairNode(settings, towns) }
}

/** Home page: the business (AutoRepair) and the FAQs the page shows (FAQPage). */
export async function HomeJsonLd() {
  const [{ node }, home] = await Promise.all([business(), getHomePage()])
  return <JsonLd nodes={[node, faqPageNode(home.faqSection?.faqs ?? [])]} />
}

/** Service page: the Service, its provider and Home > Services > this service. */
export async function ServiceJsonLd({ service }: { service: ServicePage }) {
  const { settings, towns, node } = await business()
  const crumbs = breadcrumbNode([
    { name: settings.businessName, path: homePath },
    { name: settings.labels?.navServices, path: homeAnchor(servicesAnchor, false) },
    { name: service.title, path: servicePath(service.slug ?? '') },
  ])
  return <JsonLd nodes={[serviceNode(service, towns), node, crumbs]} />
}

/** Town page (and its alias): the service in that town, its provider and Home > Areas > town. */
export async function TownJsonLd({ town }: { town: TownPage }) {
  const { settings, node } = await business()
  const crumbs = breadcrumbNode([
    { name: settings.businessName, path: homePath },
    { name: settings.labels?.navCoverage, path: homeAnchor(coverageAnchor, false) },
    { name: town.name, path: townPath(town.slug ?? '') },
  ])
  return <JsonLd nodes={[townServiceNode(town, settings.productPhrase), node, crumbs]} />
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
