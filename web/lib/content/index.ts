// The site's one content layer. Pages call these typed functions; they run the GROQ queries of
// queries.ts with groq-js over the snapshot that `npm run content:pull` wrote. Nothing else in
// web/ knows where content comes from.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { evaluate, parse } from 'groq-js'
import type {
  HomePageQueryResult,
  LegalLinksQueryResult,
  LegalPageQueryResult,
  RedirectsQueryResult,
  ServiceCardsQueryResult,
  ServicePageQueryResult,
  ServiceSlugsQueryResult,
  SiteSettingsQueryResult,
  TownCardsQueryResult,
  TownPageQueryResult,
  TownSlugsQueryResult,
} from '../../sanity.types'
import {
  homePageQuery,
  legalLinksQuery,
  legalPageQuery,
  redirectsQuery,
  serviceCardsQuery,
  servicePageQuery,
  serviceSlugsQuery,
  siteSettingsQuery,
  townCardsQuery,
  townPageQuery,
  townSlugsQuery,
} from './queries'

/** Where the pull writes the snapshot; CONTENT_SNAPSHOT lets tests point elsewhere. */
function snapshotFile(): string {
  return process.env.CONTENT_SNAPSHOT || join(process.cwd(), '.content', 'snapshot.ndjson')
}

let dataset: unknown[] | undefined

function loadDataset(): unknown[] {
  if (dataset) return dataset
  const file = snapshotFile()
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new Error(
      `No content snapshot at ${file}. Run "npm run content:pull" (or "npm run build").`,
    )
  }
  dataset = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown)
  return dataset
}

// The snapshot never changes during a build, so each query (with its parameters) is evaluated
// once per build process and shared by every page that asks: the header, footer and cards
// would otherwise scan the whole dataset again for each of thousands of pages.
const results = new Map<string, Promise<unknown>>()

function query<Result>(groq: string, params: Record<string, unknown> = {}): Promise<Result> {
  const key = `${groq}\u0000${JSON.stringify(params)}`
  let result = results.get(key)
  if (result === undefined) {
    result = evaluateQuery(groq, params)
    results.set(key, result)
  }
  return result as Promise<Result>
}

async function evaluateQuery(groq: string, params: Record<string, unknown>): Promise<unknown> {
  const value = await evaluate(parse(groq, { params }), { dataset: loadDataset(), params })
  return value.get()
}

function required<T>(value: T | null, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(
      `The content snapshot has no ${what}. Publish it in the Studio and build again.`,
    )
  }
  return value
}

export type SiteSettings = NonNullable<SiteSettingsQueryResult>
export type HomePage = NonNullable<HomePageQueryResult>
export type ServiceCard = ServiceCardsQueryResult[number]
export type ServicePage = NonNullable<ServicePageQueryResult>
export type TownCard = TownCardsQueryResult[number]
export type TownPage = NonNullable<TownPageQueryResult>
export type LegalPage = NonNullable<LegalPageQueryResult>
export type LegalLink = LegalLinksQueryResult[number]
export type Redirect = RedirectsQueryResult[number]

export async function getSiteSettings(): Promise<SiteSettings> {
  return required(await query<SiteSettingsQueryResult>(siteSettingsQuery), 'site settings')
}

export async function getHomePage(): Promise<HomePage> {
  return required(await query<HomePageQueryResult>(homePageQuery), 'home page')
}

export function getServiceCards(): Promise<ServiceCardsQueryResult> {
  return query<ServiceCardsQueryResult>(serviceCardsQuery)
}

export function getServiceSlugs(): Promise<ServiceSlugsQueryResult> {
  return query<ServiceSlugsQueryResult>(serviceSlugsQuery)
}

export function getServicePage(slug: string): Promise<ServicePageQueryResult> {
  return query<ServicePageQueryResult>(servicePageQuery, { slug })
}

export function getTownCards(): Promise<TownCardsQueryResult> {
  return query<TownCardsQueryResult>(townCardsQuery)
}

export function getTownSlugs(): Promise<TownSlugsQueryResult> {
  return query<TownSlugsQueryResult>(townSlugsQuery)
}

export function getTownPage(slug: string): Promise<TownPageQueryResult> {
  return query<TownPageQueryResult>(townPageQuery, { slug })
}

export function getLegalLinks(): Promise<LegalLinksQueryResult> {
  return query<LegalLinksQueryResult>(legalLinksQuery)
}

export function getLegalPage(slug: string): Promise<LegalPageQueryResult> {
  return query<LegalPageQueryResult>(legalPageQuery, { slug })
}

export function getRedirects(): Promise<RedirectsQueryResult> {
  return query<RedirectsQueryResult>(redirectsQuery)
}

export { getPicture, type PictureValue, type ShownPicture } from './pictures'
