// The pictures half of the content layer. Pages never see files or caches, only the URLs, sizes
// and placeholder colour of a picture in its slot (a Rendition), which come from:
//
// - the static build: the manifest the picture step (scripts/pictures.ts) wrote beside the
//   snapshot, with files under /img/;
// - the preview server (PREVIEW_SERVER=1): the preview's picture service
//   (scripts/lib/pictures/preview.ts, at PREVIEW_PICTURE_SERVICE), which makes the same
//   renditions, with files under /_preview/picture/, for the drafts the preview reads. The
//   content layer asks it for every picture of a dataset before any page reads that dataset
//   (preparePreviewPictures), so getPicture stays a plain synchronous lookup in both.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  type PictureManifest,
  type PictureSource,
  type Rendition,
  renditionKey,
  type SlotName,
} from '../pictures/slots'
import { type ContentDocument, describeUse, findPictureUses } from '../pictures/uses'
import { type EditTarget, editTarget } from './edit-targets'
import { pictureManifestName, snapshotInWeb } from './shared-facts'

const previewServer = process.env.PREVIEW_SERVER === '1'

/** A picture value as the queries return it: Sanity's image with alt text. */
export type PictureValue = PictureSource & {
  alt?: string | null
  decorative?: boolean | null
}

/** A picture ready to render: its files in one slot, and what a screen reader says. */
export type ShownPicture = Rendition & {
  /** '' for a picture the editor marked decorative. */
  alt: string
  /** The picture field's edit target in the preview (click to change the picture); `{}` else. */
  editTarget?: EditTarget
}

function manifestFile(): string {
  const snapshot = process.env.CONTENT_SNAPSHOT || join(process.cwd(), snapshotInWeb)
  return join(dirname(snapshot), pictureManifestName)
}

let manifest: PictureManifest | undefined

function loadManifest(): PictureManifest {
  if (manifest) return manifest
  const file = manifestFile()
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as PictureManifest
  } catch {
    throw new Error(
      `No picture manifest at ${file}. Run "npm run pictures" after "npm run content:pull" (or "npm run build").`,
    )
  }
  return manifest
}

/**
 * The preview's renditions by renditionKey. A key names the asset, the crop, the hotspot and the
 * slot, so its rendition never changes and one map serves drafts and published content alike:
 * it grows by one small entry for each cut an editor tries, for the life of the process.
 */
const previewRenditions = new Map<string, Rendition>()
/** Why a picture cannot be shown in the preview, by renditionKey (until it can). */
const previewProblems = new Map<string, string>()

/** How long a page may wait for the pictures of a dataset the preview has never seen. */
const PICTURE_SERVICE_TIMEOUT_MS = 120_000

/**
 * Preview server only: asks the picture service for every picture of `documents` (each use in
 * each of its slots) that it has not answered yet. Called by the content layer when it fetches
 * a dataset, before a page reads it. Without the service (the preview's `next build`, which
 * prerenders no page with a picture) there is nothing to ask.
 */
export async function preparePreviewPictures(documents: readonly unknown[]): Promise<void> {
  const service = process.env.PREVIEW_PICTURE_SERVICE?.trim()
  if (!previewServer || !service) return
  const wanted = new Map<string, { source: PictureSource; slot: SlotName; where: string }>()
  for (const use of findPictureUses(documents as ContentDocument[]).uses) {
    for (const slot of use.slots) {
      const key = renditionKey(use.source, slot)
      if (!key || previewRenditions.has(key) || wanted.has(key)) continue
      const { asset, crop, hotspot } = use.source
      wanted.set(key, { source: { asset, crop, hotspot }, slot, where: describeUse(use) })
    }
  }
  if (wanted.size === 0) return
  let answer: { renditions: Record<string, Rendition>; problems: Record<string, string> }
  try {
    const response = await fetch(`${service}/renditions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uses: [...wanted.values()] }),
      signal: AbortSignal.timeout(PICTURE_SERVICE_TIMEOUT_MS),
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`)
    answer = await response.json()
  } catch (error) {
    throw new Error(
      `The preview's picture service (${service}) did not answer: ${(error as Error).message}`,
    )
  }
  for (const [key, rendition] of Object.entries(answer.renditions)) {
    previewRenditions.set(key, rendition)
    previewProblems.delete(key)
  }
  for (const [key, problem] of Object.entries(answer.problems)) previewProblems.set(key, problem)
}

function previewRendition(key: string, value: PictureValue, slot: SlotName): Rendition {
  const rendition = previewRenditions.get(key)
  if (rendition) return rendition
  throw new Error(
    previewProblems.get(key) ??
      `The preview has no ${slot} picture for asset ${value.asset?._ref}: the picture service was not asked for it (is this the preview server started by "npm run preview"?).`,
  )
}

/**
 * The picture of a field in a slot, or null when the field is empty. A picture the step did not
 * make stops the build: the manifest and the snapshot come from the same pull. In the preview, a
 * picture that cannot be made (its original unreachable or unreadable) stops the page, with the
 * line that names it.
 */
export function getPicture(
  value: PictureValue | null | undefined,
  slot: SlotName,
): ShownPicture | null {
  if (!value) return null
  const key = renditionKey(value, slot)
  if (!key) return null
  if (previewServer) {
    return {
      ...previewRendition(key, value, slot),
      alt: value.decorative ? '' : (value.alt?.trim() ?? ''),
      editTarget: editTarget(value),
    }
  }
  const rendition = loadManifest().renditions[key]
  if (!rendition) {
    throw new Error(
      `The picture manifest has no ${slot} picture for asset ${value.asset?._ref}: run "npm run pictures" again after the pull.`,
    )
  }
  return { ...rendition, alt: value.decorative ? '' : (value.alt?.trim() ?? '') }
}
