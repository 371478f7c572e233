// One staff picture as the browser should get it: <picture> with AVIF and WebP sources at every
// width the picture step made, `sizes` worked out from the slot's CSS box (the same numbers its
// grid uses), width and height against layout shift, and the cut's dominant colour behind it
// while it loads. That colour travels as a class whose CSS sits in the page's hashed <head>
// styles, so the CSP stays strict (no style attribute). Lazy unless it is the one picture above
// the fold, which loads first (eager, fetchpriority high).
import { Box, type BoxProps } from '@/components/server-chakra'
import type { ShownPicture } from '@/lib/content'
import { type PictureFile, sizesOf, slots } from '@/lib/pictures/slots'

const srcSet = (files: PictureFile[]) =>
  files.map((file) => `${file.src} ${file.width}w`).join(', ')

/** The files of one format, narrowest first. */
function ofFormat(picture: ShownPicture, format: PictureFile['format']): PictureFile[] {
  return picture.files.filter((file) => file.format === format).sort((a, b) => a.width - b.width)
}

/** The `src` for browsers that read neither source: a WebP near 720 px, else the first file. */
export function fallbackFile(picture: ShownPicture): PictureFile {
  const webp = ofFormat(picture, 'webp')
  return webp.find((file) => file.width >= 720) ?? webp.at(-1) ?? (picture.files[0] as PictureFile)
}

export function Picture({
  picture,
  priority = false,
  ...imageStyle
}: {
  picture: ShownPicture
  /** The one picture above the fold: loaded first instead of lazily. */
  priority?: boolean
} & Omit<BoxProps, 'children' | 'asChild'>) {
  const sizes = sizesOf(slots[picture.slot])
  const avif = ofFormat(picture, 'avif')
  const webp = ofFormat(picture, 'webp')
  const fallback = fallbackFile(picture)
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
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
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
