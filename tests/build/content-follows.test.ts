// The built site follows the content, from one build: the Sanity stand-in is seeded with the
// starter content, one field of every document type and a redirect are then edited through its
// API (as the Studio publishes), and the build pulled from it (exactly one content request)
// shows each edit where it belongs and otherwise reads the same as the fixture build (web/out),
// page for page.
// Pictures follow the content too, and a rebuild redoes only what changed: the same edit moves
// Bath's hotspot and removes Newbury's picture, so the picture step encodes Bath's two cuts and
// takes every other from the cache; only Bath's and Newbury's files differ from the main build
// in web/out, and none of Newbury's is left in the output.
// Addresses follow too: Gloucester's slug is changed and published through the Studio's own
// Publish code (studio/lib/address-transactions.ts), so its old address and alias answer 301 to
// the new ones on wrangler; the build compares its addresses with the live site's record (the
// main build's, as if built from the seeded content) and names the one the edit of a redirect
// dropped (/tyres) as now answering 404, with its fix, in the log and in /build.json.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureCacheDir } from '../../scripts/build/index.ts'
import { type ContentLake, startContentLake } from '../../scripts/content-lake/index.ts'
import { startServer } from '../../scripts/host/index.ts'
import { defaultFixturePath, repoRoot } from '../../scripts/lib/env.ts'
import { parseNdjson, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import { sanityClient } from '../../scripts/sanity/index.ts'
import { seedCommand } from '../../scripts/seed.ts'
import type { AddressDocument } from '../../studio/lib/address-changes.ts'
import { type AddressClient, publishWithAddresses } from '../../studio/lib/address-transactions.ts'
import type { BuildRecord } from '../../studio/lib/live-state.ts'
import { liveTypes } from '../../studio/lib/shown-types.ts'
import { townAliasPath, townPath } from '../../web/lib/routes.ts'
import { buildSite, filesContaining, pagesOf, visibleText } from '../support/build-site.ts'
import { runInProcess } from '../unit/run-script.ts'

/**
 * A Netlify production build with no SITE_URL (emptied, so a developer's .env cannot fill it in):
 * the site's address is Netlify's own URL, given as Netlify would not (upper case, a slash).
 */
const netlifyProduction = {
  CONTEXT: 'production',
  URL: 'https://Kerbside-Follows.netlify.app/',
  SITE_URL: '',
}

const fixture = () => parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')

type Edit = {
  type: string
  pick: (doc: SanityDocument) => boolean
  apply: (doc: Record<string, unknown>) => void
  text: string
  page: string
}

const edits: Edit[] = [
  {
    type: 'siteSettings',
    pick: () => true,
    apply: (doc) => {
      doc.hotlineLabel = 'Night Line Edited In Studio'
    },
    text: 'Night Line Edited In Studio',
    page: '/services/jumpstart-service/',
  },
  {
    type: 'homePage',
    pick: () => true,
    apply: (doc) => {
      ;(doc.hero as Record<string, unknown>).badge = 'Badge Edited In Studio'
    },
    text: 'Badge Edited In Studio',
    page: '/',
  },
  {
    type: 'service',
    pick: (doc) => doc._id === 'service.brake-service',
    apply: (doc) => {
      doc.title = 'Brake Care Renamed In Studio'
    },
    text: 'Brake Care Renamed In Studio',
    page: '/',
  },
  {
    type: 'town',
    pick: (doc) => doc._id === 'town.bath',
    apply: (doc) => {
      doc.heroHeading = 'Bath Heading Edited In Studio'
    },
    text: 'Bath Heading Edited In Studio',
    page: '/areas-covered/mobile-tyre-fitting-bath/',
  },
  {
    type: 'testimonial',
    pick: (doc) => doc._id.startsWith('testimonial.home-'),
    apply: (doc) => {
      doc.quote = 'A quote edited in the Studio for this test.'
    },
    text: 'A quote edited in the Studio for this test.',
    page: '/',
  },
  {
    type: 'servicePackage',
    pick: (doc) => doc._id === 'servicePackage.full',
    apply: (doc) => {
      doc.name = 'Full Package Edited In Studio'
    },
    text: 'Full Package Edited In Studio',
    page: '/services/vehicle-servicing/',
  },
  {
    type: 'faq',
    pick: () => true,
    apply: (doc) => {
      doc.question = 'A question edited in the Studio?'
    },
    text: 'A question edited in the Studio?',
    page: '/',
  },
  {
    type: 'legalPage',
    pick: (doc) => doc._id === 'legalPage.terms-of-service',
    apply: (doc) => {
      doc.title = 'Terms Edited In Studio'
    },
    text: 'Terms Edited In Studio',
    page: '/terms-of-service/',
  },
]

function applyEdits(documents: SanityDocument[]): SanityDocument[] {
  const done = new Set<string>()
  const edited = documents.map((document) => {
    const edit = edits.find((candidate) => candidate.type === document._type)
    if (!edit || done.has(edit.type) || !edit.pick(document)) return document
    done.add(edit.type)
    const copy = structuredClone(document) as Record<string, unknown>
    edit.apply(copy)
    return copy as SanityDocument
  })
  expect([...done].sort()).toEqual(edits.map((edit) => edit.type).sort())
  return edited
}

describe('the built site follows the content (seeded, edited, pulled from the Sanity stand-in)', () => {
  // Marker tokens: the build must use them, and none may appear anywhere in the output.
  const readToken = 'skReadTokenMarker7f3a9c'
  const writeToken = 'skWriteTokenMarker2b8e41'
  let lake: ContentLake | undefined
  let outDir: string
  /** The build's output, with the picture step's summary. */
  let log: string
  /** The asset of Newbury's picture, which the edit removes. */
  let newburyAsset: string
  /** The requests the build made to the stand-in (after the seed and the edits). */
  let requests: ContentLake['requests']
  const redirect = fixture().find((document) => document._type === 'redirect') as SanityDocument
  const editedFrom = '/old-edited-in-studio'
  /** Each edited value and the fixture's value it replaced, for reading the build back. */
  let replaced: { edited: string; original: string }[]
  /** The live site's build record, served while the build reads it. */
  let liveSite: Server | undefined

  beforeAll(async () => {
    lake = await startContentLake({ token: readToken })
    const env = {
      SANITY_PROJECT_ID: 'test-project',
      SANITY_DATASET: 'production',
      SANITY_API_WRITE_TOKEN: writeToken,
      SANITY_API_READ_TOKEN: readToken,
      SANITY_API_HOST: lake.url,
      // As a browser's address bar copies it: the build record's CORS header gets the origin.
      SANITY_STUDIO_URL: 'https://kerbside.sanity.studio/',
    }
    const seeded = await runInProcess(seedCommand, [], {
      ...env,
      SANITY_API_WRITE_TOKEN: readToken,
    })
    expect(seeded.code, seeded.stderr).toBe(0)

    // A member of staff publishes one edit of every document type, and of a redirect.
    const seededDocuments = [...lake.documents.values()] as SanityDocument[]
    const edited = applyEdits(seededDocuments).filter(
      (document, index) => document !== seededDocuments[index],
    )
    replaced = edits.map((edit) => {
      const before = seededDocuments.find(
        (document) => document._type === edit.type && edit.pick(document),
      ) as SanityDocument
      const after = edited.find((document) => document._id === before._id) as SanityDocument
      const changed = Object.entries(flatten(after)).find(
        ([path, value]) => flatten(before)[path] !== value,
      )
      expect(changed?.[1], `${edit.type} edit`).toBe(edit.text)
      return { edited: edit.text, original: String(flatten(before)[changed?.[0] as string]) }
    })
    const client = sanityClient({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      token: readToken,
      apiHost: lake.url,
    })
    // The same edit moves Bath's hotspot and removes Newbury's picture.
    type Town = SanityDocument & { picture?: { asset: { _ref: string }; hotspot: object } }
    const town = (id: string) =>
      structuredClone(
        (edited.find((document) => document._id === id) ?? lake?.documents.get(id)) as Town,
      )
    const bath = town('town.bath')
    const newbury = town('town.newbury')
    newburyAsset = newbury.picture?.asset._ref ?? ''
    delete newbury.picture
    const moved = {
      ...bath,
      picture: { ...bath.picture, hotspot: { ...bath.picture?.hotspot, x: 0.1, y: 0.1 } },
    }
    const published = [
      ...edited.filter((document) => document._id !== bath._id),
      moved,
      newbury,
      { ...redirect, from: editedFrom },
    ]
    await client.mutate(published.map((document) => ({ createOrReplace: document })) as never)
    replaced.push({ edited: `${editedFrom} `, original: `${redirect.from as string} ` })

    // Staff change Gloucester's slug and press Publish: the Studio's own publish transaction.
    const gloucester = lake.documents.get(renamed.id) as AddressDocument
    let made = 0
    await publishWithAddresses(client as unknown as AddressClient, {
      draft: {
        ...gloucester,
        _id: `drafts.${renamed.id}`,
        slug: { _type: 'slug', current: renamed.to },
      },
      published: gloucester,
      newId: () => `redirect.studio-${++made}`,
    })

    // The live site: the main build's record, as if built from the seeded content (the same).
    const live = JSON.parse(readFileSync(join(repoRoot, 'web', 'out', 'build.json'), 'utf8'))
    const liveRecord = JSON.stringify({
      ...live,
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
    })
    liveSite = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(liveRecord)
    })
    await new Promise<void>((resolve) => liveSite?.listen(0, '127.0.0.1', resolve))
    const liveRecordUrl = `http://127.0.0.1:${(liveSite.address() as AddressInfo).port}/build.json`

    const before = lake.requests.length
    const built = await buildSite('lake', {
      ...env,
      ...netlifyProduction,
      // Netlify's URL is not on this machine: the live record comes from the server above.
      LIVE_RECORD_URL: liveRecordUrl,
      PICTURE_CACHE_DIR: cacheOfMainBuild(join(repoRoot, 'web', 'out', 'img')),
    })
    ;({ outDir, log } = built)
    requests = lake.requests.slice(before)
  })

  afterAll(async () => {
    await lake?.close()
    await new Promise((resolve) => (liveSite ? liveSite.close(resolve) : resolve(undefined)))
  })

  it("is built for the address next build's settings resolve: on Netlify without SITE_URL, Netlify's URL, said in the log", () => {
    const origin = 'https://kerbside-follows.netlify.app'
    expect(log).toContain(
      `SITE_URL is not set: canonical links, sitemap and share cards use Netlify's URL, ${origin}.`,
    )
    const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
    for (const [path, html] of pagesOf(outDir)) {
      if (path === '/404.html') continue
      expect(canonical(html), path).toMatch(new RegExp(`^${origin}/`))
    }
    const sitemap = [
      ...readFileSync(join(outDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
    ]
    expect(sitemap.length).toBeGreaterThan(0)
    for (const [, loc] of sitemap) expect(loc).toMatch(new RegExp(`^${origin}/`))
  })

  it('shows an edited field of every document type, and an edited redirect', () => {
    const pages = pagesOf(outDir)
    const original = pagesOf(join(repoRoot, 'web', 'out'))
    for (const edit of edits) {
      const html = pages.get(edit.page)
      expect(html, `${edit.page} was built`).toBeDefined()
      expect(visibleText(html as string), `${edit.type} edit on ${edit.page}`).toContain(edit.text)
      expect(visibleText(original.get(edit.page) ?? '')).not.toContain(edit.text)
    }
    expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toContain(`${editedFrom} `)
  })

  it('pulls with one request, and builds the same pages as the fixture but for the edits', () => {
    expect(
      requests.filter((request) => request.kind !== 'file'),
      'content requests one build makes',
    ).toHaveLength(1)
    // Picture files come from the asset CDN, each at most once (none when the cache has them).
    const files = requests.filter((request) => request.kind === 'file').map((r) => r.path)
    expect(new Set(files).size).toBe(files.length)

    /** The build's text with every edited value put back as the fixture has it. */
    const unedited = (text: string) =>
      replaced.reduce((result, { edited, original }) => result.replaceAll(edited, original), text)
    const fromLake = pagesOf(outDir)
    const fromFixture = pagesOf(join(repoRoot, 'web', 'out'))
    expect([...fromLake.keys()].map(beforeRename).sort()).toEqual([...fromFixture.keys()].sort())
    for (const [path, html] of fromFixture) {
      expect(unedited(visibleText(fromLake.get(afterRename(path)) ?? '')), path).toBe(
        visibleText(html),
      )
    }
    // The same rules but the rename's; sorted, as the rules are listed by address and the edit
    // moved one.
    const rules = (text: string) => text.split('\n').sort()
    const renameRules = renamedPaths.map(([from, to]) => `${from} ${to} 301`)
    const lakeRules = rules(unedited(readFileSync(join(outDir, '_redirects'), 'utf8')))
    expect(lakeRules.filter((rule) => renameRules.includes(rule)).sort()).toEqual(
      renameRules.sort(),
    )
    expect(lakeRules.filter((rule) => !renameRules.includes(rule))).toEqual(
      rules(readFileSync(join(repoRoot, 'web', 'out', '_redirects'), 'utf8')),
    )
  })

  it('records what it was built from, for the Studio, and holds no token', () => {
    // The build record names the project and dataset, and the own _rev of each published
    // document of the types the Studio tracks (its badges and redirects: nothing else, no picture
    // asset), and lets the Studio's origin (SANITY_STUDIO_URL) read it.
    const record = JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')) as BuildRecord
    expect(record).toMatchObject({ projectId: 'test-project', dataset: 'production' })
    const published = [...(lake as ContentLake).documents.values()].filter(
      (doc) => !doc._id.startsWith('drafts.') && liveTypes.has(doc._type),
    )
    expect(published.length).toBeGreaterThan(0)
    expect(new Map(record.documents.map((doc) => [doc._id, doc._rev]))).toEqual(
      new Map(published.map((doc) => [doc._id, doc._rev])),
    )
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain(
      '/build.json\n  Cache-Control: no-cache\n  Access-Control-Allow-Origin: https://kerbside.sanity.studio\n',
    )

    // The preview server's client bundles get the same check in preview.test.ts.
    expect(
      filesContaining(outDir, [readToken, writeToken]),
      'files in the build output that contain a token',
    ).toEqual([])
  })

  it("answers a renamed town's old address and alias with 301 to the new ones, on wrangler", async () => {
    const server = await startServer({ root: outDir, port: 0 })
    try {
      for (const [from, to] of renamedPaths) {
        const response = await fetch(`${server.url}${from}`, { redirect: 'manual' })
        expect(response.status, from).toBe(301)
        expect(new URL(response.headers.get('location') ?? '', server.url).pathname, from).toBe(to)
        expect((await fetch(`${server.url}${to}`)).status, to).toBe(200)
      }
    } finally {
      await server.close()
    }
    // One redirect document per old address, made by the Studio, saying so.
    const made = [...(lake as ContentLake).documents.values()].filter(
      (doc) => doc._type === 'redirect' && typeof doc.origin === 'string',
    )
    expect(made.map((doc) => `${doc.from} ${doc.to}`).sort()).toEqual(
      renamedPaths.map(([from, to]) => `${from} ${to}`).sort(),
    )
  })

  it('names the address the live site served that now answers 404, with its fix, in the log and /build.json', () => {
    const lost = [{ path: redirect.from as string, to: redirect.to as string }]
    expect(log).toContain(
      `these addresses now answer 404 (the live site served them; this build has no page or redirect there; add a redirect in the Studio, or use the Live site tool's button):\n  ${redirect.from} (fix: a redirect to ${redirect.to})\n`,
    )
    const record = JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')) as BuildRecord
    expect(record.lost).toEqual(lost)
    // The renamed town's old addresses are redirected, so not lost.
    expect(log).not.toContain(`  ${townPath('gloucester')} (fix`)
  })

  it('re-encodes only the moved hotspot, and drops a removed picture from the output', () => {
    const mainOut = join(repoRoot, 'web', 'out')
    // Every cut of the main build is in the cache: only Bath's hero and share cuts are new, and
    // Newbury's cuts are gone (the main build's manifest, web/.content/pictures.json, has them).
    const mainCuts = Object.keys(
      (
        JSON.parse(readFileSync(join(repoRoot, 'web', '.content', 'pictures.json'), 'utf8')) as {
          renditions: Record<string, unknown>
        }
      ).renditions,
    )
    const newburyCuts = mainCuts.filter((key) => key.includes(`"${newburyAsset}"`))
    expect(newburyCuts.length).toBeGreaterThan(0)
    const renditions = mainCuts.length - newburyCuts.length
    const counts = log.match(/(\d+) renditions \((\d+) from cache, (\d+) encoded\)/)
    expect(counts?.slice(1).map(Number), log).toEqual([renditions, renditions - 2, 2])

    const before = new Set(readdirSync(join(mainOut, 'img')))
    const after = new Set(readdirSync(join(outDir, 'img')))
    const added = [...after].filter((name) => !before.has(name))
    const removed = [...before].filter((name) => !after.has(name))
    expect(added.length).toBeGreaterThan(0)
    expect(added.every((name) => name.startsWith('bath-from-the-ring-road-'))).toBe(true)
    expect(removed.filter((name) => !name.startsWith('bath-from-the-ring-road-'))).toEqual(
      [...before].filter((name) => name.startsWith('newbury-from-the-ring-road-')),
    )
    expect([...after].some((name) => name.startsWith('newbury-'))).toBe(false)

    const mainPages = pagesOf(mainOut)
    const pages = pagesOf(outDir)
    for (const [path, html] of pages) {
      const urls = pictureUrls(html)
      if (changedPicture(path)) continue
      expect(urls, path).toEqual(pictureUrls(mainPages.get(beforeRename(path)) ?? ''))
      for (const url of urls) expect(after.has(url.slice('/img/'.length)), url).toBe(true)
    }
    expect(pictureUrls(pages.get(bathPage) ?? '')).not.toEqual(
      pictureUrls(mainPages.get(bathPage) ?? ''),
    )
    const newbury = pages.get(newburyPage) ?? ''
    expect(pictureUrls(newbury)).toEqual([])
    expect(newbury).not.toContain('<picture')
    expect(newbury).toMatch(/<meta property="og:image" content="[^"]*\/og\/town\.png"/)
  })
})

/** A document's leaf values by path (`hero.badge`), for finding the one field an edit changed. */
function flatten(value: unknown, path = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { [path]: value }
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, path ? `${path}.${key}` : key)),
  )
}

/** The town whose slug the test changes through the Studio's Publish. */
const renamed = { id: 'town.gloucester', from: 'gloucester', to: 'gloucester-city' }
/** Its old addresses and the new ones: the main address, then the alias. */
const renamedPaths = [
  [townPath(renamed.from), townPath(renamed.to)],
  [townAliasPath(renamed.from), townAliasPath(renamed.to)],
] as const
/** A page's address in the fixture build, for an address of the lake build. */
const beforeRename = (path: string) => renamedPaths.find(([, to]) => to === path)?.[0] ?? path
/** A page's address in the lake build, for an address of the fixture build. */
const afterRename = (path: string) => renamedPaths.find(([from]) => from === path)?.[1] ?? path

const bathPage = '/areas-covered/mobile-tyre-fitting-bath/'
const newburyPage = '/areas-covered/mobile-tyre-fitting-newbury/'
/** Bath's and Newbury's pages, whose pictures the edit changed: the main routes and their /areas/ aliases. */
const changedPicture = (path: string) => /(bath|newbury)\/$/.test(path)

/**
 * A picture cache holding exactly what the main build used (its originals, the encoded files
 * published in web/out/img, matched by the content hash in their names), so the counts of the
 * picture test do not depend on what earlier test builds left in the project's cache.
 */
function cacheOfMainBuild(mainImg: string): string {
  const cache = mkdtempSync(join(tmpdir(), 'pictures-cache-'))
  const main = pictureCacheDir()
  cpSync(join(main, 'originals'), join(cache, 'originals'), { recursive: true })
  mkdirSync(join(cache, 'encoded'))
  const published = new Set(readdirSync(mainImg).map((name) => name.split('.')[1]))
  for (const file of readdirSync(join(main, 'encoded'))) {
    const [, hash] = file.split('.')
    if (file.endsWith('.color') || published.has(hash)) {
      cpSync(join(main, 'encoded', file), join(cache, 'encoded', file))
    }
  }
  return cache
}

/** Every picture address a page names: sources, img and the share card. */
function pictureUrls(html: string): string[] {
  const urls = [...html.matchAll(/\/img\/[a-z0-9.-]+\.(?:avif|webp|jpg)/g)].map((match) => match[0])
  return [...new Set(urls)].sort()
}
