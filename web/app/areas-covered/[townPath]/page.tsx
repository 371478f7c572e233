// The town page, at townPath(slug) (web/lib/routes.ts; this folder is its first segment, as Next
// routes by folder). A segment cannot be partly dynamic, so the whole segment is the param and
// the page strips the fixed prefix. Its alias (townAliasPath) is this page: postbuild copies it
// there for the static site, and the preview server rewrites the alias to it (web/next.config.ts).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageShell } from '@/components/chrome/page-shell'
import { TownJsonLd } from '@/components/seo/json-ld'
import { TownPage } from '@/components/town/town-page'
import { getPage, getSiteSettings, staticParams } from '@/lib/content'
import { townPath, townSegmentPrefix } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ townPath: string }> }

export const generateStaticParams = staticParams('town', (slug) => ({
  townPath: `${townSegmentPrefix}${slug}`,
}))

async function townFor(segment: string) {
  if (!segment.startsWith(townSegmentPrefix)) return null
  return getPage('town', segment.slice(townSegmentPrefix.length))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const town = await townFor((await params).townPath)
  if (!town) return {}
  return pageMetadata({
    path: townPath(town.slug ?? ''),
    title: town.heroHeading ?? town.name,
    description: town.cardDescription,
    seo: town.seo,
    documentType: 'town',
    picture: town.picture,
  })
}

export default async function TownRoute({ params }: Props) {
  const [town, settings] = await Promise.all([townFor((await params).townPath), getSiteSettings()])
  if (!town) notFound()
  return (
    <PageShell>
      <TownJsonLd town={town} />
      <TownPage town={town} settings={settings} />
    </PageShell>
  )
}
