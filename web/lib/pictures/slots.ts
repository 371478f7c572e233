// Where pictures go and what the build makes for each place (a "slot"): the shape the editor's
// crop is cut to, the widths encoded, and the `sizes` the browser reads to choose among them.
// Shared, without imports, by the picture step (scripts/build/pictures/, which encodes the files)
// and the site (web/components/ui/picture.tsx, which writes <picture>), so the two never disagree.

export type SlotName = 'hero' | 'panel' | 'guide' | 'share'

/**
 * The CSS box a slot's picture fills: it sits in the site's 7xl container (80rem = 1280 px wide,
 * 1rem side padding on phones, 1.5rem from the md breakpoint, 48em) and, from the lg breakpoint
 * (62em), in one of `columns` equal grid columns `gapPx` apart. The components use these numbers
 * for their grid, and `slotSizes` turns them into the `sizes` attribute.
 */
export type SlotLayout = { columns: number; gapPx: number; borderPx: number }

export type Slot = {
  /** Width and height ratio of the cut, e.g. [4, 3]. */
  aspect: readonly [number, number]
  /** Pixel widths encoded (never wider than the editor's crop). */
  widths: readonly number[]
  formats: readonly ('avif' | 'webp' | 'jpeg')[]
  /** The CSS box, for `sizes`; none for pictures that are not shown on a page. */
  layout?: SlotLayout
  /** `sizes` for a picture of one fixed CSS width, wherever it sits (no grid column). */
  fixedWidthRem?: number
}

const CONTAINER_MAX_PX = 1280

/** Where a slot's grid columns start (Chakra's lg breakpoint): below it, one picture per row. */
export const COLUMNS_MEDIA = '(min-width: 62em)'
const PADDING_BASE_PX = 16
const PADDING_MD_PX = 24

export const slots: Record<SlotName, Slot> = {
  // Beside the headline from lg up (the left column is the text); full width under it on phones.
  // 400 serves a phone at 1x, 720 one at 2x and a desktop column at 1x, 1080 a 3x phone,
  // 1440 a desktop column at 2x.
  hero: {
    aspect: [4, 3],
    widths: [400, 720, 1080, 1440],
    formats: ['avif', 'webp'],
    layout: { columns: 2, gapPx: 48, borderPx: 0 },
  },
  // The two panels under the service cards: one per row on phones, side by side from lg.
  panel: {
    aspect: [3, 2],
    widths: [400, 720, 1080, 1440],
    formats: ['avif', 'webp'],
    layout: { columns: 2, gapPx: 24, borderPx: 1 },
  },
  // A small picture beside a "have ready" point in the contact form (where to read the tyre
  // size): at most 20rem wide on any screen, so 1x, 2x and 3x of that.
  guide: {
    aspect: [3, 2],
    widths: [320, 640, 960],
    formats: ['avif', 'webp'],
    fixedWidthRem: 20,
  },
  // Open Graph and X cards: one 1200 × 630 JPEG, the format every network reads.
  share: { aspect: [1200, 630], widths: [1200], formats: ['jpeg'] },
}

const px = (value: number) => `${Math.round(value * 100) / 100}px`

/** The `sizes` attribute of any slot shown on a page; undefined for one that is not. */
export function sizesOf(slot: Slot): string | undefined {
  if (slot.layout) return slotSizes(slot.layout)
  // Narrower on a phone whose column is less than that: the column then sets the width.
  if (slot.fixedWidthRem)
    return `(min-width: ${slot.fixedWidthRem + 5}rem) ${slot.fixedWidthRem}rem, calc(100vw - 5rem)`
  return undefined
}

/** A slot's CSS width at each breakpoint, as the layout gives it, widest screens first. */
function widths(layout: SlotLayout) {
  const { columns, gapPx, borderPx } = layout
  const gaps = gapPx * (columns - 1)
  const vwShare = 100 / columns
  const lgOffset = (2 * PADDING_MD_PX + gaps) / columns + 2 * borderPx
  return {
    atMax: px((CONTAINER_MAX_PX - 2 * PADDING_MD_PX - gaps) / columns - 2 * borderPx),
    inColumns: `calc(${Math.round(vwShare * 100) / 100}vw - ${px(lgOffset)})`,
    md: `calc(100vw - ${px(2 * PADDING_MD_PX + 2 * borderPx)})`,
    base: `calc(100vw - ${px(2 * PADDING_BASE_PX + 2 * borderPx)})`,
  }
}

/** The first `sizes` clause: the container's widest, from 80em up. */
const widestClause = (width: ReturnType<typeof widths>) => `(min-width: 80em) ${width.atMax}`

/**
 * The `sizes` attribute of a slot: the picture's CSS width at each breakpoint, as the layout
 * gives it (container width minus padding, split into columns minus the gaps and borders).
 */
export function slotSizes(layout: SlotLayout): string {
  const width = widths(layout)
  return [
    widestClause(width),
    `${COLUMNS_MEDIA} ${width.inColumns}`,
    `(min-width: 48em) ${width.md}`,
    width.base,
  ].join(', ')
}

/** The same `sizes` for screens in COLUMNS_MEDIA only (a preload scoped to them). */
export function columnSizes(layout: SlotLayout): string {
  const width = widths(layout)
  return [widestClause(width), width.inColumns].join(', ')
}

/** The parts of Sanity's image value the crop depends on (what the queries return). */
export type PictureSource = {
  asset?: { _ref?: string | null } | null
  crop?: {
    top?: number | null
    bottom?: number | null
    left?: number | null
    right?: number | null
  } | null
  hotspot?: {
    x?: number | null
    y?: number | null
    width?: number | null
    height?: number | null
  } | null
}

const cropKey = (crop: PictureSource['crop']) =>
  crop ? [crop.top ?? 0, crop.bottom ?? 0, crop.left ?? 0, crop.right ?? 0] : null
const hotspotKey = (hotspot: PictureSource['hotspot']) =>
  hotspot ? [hotspot.x ?? 0.5, hotspot.y ?? 0.5, hotspot.width ?? 1, hotspot.height ?? 1] : null

/**
 * The manifest key of one use of a picture in one slot: the asset, the editor's crop and
 * hotspot, and the slot. Two uses with the same key share their files.
 */
export function renditionKey(source: PictureSource, slot: SlotName): string | null {
  const ref = source.asset?._ref
  if (!ref) return null
  return JSON.stringify([slot, ref, cropKey(source.crop), hotspotKey(source.hotspot)])
}

/** One encoded file of a rendition. */
export type PictureFile = {
  format: 'avif' | 'webp' | 'jpeg'
  width: number
  height: number
  src: string
}

/** What the picture step made for one key: files by format and width, and a placeholder colour. */
export type Rendition = {
  slot: SlotName
  width: number
  height: number
  /** Dominant colour of the cut, shown while the file loads. */
  color: string
  files: PictureFile[]
}

export type PictureManifest = { version: 1; renditions: Record<string, Rendition> }

/**
 * Where each picture field sits in the content and which slots it fills. The picture step
 * renders exactly these; a picture field anywhere else stops the build and names it.
 * `[]` stands for any array item.
 */
export const pictureFields: readonly { type: string; path: string; slots: readonly SlotName[] }[] =
  [
    { type: 'homePage', path: 'hero.picture', slots: ['hero', 'share'] },
    { type: 'homePage', path: 'servicesSection.panels[].picture', slots: ['panel'] },
    { type: 'service', path: 'sections[].picture', slots: ['hero', 'share'] },
    { type: 'town', path: 'picture', slots: ['hero', 'share'] },
    { type: 'siteSettings', path: 'shareImage', slots: ['share'] },
    { type: 'service', path: 'technicianChecklist[].picture', slots: ['guide'] },
    { type: 'breakdownPage', path: 'places[].checklist[].picture', slots: ['guide'] },
  ]
