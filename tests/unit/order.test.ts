// The order staff set is the order the site shows: on the fixture, a town and a service are
// dragged the way @sanity/orderable-document-list drags them (a new rank between two
// neighbours' ranks, scripts/content/order-rank.ts), then the site's own queries (web/lib/content)
// run over the result with groq-js, as the build runs them.
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { rankBetween, serviceDocuments, townDocuments } from '../../scripts/content/index.ts'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { readNdjsonFile, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import {
  coverageTownsQuery,
  serviceCardsQuery,
  townCardsQuery,
} from '../../web/lib/content/queries.ts'
import { pageSlugs, type SitePages, sitePagesQuery } from '../../web/lib/routes.ts'

async function run<T>(query: string, dataset: SanityDocument[]): Promise<T> {
  return (await (await evaluate(parse(query), { dataset })).get()) as T
}

const rankOf = (documents: SanityDocument[], id: string) =>
  String(documents.find((document) => document._id === id)?.orderRank)

/** `id` dropped between `before` and `after` (ids; undefined for an end of the list). */
function drag(
  documents: SanityDocument[],
  id: string,
  before: string | undefined,
  after: string | undefined,
): SanityDocument[] {
  const rank = rankBetween(
    before ? rankOf(documents, before) : undefined,
    after ? rankOf(documents, after) : undefined,
  )
  return documents.map((document) =>
    document._id === id ? { ...document, orderRank: rank } : document,
  )
}

describe('the order staff set by dragging', () => {
  const fixture = readNdjsonFile(defaultFixturePath)

  it('keeps the starter order: towns and services in the order the starter content lists them', async () => {
    const towns = await run<{ name: string }[]>(townCardsQuery, fixture)
    expect(towns.map((town) => town.name)).toEqual(townDocuments.map((town) => town.name))
    const services = await run<{ title: string }[]>(serviceCardsQuery, fixture)
    expect(services.map((service) => service.title)).toEqual(
      serviceDocuments.map((service) => service.title),
    )
  })

  it('shows a town where it was dropped, on the cards and in the pages built', async () => {
    const dragged = drag(fixture, 'town.newport', 'town.swindon', 'town.bath')
    const names = (await run<{ name: string }[]>(townCardsQuery, dragged)).map((t) => t.name)
    expect(names.slice(0, 3)).toEqual(['Swindon', 'Newport', 'Bath'])
    expect(names).toHaveLength(10)
    const slugs = pageSlugs(await run<SitePages>(sitePagesQuery, dragged), 'town')
    expect(slugs.slice(0, 3)).toEqual(['swindon', 'newport', 'bath'])
  })

  it("lists cards and the postcode check's towns as the registry orders the pages", async () => {
    const dragged = drag(
      drag(fixture, 'town.newport', 'town.swindon', 'town.bath'),
      'service.vehicle-servicing',
      undefined,
      'service.mobile-tyre-fitting',
    )
    const pages = await run<SitePages>(sitePagesQuery, dragged)
    const slugsOf = async (query: string) =>
      (await run<{ slug: string }[]>(query, dragged)).map((item) => item.slug)
    expect(await slugsOf(serviceCardsQuery)).toEqual(pageSlugs(pages, 'service'))
    expect(await slugsOf(townCardsQuery)).toEqual(pageSlugs(pages, 'town'))
    expect(await slugsOf(coverageTownsQuery)).toEqual(pageSlugs(pages, 'town'))
  })

  it('shows a service dragged to the top first, and one dragged to the end last', async () => {
    let dragged = drag(
      fixture,
      'service.vehicle-servicing',
      undefined,
      'service.mobile-tyre-fitting',
    )
    dragged = drag(dragged, 'service.mobile-tyre-fitting', 'service.brake-service', undefined)
    const titles = (await run<{ title: string }[]>(serviceCardsQuery, dragged)).map((s) => s.title)
    expect(titles[0]).toBe('Vehicle Servicing')
    expect(titles.at(-1)).toBe('Mobile Tyre Fitting')
    expect(titles).toHaveLength(9)
  })
})
