// Title, description, canonical link and share card of a town page. Both routes point their
// canonical at the main route; the alias (townAliasPath) is also kept out of search indexes.
import type { Metadata } from 'next'
import type { TownPage } from '@/lib/content'
import { townAliasPath, townPath } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export function townMetadata(town: TownPage, { alias }: { alias: boolean }): Promise<Metadata> {
  const slug = town.slug ?? ''
  return pageMetadata({
    path: alias ? townAliasPath(slug) : townPath(slug),
    canonicalPath: townPath(slug),
    title: town.heroHeading ?? town.name,
    description: town.cardDescription,
    seo: town.seo,
    documentType: 'town',
    picture: town.picture,
    noindex: alias,
  })
}
