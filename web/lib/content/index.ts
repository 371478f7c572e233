// The site's one content layer. Pages call these typed functions; they run the GROQ queries of
// queries.ts with groq-js over the documents of the content source (source.ts: the snapshot for
// the static build, Sanity itself for the preview server). Nothing else in web/ knows where
// content comes from.
import type { SanityQueries } from '@sanity/client'
import { evaluateSync, parse } from 'groq-js'
import type {
  CoverageTownsQueryResult,
  ServiceCardsQueryResult,
  SiteSettingsQueryResult,
  TownCardsQueryResult,
} from '../../sanity.types'
import {
  documentPath,
  pageSlugs,
  type RoutableType,
  type SitePages,
  siteAddresses,
  sitePagesQuery,
} from '../routes'
import { markEditTargets } from './edit-targets'
import {
  coverageTownsQuery,
  pageQueries,
  serviceCardsQuery,
  siteSettingsQuery,
  townCardsQuery,
} from './queries'
import { noteRead } from './reads'
import { type Dataset, source } from './source'

/**
 * A dynamic route's generateStaticParams: the params of every page of the registry type `type`
 * (`toParams` turns a slug into the route's params). The static export writes the page of every
 * listed param at build, or, in an incremental build, of those the build renders again (the
 * others are the last build's: scripts/build/site-cache.ts); the preview server lists none, so Next
 * renders each page on request, including a page whose document exists only as a draft (a new
 * town). (A route segment's `dynamic` setting cannot say this: Next only accepts a literal
 * there.) No route sets `dynamicParams = false`: the export writes only the listed pages anyway,
 * and the host answers any other path with 404.html.
 */
export function staticParams<Params>(
  type: RoutableType,
  toParams: (slug: string) => Params,
): (() => Promise<Params[]>) | undefined {
  return listedParams((pages) =>
    pageSlugs(pages, type).map((slug) => ({
      path: documentPath(type, slug) ?? '',
      params: toParams(slug),
    })),
  )
}

/**
 * staticParams for the group pages of a page type (GroupPages in web/lib/routes.ts: the county
 * pages of "Areas we cover"), from their group's segment.
 */
export function groupPageParams<Params>(
  type: RoutableType,
  toParams: (segment: string) => Params,
): (() => Promise<Params[]>) | undefined {
  return listedParams((pages) =>
    siteAddresses(pages).flatMap((address) =>
      address.pageType.type === type && address.group !== undefined
        ? [{ path: address.path, params: toParams(address.group) }]
        : [],
    ),
  )
}

/** Both, for a route folder that holds the pages of a type and the group pages of another. */
export function bothParams<Params>(
  ...lists: ((() => Promise<Params[]>) | undefined)[]
): (() => Promise<Params[]>) | undefined {
  if (!source.listsPages) return undefined
  return async () => {
    const params = await Promise.all(lists.map((list) => list?.() ?? []))
    return params.flat()
  }
}

function listedParams<Params>(
  list: (pages: SitePages) => { path: string; params: Params }[],
): (() => Promise<Params[]>) | undefined {
  if (!source.listsPages) return undefined
  return async () => {
    const pages = list(await getSitePages())
    const only = source.renderOnly?.()
    const chosen = only ? pages.filter((page) => only.has(page.path)) : pages
    // With `output: 'export'` Next refuses a route that lists no page: one of its pages is
    // rendered again (its output is what the last build wrote, so either copy will do).
    return (chosen.length > 0 ? chosen : pages.slice(0, 1)).map((page) => page.params)
  }
}

/** Notes, for the next build, the address of the page being rendered (seo.ts's pageMetadata). */
export function notePageAddress(path: string): void {
  noteRead(['page', path])
}

// Each query (with its parameters) is evaluated once per dataset and shared by every page that
// asks: the header, footer and cards would otherwise scan the whole dataset again for each of
// thousands of pages in a build, or for each component of a preview render.
const results = new WeakMap<Dataset, Map<string, Promise<unknown>>>()

async function query<Result>(groq: string, params: Record<string, unknown> = {}): Promise<Result> {
  noteRead(['query', groq, params])
  const dataset = await source.documents()
  let forDataset = results.get(dataset)
  if (forDataset === undefined) {
    forDataset = new Map()
    results.set(dataset, forDataset)
  }
  const key = `${groq}\u0000${JSON.stringify(params)}`
  let result = forDataset.get(key)
  if (result === undefined) {
    result = evaluateQuery(dataset, groq, params)
    forDataset.set(key, result)
  }
  return result as Promise<Result>
}

async function evaluateQuery(
  dataset: Dataset,
  groq: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  // Synchronous: the dataset is in memory, and groq-js's async evaluator spends most of its time
  // scheduling promises (several times slower over a thousand towns).
  const result: unknown = await evaluateSync(parse(groq, { params }), { dataset, params }).get()
  // The preview's click-to-edit: where each object of the result sits in its document.
  if (source.marksEditTargets) markEditTargets(result, (id) => typesOf(dataset).get(id))
  return result
}

const types = new WeakMap<Dataset, Map<string, string>>()

/** Each document's _type by _id, for the edit targets of a preview dataset. */
function typesOf(dataset: Dataset): Map<string, string> {
  let byId = types.get(dataset)
  if (byId === undefined) {
    byId = new Map()
    for (const doc of dataset as { _id?: unknown; _type?: unknown }[]) {
      if (typeof doc._id === 'string' && typeof doc._type === 'string') byId.set(doc._id, doc._type)
    }
    types.set(dataset, byId)
  }
  return byId
}

function required<T>(value: T | null, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(source.missing(what))
  }
  return value
}

/**
 * What the query of a page type's main document returns (pageQueries in queries.ts), or null:
 * TypeGen's map of each query to its result type (web/sanity.types.ts).
 */
export type PageContent<Type extends RoutableType> = SanityQueries[(typeof pageQueries)[Type]]

export type SiteSettings = NonNullable<SiteSettingsQueryResult>
export type HomePage = NonNullable<PageContent<'homePage'>>
export type AreasPage = NonNullable<PageContent<'areasPage'>>
export type BreakdownPage = NonNullable<PageContent<'breakdownPage'>>
export type ServiceCard = ServiceCardsQueryResult[number]
export type ServicePage = NonNullable<PageContent<'service'>>
export type TownCard = TownCardsQueryResult[number]
export type CoverageTownContent = CoverageTownsQueryResult[number]
export type TownPage = NonNullable<PageContent<'town'>>
export type LegalPage = NonNullable<PageContent<'legalPage'>>

export async function getSiteSettings(): Promise<SiteSettings> {
  return required(await query<SiteSettingsQueryResult>(siteSettingsQuery), 'site settings')
}

/**
 * The main document of a page: of the page type `type` (web/lib/routes.ts) at `slug`, or the one
 * document of a page at a fixed address (no slug). Null when there is none.
 */
export function getPage<Type extends RoutableType>(
  type: Type,
  slug?: string,
): Promise<PageContent<Type>> {
  return query<PageContent<Type>>(pageQueries[type], slug === undefined ? {} : { slug })
}

export async function getHomePage(): Promise<HomePage> {
  return required(await getPage('homePage'), 'home page')
}

export async function getAreasPage(): Promise<AreasPage> {
  return required(await getPage('areasPage'), '"Areas we cover" page')
}

export async function getBreakdownPage(): Promise<BreakdownPage> {
  return required(await getPage('breakdownPage'), 'broken down page')
}

export function getServiceCards(): Promise<ServiceCardsQueryResult> {
  return query<ServiceCardsQueryResult>(serviceCardsQuery)
}

export function getTownCards(): Promise<TownCardsQueryResult> {
  return query<TownCardsQueryResult>(townCardsQuery)
}

export function getCoverageTowns(): Promise<CoverageTownsQueryResult> {
  return query<CoverageTownsQueryResult>(coverageTownsQuery)
}

/** Every page of the dataset, by document type (the page types of web/lib/routes.ts). */
export function getSitePages(): Promise<SitePages> {
  return query<SitePages>(sitePagesQuery)
}

export { type EditTarget, editTarget, listItemTarget } from './edit-targets'
export { previewPerspective } from './live'
export { getPicture, type PictureValue, type ShownPicture } from './pictures'
