// One staff picture as the browser should get it: <picture> with AVIF and WebP sources at every
// width the picture step made, `sizes` worked out from the slot's CSS box (the same numbers its
// grid uses), width and height against layout shift, and the cut's dominant colour behind it
// while it loads. That colour travels as a class whose CSS sits in the page's hashed <head>
// styles, so the CSP stays strict (no style attribute). Always lazy in the markup; the hero's
// picture, above the fold only where it sits beside the heading (COLUMNS_MEDIA), is preloaded
// there at high priority. On a phone it sits under the call button, below the first screen: an
// eager picture would share the first round trips with the document, and Lighthouse's simulation
// counts a picture fetched before the first paint against it.
import { preload } from 'react-dom'
import { Box, type BoxProps } from '@/components/server-chakra'
import type { ShownPicture } from '@/lib/content'
import { COLUMNS_MEDIA, columnSizes, type PictureFile, sizesOf, slots } from '@/lib/pictures/slots'

const srcSet = (files: PictureFile[]) =>
  files.map((file) => `${file.src} ${file.width}w`).join(', ')

/** The files of one format, narrowest first. */
function ofFormat(picture: ShownPicture, format: PictureFile['format']): PictureFile[] {
  return picture.files.filter((file) => file.format === format).sort((a, b) => a.width - b.width)
}

/** Of one format's files (narrowest first), the one near 720 px, else the widest. */
const fallbackOf = (files: PictureFile[]) => files.find((file) => file.width >= 720) ?? files.at(-1)

/** The `src` for browsers that read neither source: a WebP near 720 px, else the first file. */
export function fallbackFile(picture: ShownPicture): PictureFile {
  return fallbackOf(ofFormat(picture, 'webp')) ?? (picture.files[0] as PictureFile)
}

export function Picture({
  picture,
  priority = false,
  ...imageStyle
}: {
  picture: ShownPicture
  /** The hero's picture: preloaded first where the grid puts it above the fold. */
  priority?: boolean
} & Omit<BoxProps, 'children' | 'asChild'>) {
  const slot = slots[picture.slot]
  const sizes = sizesOf(slot)
  const avif = ofFormat(picture, 'avif')
  const webp = ofFormat(picture, 'webp')
  const fallback = fallbackFile(picture)
  // React's preload() puts the <link> in <head>. There the browser takes the same candidate from
  // its imagesrcset and imagesizes (the sizes of COLUMNS_MEDIA's screens) as from the AVIF
  // <source>; one that reads no AVIF skips it (its type) and loads the WebP when in view.
  if (priority && slot.layout && avif.length > 0)
    preload((fallbackOf(avif) as PictureFile).src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet(avif),
      imageSizes: columnSizes(slot.layout),
      media: COLUMNS_MEDIA,
      fetchPriority: 'high',
    })
  return (
    <Box as="picture" display="block" {...picture.editTarget}>
      {avif.length > 0 ? <source type="image/avif" srcSet={srcSet(avif)} sizes={sizes} /> : null}
      {webp.length > 0 ? <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} /> : null}
      <Box asChild display="block" w="full" h="auto" bg={picture.color} {...imageStyle}>
        {/* biome-ignore lint/performance/noImgElement: the picture step already made every size and format; next/image cannot optimise a static export */}
        <img
          src={fallback.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading="lazy"
          decoding="async"
        />
      </Box>
    </Box>
  )
}

/**
 * A dark hero band's content, with the page's picture beside it from the lg breakpoint (under it
 * on phones, so the call button stays in the first screen). Without a picture, the content alone.
 */
export function HeroColumns({
  picture,
  children,
}: {
  picture: ShownPicture | null
  children: React.ReactNode
}) {
  if (!picture) return children
  const layout = slots.hero.layout as NonNullable<(typeof slots)['hero']['layout']>
  return (
    <Box
      display="grid"
      gridTemplateColumns={{
        base: 'minmax(0, 1fr)',
        lg: `repeat(${layout.columns}, minmax(0, 1fr))`,
      }}
      columnGap={`${layout.gapPx}px`}
      rowGap="10"
      alignItems="center"
    >
      {children}
      <Picture picture={picture} priority borderRadius="xl" boxShadow="lg" />
    </Box>
  )
}
