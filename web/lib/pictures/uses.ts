// Which pictures the content uses, where (document, field) and in which slots (pictureFields),
// and how each is cut: the editor's crop and hotspot as a pixel rectangle of the original, and
// the sizes the slot makes of it. Shared by the picture step (scripts/lib/pictures/, which
// encodes the cuts) and the preview's content layer (web/lib/content/live.ts, which asks
// Sanity's image CDN for the same cuts), so both cut the same pictures the same way. Its local
// import carries the `.ts` extension, which Node (scripts) needs and Next accepts.
import { createImageUrlBuilder } from '@sanity/image-url'
import { type PictureSource, pictureFields, type SlotName, slots } from './slots.ts'

/** A document as the content layer and the pull see it. */
export type ContentDocument = { _id: string; _type: string; [field: string]: unknown }

export type PictureUse = {
  documentId: string
  documentType: string
  /** Field path as an editor reads it, e.g. `servicesSection.panels[1].picture`. */
  field: string
  assetId: string
  source: PictureSource
  slots: readonly SlotName[]
}

/** "homePage hero.picture (asset image-…)": how every picture problem names its place. */
export function describeUse(use: Pick<PictureUse, 'documentId' | 'field' | 'assetId'>): string {
  return `${use.documentId} ${use.field} (asset ${use.assetId})`
}

function isImageValue(value: Record<string, unknown>): boolean {
  const asset = value.asset as Record<string, unknown> | undefined
  return (
    value._type === 'image' ||
    (typeof asset?._ref === 'string' && (asset._ref as string).startsWith('image-'))
  )
}

/**
 * Every picture in the documents (skipping empty picture fields), with its slots. A picture in a
 * field the site has no place for is reported in `problems`, so the schema and the site cannot
 * drift apart silently.
 */
export function findPictureUses(documents: readonly ContentDocument[]): {
  uses: PictureUse[]
  problems: string[]
} {
  const uses: PictureUse[] = []
  const problems: string[] = []
  for (const document of documents) {
    if (document._type === 'sanity.imageAsset' || document._id.startsWith('_.')) continue
    const visit = (value: unknown, field: string, pattern: string): void => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          visit(item, `${field}[${index}]`, `${pattern}[]`)
        })
        return
      }
      if (!value || typeof value !== 'object') return
      const record = value as Record<string, unknown>
      if (isImageValue(record)) {
        const ref = (record.asset as { _ref?: string } | undefined)?._ref
        if (!ref) return // an empty picture field: nothing to build
        const place = pictureFields.find(
          (candidate) => candidate.type === document._type && candidate.path === pattern,
        )
        if (!place) {
          problems.push(
            `${document._id} ${field} (asset ${ref}): the site has no place for a picture in this field (add it to pictureFields in web/lib/pictures/slots.ts)`,
          )
          return
        }
        uses.push({
          documentId: document._id,
          documentType: document._type,
          field,
          assetId: ref,
          source: record as PictureSource,
          slots: place.slots,
        })
        return
      }
      for (const [key, child] of Object.entries(record)) {
        if (key.startsWith('_')) continue
        visit(child, field ? `${field}.${key}` : key, pattern ? `${pattern}.${key}` : key)
      }
    }
    visit(document, '', '')
  }
  return { uses, problems }
}

export type Rect = { left: number; top: number; width: number; height: number }

/** The original's size, which Sanity writes into every image asset id (`image-<hash>-<w>x<h>-<ext>`). */
export function dimensionsOf(assetId: string): { width: number; height: number } | undefined {
  const match = assetId.match(/-(\d+)x(\d+)-[a-z0-9]+$/)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}

// Only the crop maths of the builder is used here; no URL of it is requested.
const cropMaths = createImageUrlBuilder({ projectId: 'local', dataset: 'local' })

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
  const url = cropMaths
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

/** One file a cut is made into. */
export type CutSize = { format: 'avif' | 'webp' | 'jpeg'; width: number; height: number }

/**
 * The files a slot makes of a rectangle: its widths (never wider than the rectangle: no
 * upscaling, except the fixed-size share card) in each of its formats, at the slot's shape.
 */
export function cutSizes(slot: SlotName, rect: Rect): CutSize[] {
  const [aspectWidth, aspectHeight] = slots[slot].aspect
  const widths =
    slot === 'share'
      ? [...slots[slot].widths]
      : slots[slot].widths.filter((width) => width <= rect.width)
  if (widths.length === 0) widths.push(rect.width)
  return slots[slot].formats.flatMap((format) =>
    widths.map((width) => ({
      format,
      width,
      height: Math.round((width * aspectHeight) / aspectWidth),
    })),
  )
}
