// Pictures in the draft preview (`npm run preview`). The static build makes every picture file
// before `next build` and the pages read its manifest; the preview renders drafts nobody has built,
// so this module makes the same files on demand, with the picture step's own functions
// (render.ts: planCut, encodeCuts; originals.ts: fetchOriginal) and its caches
// (web/.cache/pictures, PICTURE_CACHE_DIR), in the preview's front process (scripts/preview.ts):
//
// - `renditions(uses)`: what getPicture needs to write a picture's markup, asked for by the
//   preview's Next process (web/lib/content/pictures.ts) for every picture of the dataset it
//   reads: the slot's widths and formats, width and height, and the cut's placeholder colour
//   (which needs the original: it is fetched once and the colour computed as the build does).
//   The file URLs point at the preview itself:
//   /_preview/picture/<asset id>/<slot>/<width>.<avif|webp|jpg>?rect=<left>,<top>,<width>,<height>&v=<encoder version>
// - `file(url)`: answers one such URL, encoding the file on the first request and from the
//   encoded cache after. The URL names nothing but an asset id, a slot, a rectangle, a width and
//   a format, each checked (parsePictureUrl); the original comes from the configured project and
//   dataset only: the asset must be in the dataset and its URL must be Sanity's CDN (or the
//   SANITY_API_HOST stand-in) for that project and dataset, so no URL can make the server fetch
//   from anywhere else. The Viewer token only reads the asset document; it is never sent to the CDN.
//
// Memory stays bounded as in the build: one original is decoded at a time, at the scale its cut
// needs, and two requests for the same file or original share one piece of work.
//
// The preview answers anyone on the internet (published content needs no handshake), so a file
// costs work only when the content shown uses it:
// - `file(url)` serves only the cuts `renditions` has handed to Next for a dataset it read (the
//   published one, or an editor's drafts): any other rectangle, however well-formed, is a 404
//   before any lookup, fetch, decode or disk write. A stranger can only ask for files a page
//   of the preview links to, each made once.
// - The encoded files on disk are kept under a size (PREVIEW_PICTURE_CACHE_MB, 1024 by default):
//   past it, the files served longest ago are deleted (the build's cache, shared, makes again
//   what it needs). The originals are bounded by the dataset: only its assets are fetched.
// - Encodes run one at a time, and at most `maxWaiting` file requests wait for one; more get a
//   503 with Retry-After instead of a queue that grows without end.
import { mkdirSync, rmSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildImageUrl, isImageAssetId, parseImageAssetId } from '@sanity/asset-utils'
import {
  type PictureSource,
  type Rendition,
  renditionKey,
  type SlotName,
  slots,
} from '../../../web/lib/pictures/slots.ts'
import { ConfigError, type SanityConnection } from '../env.ts'
import { describeSanityFailure, sanityClient } from '../sanity-fetch.ts'
import { encodedDirOf, originalPath } from './cache.ts'
import { type AssetDocument, fetchOriginal, fetchTimeoutMs } from './originals.ts'
import {
  type Cut,
  type CutOutput,
  cutColor,
  dimensionsOf,
  encodeCuts,
  encoder,
  extensionOf,
  planCut,
  readCacheIndex,
} from './render.ts'
import { cropRect, type Rect } from './uses.ts'

export const PREVIEW_PICTURE_PREFIX = '/_preview/picture/'

/** Browsers may keep a file for good: its URL names everything its bytes depend on. */
export const PREVIEW_PICTURE_CACHE_CONTROL = 'private, max-age=31536000, immutable'

const mimeTypes = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const

/** A problem with an HTTP status and one line for the person who sees it. */
export class PictureError extends Error {
  override name = 'PictureError'
  readonly status: 400 | 404 | 502 | 503
  constructor(status: 400 | 404 | 502 | 503, message: string) {
    super(message)
    this.status = status
  }
}

function searchRect({ rect }: Cut): string {
  return `${rect.left},${rect.top},${rect.width},${rect.height}`
}

/** The preview's address of one file of a cut. */
export function previewPictureUrl(cut: Cut, output: CutOutput): string {
  return `${PREVIEW_PICTURE_PREFIX}${cut.assetId}/${cut.slot}/${output.width}.${extensionOf[output.format]}?rect=${searchRect(cut)}&v=${encoder.version}`
}

export type PictureRequest = { cut: Cut; output: CutOutput }

const formatOf = Object.fromEntries(
  Object.entries(extensionOf).map(([format, extension]) => [extension, format]),
) as Record<string, CutOutput['format']>

/**
 * A file URL of the preview, checked: the asset id is one Sanity would give, the slot exists,
 * the rectangle lies inside the original and has the slot's shape (to the pixel, as
 * @sanity/image-url rounds it), and the width and format are ones the build makes of that cut.
 * Anything else is a PictureError (404 for an address that names no picture, 400 for a
 * malformed rectangle), so a visitor can only ask for files the site itself could link to.
 */
export function parsePictureUrl(url: string): PictureRequest {
  const { pathname, searchParams } = new URL(url, 'http://preview')
  if (!pathname.startsWith(PREVIEW_PICTURE_PREFIX)) {
    throw new PictureError(404, `${pathname} is not a preview picture address.`)
  }
  const parts = pathname.slice(PREVIEW_PICTURE_PREFIX.length).split('/')
  const [assetId = '', slot = '', file = ''] = parts.map((part) => decodeURIComponent(part))
  if (parts.length !== 3) {
    throw new PictureError(
      404,
      `No such picture: expected ${PREVIEW_PICTURE_PREFIX}<asset id>/<slot>/<width>.<avif|webp|jpg>?rect=<left>,<top>,<width>,<height>.`,
    )
  }
  if (!isImageAssetId(assetId)) {
    throw new PictureError(404, `No such picture: "${assetId}" is not a Sanity image asset id.`)
  }
  if (!Object.hasOwn(slots, slot)) {
    throw new PictureError(
      404,
      `No such picture: "${slot}" is not a picture slot (${Object.keys(slots).join(', ')}).`,
    )
  }
  const fileMatch = file.match(/^(\d{1,5})\.([a-z]+)$/)
  const format = fileMatch ? formatOf[fileMatch[2] as string] : undefined
  if (!fileMatch || !format) {
    throw new PictureError(
      404,
      `No such picture: "${file}" is not <width>.avif, <width>.webp or <width>.jpg.`,
    )
  }
  if (searchParams.get('v') !== String(encoder.version)) {
    throw new PictureError(
      404,
      `No such picture: it was linked by another version of the picture step (v=${searchParams.get('v')}, now ${encoder.version}); reload the page.`,
    )
  }
  const rect = parseRect(searchParams.get('rect'), assetId, slot as SlotName)
  const cut = planCut(assetId, slot as SlotName, rect)
  const width = Number(fileMatch[1])
  const output = cut.outputs.find(
    (candidate) => candidate.format === format && candidate.width === width,
  )
  if (!output) {
    const offered = cut.outputs.filter((candidate) => candidate.format === format)
    throw new PictureError(
      404,
      `No such picture: the ${slot} slot makes ${format} files of this cut at ${offered.map((candidate) => candidate.width).join(', ') || 'no width'} px, not ${width}.`,
    )
  }
  return { cut, output }
}

function parseRect(value: string | null, assetId: string, slot: SlotName): Rect {
  const numbers = value?.match(/^(\d{1,6}),(\d{1,6}),(\d{1,6}),(\d{1,6})$/)
  if (!numbers) {
    throw new PictureError(
      400,
      `The picture address needs rect=<left>,<top>,<width>,<height> in whole pixels, got "${value ?? ''}".`,
    )
  }
  const [left, top, width, height] = numbers.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  const original = dimensionsOf(assetId) as { width: number; height: number }
  if (width < 1 || height < 1 || left + width > original.width || top + height > original.height) {
    throw new PictureError(
      400,
      `The rectangle ${value} is not inside the ${original.width} × ${original.height} original.`,
    )
  }
  // @sanity/image-url rounds each side of the cut to whole pixels: it can be off the slot's exact
  // shape by at most half a pixel on each side.
  const [aspectWidth, aspectHeight] = slots[slot].aspect
  if (Math.abs(width * aspectHeight - height * aspectWidth) > (aspectWidth + aspectHeight) / 2) {
    throw new PictureError(
      400,
      `The rectangle ${value} does not have the ${slot} slot's shape (${aspectWidth}:${aspectHeight}).`,
    )
  }
  return { left, top, width, height }
}

/** One picture of the content in one slot, as the preview's Next process asks for it. */
export type RenditionRequest = {
  source: PictureSource
  slot: SlotName
  /** Where it is used ("town.bath picture (asset image-…)"), for the problem line. */
  where: string
}

export type RenditionAnswer = {
  renditions: Record<string, Rendition>
  /** Pictures that cannot be shown, by renditionKey: one line naming the place and the reason. */
  problems: Record<string, string>
}

export type PreviewPicturesOptions = {
  cacheDir: string
  connection: SanityConnection
  timeoutMs?: number
  /** Most bytes of encoded files kept on disk (previewCacheBytes: PREVIEW_PICTURE_CACHE_MB). */
  maxCacheBytes?: number
  /** Most file requests waiting for an encode; more are answered 503. */
  maxWaiting?: number
}

/** What the picture work has cost so far: for tests and the server's log. */
export type PreviewPictureStats = {
  /** Encodes run (each a decode of an original and the files it made). */
  encodes: number
  /** Most encodes ever running at the same moment. */
  mostAtOnce: number
  /** Bytes of encoded files on disk now. */
  bytesOnDisk: number
}

export type PreviewPictures = {
  renditions: (requests: readonly RenditionRequest[]) => Promise<RenditionAnswer>
  file: (url: string) => Promise<{ type: string; body: Buffer }>
  stats: () => PreviewPictureStats
}

/** The encoded cache's size limit from PREVIEW_PICTURE_CACHE_MB (a whole number of megabytes). */
export function previewCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PREVIEW_PICTURE_CACHE_MB?.trim()
  if (!raw) return 1024 * 1024 * 1024
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new ConfigError(
      `PREVIEW_PICTURE_CACHE_MB must be a whole number of megabytes (at least 1), got "${raw}".`,
    )
  }
  return Number(raw) * 1024 * 1024
}

/** A cut's identity: the asset, the slot and the rectangle (colorKey names asset and rectangle). */
const cutId = (cut: Cut) => `${cut.slot}:${cut.colorKey}`

export function previewPictures({
  cacheDir,
  connection,
  timeoutMs = fetchTimeoutMs(),
  maxCacheBytes = previewCacheBytes(),
  maxWaiting = 16,
}: PreviewPicturesOptions): PreviewPictures {
  const encodedDir = encodedDirOf(cacheDir)
  const cache = readCacheIndex(encodedDir)
  /** The cuts the content the preview has read uses: the only ones file() makes. */
  const usedCuts = new Set<string>()
  /** Encoded files on disk by name: size and when last written or served (for pruning). */
  const onDisk = new Map<string, { size: number; used: number }>()
  for (const name of cache.values()) track(name)
  let bytesOnDisk = [...onDisk.values()].reduce((sum, file) => sum + file.size, 0)
  let encodes = 0
  let running = 0
  let mostAtOnce = 0
  let waiting = 0

  function track(name: string): void {
    if (onDisk.has(name)) return
    try {
      const { size, mtimeMs } = statSync(join(encodedDir, name))
      onDisk.set(name, { size, used: mtimeMs })
      bytesOnDisk += size
    } catch {
      // Gone meanwhile (another process pruned it): the cache index drops it below.
    }
  }

  /** Deletes the files served longest ago until the cache is under 90% of its limit. */
  function prune(): void {
    for (const name of cache.values()) track(name)
    if (bytesOnDisk <= maxCacheBytes) return
    const oldestFirst = [...onDisk].sort(([, a], [, b]) => a.used - b.used)
    for (const [name, file] of oldestFirst) {
      if (bytesOnDisk <= maxCacheBytes * 0.9) break
      rmSync(join(encodedDir, name), { force: true })
      onDisk.delete(name)
      cache.delete(name.slice(0, name.indexOf('.')))
      bytesOnDisk -= file.size
    }
  }
  const client = sanityClient(connection)
  // Where the stand-in serves files in tests; Sanity's CDN always.
  const cdnBases = ['https://cdn.sanity.io', ...(connection.apiHost ? [connection.apiHost] : [])]
  const originals = new Map<string, Promise<string>>()
  /** File requests being made, by cache key: two requests for one file share the work. */
  const making = new Map<string, Promise<void>>()
  let decoding: Promise<unknown> = Promise.resolve()

  /** Runs decodes one after another, as the build does: peak memory is one original's. */
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = decoding.then(task)
    decoding = run.catch(() => undefined)
    return run
  }

  async function lookUp(assetId: string): Promise<AssetDocument> {
    let asset: AssetDocument | null
    try {
      asset = await client.fetch<AssetDocument | null>(
        '*[_type == "sanity.imageAsset" && _id == $id][0]{_id, _type, url, size, sha1hash, originalFilename}',
        { id: assetId },
      )
    } catch (error) {
      throw new PictureError(502, describeSanityFailure(error, connection))
    }
    if (!asset) {
      throw new PictureError(
        404,
        `No such picture: asset ${assetId} is not in dataset "${connection.dataset}" of project "${connection.projectId}".`,
      )
    }
    const parts = parseImageAssetId(assetId)
    const allowed = cdnBases.map((baseUrl) =>
      buildImageUrl(
        { ...parts, projectId: connection.projectId, dataset: connection.dataset },
        { baseUrl },
      ),
    )
    if (!asset.url || !allowed.includes(asset.url)) {
      throw new PictureError(
        502,
        `Asset ${assetId} has the URL ${asset.url ?? '(none)'}, not ${allowed[0]}: the preview fetches originals from Sanity's CDN for this project and dataset only.`,
      )
    }
    return asset
  }

  /** The original's file in the cache, fetched once (checked against its SHA-1) if it is not. */
  function original(assetId: string): Promise<string> {
    const file = originalPath(cacheDir, assetId)
    let pending = originals.get(assetId)
    if (!pending) {
      pending = (async () => {
        const asset = await lookUp(assetId)
        const outcome = await fetchOriginal(asset, { kind: 'sanity' }, cacheDir, timeoutMs)
        if (typeof outcome === 'object') {
          throw new PictureError(
            502,
            `The original of asset ${assetId} cannot be used: ${outcome.problem}.`,
          )
        }
        return file
      })()
      originals.set(assetId, pending)
      // Kept only while it runs: the file on disk is the cache after that.
      pending.then(
        () => originals.delete(assetId),
        () => originals.delete(assetId),
      )
    }
    return pending
  }

  /** Makes what the cache lacks of the cuts of one asset (`wanted` picks the files). */
  async function encode(cuts: Cut[], wanted: (output: CutOutput) => boolean): Promise<void> {
    const assetId = (cuts[0] as Cut).assetId
    const needed = () =>
      cuts.some(
        (cut) =>
          !cache.has(cut.colorKey) ||
          cut.outputs.some((output) => wanted(output) && !cache.has(output.cacheKey)),
      )
    if (!needed()) return
    const file = await original(assetId)
    await oneAtATime(async () => {
      // A build on the same host may have made them meanwhile: look again before decoding.
      for (const [key, name] of readCacheIndex(encodedDir)) cache.set(key, name)
      if (!needed()) return
      mkdirSync(encodedDir, { recursive: true })
      encodes += 1
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      try {
        const problem = await encodeCuts(file, cuts, cache, encodedDir, wanted)
        if (problem) throw new PictureError(502, `Asset ${assetId}: ${problem}`)
      } finally {
        running -= 1
        prune()
      }
    })
  }

  function rendition(cut: Cut): Rendition {
    const widest = cut.outputs.reduce((a, b) => (b.width > a.width ? b : a))
    return {
      slot: cut.slot,
      width: widest.width,
      height: widest.height,
      color: cutColor(cut, cache, encodedDir),
      files: cut.outputs.map((output) => ({
        format: output.format,
        width: output.width,
        height: output.height,
        src: previewPictureUrl(cut, output),
      })),
    }
  }

  return {
    async renditions(requests) {
      const answer: RenditionAnswer = { renditions: {}, problems: {} }
      const byAsset = new Map<string, { key: string; cut: Cut; where: string }[]>()
      for (const { source, slot, where } of requests) {
        const key = renditionKey(source, slot)
        const assetId = source.asset?._ref ?? ''
        if (!key || !Object.hasOwn(slots, slot)) continue
        const original = isImageAssetId(assetId) ? dimensionsOf(assetId) : undefined
        if (!original) {
          answer.problems[key] = `${where}: not an image asset id Sanity would give`
          continue
        }
        const cut = planCut(assetId, slot, cropRect(source, slot, original))
        usedCuts.add(cutId(cut))
        byAsset.set(assetId, [...(byAsset.get(assetId) ?? []), { key, cut, where }])
      }
      // Each asset's colours come from one decode of its original, all slots at once, as in
      // the build (so the colour, decoded at the same scale, is the build's).
      await Promise.all(
        [...byAsset.values()].map(async (uses) => {
          try {
            await encode(
              uses.map((use) => use.cut),
              () => false,
            )
            for (const { key, cut } of uses) answer.renditions[key] = rendition(cut)
          } catch (error) {
            // One picture's problem is that picture's: the others, and the pages without it, show.
            const reason =
              error instanceof PictureError
                ? error.message
                : `the picture could not be made (${(error as Error).message.split('\n')[0]})`
            for (const { key, where } of uses) answer.problems[key] = `${where}: ${reason}`
          }
        }),
      )
      return answer
    },

    async file(url) {
      const { cut, output } = parsePictureUrl(url)
      if (!usedCuts.has(cutId(cut))) {
        throw new PictureError(
          404,
          `No such picture: the content the preview shows uses no ${cut.slot} cut of asset ${cut.assetId} at rect=${searchRect(cut)}.`,
        )
      }
      const key = output.cacheKey
      let pending = making.get(key)
      if (!pending) {
        if (!cache.has(key) && waiting >= maxWaiting) {
          throw new PictureError(
            503,
            'The preview is busy making pictures; try again in a few seconds.',
          )
        }
        waiting += 1
        pending = encode([cut], (candidate) => candidate.cacheKey === key)
        making.set(key, pending)
        pending.then(
          () => {
            making.delete(key)
            waiting -= 1
          },
          () => {
            making.delete(key)
            waiting -= 1
          },
        )
      }
      await pending
      const name = cache.get(key) as string
      const body = await readFile(join(encodedDir, name))
      const file = onDisk.get(name)
      if (file) file.used = Date.now()
      return { type: mimeTypes[output.format], body }
    },

    stats: () => ({ encodes, mostAtOnce, bytesOnDisk }),
  }
}
