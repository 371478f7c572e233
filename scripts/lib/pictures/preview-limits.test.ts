// The preview's pictures hold up on the open internet (preview.ts, previewPictures): a flood of
// well-formed rectangles the content does not use costs no lookup, no download, no encode and no
// disk; the encoded cache stays under its size; encodes run one at a time and the requests
// waiting for them are bounded. Against the stand-in Content Lake and its CDN.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slots } from '../../../web/lib/pictures/slots.ts'
import { type ContentLake, startContentLake } from '../content-lake.ts'
import { repoRoot } from '../env.ts'
import { encodedDirOf } from './cache.ts'
import {
  PictureError,
  type PreviewPictures,
  previewCacheBytes,
  previewPictures,
  previewPictureUrl,
} from './preview.ts'
import { dimensionsOf, planCut } from './render.ts'
import { cropRect } from './uses.ts'

const token = 'skPictureLimitsToken'
let lake: ContentLake
let assetId: string
const connection = () => ({
  projectId: 'test-project',
  dataset: 'production',
  token,
  apiHost: lake.url,
})

beforeAll(async () => {
  lake = await startContentLake({ token })
  const client = createClient({
    ...connection(),
    apiVersion: '2025-02-19',
    useCdn: false,
    useProjectHostname: false,
  })
  const bytes = readFileSync(
    join(repoRoot, 'tests', 'fixtures', 'assets', 'bath-from-the-ring-road.jpg'),
  )
  assetId = (await client.assets.upload('image', bytes, { filename: 'bath.jpg' }))._id
})

afterAll(async () => {
  await lake?.close()
})

/** The hero cut the content uses (centred, no crop), as the preview's Next process asks for it. */
async function picturesShowingHero(options: {
  maxCacheBytes?: number
  maxWaiting?: number
}): Promise<{ pictures: PreviewPictures; cacheDir: string }> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'preview-limits-'))
  const pictures = previewPictures({ cacheDir, connection: connection(), ...options })
  const answer = await pictures.renditions([
    { source: { asset: { _ref: assetId } }, slot: 'hero', where: 'town.bath picture' },
  ])
  expect(answer.problems).toEqual({})
  return { pictures, cacheDir }
}

function usedHeroCut() {
  const original = dimensionsOf(assetId) as { width: number; height: number }
  return planCut(assetId, 'hero', cropRect({ asset: { _ref: assetId } }, 'hero', original))
}

function filesIn(cacheDir: string): string[] {
  try {
    return readdirSync(encodedDirOf(cacheDir)).sort()
  } catch {
    return []
  }
}

async function refusal(pictures: PreviewPictures, url: string) {
  try {
    await pictures.file(url)
  } catch (error) {
    expect(error).toBeInstanceOf(PictureError)
    return { status: (error as PictureError).status, message: (error as Error).message }
  }
  throw new Error(`${url} was served`)
}

describe('the preview serves only the cuts its content uses', () => {
  it('answers a flood of made-up rectangles with 404, with no download, encode or file written', async () => {
    const { pictures, cacheDir } = await picturesShowingHero({})
    const used = usedHeroCut()
    const before = {
      files: filesIn(cacheDir),
      lake: lake.requests.length,
      encodes: pictures.stats().encodes,
    }
    const original = dimensionsOf(assetId) as { width: number; height: number }
    const [aspectWidth, aspectHeight] = slots.hero.aspect
    // Rectangles of the hero's shape, inside the original, a pixel apart: each a cut the address
    // format accepts (parsePictureUrl), none one the content uses.
    const flood: string[] = []
    for (let step = 1; step <= 300; step += 1) {
      const width = used.rect.width - step
      const height = Math.round((width * aspectHeight) / aspectWidth)
      const left = Math.min(step, original.width - width)
      const cut = planCut(assetId, 'hero', { left, top: 0, width, height })
      flood.push(previewPictureUrl(cut, cut.outputs[0] as (typeof cut.outputs)[number]))
    }
    const answers = await Promise.all(flood.map((url) => refusal(pictures, url)))
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([404]))
    expect(answers[0]?.message).toMatch(/the content the preview shows uses no hero cut/)
    expect(filesIn(cacheDir)).toEqual(before.files)
    expect(lake.requests.length).toBe(before.lake)
    expect(pictures.stats().encodes).toBe(before.encodes)

    // The cut the content uses is served, and made once.
    const file = used.outputs.find(
      (output) => output.format === 'webp',
    ) as (typeof used.outputs)[number]
    const served = await pictures.file(previewPictureUrl(used, file))
    expect(served.type).toBe('image/webp')
    await pictures.file(previewPictureUrl(used, file))
    expect(pictures.stats().encodes).toBe(before.encodes + 1)
    expect(filesIn(cacheDir).length).toBe(before.files.length + 1)
  })
})

describe('the preview bounds its picture work', () => {
  it('keeps the encoded files under the cache size, dropping the files served longest ago', async () => {
    const limit = 60_000
    const { pictures, cacheDir } = await picturesShowingHero({ maxCacheBytes: limit })
    const used = usedHeroCut()
    for (const output of used.outputs) {
      await pictures.file(previewPictureUrl(used, output))
      const bytes = filesIn(cacheDir).reduce(
        (sum, name) => sum + statSync(join(encodedDirOf(cacheDir), name)).size,
        0,
      )
      expect(bytes).toBeLessThanOrEqual(limit)
      expect(pictures.stats().bytesOnDisk).toBe(bytes)
    }
    // Every file is still served: one pruned is made again.
    const first = used.outputs[0] as (typeof used.outputs)[number]
    expect((await pictures.file(previewPictureUrl(used, first))).body.length).toBeGreaterThan(0)
  })

  it('runs one encode at a time and turns away requests past the waiting limit with 503', async () => {
    const { pictures } = await picturesShowingHero({ maxWaiting: 3 })
    const used = usedHeroCut()
    const answers = await Promise.allSettled(
      used.outputs.map((output) => pictures.file(previewPictureUrl(used, output))),
    )
    const refused = answers.filter((answer) => answer.status === 'rejected')
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3)
    expect(refused).toHaveLength(used.outputs.length - 3)
    for (const answer of refused) {
      expect((answer as PromiseRejectedResult).reason).toMatchObject({ status: 503 })
    }
    expect(pictures.stats().mostAtOnce).toBe(1)
    // Once the work is done, the same files are served.
    for (const output of used.outputs) await pictures.file(previewPictureUrl(used, output))
  })

  it('reads the cache size from PREVIEW_PICTURE_CACHE_MB, refusing what is not a size', () => {
    expect(previewCacheBytes({})).toBe(1024 * 1024 * 1024)
    expect(previewCacheBytes({ PREVIEW_PICTURE_CACHE_MB: '200' })).toBe(200 * 1024 * 1024)
    expect(() => previewCacheBytes({ PREVIEW_PICTURE_CACHE_MB: '2GB' })).toThrow(
      /PREVIEW_PICTURE_CACHE_MB must be a whole number of megabytes/,
    )
  })
})
