// The <picture> a staff picture becomes: both formats at every width with the slot's sizes,
// the dimensions against layout shift, lazy loading (the hero's preloaded where it is in the
// first screen), and a placeholder colour that comes as a class (the strict CSP forbids style
// attributes).
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ShownPicture } from '@/lib/content'
import { COLUMNS_MEDIA, slotSizes, slots } from '@/lib/pictures/slots'
import { fallbackFile, HeroColumns, Picture } from './picture'

const widths = [400, 720, 1080, 1440]
const picture: ShownPicture = {
  slot: 'hero',
  width: 1440,
  height: 1080,
  color: '#2c4763',
  alt: 'Our van at the roadside',
  files: (['webp', 'avif'] as const).flatMap((format) =>
    [...widths].reverse().map((width) => ({
      format,
      width,
      height: (width * 3) / 4,
      src: `/img/van-${width}w.abc123def456.${format}`,
    })),
  ),
}

const attribute = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  )

describe('Picture', () => {
  const html = renderToStaticMarkup(<Picture picture={picture} />)

  it('offers AVIF, then WebP, at every width, narrowest first, with the slot sizes', () => {
    expect(attribute(html, 'source', 'type')).toEqual(['image/avif', 'image/webp'])
    expect(attribute(html, 'source', 'srcSet')).toEqual([
      widths.map((width) => `/img/van-${width}w.abc123def456.avif ${width}w`).join(', '),
      widths.map((width) => `/img/van-${width}w.abc123def456.webp ${width}w`).join(', '),
    ])
    const sizes = slotSizes(slots.hero.layout as NonNullable<typeof slots.hero.layout>)
    expect(attribute(html, 'source', 'sizes')).toEqual([sizes, sizes])
  })

  it('gives the img its size, alt text, a 720 px WebP fallback and lazy, async loading', () => {
    expect(attribute(html, 'img', 'src')).toEqual(['/img/van-720w.abc123def456.webp'])
    expect(attribute(html, 'img', 'width')).toEqual(['1440'])
    expect(attribute(html, 'img', 'height')).toEqual(['1080'])
    expect(attribute(html, 'img', 'alt')).toEqual(['Our van at the roadside'])
    expect(attribute(html, 'img', 'loading')).toEqual(['lazy'])
    expect(attribute(html, 'img', 'decoding')).toEqual(['async'])
    expect(attribute(html, 'img', 'fetchPriority')).toEqual([])
  })

  it('paints the dominant colour through a class whose CSS is in a hoisted style, never style=""', () => {
    expect(html).not.toMatch(/\sstyle="/)
    const [className] = attribute(html, 'img', 'class')
    const colourClass = className
      ?.split(' ')
      .find((name) => new RegExp(`\\.${name}\\{[^}]*background:#2c4763`).test(html))
    expect(colourClass).toBeDefined()
  })

  it("preloads the hero's picture, at high priority, only where the grid puts it beside the heading", () => {
    const hero = renderToStaticMarkup(<HeroColumns picture={picture}>text</HeroColumns>)
    expect(attribute(hero, 'img', 'loading')).toEqual(['lazy'])
    expect(attribute(hero, 'img', 'fetchPriority')).toEqual([])
    expect(attribute(hero, 'link', 'rel')).toEqual(['preload'])
    expect(attribute(hero, 'link', 'media')).toEqual([COLUMNS_MEDIA])
    expect(attribute(hero, 'link', 'fetchPriority')).toEqual(['high'])
    expect(attribute(hero, 'link', 'imageSrcSet')).toEqual(
      attribute(hero, 'source', 'srcSet').slice(0, 1),
    )
    // The source's sizes from the columns' breakpoint up: the preload is only for those screens.
    const layout = slots.hero.layout as NonNullable<typeof slots.hero.layout>
    expect(slotSizes(layout)).toContain(`${COLUMNS_MEDIA} `)
    expect(attribute(hero, 'link', 'imageSizes')).toEqual([
      slotSizes(layout).split(', ').slice(0, 2).join(', ').replace(`${COLUMNS_MEDIA} `, ''),
    ])
    expect(renderToStaticMarkup(<HeroColumns picture={null}>text</HeroColumns>)).toBe('text')
  })

  it('says nothing to screen readers for a decorative picture', () => {
    const decorative = renderToStaticMarkup(<Picture picture={{ ...picture, alt: '' }} />)
    expect(attribute(decorative, 'img', 'alt')).toEqual([''])
  })

  it('falls back to the widest WebP when none reaches 720 px', () => {
    const small = { ...picture, files: picture.files.filter((file) => file.width === 400) }
    expect(fallbackFile(small).src).toBe('/img/van-400w.abc123def456.webp')
  })
})
