// Every route the content defines, read from the snapshot the build used.
import { readFileSync } from 'node:fs'
import { snapshotPath } from '../../scripts/lib/env.ts'
import { legalPath, servicePath, townAliasPath, townPath } from '../../web/lib/routes.ts'

type Doc = { _id: string; _type: string; slug?: { current?: string }; [key: string]: unknown }

export function snapshotDocuments(): Doc[] {
  return readFileSync(snapshotPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
}

function slugsOf(type: string): string[] {
  return snapshotDocuments()
    .filter((doc) => doc._type === type && doc.slug?.current)
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
    .map((doc) => doc.slug?.current as string)
}

export type SiteRoute = { path: string; kind: 'home' | 'service' | 'town' | 'alias' | 'legal' }

export function siteRoutes(): SiteRoute[] {
  return [
    { path: '/', kind: 'home' },
    ...slugsOf('service').map((slug) => ({ path: servicePath(slug), kind: 'service' as const })),
    ...slugsOf('town').map((slug) => ({ path: townPath(slug), kind: 'town' as const })),
    ...slugsOf('town').map((slug) => ({ path: townAliasPath(slug), kind: 'alias' as const })),
    ...slugsOf('legalPage').map((slug) => ({ path: legalPath(slug), kind: 'legal' as const })),
  ]
}

/**
 * The width tag for a per-route check whose result depends on the viewport (see
 * tests/playwright.config.ts): both widths, except on a town alias, whose markup is its town
 * page's (tests/build/integrity.test.ts proves it), checked at both widths already; the alias
 * itself is checked once.
 */
export function layoutTag(route: SiteRoute): { tag: string[] } {
  return { tag: route.kind === 'alias' ? [] : ['@layout'] }
}
