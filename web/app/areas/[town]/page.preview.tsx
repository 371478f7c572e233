// The town page's alias, at townAliasPath(slug) (web/lib/routes.ts; this folder is its first
// segment, as Next routes by folder), in the preview server only (web/next.config.ts): the
// static build writes each alias as a copy of its finished town page with a noindex tag
// (scripts/lib/alias-pages.ts), which is what this renders. Same content, canonical link to
// the main route, and noindex so search engines list the page once.
import type { Metadata } from 'next'
import { townMetadata } from '@/components/town/town-metadata'
import { TownRoutePage } from '@/components/town/town-route'
import { getPage, getTownSlugs, presentSlugs, staticParams } from '@/lib/content'

type Props = { params: Promise<{ town: string }> }

export const generateStaticParams = staticParams(async () =>
  presentSlugs(await getTownSlugs()).map((slug) => ({ town: slug })),
)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const town = await getPage('town', (await params).town)
  return town ? townMetadata(town, { alias: true }) : {}
}

export default async function TownAliasRoute({ params }: Props) {
  return <TownRoutePage town={getPage('town', (await params).town)} />
}
