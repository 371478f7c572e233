// The pictures half of the content layer. Pages never see files or caches, only the URLs, sizes
// and placeholder colour of a picture in its slot (a Rendition), which the content source gives
// (source.ts): the picture step's manifest for the static build, Sanity's image CDN for the
// preview.
import { type PictureSource, type Rendition, renditionKey, type SlotName } from '../pictures/slots'
import { type EditTarget, editTarget } from './edit-targets'
import { noteRead } from './reads'
import { source } from './source'

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

/** The picture of a field in a slot, or null when the field is empty. */
export function getPicture(
  value: PictureValue | null | undefined,
  slot: SlotName,
): ShownPicture | null {
  if (!value) return null
  const key = renditionKey(value, slot)
  if (!key) return null
  noteRead(['picture', key])
  return {
    ...source.rendition(value, slot, key),
    alt: value.decorative ? '' : (value.alt?.trim() ?? ''),
    editTarget: editTarget(value),
  }
}
