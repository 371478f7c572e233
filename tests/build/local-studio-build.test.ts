// `npm run studio -- --build` (scripts/studio.ts), the one command the README and the staff guide
// give for building the site from local content: an edit made there, as the local Studio makes
// it (one transaction on the local Content Lake), and a picture uploaded there (through the
// lake's Assets API, as the Studio uploads it), are on the pages it builds, and the build record
// names the local project. It starts where a fresh clone starts: a content folder the Studio
// made and then closed (its lake on ports nothing answers any more), and a picture cache with no
// originals, so every picture is fetched from the lake `--build` starts itself. It runs the way a
// developer would, with the Studio's browser tests holding the Studio's fixed ports at the same
// time: its lake takes free ones. Built into web/.build-local-studio/ (NEXT_DIST_DIR, its own
// snapshot, site cache and picture cache), one build at a time with the other test builds
// (tests/support/build-site.ts).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureCacheDir } from '../../scripts/build/index.ts'
import { type Doc, startLocalContentLake } from '../../scripts/content-lake/index.ts'
import { freePort } from '../../scripts/host/index.ts'
import { envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'
import { parseNdjson } from '../../scripts/lib/ndjson.ts'
import { runCommand } from '../../scripts/lib/run-command.ts'
import { localContentLake } from '../../web/lib/settings.ts'
import { withLock } from '../support/build-site.ts'

const scratch = join(repoRoot, 'web', '.build-local-studio')
const outDir = join(scratch, 'out')
const pictureCache = join(scratch, 'picture-cache')
const content = mkdtempSync(join(tmpdir(), 'local-studio-build-'))
const edited = 'Fitted on the driveway in Bath, edited on local content.'
const uploadedAlt = 'A picture uploaded in the local Studio and never built before.'
let uploadedId = ''
let log = ''

/** A picture no build has seen: new bytes, so a new asset (Sanity names it by their SHA-1). */
function newPicture(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1200" height="800"><circle cx="420" cy="400" r="150" fill="#f5b700"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer()
}

beforeAll(async () => {
  // What staff do in the local Studio, kept in its folder as npm run studio keeps it: a Publish
  // of Bath's card words, and a new picture on Bath's page. Then the Studio is closed.
  const { lake } = await startLocalContentLake({
    dir: content,
    ports: { node: await freePort(), browser: await freePort() },
  })
  const upload = await fetch(
    `${lake.url}/v2025-02-19/assets/images/${localContentLake.dataset}?filename=uploaded-in-the-local-studio.jpg`,
    {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(await newPicture()),
    },
  )
  const asset = ((await upload.json()) as { document: { _id: string } }).document
  uploadedId = asset._id
  await lake.dataset.commit((staging) => {
    const bath = staging.get('town.bath') as Doc
    const picture = {
      ...(bath.picture as object),
      asset: { _type: 'reference', _ref: uploadedId },
      alt: uploadedAlt,
    }
    staging.put('town.bath', { ...bath, cardDescription: edited, picture } as never, {
      patch: { id: 'town.bath', set: { cardDescription: edited, picture } },
    })
  })
  await lake.close()
  rmSync(scratch, { recursive: true, force: true })
  // No originals (a clone that never built downloads every picture from the lake); the encoded
  // cuts of the fixture's pictures from the main build's cache, which spares re-encoding them
  // (about a minute of CPU) and not the download this test is about.
  const mainEncoded = join(pictureCacheDir(), 'encoded')
  mkdirSync(pictureCache, { recursive: true })
  if (existsSync(mainEncoded))
    cpSync(mainEncoded, join(pictureCache, 'encoded'), { recursive: true })
  log = await withLock(join(repoRoot, 'web', '.build-next.lock'), () =>
    runCommand(
      'npm run studio -- --build',
      process.execPath,
      ['scripts/studio.ts', '--build', '--content', content],
      {
        cwd: repoRoot,
        env: envWithoutContentSettings({
          CONTENT_SNAPSHOT: join(scratch, 'snapshot.ndjson'),
          NEXT_DIST_DIR: relative(join(repoRoot, 'web'), outDir),
          SITE_CACHE_DIR: join(scratch, 'site-cache'),
          PICTURE_CACHE_DIR: pictureCache,
          // `npm run typecheck` checks web/'s types once (web/next.config.ts).
          NEXT_SKIP_TYPECHECK: '1',
        }),
      },
    ),
  )
}, 600_000)

afterAll(() => rmSync(content, { recursive: true, force: true }))

describe('npm run studio -- --build', () => {
  it("builds the site from local content: the edit is on Bath's area card on the home page", () => {
    const home = readFileSync(join(outDir, 'index.html'), 'utf8')
    expect(home).toContain(edited)
    expect(log).toContain(
      `studio: built web/.build-local-studio/out from local content; npm run serve shows it at ${localContentLake.siteUrl}`,
    )
  })

  it('fetches every picture from the lake it starts, the one uploaded in the local Studio too, into a cache that had none', () => {
    expect(log).toMatch(/content:pull: pictures: \d+ fetched, 0 already in /)
    expect(existsSync(join(pictureCache, 'originals', uploadedId))).toBe(true)
    const bath = readFileSync(
      join(outDir, 'areas-covered', 'mobile-tyre-fitting-bath', 'index.html'),
      'utf8',
    )
    expect(bath).toContain(uploadedAlt)
    const files = [...bath.matchAll(/\/img\/uploaded-in-the-local-studio-[\w.-]+/g)].map(
      ([src]) => src,
    )
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(existsSync(join(outDir, file)), file).toBe(true)
  })

  it('records the local project and dataset, and the edited revision, for the local Studio', () => {
    const record = JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')) as {
      projectId: string
      dataset: string
      documents: { _id: string; _rev: string }[]
    }
    expect(record).toMatchObject({
      projectId: localContentLake.projectId,
      dataset: localContentLake.dataset,
    })
    const kept = join(content, 'dataset.ndjson')
    const seeded = parseNdjson(readFileSync(kept, 'utf8'), kept).find(
      (document) => document._id === 'town.bath',
    )
    expect(record.documents.find((document) => document._id === 'town.bath')?._rev).toBe(
      seeded?._rev,
    )
  })
})
