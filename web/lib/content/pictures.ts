// The pictures half of the content layer: what the picture step (scripts/pictures.ts) made for
// each use of a picture, read from the manifest beside the snapshot. Pages never see files or
// the cache, only the URLs, sizes and placeholder colour of a picture in its slot.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  type PictureManifest,
  type PictureSource,
  type Rendition,
  renditionKey,
  type SlotName,
} from '../pictures/slots'

/** A picture value as the queries return it: Sanity's image with alt text. */
export type PictureValue = PictureSource & {
  alt?: string | null
  decorative?: boolean | null
}

/** A picture ready to render: its files in one slot, and what a screen reader says. */
export type ShownPicture = Rendition & {
  /** '' for a picture the editor marked decorative. */
  alt: string
}

function manifestFile(): string {
  const snapshot =
    process.env.CONTENT_SNAPSHOT || join(process.cwd(), '.content', 'snapshot.ndjson')
  return join(dirname(snapshot), 'pictures.json')
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
 * The picture of a field in a slot, or null when the field is empty. A picture the step did not
 * make stops the build: the manifest and the snapshot come from the same pull.
 */
export function getPicture(
  value: PictureValue | null | undefined,
  slot: SlotName,
): ShownPicture | null {
  if (!value) return null
  const key = renditionKey(value, slot)
  if (!key) return null
  const rendition = loadManifest().renditions[key]
  if (!rendition) {
    throw new Error(
      `The picture manifest has no ${slot} picture for asset ${value.asset?._ref}: run "npm run pictures" again after the pull.`,
    )
  }
  return { ...rendition, alt: value.decorative ? '' : (value.alt?.trim() ?? '') }
}
