// The editor's crop and hotspot turned into a pixel rectangle by Sanity's own maths. Which
// pictures the content uses (and where) is web/lib/pictures/uses.ts, shared with the preview
// server's content layer.
import { createImageUrlBuilder } from '@sanity/image-url'
import { type PictureSource, type SlotName, slots } from '../../../web/lib/pictures/slots.ts'

export {
  describeUse,
  findPictureUses,
  type PictureUse,
} from '../../../web/lib/pictures/uses.ts'

export type Rect = { left: number; top: number; width: number; height: number }

// Only the crop maths of the builder is used; no URL is ever requested.
const builder = createImageUrlBuilder({ projectId: 'local', dataset: 'local' })

/**
 * The part of the original a slot shows: the editor's crop, cut to the slot's shape around the
 * hotspot, in pixels of the original. The maths is @sanity/image-url's (the `rect` of the URL
 * Sanity's CDN would be asked for), so the site cuts exactly what the Studio previews.
 */
export function cropRect(
  source: PictureSource,
  slot: SlotName,
  original: { width: number; height: number },
): Rect {
  const [aspectWidth, aspectHeight] = slots[slot].aspect
  const url = builder
    .image(source as never)
    .width(aspectWidth * 100)
    .height(aspectHeight * 100)
    .fit('crop')
    .url()
  const rect = new URL(url).searchParams.get('rect')
  if (!rect) return { left: 0, top: 0, width: original.width, height: original.height }
  const [left, top, width, height] = rect.split(',').map(Number) as [number, number, number, number]
  return { left, top, width, height }
}
