// The pages under /areas-covered/ (this folder is their last segment, as Next routes by folder):
//  - a town page, at townPath(slug) (web/lib/routes.ts). A segment cannot be partly dynamic, so
//    the whole segment is the param and the page strips the fixed prefix. Its alias
//    (townAliasPath) is this page: postbuild copies it there for the static site, and the preview
//    server rewrites the alias to it (web/next.config.ts);
//  - past countyPages.above towns (web/lib/routes.ts), a county page of "Areas we cover" (the
//    areas page's GroupPages), at the county's segment: every town of the county.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CountyPage } from '@/components/areas/county-page'
import { PageShell } from '@/components/chrome/page-shell'
import { CountyJsonLd, TownJsonLd } from '@/components/seo/json-ld'
import { TownPage } from '@/components/town/town-page'
import {
  bothParams,
  getAreasPage,
  getPage,
  getSiteSettings,
  getTownCards,
  groupPageParams,
  staticParams,
} from '@/lib/content'
import { countyOf, countyWording } from '@/lib/coverage/areas'
import { countyPath, townPath, townSegmentPrefix } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ place: string }> }

export const generateStaticParams = bothParams(
  staticParams('town', (slug) => ({ place: `${townSegmentPrefix}${slug}` })),
  groupPageParams('areasPage', (segment) => ({ place: segment })),
)

async function townFor(segment: string) {
  if (!segment.startsWith(townSegmentPrefix)) return null
  return getPage('town', segment.slice(townSegmentPrefix.length))
}

/** The county at `segment` with its towns, when "Areas we cover" has county pages. */
async function countyFor(segment: string) {
  if (segment.startsWith(townSegmentPrefix)) return undefined
  return countyOf(await getTownCards(), segment)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { place } = await params
  const town = await townFor(place)
  if (town) {
    return pageMetadata({
      path: townPath(town.slug ?? ''),
      title: town.heroHeading ?? town.name,
      description: town.cardDescription,
      seo: town.seo,
      documentType: 'town',
      picture: town.picture,
    })
  }
  const county = await countyFor(place)
  if (!county) return {}
  const page = await getAreasPage()
  return pageMetadata({
    documentType: 'areasPage',
    path: countyPath(county.segment),
    title: countyWording(page.countyHeading, county),
    description: countyWording(page.countyIntro, county),
  })
}

export default async function PlaceRoute({ params }: Props) {
  const { place } = await params
  const [town, county, settings] = await Promise.all([
    townFor(place),
    countyFor(place),
    getSiteSettings(),
  ])
  if (town) {
    return (
      <PageShell>
        <TownJsonLd town={town} />
        <TownPage town={town} settings={settings} />
      </PageShell>
    )
  }
  if (!county) notFound()
  const page = await getAreasPage()
  return (
    <PageShell>
      <CountyJsonLd page={page} county={county} />
      <CountyPage page={page} county={county} settings={settings} />
    </PageShell>
  )
}
