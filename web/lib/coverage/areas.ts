// How the towns are shown at any number of them: which get a card on the home page, how the
// "Areas we cover" page groups them, and which towns a town page points to next. Pure functions
// over the towns in the staff's order (the Towns list in the Studio), tested beside this file.

import { countyPages, groupPagesShown, groupsBySegment } from '../routes'

type Town = { _id: string; name: string | null; slug: string | null; county?: string | null }

/** The home page's card settings, as staff set them in the coverage section. */
export type CardSettings = {
  cardLimit?: number | null
  featuredTowns?: readonly ({ _id: string } | null)[] | null
}

/**
 * The towns with an area card on the home page. While there are no more towns than the card
 * limit, every town, in the staff's order (`allShown`). Beyond it, the featured towns in the
 * order staff put them, at most the limit (or, none featured, the first towns of the list);
 * the page then links to the index of every town.
 */
export function areaCards<T extends Town>(
  towns: readonly T[],
  settings: CardSettings | null | undefined,
): { cards: T[]; allShown: boolean } {
  const limit = settings?.cardLimit ?? towns.length
  if (towns.length <= limit) return { cards: [...towns], allShown: true }
  const byId = new Map(towns.map((town) => [town._id, town]))
  // A featured town that is no longer published has no page: it gets no card.
  const featured = (settings?.featuredTowns ?? []).flatMap((ref) => {
    const town = ref ? byId.get(ref._id) : undefined
    return town ? [town] : []
  })
  const cards = featured.length > 0 ? featured : towns
  return { cards: cards.slice(0, limit), allShown: false }
}

/** A county and its towns; `segment` is its page's address segment (groupSegment, routes.ts). */
export type County<T> = { county: string; segment: string; towns: T[] }

const byName = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' })

/**
 * Every town grouped by county, counties and the towns in each in alphabetical order. Counties
 * spelt alike ("Wiltshire", "wiltshire") are one, named as its first town in the staff's order
 * spells it.
 */
export function townsByCounty<T extends Town>(towns: readonly T[]): County<T>[] {
  return groupsBySegment(towns, (town) => town.county)
    .map(({ name, segment, items }) => ({
      county: name,
      segment,
      towns: items.sort((a, b) => byName.compare(a.name ?? '', b.name ?? '')),
    }))
    .sort((a, b) => byName.compare(a.county, b.county))
}

/**
 * Whether "Areas we cover" lists the counties, each a page of its own with its towns (past
 * countyPages.above towns, web/lib/routes.ts), rather than every town on one page.
 */
export function countyPagesShown(towns: readonly Town[]): boolean {
  return groupPagesShown(countyPages, towns.length)
}

/** The county whose page is at `segment`, with its towns; undefined when there is no such page. */
export function countyOf<T extends Town>(
  towns: readonly T[],
  segment: string,
): County<T> | undefined {
  if (!countyPagesShown(towns)) return undefined
  return townsByCounty(towns).find((county) => county.segment === segment)
}

/** Staff's wording for every county's page, with this one's name in place of {county}. */
export const countyWording = (wording: string | null, county: County<unknown>): string =>
  (wording ?? '').replaceAll('{county}', county.county)

/** How many nearby towns a town page links to. */
export const NEARBY_TOWNS = 4

/**
 * The towns a town page points to: others in the same county, the nearest to it in the staff's
 * order first (staff list neighbouring towns together), returned in that order.
 */
export function nearbyTowns<T extends Town>(
  towns: readonly T[],
  slug: string,
  count: number = NEARBY_TOWNS,
): T[] {
  const position = towns.findIndex((town) => town.slug === slug)
  const county = towns[position]?.county?.trim()
  if (position < 0 || !county) return []
  return towns
    .map((town, index) => ({ town, index }))
    .filter(({ town, index }) => index !== position && town.county?.trim() === county)
    .sort(
      (a, b) => Math.abs(a.index - position) - Math.abs(b.index - position) || a.index - b.index,
    )
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map(({ town }) => town)
}
