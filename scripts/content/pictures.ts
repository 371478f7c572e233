// The starter pictures as Sanity sees them: each JPEG in tests/fixtures/assets/ becomes a
// `sanity.imageAsset` document with the id Sanity gives an upload (image-<sha1>-<w>x<h>-<ext>,
// the SHA-1 of the file's bytes), and content refers to it with Sanity's image value (asset
// reference, crop, hotspot, alt text). `npm run seed` uploads the files themselves; `--out`
// writes the asset documents into the fixture and the pull reads the files beside it.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../lib/env.ts'

/** The starter pictures' files, beside the fixture dataset (the pull reads them in fixture mode). */
export const assetsDir = join(repoRoot, 'tests', 'fixtures', 'assets')

/** Width and height from a JPEG's start-of-frame segment (no decoding needed). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG')
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error('not a JPEG: bad segment marker')
    const marker = bytes[at + 1] as number
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number)
    // SOF0-SOF15 carry the size, except DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number)
      const width = ((bytes[at + 7] as number) << 8) | (bytes[at + 8] as number)
      return { width, height }
    }
    at += 2 + length
  }
  throw new Error('not a JPEG: no frame header')
}

export type StarterAsset = {
  _id: string
  _type: 'sanity.imageAsset'
  assetId: string
  sha1hash: string
  extension: 'jpg'
  mimeType: 'image/jpeg'
  originalFilename: string
  size: number
  path: string
  url: string
  metadata: {
    _type: 'sanity.imageMetadata'
    dimensions: {
      _type: 'sanity.imageDimensions'
      width: number
      height: number
      aspectRatio: number
    }
    hasAlpha: false
    isOpaque: true
  }
}

/**
 * Project id and dataset in the fixture's asset paths and URLs. The fixture is no Sanity
 * project, so nothing fetches these URLs: in fixture mode the pull reads the files beside the
 * fixture. A real dataset gets real ones from Sanity when `npm run seed` uploads the files.
 */
const FIXTURE_PROJECT = 'fixture'
const FIXTURE_DATASET = 'production'

const assets = new Map<string, StarterAsset>()

/** The asset document of a starter picture (computed from the file once per process). */
function starterAsset(file: string): StarterAsset {
  let asset = assets.get(file)
  if (!asset) {
    const bytes = readFileSync(join(assetsDir, file))
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    const { width, height } = jpegSize(bytes)
    const path = `images/${FIXTURE_PROJECT}/${FIXTURE_DATASET}/${sha1}-${width}x${height}.jpg`
    asset = {
      _id: `image-${sha1}-${width}x${height}-jpg`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      originalFilename: file,
      size: bytes.length,
      path,
      url: `https://cdn.sanity.io/${path}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width,
          height,
          aspectRatio: width / height,
        },
        hasAlpha: false,
        isOpaque: true,
      },
    }
    assets.set(file, asset)
  }
  return asset
}

type Point = { x: number; y: number }

/**
 * Sanity's image value for a starter picture: the asset reference, an uncropped crop and a
 * hotspot around `focus` (fractions of the width and height) that the site keeps in view.
 */
export function picture(file: string, alt: string, focus: Point = { x: 0.5, y: 0.5 }) {
  return {
    _type: 'image' as const,
    asset: { _type: 'reference' as const, _ref: starterAsset(file)._id },
    crop: { _type: 'sanity.imageCrop' as const, top: 0, bottom: 0, left: 0, right: 0 },
    hotspot: {
      _type: 'sanity.imageHotspot' as const,
      x: focus.x,
      y: focus.y,
      width: 0.4,
      height: 0.5,
    },
    alt,
  }
}

/** Every asset document the starter content refers to, in a stable order. */
export function starterAssetDocuments(documents: readonly object[]): StarterAsset[] {
  const ids = new Set<string>()
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (record._type === 'reference' && typeof record._ref === 'string') {
        if (record._ref.startsWith('image-')) ids.add(record._ref)
      }
      for (const item of Object.values(record)) walk(item)
    }
  }
  walk(documents)
  return [...assets.values()]
    .filter((asset) => ids.has(asset._id))
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}
