// Which pictures the content uses, where (document, field) and in which slots (pictureFields).
// Shared by the picture step (scripts/lib/pictures/, over the snapshot) and the preview server's
// content layer (web/lib/content/pictures.ts, over the drafts it reads), so both find the same
// pictures. Its one import carries the `.ts` extension, which Node (scripts) needs and Next accepts.
import { type PictureSource, pictureFields, type SlotName } from './slots.ts'

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
