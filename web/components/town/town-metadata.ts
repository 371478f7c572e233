// Title, description and canonical link of a town page. Both routes point their canonical at
// the main route; the /areas/{town}/ alias is also kept out of search indexes.
import type { Metadata } from 'next'
import type { TownPage } from '@/lib/content'
import { townPath } from '@/lib/routes'
import { siteUrl } from '@/lib/site-url'

export function townMetadata(town: TownPage, { alias }: { alias: boolean }): Metadata {
  const title = town.seo?.title ?? town.heroHeading ?? town.name ?? undefined
  const metadata: Metadata = {
    title: title ? { absolute: title } : undefined,
    description: town.seo?.description ?? town.cardDescription ?? undefined,
    alternates: { canonical: siteUrl(townPath(town.slug ?? '')) },
  }
  if (alias) metadata.robots = { index: false, follow: true }
  return metadata
}
