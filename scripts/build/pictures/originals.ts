// The pull's second half: each picture the published content uses is fetched once, from the
// asset's URL (Sanity's CDN, or the tests' stand-in) or, in fixture mode, from the files beside
// the fixture, into a cache keyed by asset id that survives between builds. Only referenced
// assets are fetched. Every problem is one line naming the document, the field and the asset.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { SanityDocument } from '../../lib/ndjson.ts'
import { originalPath, originalsDir, writeFileAtomically } from './cache.ts'

export type OriginalsSource = { kind: 'fixture'; assetsDir: string } | { kind: 'sanity' }

export type OriginalsResult = { fetched: number; cached: number; problems: string[] }

type AssetDocument = SanityDocument & {
  url?: string
  originalFilename?: string
  sha1hash?: string
  size?: number
}

type FirstUse = { documentId: string; field: string }

/** Every image asset id the documents refer to, with the first place each is used. */
function referencedAssets(documents: readonly SanityDocument[]): Map<string, FirstUse> {
  const found = new Map<string, FirstUse>()
  for (const document of documents) {
    if (document._type === 'sanity.imageAsset') continue
    const visit = (value: unknown, field: string): void => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          visit(item, `${field}[${index}]`)
        })
      } else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        const ref = (record.asset as { _ref?: unknown } | undefined)?._ref
        if (typeof ref === 'string' && ref.startsWith('image-')) {
          if (!found.has(ref)) found.set(ref, { documentId: document._id, field })
          return
        }
        for (const [key, child] of Object.entries(record)) {
          if (!key.startsWith('_')) visit(child, field ? `${field}.${key}` : key)
        }
      }
    }
    visit(document, '')
  }
  return found
}

/** How long one file may take before the build gives up on it (PICTURE_FETCH_TIMEOUT_MS). */
export function fetchTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PICTURE_FETCH_TIMEOUT_MS)
  return Number.isFinite(value) && value > 0 ? value : 30_000
}

async function download(url: string, timeoutMs: number): Promise<Buffer | string> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError') {
      return `no answer within ${timeoutMs / 1000} s from ${url}`
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return `could not be downloaded from ${url} (${cause?.code ?? cause?.message ?? (error as Error).message})`
  }
  if (!response.ok) {
    await response.body?.cancel()
    return `the file answered HTTP ${response.status} at ${url}`
  }
  try {
    return Buffer.from(await response.arrayBuffer())
  } catch (error) {
    const name = (error as Error).name
    return name === 'TimeoutError' || name === 'AbortError'
      ? `the download from ${url} did not finish within ${timeoutMs / 1000} s`
      : `the download from ${url} broke off (${(error as Error).message})`
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T
      next += 1
      await task(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Puts one asset's original into the cache, unless it is there already: from the files beside
 * the fixture, or downloaded from the asset's URL, and checked against the asset's SHA-1.
 * Returns what happened, or why it could not (one line, without the place it is used).
 */
async function fetchOriginal(
  asset: AssetDocument,
  source: OriginalsSource,
  cacheDir: string,
  timeoutMs: number = fetchTimeoutMs(),
): Promise<'fetched' | 'cached' | { problem: string }> {
  const target = originalPath(cacheDir, asset._id)
  // The id is Sanity's hash of the bytes: a cached file of the right size is the right file.
  if (existsSync(target) && (asset.size === undefined || statSync(target).size === asset.size)) {
    return 'cached'
  }
  let bytes: Buffer | string
  if (source.kind === 'fixture') {
    const file = asset.originalFilename ? join(source.assetsDir, asset.originalFilename) : ''
    bytes =
      file && existsSync(file)
        ? readFileSync(file)
        : `no file ${asset.originalFilename ?? '(no originalFilename)'} in ${source.assetsDir} beside the fixture`
  } else if (!asset.url) {
    bytes = 'the asset document has no url'
  } else {
    bytes = await download(asset.url, timeoutMs)
  }
  if (typeof bytes === 'string') return { problem: bytes }
  if (asset.sha1hash) {
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    if (sha1 !== asset.sha1hash) {
      return {
        problem: `the file is damaged (its SHA-1 is ${sha1}, the asset's is ${asset.sha1hash}); upload the picture again`,
      }
    }
  }
  mkdirSync(originalsDir(cacheDir), { recursive: true })
  writeFileAtomically(target, bytes)
  return 'fetched'
}

export async function fetchOriginals(
  documents: readonly SanityDocument[],
  source: OriginalsSource,
  cacheDir: string,
  timeoutMs: number = fetchTimeoutMs(),
): Promise<OriginalsResult> {
  const assets = new Map<string, AssetDocument>()
  for (const document of documents) {
    if (document._type === 'sanity.imageAsset') assets.set(document._id, document as AssetDocument)
  }
  const result: OriginalsResult = { fetched: 0, cached: 0, problems: [] }
  mkdirSync(originalsDir(cacheDir), { recursive: true })
  await eachLimited([...referencedAssets(documents)], 4, async ([assetId, use]) => {
    const where = `${use.documentId} ${use.field} (asset ${assetId})`
    const asset = assets.get(assetId)
    if (!asset) {
      result.problems.push(
        `${where}: the asset is not in the dataset (deleted from the media library?); choose the picture again in the Studio`,
      )
      return
    }
    const outcome = await fetchOriginal(asset, source, cacheDir, timeoutMs)
    if (typeof outcome === 'object') result.problems.push(`${where}: ${outcome.problem}`)
    else result[outcome] += 1
  })
  result.problems.sort()
  return result
}
