// The picture step's work: every use of a picture, in every slot it fills, becomes files cut
// to the slot's shape around the editor's hotspot and encoded at the slot's widths (AVIF and
// WebP for pages, JPEG for share cards). Encoded files are cached by asset, crop rectangle, size
// and encoder settings, so a rebuild whose pictures did not change opens no image at all.
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { join } from 'node:path'
import type { Sharp } from 'sharp'
import {
  type PictureFile,
  type PictureManifest,
  type Rendition,
  renditionKey,
  type SlotName,
} from '../../../web/lib/pictures/slots.ts'
import {
  type CutSize,
  cropRect,
  cutSizes,
  describeUse,
  dimensionsOf,
  findPictureUses,
  type PictureUse,
  type Rect,
} from '../../../web/lib/pictures/uses.ts'
import { picturesFolder } from '../../../web/lib/routes.ts'
import type { SanityDocument } from '../../lib/ndjson.ts'
import { encodedDirOf, originalPath, writeFileAtomically } from './cache.ts'

/**
 * Encoder settings. They are part of every cache key: change one and the files are made again.
 * AVIF effort 2 of 9: measured on the starter pictures, effort 3 takes twice the CPU time for
 * files 0-10% smaller, and effort 1 saves half the time for files 25-30% larger.
 */
export const encoder = {
  version: 1,
  avif: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
} as const

/**
 * Uploads above this many pixels are refused with a message (sharp's limitInputPixels); below
 * it, even a 12,000 × 9,000 photo is decoded at a reduced scale (libjpeg's shrink-on-load, with
 * sequential reading), so memory stays bounded by the output sizes, not by the upload.
 */
const MAX_INPUT_PIXELS = 150_000_000

/** Raster formats sharp decodes reliably here. SVG is refused: see pictureUploadTypes in the Studio. */
const readableFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff', 'gif'])

/** One file a cut is encoded to. */
type CutOutput = CutSize & { cacheKey: string }

/**
 * One rectangle of one asset in one slot, and what it is made into: the slot's widths (never
 * wider than the rectangle) in its formats (cutSizes), and the placeholder colour.
 */
type Cut = {
  assetId: string
  slot: SlotName
  rect: Rect
  outputs: CutOutput[]
  colorKey: string
}

export type PictureJob = Cut & {
  /** Manifest key (renditionKey). */
  key: string
  use: PictureUse
  /** Readable start of the public file names, from the upload's file name. */
  stem: string
}

type RenderStats = {
  uses: number
  renditions: number
  /** Renditions whose every file came from the cache. */
  cacheHits: number
  /** Renditions encoded (in part or whole) in this run. */
  encoded: number
  files: number
  bytes: number
  seconds: number
}

export type RenderResult = { manifest: PictureManifest; stats: RenderStats; problems: string[] }

const sha = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32)

/** Cache key of one encoded file: asset, rectangle, size, format and the encoder's settings. */
export function encodedCacheKey(
  assetId: string,
  rect: Rect,
  format: 'avif' | 'webp' | 'jpeg',
  width: number,
  height: number,
): string {
  return sha([encoder.version, encoder[format], assetId, rect, format, width, height])
}

const extensionOf = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const

function stemOf(asset: SanityDocument | undefined, assetId: string): string {
  const name = typeof asset?.originalFilename === 'string' ? asset.originalFilename : ''
  const stem = name
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
  return stem || (assetId.split('-')[1] ?? 'picture').slice(0, 12)
}

/** The files and colour one slot makes of one rectangle of an asset (see Cut). */
function planCut(assetId: string, slot: SlotName, rect: Rect): Cut {
  return {
    assetId,
    slot,
    rect,
    colorKey: sha(['color', assetId, rect]),
    outputs: cutSizes(slot, rect).map((size) => ({
      ...size,
      cacheKey: encodedCacheKey(assetId, rect, size.format, size.width, size.height),
    })),
  }
}

/** The jobs for a snapshot: one per (use, slot), merged when two uses cut the same. */
export function planPictures(documents: readonly SanityDocument[]): {
  jobs: PictureJob[]
  uses: number
  problems: string[]
} {
  const assets = new Map(
    documents.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => [doc._id, doc]),
  )
  const { uses, problems } = findPictureUses(documents)
  const jobs = new Map<string, PictureJob>()
  for (const use of uses) {
    const original = dimensionsOf(use.assetId)
    if (!original) {
      problems.push(`${describeUse(use)}: not an image asset id Sanity would give`)
      continue
    }
    for (const slot of use.slots) {
      const key = renditionKey(use.source, slot) as string
      if (jobs.has(key)) continue
      const rect = cropRect(use.source, slot, original)
      jobs.set(key, {
        key,
        use,
        stem: stemOf(assets.get(use.assetId), use.assetId),
        ...planCut(use.assetId, slot, rect),
      })
    }
  }
  return { jobs: [...jobs.values()], uses: uses.length, problems }
}

/** Cached files by key: `encoded/<cacheKey>.<contentHash>.<ext>` and `encoded/<colorKey>.color`. */
function readCacheIndex(encodedDir: string): Map<string, string> {
  const index = new Map<string, string>()
  if (!existsSync(encodedDir)) return index
  for (const file of readdirSync(encodedDir)) {
    if (file.endsWith('.tmp')) continue
    index.set(file.slice(0, file.indexOf('.')), file)
  }
  return index
}

function hex(value: number): string {
  return Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0')
}

/** Why sharp could not read a file, in words for staff. */
function unreadable(error: unknown): string {
  const message = (error as Error).message
  if (/pixel limit/i.test(message)) {
    return `the picture has more than ${MAX_INPUT_PIXELS / 1e6} megapixels; export it at most about 10,000 pixels wide (2,400-4,000 is plenty) and upload it again`
  }
  return `the file is not a picture the build can read (${message.split('\n')[0]}); upload it again as JPEG, PNG, WebP or AVIF`
}

type Working = {
  data: Buffer
  width: number
  height: number
  channels: 1 | 2 | 3 | 4
  scale: number
}

/**
 * The original, oriented and reduced once to the smallest scale every cut of this asset still
 * needs (so a huge upload is decoded small), as raw pixels the cuts are taken from.
 */
async function workingCopy(file: string, cuts: Cut[]): Promise<Working | string> {
  const { default: sharp } = await import('sharp')
  const open = (): Sharp =>
    sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true, failOn: 'error' })
  let meta: Awaited<ReturnType<Sharp['metadata']>>
  try {
    meta = await open().metadata()
  } catch (error) {
    return unreadable(error)
  }
  if (meta.format === 'svg') {
    return 'SVG files are not published (an SVG can carry scripts and links to other sites); upload the picture as JPEG, PNG, WebP or AVIF'
  }
  if (!readableFormats.has(meta.format ?? '')) {
    return `the file is ${meta.format ?? 'of an unknown format'}, not a picture format the site publishes; upload it as JPEG, PNG, WebP or AVIF`
  }
  const oriented = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 }
  const declared = dimensionsOf(cuts[0]?.assetId ?? '')
  if (declared && (declared.width !== oriented.width || declared.height !== oriented.height)) {
    return `the file is ${oriented.width} × ${oriented.height} pixels but the asset says ${declared.width} × ${declared.height}: the file is damaged or not this asset's; upload it again`
  }
  const scale = Math.min(
    1,
    Math.max(
      ...cuts.map((cut) => {
        const widest = Math.max(...cut.outputs.map((output) => output.width))
        return Math.min(1, widest / cut.rect.width)
      }),
    ),
  )
  try {
    const { data, info } = await open()
      .autoOrient()
      .resize({ width: Math.max(1, Math.round(oriented.width * scale)) })
      .raw()
      .toBuffer({ resolveWithObject: true })
    return {
      data,
      width: info.width,
      height: info.height,
      channels: info.channels,
      scale: info.width / oriented.width,
    }
  } catch (error) {
    return unreadable(error)
  }
}

function scaledRect(rect: Rect, working: Working): Rect {
  const left = Math.min(working.width - 1, Math.round(rect.left * working.scale))
  const top = Math.min(working.height - 1, Math.round(rect.top * working.scale))
  return {
    left,
    top,
    width: Math.max(1, Math.min(working.width - left, Math.round(rect.width * working.scale))),
    height: Math.max(1, Math.min(working.height - top, Math.round(rect.height * working.scale))),
  }
}

async function encodeCut(
  cut: Cut,
  working: Working,
  cache: Map<string, string>,
  encodedDir: string,
): Promise<void> {
  const { default: sharp } = await import('sharp')
  const raw = { width: working.width, height: working.height, channels: working.channels }
  const region = () => sharp(working.data, { raw }).extract(scaledRect(cut.rect, working))
  if (!cache.has(cut.colorKey)) {
    const { dominant } = await region().resize({ width: 48 }).stats()
    const color = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`
    writeFileAtomically(join(encodedDir, `${cut.colorKey}.color`), color)
    cache.set(cut.colorKey, `${cut.colorKey}.color`)
  }
  await Promise.all(
    cut.outputs
      .filter((output) => !cache.has(output.cacheKey))
      .map(async (output) => {
        const resized = region().resize({ width: output.width, height: output.height, fit: 'fill' })
        const bytes =
          output.format === 'avif'
            ? await resized.avif(encoder.avif).toBuffer()
            : output.format === 'webp'
              ? await resized.webp(encoder.webp).toBuffer()
              : await resized.flatten({ background: '#ffffff' }).jpeg(encoder.jpeg).toBuffer()
        const contentHash = createHash('sha256').update(bytes).digest('hex').slice(0, 12)
        const name = `${output.cacheKey}.${contentHash}.${extensionOf[output.format]}`
        writeFileAtomically(join(encodedDir, name), bytes)
        cache.set(output.cacheKey, name)
      }),
  )
}

/**
 * Makes what the cache lacks of some cuts of one asset, all from one decode of its original,
 * reduced once to the scale the widest of `cuts` needs: the colour and the files of each cut.
 * Returns why the original cannot be used, or undefined.
 */
async function encodeCuts(
  file: string,
  cuts: Cut[],
  cache: Map<string, string>,
  encodedDir: string,
): Promise<string | undefined> {
  const working = await workingCopy(file, cuts)
  if (typeof working === 'string') return working
  for (const cut of cuts) await encodeCut(cut, working, cache, encodedDir)
  return undefined
}

/** The placeholder colour of a cut the cache holds. */
function cutColor(cut: Cut, cache: Map<string, string>, encodedDir: string): string {
  return readFileSync(join(encodedDir, cache.get(cut.colorKey) as string), 'utf8').trim()
}

/**
 * Makes every file the snapshot's pictures need (from the cache when it can), publishes them
 * into `publicDir` (removing files no picture uses any more) and returns the manifest.
 */
export async function renderPictures(
  documents: readonly SanityDocument[],
  { cacheDir, publicDir }: { cacheDir: string; publicDir: string },
): Promise<RenderResult> {
  const started = performance.now()
  const { jobs, uses, problems } = planPictures(documents)
  const encodedDir = encodedDirOf(cacheDir)
  mkdirSync(encodedDir, { recursive: true })
  const cache = readCacheIndex(encodedDir)
  const complete = (job: PictureJob) =>
    cache.has(job.colorKey) && job.outputs.every((output) => cache.has(output.cacheKey))

  // Cold work, one asset at a time (its jobs share one decode of the original).
  const toEncode = jobs.filter((job) => !complete(job))
  const byAsset = Map.groupBy(toEncode, (job) => job.use.assetId)
  for (const [assetId, assetJobs] of byAsset) {
    const file = originalPath(cacheDir, assetId)
    const first = assetJobs[0] as PictureJob
    if (!existsSync(file)) {
      problems.push(
        `${describeUse(first.use)}: the original is not in the picture cache; run "npm run content:pull" first`,
      )
      continue
    }
    const problem = await encodeCuts(file, assetJobs, cache, encodedDir)
    if (problem) problems.push(`${describeUse(first.use)}: ${problem}`)
  }

  const manifest: PictureManifest = { version: 1, renditions: {} }
  const published = new Set<string>()
  let bytes = 0
  mkdirSync(publicDir, { recursive: true })
  for (const job of jobs) {
    if (!complete(job)) continue
    const files: PictureFile[] = job.outputs.map((output) => {
      const cached = cache.get(output.cacheKey) as string
      const contentHash = cached.split('.')[1]
      const name = `${job.stem}-${output.width}w.${contentHash}.${extensionOf[output.format]}`
      if (!published.has(name)) {
        published.add(name)
        const target = join(publicDir, name)
        // Same name, same bytes (the name carries their hash): nothing to copy.
        if (!existsSync(target)) copyFileSync(join(encodedDir, cached), target)
      }
      return {
        format: output.format,
        width: output.width,
        height: output.height,
        src: `${picturesFolder}${name}`,
      }
    })
    const widest = files.reduce((a, b) => (b.width > a.width ? b : a))
    const rendition: Rendition = {
      slot: job.slot,
      width: widest.width,
      height: widest.height,
      color: cutColor(job, cache, encodedDir),
      files,
    }
    manifest.renditions[job.key] = rendition
  }
  // web/out must never keep a removed picture: only this build's files stay published.
  for (const file of readdirSync(publicDir)) {
    if (!published.has(file)) rmSync(join(publicDir, file), { force: true, recursive: true })
    else bytes += statSync(join(publicDir, file)).size
  }
  return {
    manifest,
    problems: problems.sort(),
    stats: {
      uses,
      renditions: jobs.length,
      cacheHits: jobs.length - toEncode.length,
      encoded: toEncode.length,
      files: published.size,
      bytes,
      seconds: (performance.now() - started) / 1000,
    },
  }
}
