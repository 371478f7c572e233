// The town page, at townPath(slug) (web/lib/routes.ts; this folder is its first segment, as Next
// routes by folder). A segment cannot be partly dynamic,
// so the whole segment is the param and the page strips the fixed prefix.
import type { Metadata } from 'next'
import { townMetadata } from '@/components/town/town-metadata'
import { TownRoutePage } from '@/components/town/town-route'
import { getPage, getTownSlugs, presentSlugs, staticParams } from '@/lib/content'
import { townSegmentPrefix } from '@/lib/routes'

type Props = { params: Promise<{ townPath: string }> }

export const generateStaticParams = staticParams(async () =>
  presentSlugs(await getTownSlugs()).map((slug) => ({ townPath: `${townSegmentPrefix}${slug}` })),
)

async function townFor(segment: string) {
  if (!segment.startsWith(townSegmentPrefix)) return null
  return getPage('town', segment.slice(townSegmentPrefix.length))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const town = await townFor((await params).townPath)
  return town ? townMetadata(town, { alias: false }) : {}
}

export default async function TownRoute({ params }: Props) {
  return <TownRoutePage town={townFor((await params).townPath)} />
}
