// The preview server's content (source.ts chooses it): Sanity itself, read on request.
//
// Documents: one request for the whole dataset, in the drafts perspective (drafts over
// published) when the Studio's handshake has turned on Next's draft mode, otherwise published,
// each kept for a moment and shared by every request meanwhile.
//
// Pictures: straight from Sanity's image CDN, no file of our own. Each is the rectangle the
// build cuts (cropRect, the crop maths of @sanity/image-url that the picture step uses) at the
// widths the build makes of it (cutSizes), so a draft's new crop, hotspot or upload shows as the
// next build will show it. The CDN makes WebP and JPEG (Sanity's image API has no AVIF format
// parameter), so the preview's <picture> has no AVIF source. The placeholder colour is the
// dominant colour Sanity reads from the whole upload (the asset's palette metadata).
import { createImageUrlBuilder } from '@sanity/image-url'
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { cookies, draftMode } from 'next/headers'
import { connection } from 'next/server'
import type { PictureFile, Rendition } from '../pictures/slots'
import { cropRect, cutSizes, dimensionsOf } from '../pictures/uses'
import { LIVE_DATASET_MAX_AGE_MS, refreshCookieName } from './preview-refresh'
import { fetchDocuments, type LivePerspective } from './sanity'
import type { ContentSource, Dataset } from './source'

type LiveEntry = { fetchedAt: number; documents: Promise<Dataset> }

/** One entry per perspective: two at most. */
const live = new Map<LivePerspective, LiveEntry>()

/** The refresh cookie values already honoured: each drops the cache once. Bounded. */
const honouredRefreshes = new Set<string>()
const MAX_HONOURED_REFRESHES = 1000

/** Placeholder colour by asset id, from the assets of the last dataset read. */
let placeholderColours = new Map<string, string>()

/** Behind a picture whose asset has no palette (Sanity reads one from every upload it can). */
const NEUTRAL_PLACEHOLDER = '#d9dde3'

function readPlaceholderColours(documents: Dataset): void {
  const colours = new Map<string, string>()
  for (const doc of documents as {
    _id?: string
    _type?: string
    metadata?: { palette?: { dominant?: { background?: unknown } } }
  }[]) {
    const background = doc.metadata?.palette?.dominant?.background
    if (doc._type === 'sanity.imageAsset' && doc._id && typeof background === 'string') {
      colours.set(doc._id, background)
    }
  }
  placeholderColours = colours
}

function liveDataset(perspective: LivePerspective): Promise<Dataset> {
  const cached = live.get(perspective)
  if (cached && Date.now() - cached.fetchedAt < LIVE_DATASET_MAX_AGE_MS) return cached.documents
  const entry: LiveEntry = {
    fetchedAt: Date.now(),
    documents: fetchDocuments(perspective).then((documents) => {
      readPlaceholderColours(documents)
      return documents
    }),
  }
  live.set(perspective, entry)
  // A failed fetch is not kept: the next request asks Sanity again.
  entry.documents.catch(() => {
    if (live.get(perspective) === entry) live.delete(perspective)
  })
  return entry.documents
}

/**
 * What the preview shows this browser: published content, unless the Studio's handshake turned
 * on draft mode; then drafts, unless the editor switched the Presentation tool to "Published"
 * (the perspective cookie, set by the preview's perspective route).
 */
export async function previewPerspective(): Promise<LivePerspective> {
  if (!(await draftMode()).isEnabled) return 'published'
  const chosen = (await cookies()).get(perspectiveCookieName)?.value
  return chosen === 'published' ? 'published' : 'drafts'
}

async function documents(): Promise<Dataset> {
  // Pages render on request: content changes under them. (The force-static share images,
  // manifest and sitemap are built once, from published content, when the preview is built.)
  await connection()
  const perspective = await previewPerspective()
  // An editor's refresh after an edit: read the edit, not a copy up to 1.5 s old. Draft mode
  // only (a stranger's cookie is never honoured), so nobody else can make the preview fetch the
  // dataset on every request.
  const refresh = (await cookies()).get(refreshCookieName)?.value
  if (refresh && (await draftMode()).isEnabled && !honouredRefreshes.has(refresh)) {
    if (honouredRefreshes.size >= MAX_HONOURED_REFRESHES) honouredRefreshes.clear()
    honouredRefreshes.add(refresh)
    live.delete(perspective)
  }
  return liveDataset(perspective)
}

let imageUrls: ReturnType<typeof createImageUrlBuilder> | undefined

/** Sanity's image CDN for the project and dataset (the tests' stand-in serves it at SANITY_API_HOST). */
function cdn(): ReturnType<typeof createImageUrlBuilder> {
  if (imageUrls) return imageUrls
  const apiHost = process.env.SANITY_API_HOST?.trim()
  imageUrls = createImageUrlBuilder({
    projectId: process.env.SANITY_PROJECT_ID ?? '',
    dataset: process.env.SANITY_DATASET?.trim() || 'production',
    ...(apiHost ? { baseUrl: apiHost } : {}),
  })
  return imageUrls
}

function cdnRendition(value: Parameters<ContentSource['rendition']>[0], slot: Rendition['slot']) {
  const assetId = value.asset?._ref ?? ''
  const original = dimensionsOf(assetId)
  if (!original) {
    throw new Error(
      `The ${slot} picture's asset "${assetId}" is not an image asset id Sanity gives.`,
    )
  }
  const rect = cropRect(value, slot, original)
  const files: PictureFile[] = cutSizes(slot, rect)
    .filter((size) => size.format !== 'avif')
    .map((size) => ({
      ...size,
      src: cdn()
        .image(value as never)
        .rect(rect.left, rect.top, rect.width, rect.height)
        .width(size.width)
        .height(size.height)
        .format(size.format === 'jpeg' ? 'jpg' : 'webp')
        .url(),
    }))
  const widest = files.reduce((a, b) => (b.width > a.width ? b : a))
  return {
    slot,
    width: widest.width,
    height: widest.height,
    color: placeholderColours.get(assetId) ?? NEUTRAL_PLACEHOLDER,
    files,
  }
}

export const liveSource: ContentSource = {
  documents,
  // None listed: Next renders each page on request, a page whose document exists only as a
  // draft (a new town) included.
  listsPages: false,
  marksEditTargets: true,
  rendition: (value, slot) => cdnRendition(value, slot),
  missing: (what) => `Sanity has no ${what}. Create it in the Studio.`,
}
