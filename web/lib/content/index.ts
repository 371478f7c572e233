// The site's one content layer. Pages call these typed functions; they run the GROQ queries of
// queries.ts with groq-js over a dataset. Where that dataset comes from is decided here, once:
//
// - the static build (`npm run build`): the snapshot file `npm run content:pull` wrote, read
//   once per build process;
// - the preview server (`npm run preview`, PREVIEW_SERVER=1): Sanity itself, one request for the
//   whole dataset in the drafts perspective (drafts over published) when the Studio's handshake
//   has turned on Next's draft mode, otherwise in the published perspective, each kept for a
//   few seconds and shared by every request meanwhile. Every page then renders on request.
//
// Nothing else in web/ knows where content comes from.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SanityQueries } from '@sanity/client'
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { evaluateSync, parse } from 'groq-js'
import { cookies, draftMode } from 'next/headers'
import { connection } from 'next/server'
import type {
  CoverageTownsQueryResult,
  RedirectsQueryResult,
  ServiceCardsQueryResult,
  ServiceSlugsQueryResult,
  SiteSettingsQueryResult,
  TownCardsQueryResult,
  TownSlugsQueryResult,
} from '../../sanity.types'
import { type RoutableType, type SitePages, sitePagesQuery } from '../routes'
import { markEditTargets } from './edit-targets'
import { preparePreviewPictures } from './pictures'
import { refreshCookieName } from './preview-refresh'
import {
  coverageTownsQuery,
  pageQueries,
  redirectsQuery,
  serviceCardsQuery,
  serviceSlugsQuery,
  siteSettingsQuery,
  townCardsQuery,
  townSlugsQuery,
} from './queries'
import { fetchDocuments, type LivePerspective } from './sanity'
import { snapshotInWeb } from './shared-facts'

/** Set by scripts/preview.ts for the preview server's build and run; never for the static build. */
const previewServer = process.env.PREVIEW_SERVER === '1'

/** Where the pull writes the snapshot; CONTENT_SNAPSHOT lets tests point elsewhere. */
function snapshotFile(): string {
  return process.env.CONTENT_SNAPSHOT || join(process.cwd(), snapshotInWeb)
}

type Dataset = unknown[]

let snapshot: Dataset | undefined

function loadSnapshot(): Dataset {
  if (snapshot) return snapshot
  const file = snapshotFile()
  let text: string
  try {
    // Not traced into the preview server's output: it never reads the snapshot.
    text = readFileSync(/* turbopackIgnore: true */ file, 'utf8')
  } catch {
    throw new Error(
      `No content snapshot at ${file}. Run "npm run content:pull" (or "npm run build").`,
    )
  }
  snapshot = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown)
  return snapshot
}

/**
 * How long the preview keeps one fetch of the dataset: the requests of one page view (and the
 * editor's next few) share it. An edit does not wait for it: the page in the Presentation tool
 * re-renders after each edit with a new refresh cookie, and a render that brings one it has not
 * seen fetches the dataset again (see currentDataset).
 */
const LIVE_DATASET_MAX_AGE_MS = 1500

type LiveEntry = { fetchedAt: number; documents: Promise<Dataset> }

const live = new Map<LivePerspective, LiveEntry>()

/** The refresh cookie values already honoured: each drops the cache once. */
const honouredRefreshes = new Set<string>()

function liveDataset(perspective: LivePerspective): Promise<Dataset> {
  const cached = live.get(perspective)
  if (cached && Date.now() - cached.fetchedAt < LIVE_DATASET_MAX_AGE_MS) return cached.documents
  const entry: LiveEntry = {
    fetchedAt: Date.now(),
    // Pictures first: getPicture reads what the picture service made for this dataset.
    documents: fetchDocuments(perspective).then(async (documents) => {
      await preparePreviewPictures(documents)
      return documents
    }),
  }
  live.set(perspective, entry)
  // A failed fetch is not kept: the next request asks Sanity again.
  entry.documents.catch(() => {
    if (live.get(perspective) === entry) live.delete(perspective)
  })
  return entry.documents
}

/** The dataset this render reads: the one switch between the static build and the preview. */
async function currentDataset(): Promise<Dataset> {
  if (!previewServer) return loadSnapshot()
  // Pages render on request: content changes under them. (The force-static share images,
  // manifest and sitemap are built once, from published content, when the preview is built.)
  await connection()
  const perspective = await previewPerspective()
  // An editor's refresh after an edit: read the edit, not a copy up to 1.5 s old. Draft mode
  // only (previewPerspective checked it for 'drafts'; a stranger's cookie is never honoured), so
  // nobody else can make the preview fetch the dataset on every request.
  const refresh = (await cookies()).get(refreshCookieName)?.value
  if (refresh && (await draftMode()).isEnabled && !honouredRefreshes.has(refresh)) {
    if (honouredRefreshes.size > 1000) honouredRefreshes.clear()
    honouredRefreshes.add(refresh)
    live.delete(perspective)
  }
  return liveDataset(perspective)
}

/**
 * What the preview shows this browser: published content, unless the Studio's handshake turned
 * on draft mode; then drafts, unless the editor switched the Presentation tool to "Published"
 * (the perspective cookie, set by the preview's perspective route).
 */
export async function previewPerspective(): Promise<LivePerspective> {
  if (!(await draftMode()).isEnabled) return 'published'
  const chosen = (await cookies()).get(perspectiveCookieName)?.value
  return chosen === 'published' ? 'published' : 'drafts'
}

/**
 * A dynamic route's generateStaticParams: the static export writes the page of every listed
 * param at build; the preview server gets none, so Next renders each page on request, including
 * a page whose document exists only as a draft (a new town). (A route segment's `dynamic` setting
 * cannot say this: Next only accepts a literal there.) No route sets `dynamicParams = false`: the
 * export writes only the listed pages anyway, and the host answers any other path with 404.html.
 */
export function staticParams<Params>(
  list: () => Promise<Params[]>,
): (() => Promise<Params[]>) | undefined {
  return previewServer ? undefined : list
}

/** The non-empty slugs of a list query, for generateStaticParams. */
export function presentSlugs(slugs: readonly (string | null)[]): string[] {
  return slugs.filter((slug): slug is string => Boolean(slug))
}

// Each query (with its parameters) is evaluated once per dataset and shared by every page that
// asks: the header, footer and cards would otherwise scan the whole dataset again for each of
// thousands of pages in a build, or for each component of a preview render.
const results = new WeakMap<Dataset, Map<string, Promise<unknown>>>()

async function query<Result>(groq: string, params: Record<string, unknown> = {}): Promise<Result> {
  const dataset = await currentDataset()
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
  if (previewServer) markEditTargets(result, (id) => typesOf(dataset).get(id))
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
    throw new Error(
      previewServer
        ? `Sanity has no ${what}. Create it in the Studio.`
        : `The content snapshot has no ${what}. Publish it in the Studio and build again.`,
    )
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
export type Redirect = RedirectsQueryResult[number]

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

export function getServiceSlugs(): Promise<ServiceSlugsQueryResult> {
  return query<ServiceSlugsQueryResult>(serviceSlugsQuery)
}

export function getTownCards(): Promise<TownCardsQueryResult> {
  return query<TownCardsQueryResult>(townCardsQuery)
}

export function getCoverageTowns(): Promise<CoverageTownsQueryResult> {
  return query<CoverageTownsQueryResult>(coverageTownsQuery)
}

export function getTownSlugs(): Promise<TownSlugsQueryResult> {
  return query<TownSlugsQueryResult>(townSlugsQuery)
}

/** Every page of the dataset, by document type (the page types of web/lib/routes.ts). */
export function getSitePages(): Promise<SitePages> {
  return query<SitePages>(sitePagesQuery)
}

export function getRedirects(): Promise<RedirectsQueryResult> {
  return query<RedirectsQueryResult>(redirectsQuery)
}

export { type EditTarget, editTarget, listItemTarget } from './edit-targets'
export { getPicture, type PictureValue, type ShownPicture } from './pictures'
