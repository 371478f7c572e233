// An incremental build (npm run build:incremental, what the host runs after a Publish) writes
// what a clean build of the same content writes, file for file and byte for byte, the build's
// id (Next's build-id folder) and time (the build record's builtAt and build durations) aside.
// From the cache `npm run build` left (the fixture), each kind of Publish the bench times, in
// turn, on the content of the one before: one town's words (one page is rendered again, the
// others copied), a new picture on that town (one page rendered, with the new picture's cuts), the phone
// number (every page rendered). After each, the incremental build's export is compared with a
// clean build's (tests/support/build-site.ts), file by file.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteCacheDir } from '../../scripts/build/index.ts'
import { imageAssetFor } from '../../scripts/content-lake/index.ts'
import { defaultFixturePath, envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'
import { builtFiles } from '../../scripts/lib/export-files.ts'
import { parseNdjson, type SanityDocument, toNdjson } from '../../scripts/lib/ndjson.ts'
import { runCommand } from '../../scripts/lib/run-command.ts'
import { buildSite, withLock } from '../support/build-site.ts'

const scratch = join(repoRoot, 'web', '.build-incremental')
const content = join(scratch, 'content')
const fixtureFile = join(content, 'dataset.ndjson')
const incrementalOut = join(scratch, 'out')

/**
 * What differs between two exports, as lines: files only in one, files whose bytes differ. Next's
 * build id (the folder under _next/ and _next/static/ named by it, and the id inside its files)
 * and the build record's time are the build's own and left out.
 */
function exportDifferences(a: string, b: string): string[] {
  const buildId = (dir: string) => {
    const names = existsSync(join(dir, '_next', 'static'))
      ? readdirSync(join(dir, '_next', 'static'))
      : []
    return names.find((name) => /^[\w-]{21}$/.test(name))
  }
  const ids = [buildId(a), buildId(b)]
  const normal = (text: string, id: string | undefined) =>
    id ? text.replaceAll(id, '<build id>') : text
  const filesOf = (dir: string, id: string | undefined) =>
    new Map(builtFiles(dir).map((file) => [normal(file, id), file]))
  const [left, right] = [filesOf(a, ids[0]), filesOf(b, ids[1])]
  const lines: string[] = []
  for (const name of new Set([...left.keys(), ...right.keys()])) {
    const [one, other] = [left.get(name), right.get(name)]
    if (!one || !other) {
      lines.push(`${name}: only in the ${one ? 'incremental' : 'clean'} build`)
      continue
    }
    let [x, y] = [readFileSync(join(a, one), 'latin1'), readFileSync(join(b, other), 'latin1')]
    if (name === 'build.json') {
      const timeless = (text: string) => {
        const { builtAt: _at, builds: _builds, ...rest } = JSON.parse(text)
        return JSON.stringify(rest, null, 1)
      }
      ;[x, y] = [timeless(x), timeless(y)]
    } else {
      ;[x, y] = [normal(x, ids[0]), normal(y, ids[1])]
    }
    if (x !== y) lines.push(`${name}: differs`)
  }
  return lines.sort()
}

const env = () =>
  envWithoutContentSettings({
    CONTENT_FIXTURE: fixtureFile,
    CONTENT_SNAPSHOT: join(scratch, 'snapshot.ndjson'),
    NEXT_DIST_DIR: relative(join(repoRoot, 'web'), incrementalOut),
    SITE_CACHE_DIR: join(scratch, 'site-cache'),
    // `npm run typecheck` checks web/'s types (web/next.config.ts).
    NEXT_SKIP_TYPECHECK: '1',
  })

/** One incremental build of the content as it is now; its log. */
function incrementalBuild(): Promise<string> {
  return withLock(join(repoRoot, 'web', '.build-next.lock'), () =>
    runCommand('npm run build:incremental', process.execPath, ['scripts/build-incremental.ts'], {
      cwd: repoRoot,
      env: env(),
      // Tethered: the build dies with this test's process, never left holding web/.next.
      detached: true,
    }),
  )
}

let documents: SanityDocument[]

function publish(id: string, edit: (document: Record<string, unknown>) => void): void {
  documents = documents.map((document) => {
    if (document._id !== id) return document
    const copy = structuredClone(document) as Record<string, unknown>
    edit(copy)
    return copy as SanityDocument
  })
  writeFileSync(fixtureFile, toNdjson(documents))
}

/**
 * A clean build of the content as it is now (no page of an earlier build; Next's compiled site
 * from npm run build's, unless `compile`), and what differs from the incremental build's.
 */
async function differencesFromClean({ compile = false } = {}): Promise<string[]> {
  const clean = await buildSite('incremental-clean', { CONTENT_FIXTURE: fixtureFile }, { compile })
  expect(clean.log).toContain(
    compile ? 'next build: compiles' : "next build: renders with npm run build's compiled site",
  )
  return exportDifferences(incrementalOut, clean.outDir)
}

describe('an incremental build writes what a clean build writes', () => {
  beforeAll(() => {
    rmSync(scratch, { recursive: true, force: true })
    mkdirSync(join(content, 'assets'), { recursive: true })
    const assets = join(repoRoot, 'tests', 'fixtures', 'assets')
    for (const name of readdirSync(assets))
      symlinkSync(join(assets, name), join(content, 'assets', name))
    documents = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')
    writeFileSync(fixtureFile, toNdjson(documents))
    // The last build: the one `npm run build` made of the fixture, and kept (postbuild --cache).
    const main = siteCacheDir({})
    if (existsSync(join(main, 'record.json')))
      cpSync(main, join(scratch, 'site-cache'), { recursive: true })
  })

  it("after a Publish of one town's words: that page rendered again, every other copied", async () => {
    publish('town.bath', (bath) => {
      bath.heroIntro = `${String(bath.heroIntro)} Open late on weekdays.`
    })
    const log = await incrementalBuild()
    expect(log).toMatch(/ 1 of \d+ pages to render, \d+ from the last build/)
    expect(await differencesFromClean()).toEqual([])
  })

  it('after a Publish of a new picture on that town: its page rendered again', async () => {
    const bytes = await sharp(join(content, 'assets', 'bath-from-the-ring-road.jpg'))
      .rotate(180)
      .jpeg({ quality: 80 })
      .toBuffer()
    const { doc: asset } = await imageAssetFor(
      bytes,
      'bath-upside-down.jpg',
      'https://cdn.sanity.io',
      'fixture',
      'production',
    )
    writeFileSync(join(content, 'assets', 'bath-upside-down.jpg'), bytes)
    documents.push(asset as SanityDocument)
    publish('town.bath', (bath) => {
      ;(bath.picture as { asset: { _ref: string } }).asset._ref = asset._id
    })
    const log = await incrementalBuild()
    expect(log).toMatch(/ 1 of \d+ pages to render/)
    expect(await differencesFromClean()).toEqual([])
  })

  it('after a Publish of the phone number, which every page shows: every page rendered again', async () => {
    publish('siteSettings', (settings) => {
      settings.phoneDisplay = '0808 157 0999'
      settings.phoneE164 = '+448081570999'
    })
    const log = await incrementalBuild()
    const [, rendered, of] = log.match(/ (\d+) of (\d+) pages to render/) ?? []
    expect(rendered).toBe(of)
    // Compiled afresh: the incremental builds render with a compiled site they did not compile.
    expect(await differencesFromClean({ compile: true })).toEqual([])
  })
})
