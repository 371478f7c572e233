// The picture pipeline end to end on small copies of the fixture: the pull fetches only the
// pictures content uses, once, from the files beside the fixture or the asset's URL (the local
// Content Lake stand-in); the picture step encodes them, reuses its cache, and every kind of bad
// input stops the build with one line naming the document, the field and the asset.
// Every copy keeps the pictures the Studio schema requires (the pull checks content with the
// Studio's rules first), so expectations are computed from the copy's content, and the picture
// step is measured against a baseline build of the copy without Bath's picture.
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { assetsDir } from '../../scripts/content/index.ts'
import {
  type ContentLake,
  type FileFailure,
  startContentLake,
} from '../../scripts/content-lake/index.ts'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { parseNdjson, type SanityDocument, toNdjson } from '../../scripts/lib/ndjson.ts'
import { picturesCommand } from '../../scripts/pictures.ts'
import { pullCommand } from '../../scripts/pull.ts'
import { runInProcess, runScript } from './run-script.ts'

type Doc = SanityDocument & Record<string, unknown>

let dir: string
let env: Record<string, string>
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pictures-'))
  env = {
    CONTENT_SNAPSHOT: join(dir, 'out', 'snapshot.ndjson'),
    PICTURE_CACHE_DIR: join(dir, 'cache'),
    PICTURE_PUBLIC_DIR: join(dir, 'public-img'),
  }
})

const isPicture = (value: unknown) =>
  Boolean(value && typeof value === 'object' && (value as { _type?: string })._type === 'image')

/**
 * Pictures the Studio schema requires (the home page's hero and its two picture panels): without
 * them the pull stops at the content rules, before the picture originals this file tests.
 */
const requiredPicture = (document: Doc, field: string) =>
  document._type === 'homePage' &&
  (field === 'hero.picture' || /^servicesSection\.panels\[\d+\]\.picture$/.test(field))

const bathPicture = (document: Doc, field: string) =>
  document._id === 'town.bath' && field === 'picture'

/** The fixture with every optional picture removed (the field left empty) except `keep`. */
function fixtureWithPictures(keep: (document: Doc, field: string) => boolean): Doc[] {
  const documents = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture') as Doc[]
  const strip = (value: unknown, document: Doc, field: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        strip(item, document, `${field}[${index}]`)
      })
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      for (const [key, child] of Object.entries(record)) {
        const path = field ? `${field}.${key}` : key
        if (isPicture(child) && !requiredPicture(document, path) && !keep(document, path)) {
          delete record[key]
        } else strip(child, document, path)
      }
    }
  }
  for (const document of documents) strip(document, document, '')
  return documents
}

/** The distinct asset ids the documents' pictures use, sorted. */
function usedAssets(documents: readonly Doc[]): string[] {
  const found = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      if (isPicture(value)) found.add((value as { asset: { _ref: string } }).asset._ref)
      else Object.values(value).forEach(visit)
    }
  }
  for (const document of documents) if (document._type !== 'sanity.imageAsset') visit(document)
  return [...found].sort()
}

/** Writes a fixture (and its assets/ folder with the given files) into the test's folder. */
function writeFixture(documents: Doc[], files: Record<string, Buffer> = {}, root = dir): string {
  const fixture = join(root, 'fixture', 'dataset.ndjson')
  mkdirSync(join(root, 'fixture', 'assets'), { recursive: true })
  for (const file of readdirSync(assetsDir)) {
    copyFileSync(join(assetsDir, file), join(root, 'fixture', 'assets', file))
  }
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(join(root, 'fixture', 'assets', name), bytes)
  }
  writeFileSync(fixture, toNdjson(documents))
  return fixture
}

/** An asset document for `bytes`, named as Sanity names uploads. */
function assetFor(bytes: Buffer, width: number, height: number, extension: string, name: string) {
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    mimeType:
      extension === 'svg' ? 'image/svg+xml' : `image/${extension === 'jpg' ? 'jpeg' : extension}`,
    size: bytes.length,
    extension,
    originalFilename: name,
    path: `images/test-project/production/${sha1}-${width}x${height}.${extension}`,
    url: `https://cdn.sanity.io/images/test-project/production/${sha1}-${width}x${height}.${extension}`,
  } as Doc
}

/** The fixture with Bath's picture pointing at another asset (added to the dataset). */
function bathPictureIs(asset: Doc | null, assetRef?: string): Doc[] {
  const documents = fixtureWithPictures(bathPicture)
  const bath = documents.find((document) => document._id === 'town.bath') as Doc & {
    picture: { asset: { _ref: string } }
  }
  bath.picture.asset._ref = assetRef ?? (asset as Doc)._id
  return asset ? [...documents, asset] : documents
}

// Both steps run in this process (their commands as functions); the huge upload's test runs the
// picture step as Node does, for its own peak memory.
const pull = (extra: Record<string, string> = {}) =>
  runInProcess(pullCommand, [], { ...env, ...extra })
const pictures = () => runInProcess(picturesCommand, [], env)

describe('pull: picture originals', () => {
  it('fetches only the pictures content uses, once, into the cache', async () => {
    const documents = fixtureWithPictures(bathPicture)
    const used = usedAssets(documents)
    const bath = documents.find((document) => document._id === 'town.bath') as Doc & {
      picture: { asset: { _ref: string } }
    }
    expect(used).toContain(bath.picture.asset._ref)
    // The copy holds assets no content uses any more: those are never fetched.
    const assets = documents.filter((document) => document._type === 'sanity.imageAsset')
    expect(assets.length).toBeGreaterThan(used.length)
    const fixture = writeFixture(documents)
    const first = await pull({ CONTENT_FIXTURE: fixture })
    expect(first.stderr).toContain(`pictures: ${used.length} fetched, 0 already in`)
    expect(first.code).toBe(0)
    expect(readdirSync(join(dir, 'cache', 'originals')).sort()).toEqual(used)
    const second = await pull({ CONTENT_FIXTURE: fixture })
    expect(second.stderr).toContain(`pictures: 0 fetched, ${used.length} already in`)
  })

  it('names the document and field of a picture whose asset is not in the dataset', async () => {
    const missing = 'image-ffffffffffffffffffffffffffffffffffffffff-2400x1600-jpg'
    const result = await pull({ CONTENT_FIXTURE: writeFixture(bathPictureIs(null, missing)) })
    expect(result.code).toBe(1)
    // The Studio's own reference rule stops it, and the line adds the asset id it looked for.
    expect(result.stderr).toContain(
      `- town.bath (town) picture.asset: Referenced document must be published (asset ${missing})`,
    )
    expect(existsSync(env.CONTENT_SNAPSHOT as string)).toBe(false)
  })

  it('refuses a file whose bytes are not the asset (a damaged copy)', async () => {
    const bytes = readFileSync(join(assetsDir, 'bath-from-the-ring-road.jpg'))
    // The asset as uploaded (one byte more than the copy that reached the build).
    const asset = assetFor(Buffer.concat([bytes, Buffer.from([0])]), 1800, 1200, 'jpg', 'cut.jpg')
    const result = await pull({
      CONTENT_FIXTURE: writeFixture(bathPictureIs(asset), { 'cut.jpg': bytes }),
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`town.bath picture (asset ${asset._id}): the file is damaged`)
  })

  describe('from Sanity (local stand-in)', () => {
    let lake: ContentLake | undefined
    afterEach(async () => {
      await lake?.close()
      lake = undefined
    })

    /**
     * The fixture's content on the stand-in, every used picture's file on its CDN; Bath's file
     * (a fresh asset) served, missing (404), failing or hanging. Returns the used files' paths.
     */
    async function lakeWithBath(failure?: FileFailure | 'missing') {
      const fileFailures = new Map<string, FileFailure>()
      lake = await startContentLake({ fileFailures })
      const bytes = readFileSync(join(assetsDir, 'bath-from-the-ring-road.jpg'))
      const asset = assetFor(bytes, 1800, 1200, 'jpg', 'bath.jpg')
      // Same bytes as the fixture's Bath asset, so the same id: this copy replaces that one.
      const documents = bathPictureIs(asset).filter(
        (document) => document === asset || document._id !== asset._id,
      )
      const used = new Set(usedAssets(documents))
      const usedPaths: string[] = []
      for (const document of documents) {
        if (used.has(document._id)) {
          const path = `/${document.path as string}`
          document.url = `${lake.url}${path}`
          usedPaths.push(path)
          if (document !== asset) {
            lake.files.set(path, readFileSync(join(assetsDir, document.originalFilename as string)))
          }
        }
        lake.documents.set(document._id, document)
      }
      const path = `/${asset.path as string}`
      if (failure !== 'missing') lake.files.set(path, bytes)
      if (failure && failure !== 'missing') fileFailures.set(path, failure)
      return { asset, usedPaths: usedPaths.sort() }
    }

    /**
     * `timeout`: PICTURE_FETCH_TIMEOUT_MS, for the file that never answers. The others keep the
     * pull's own limit: on a loaded machine a download from the stand-in can take over 0.5 s.
     */
    const sanityEnv = (timeout?: string) => ({
      SANITY_PROJECT_ID: 'test-project',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: (lake as ContentLake).url,
      ...(timeout ? { PICTURE_FETCH_TIMEOUT_MS: timeout } : {}),
    })

    it('makes one content request, then downloads each used file once', async () => {
      const { usedPaths } = await lakeWithBath()
      const first = await pull(sanityEnv())
      expect(first.stderr).toContain(`pictures: ${usedPaths.length} fetched, 0 already in`)
      expect(first.code).toBe(0)
      const lakeRequests = (lake as ContentLake).requests
      const [content, ...downloads] = lakeRequests.map(
        (request) => `${request.kind} ${request.path}`,
      )
      expect(content).toMatch(/^query /)
      expect(downloads.sort()).toEqual(usedPaths.map((path) => `file ${path}`))
      await pull(sanityEnv())
      expect(lakeRequests.filter((request) => request.kind !== 'query')).toHaveLength(
        usedPaths.length,
      )
    })

    it.each([
      ['missing' as const, 'the file answered HTTP 404 at'],
      [{ status: 500 }, 'the file answered HTTP 500 at'],
      ['hang' as const, 'no answer within 0.5 s from'],
    ])('stops on a file that is %j, naming document, field and asset', async (failure, words) => {
      const { asset } = await lakeWithBath(failure)
      const result = await pull(sanityEnv(failure === 'hang' ? '500' : undefined))
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`town.bath picture (asset ${asset._id}): ${words}`)
      expect(existsSync(env.CONTENT_SNAPSHOT as string)).toBe(false)
    })
  })
})

type StepStats = {
  uses: number
  renditions: number
  cached: number
  encoded: number
  files: number
}

/** The counts in the picture step's summary line. */
function stepStats(stderr: string): StepStats {
  const match = stderr.match(
    /pictures: (\d+) uses, (\d+) renditions \((\d+) from cache, (\d+) encoded\), (\d+) files/,
  )
  if (!match) throw new Error(`no picture step summary in:\n${stderr}`)
  const [uses, renditions, cached, encoded, files] = match.slice(1).map(Number) as number[]
  return { uses, renditions, cached, encoded, files } as StepStats
}

type Manifest = { renditions: Record<string, { files: { src: string }[] }> }
const readManifest = (root: string): Manifest =>
  JSON.parse(readFileSync(join(root, 'out', 'pictures.json'), 'utf8'))

describe('picture step', () => {
  // The fixture without Bath's picture (the required pictures only), built once from cold; each
  // test starts from its warm cache, so what a test adds is all that is encoded.
  const baseline = {
    dir: '',
    stats: {} as StepStats,
    manifest: {} as Manifest,
    files: [] as string[],
  }
  beforeAll(async () => {
    baseline.dir = mkdtempSync(join(tmpdir(), 'pictures-baseline-'))
    const baseEnv = {
      CONTENT_SNAPSHOT: join(baseline.dir, 'out', 'snapshot.ndjson'),
      PICTURE_CACHE_DIR: join(baseline.dir, 'cache'),
      PICTURE_PUBLIC_DIR: join(baseline.dir, 'public-img'),
    }
    const fixture = writeFixture(
      fixtureWithPictures(() => false),
      {},
      baseline.dir,
    )
    const pulled = await runInProcess(pullCommand, [], { ...baseEnv, CONTENT_FIXTURE: fixture })
    expect(pulled.code, pulled.stderr).toBe(0)
    const built = await runInProcess(picturesCommand, [], baseEnv)
    expect(built.code, built.stderr).toBe(0)
    baseline.stats = stepStats(built.stderr)
    expect(baseline.stats.renditions).toBeGreaterThan(0)
    expect(baseline.stats).toMatchObject({ cached: 0, encoded: baseline.stats.renditions })
    baseline.manifest = readManifest(baseline.dir)
    baseline.files = readdirSync(baseEnv.PICTURE_PUBLIC_DIR).sort()
  }, 300_000)
  beforeEach(() => {
    cpSync(join(baseline.dir, 'cache'), env.PICTURE_CACHE_DIR as string, { recursive: true })
  })

  /** The renditions (and their published files) a build has beyond the baseline's. */
  function addedToBaseline() {
    const manifest = readManifest(dir)
    const added = Object.keys(manifest.renditions).filter(
      (key) => !(key in baseline.manifest.renditions),
    )
    const files = added.flatMap((key) =>
      (manifest.renditions[key] as Manifest['renditions'][string]).files.map((file) =>
        file.src.replace(/^.*\//, ''),
      ),
    )
    return { manifest, renditions: added, files: [...new Set(files)].sort() }
  }

  /** One use more than the baseline: exactly its renditions encoded, the rest from the cache. */
  function expectOneMoreUse(stderr: string, added: ReturnType<typeof addedToBaseline>): void {
    expect(stepStats(stderr)).toEqual({
      uses: baseline.stats.uses + 1,
      renditions: baseline.stats.renditions + added.renditions.length,
      cached: baseline.stats.renditions,
      encoded: added.renditions.length,
      files: baseline.files.length + added.files.length,
    })
  }

  it('encodes a picture once; a rebuild with a warm cache opens no image', async () => {
    const fixture = writeFixture(fixtureWithPictures(bathPicture))
    expect((await pull({ CONTENT_FIXTURE: fixture })).code).toBe(0)
    const cold = await pictures()
    expect(cold.code, cold.stderr).toBe(0)
    const added = addedToBaseline()
    // Adding Bath's picture encodes exactly its renditions; the rest comes from the cache.
    expect(added.renditions.length).toBeGreaterThan(0)
    expectOneMoreUse(cold.stderr, added)
    // Its files: every slot width in AVIF and WebP, one JPEG fallback, named after the upload.
    expect(added.files.every((file) => file.startsWith('bath-from-the-ring-road-'))).toBe(true)
    expect(added.files.filter((file) => file.endsWith('.avif'))).toHaveLength(4)
    expect(added.files.filter((file) => file.endsWith('.webp'))).toHaveLength(4)
    expect(added.files.filter((file) => file.endsWith('.jpg'))).toEqual([
      expect.stringMatching(/^bath-from-the-ring-road-1200w\.[0-9a-f]{12}\.jpg$/),
    ])
    const files = readdirSync(env.PICTURE_PUBLIC_DIR as string).sort()
    expect(files).toEqual([...baseline.files, ...added.files].sort())
    const warm = await pictures()
    expect(stepStats(warm.stderr)).toMatchObject({
      renditions: stepStats(cold.stderr).renditions,
      cached: stepStats(cold.stderr).renditions,
      encoded: 0,
    })
    expect(readdirSync(env.PICTURE_PUBLIC_DIR as string).sort()).toEqual(files)
    expect(readManifest(dir)).toEqual(added.manifest)
  })

  async function stepFails(bytes: Buffer, asset: Doc, name: string): Promise<string> {
    const fixture = writeFixture(bathPictureIs(asset), { [name]: bytes })
    const pulled = await pull({ CONTENT_FIXTURE: fixture })
    expect(pulled.code, pulled.stderr).toBe(0)
    const result = await pictures()
    expect(result.code).toBe(1)
    expect(existsSync(join(dir, 'out', 'pictures.json'))).toBe(false)
    return result.stderr
  }

  it('stops on a file that is not a picture', async () => {
    const bytes = Buffer.from('This is a text file that was uploaded as a picture.\n'.repeat(40))
    const asset = assetFor(bytes, 2400, 1600, 'jpg', 'notes.jpg')
    expect(await stepFails(bytes, asset, 'notes.jpg')).toContain(
      `town.bath picture (asset ${asset._id}): the file is not a picture the build can read`,
    )
  })

  it('refuses an SVG upload, saying why', async () => {
    const bytes = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#0b2340"/></svg>',
    )
    const asset = assetFor(bytes, 600, 400, 'svg', 'logo.svg')
    expect(await stepFails(bytes, asset, 'logo.svg')).toContain(
      `town.bath picture (asset ${asset._id}): SVG files are not published`,
    )
  })

  it('turns a 12,000 × 9,000 upload into the slot files in bounded memory', async () => {
    const bytes = await sharp({
      create: { width: 12_000, height: 9_000, channels: 3, background: '#3d5a7a' },
    })
      .jpeg({ quality: 80 })
      .toBuffer()
    const asset = assetFor(bytes, 12_000, 9_000, 'jpg', 'huge.jpg')
    const fixture = writeFixture(bathPictureIs(asset), { 'huge.jpg': bytes })
    expect((await pull({ CONTENT_FIXTURE: fixture })).code).toBe(0)
    const result = await runScript('scripts/pictures.ts', [], env)
    expect(result.code, result.stderr).toBe(0)
    // Bath's picture moved to the upload: exactly its renditions are encoded, the rest reused.
    const added = addedToBaseline()
    expect(added.renditions.length).toBeGreaterThan(0)
    expect(added.files.every((file) => file.startsWith('huge-'))).toBe(true)
    expectOneMoreUse(result.stderr, added)
    // Decoded whole, the upload alone is 324 MB of pixels; shrink-on-load keeps it far below.
    const peak = Number(result.stderr.match(/peak memory (\d+) MB/)?.[1])
    expect(peak).toBeGreaterThan(0)
    expect(peak).toBeLessThan(300)
    const largest = added.files.find((file) => file.startsWith('huge-1440w.'))
    expect(largest).toBeDefined()
    const meta = await sharp(join(env.PICTURE_PUBLIC_DIR as string, largest as string)).metadata()
    expect([meta.width, meta.height]).toEqual([1440, 1080])
  })
})
