// The picture pipeline end to end on small copies of the fixture: the pull fetches only the
// pictures content uses, once, from the files beside the fixture or the asset's URL (the local
// Content Lake stand-in); the picture step encodes them, reuses its cache, and every kind of bad
// input stops the build with one line naming the document, the field and the asset.
import { createHash } from 'node:crypto'
import {
  copyFileSync,
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
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { assetsDir } from '../../scripts/content/pictures.ts'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { parseNdjson, type SanityDocument, toNdjson } from '../../scripts/lib/ndjson.ts'
import { type ContentLake, type FileFailure, startContentLake } from '../support/content-lake.ts'
import { runScript } from './run-script.ts'

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

/** The fixture with every picture removed (a picture field may be empty) except `keep`. */
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
        if (isPicture(child) && !keep(document, path)) delete record[key]
        else strip(child, document, path)
      }
    }
  }
  for (const document of documents) strip(document, document, '')
  return documents
}

/** Writes a fixture (and its assets/ folder with the given files) into the test's folder. */
function writeFixture(documents: Doc[], files: Record<string, Buffer> = {}): string {
  const fixture = join(dir, 'fixture', 'dataset.ndjson')
  mkdirSync(join(dir, 'fixture', 'assets'), { recursive: true })
  for (const file of readdirSync(assetsDir)) {
    copyFileSync(join(assetsDir, file), join(dir, 'fixture', 'assets', file))
  }
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(join(dir, 'fixture', 'assets', name), bytes)
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
    sha1hash: sha1,
    size: bytes.length,
    extension,
    originalFilename: name,
    path: `images/test-project/production/${sha1}-${width}x${height}.${extension}`,
    url: `https://cdn.sanity.io/images/test-project/production/${sha1}-${width}x${height}.${extension}`,
  } as Doc
}

/** The fixture with Bath's picture pointing at another asset (added to the dataset). */
function bathPictureIs(asset: Doc | null, assetRef?: string): Doc[] {
  const documents = fixtureWithPictures(
    (document, field) => document._id === 'town.bath' && field === 'picture',
  )
  const bath = documents.find((document) => document._id === 'town.bath') as Doc & {
    picture: { asset: { _ref: string } }
  }
  bath.picture.asset._ref = assetRef ?? (asset as Doc)._id
  return asset ? [...documents, asset] : documents
}

const pull = (extra: Record<string, string> = {}) =>
  runScript('scripts/pull.ts', [], { ...env, ...extra })
const pictures = () => runScript('scripts/pictures.ts', [], env)

describe('pull: picture originals', () => {
  it('fetches only the pictures content uses, once, into the cache', async () => {
    const documents = fixtureWithPictures(
      (document, field) => document._id === 'town.bath' && field === 'picture',
    )
    const bath = documents.find((document) => document._id === 'town.bath') as Doc & {
      picture: { asset: { _ref: string } }
    }
    const fixture = writeFixture(documents)
    const first = await pull({ CONTENT_FIXTURE: fixture })
    expect(first.stderr).toContain('pictures: 1 fetched, 0 already in')
    expect(first.code).toBe(0)
    expect(readdirSync(join(dir, 'cache', 'originals'))).toEqual([bath.picture.asset._ref])
    const second = await pull({ CONTENT_FIXTURE: fixture })
    expect(second.stderr).toContain('pictures: 0 fetched, 1 already in')
  })

  it('names the document, field and asset of a picture whose asset is not in the dataset', async () => {
    const missing = 'image-ffffffffffffffffffffffffffffffffffffffff-2400x1600-jpg'
    const result = await pull({ CONTENT_FIXTURE: writeFixture(bathPictureIs(null, missing)) })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(new RegExp(`town\\.bath.*picture.*${missing}`))
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

    /** The fixture's Bath picture on the stand-in's CDN: served, missing (404), failing or hanging. */
    async function lakeWithBath(failure?: FileFailure | 'missing') {
      const fileFailures = new Map<string, FileFailure>()
      lake = await startContentLake({ fileFailures })
      const bytes = readFileSync(join(assetsDir, 'bath-from-the-ring-road.jpg'))
      const asset = assetFor(bytes, 1800, 1200, 'jpg', 'bath.jpg')
      const path = `/${asset.path as string}`
      asset.url = `${lake.url}${path}`
      for (const document of bathPictureIs(asset)) lake.documents.set(document._id, document)
      if (failure !== 'missing') lake.files.set(path, bytes)
      if (failure && failure !== 'missing') fileFailures.set(path, failure)
      return { asset, path }
    }

    const sanityEnv = () => ({
      SANITY_PROJECT_ID: 'test-project',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: (lake as ContentLake).url,
      PICTURE_FETCH_TIMEOUT_MS: '500',
    })

    it('makes one content request, then downloads each used file once', async () => {
      const { path } = await lakeWithBath()
      const first = await pull(sanityEnv())
      expect(first.stderr).toContain('pictures: 1 fetched')
      expect(first.code).toBe(0)
      const lakeRequests = (lake as ContentLake).requests
      expect(lakeRequests.map((request) => `${request.kind} ${request.path}`)).toEqual([
        expect.stringMatching(/^query /),
        `file ${path}`,
      ])
      await pull(sanityEnv())
      expect(lakeRequests.filter((request) => request.kind === 'file')).toHaveLength(1)
    })

    it.each([
      ['missing' as const, 'the file answered HTTP 404 at'],
      [{ status: 500 }, 'the file answered HTTP 500 at'],
      ['hang' as const, 'no answer within 0.5 s from'],
    ])('stops on a file that is %j, naming document, field and asset', async (failure, words) => {
      const { asset } = await lakeWithBath(failure)
      const result = await pull(sanityEnv())
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`town.bath picture (asset ${asset._id}): ${words}`)
      expect(existsSync(env.CONTENT_SNAPSHOT as string)).toBe(false)
    })
  })
})

describe('picture step', () => {
  it('encodes a picture once; a rebuild with a warm cache opens no image', async () => {
    const fixture = writeFixture(
      fixtureWithPictures((document, field) => document._id === 'town.bath' && field === 'picture'),
    )
    expect((await pull({ CONTENT_FIXTURE: fixture })).code).toBe(0)
    const cold = await pictures()
    expect(cold.stderr).toMatch(/1 uses, 2 renditions \(0 from cache, 2 encoded\), 9 files/)
    expect(cold.code).toBe(0)
    const files = readdirSync(env.PICTURE_PUBLIC_DIR as string).sort()
    expect(files.filter((file) => file.endsWith('.avif'))).toHaveLength(4)
    expect(files.filter((file) => file.endsWith('.webp'))).toHaveLength(4)
    expect(files.filter((file) => file.endsWith('.jpg'))).toEqual([
      expect.stringMatching(/^bath-from-the-ring-road-1200w\.[0-9a-f]{12}\.jpg$/),
    ])
    const warm = await pictures()
    expect(warm.stderr).toMatch(/2 renditions \(2 from cache, 0 encoded\)/)
    expect(readdirSync(env.PICTURE_PUBLIC_DIR as string).sort()).toEqual(files)
    const manifest = JSON.parse(readFileSync(join(dir, 'out', 'pictures.json'), 'utf8'))
    expect(Object.keys(manifest.renditions)).toHaveLength(2)
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
    const result = await pictures()
    expect(result.stderr).toMatch(/1 uses, 2 renditions \(0 from cache, 2 encoded\), 9 files/)
    expect(result.code).toBe(0)
    // Decoded whole, the upload alone is 324 MB of pixels; shrink-on-load keeps it far below.
    const peak = Number(result.stderr.match(/peak memory (\d+) MB/)?.[1])
    expect(peak).toBeGreaterThan(0)
    expect(peak).toBeLessThan(300)
    const largest = readdirSync(env.PICTURE_PUBLIC_DIR as string).find((file) =>
      file.startsWith('huge-1440w.'),
    )
    expect(largest).toBeDefined()
    const meta = await sharp(join(env.PICTURE_PUBLIC_DIR as string, largest as string)).metadata()
    expect([meta.width, meta.height]).toEqual([1440, 1080])
  })
})
