// The town page's alias, at townAliasPath(slug) (web/lib/routes.ts; this folder is its first
// segment, as Next routes by folder), in the preview server only (web/next.config.ts): the
// static build writes each alias as a copy of its finished town page with a noindex tag
// (scripts/lib/alias-pages.ts), which is what this renders. Same content, canonical link to
// the main route, and noindex so search engines list the page once.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageShell } from '@/components/chrome/page-shell'
import { TownJsonLd } from '@/components/seo/json-ld'
import { townMetadata } from '@/components/town/town-metadata'
import { TownPage } from '@/components/town/town-page'
import { getPage, getSiteSettings, getTownSlugs, presentSlugs, staticParams } from '@/lib/content'

type Props = { params: Promise<{ town: string }> }

export const generateStaticParams = staticParams(async () =>
  presentSlugs(await getTownSlugs()).map((slug) => ({ town: slug })),
)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const town = await getPage('town', (await params).town)
  return town ? townMetadata(town, { alias: true }) : {}
}

export default async function TownAliasRoute({ params }: Props) {
  const [town, settings] = await Promise.all([
    getPage('town', (await params).town),
    getSiteSettings(),
  ])
  if (!town) notFound()
  return (
    <PageShell>
      <TownJsonLd town={town} />
      <TownPage town={town} settings={settings} />
    </PageShell>
  )
}
