// The pages a static build lists for a route folder (generateStaticParams), from the snapshot and,
// in an incremental build, the plan beside it (render-only.json): the towns' folder holds the
// town pages and, past countyPages.above towns, the county pages of "Areas we cover". A county
// page the plan names must be listed, or the incremental build would leave it out of the site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { countyPages, countyPath, townPath, townSegmentPrefix } from '../routes'
import { renderOnlyName } from './shared-facts'

const dir = mkdtempSync(join(tmpdir(), 'static-params-'))
const snapshot = join(dir, 'snapshot.ndjson')
const plan = join(dir, renderOnlyName)

/** A snapshot of the "Areas we cover" page and `count` towns, in two counties. */
function writeSnapshot(count: number): void {
  const towns = Array.from({ length: count }, (_, index) => ({
    _id: `town.${index}`,
    _type: 'town',
    name: `Town ${index}`,
    slug: { _type: 'slug', current: `town-${index}` },
    county: index % 2 === 0 ? 'Somerset' : 'Wiltshire',
    orderRank: `0|${String(index).padStart(6, '0')}:`,
  }))
  const areasPage = { _id: 'areasPage', _type: 'areasPage', heading: 'Areas We Cover' }
  writeFileSync(snapshot, [areasPage, ...towns].map((doc) => JSON.stringify(doc)).join('\n'))
}

/** The route's params as web/app/areas-covered/[place]/page.tsx lists them, from a fresh module. */
async function placeParams(): Promise<string[]> {
  vi.resetModules()
  vi.stubEnv('CONTENT_SNAPSHOT', snapshot)
  const { bothParams, groupPageParams, staticParams } = await import('./index')
  const list = bothParams(
    staticParams('town', (slug) => ({ place: `${townSegmentPrefix}${slug}` })),
    groupPageParams('areasPage', (segment) => ({ place: segment })),
  )
  return ((await list?.()) ?? []).map((params) => params.place)
}

const counties = (places: string[]) =>
  places.filter((place) => !place.startsWith(townSegmentPrefix))

describe("the towns' route folder", () => {
  beforeEach(() => {
    rmSync(plan, { force: true })
    writeSnapshot(countyPages.above + 1)
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  })

  it(`lists every town and, past ${countyPages.above} towns, every county in a clean build`, async () => {
    const places = await placeParams()
    expect(places.length - counties(places).length).toBe(countyPages.above + 1)
    expect(counties(places).sort()).toEqual(['somerset', 'wiltshire'])
  })

  it('lists only the pages an incremental build renders again, county pages included', async () => {
    writeFileSync(plan, JSON.stringify([townPath('town-7'), countyPath('wiltshire')]))
    expect(await placeParams()).toEqual([`${townSegmentPrefix}town-7`, 'wiltshire'])
  })

  it(`lists no county up to ${countyPages.above} towns`, async () => {
    writeSnapshot(countyPages.above)
    expect(counties(await placeParams())).toEqual([])
  })
})
