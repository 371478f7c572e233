// Which pictures the published content uses, where (document, field) and in which slots; and
// the editor's crop and hotspot turned into a pixel rectangle by Sanity's own maths.
import { createImageUrlBuilder } from '@sanity/image-url'
import {
  type PictureSource,
  pictureFields,
  type SlotName,
  slots,
} from '../../../web/lib/pictures/slots.ts'
import type { SanityDocument } from '../ndjson.ts'

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
export function findPictureUses(documents: readonly SanityDocument[]): {
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
