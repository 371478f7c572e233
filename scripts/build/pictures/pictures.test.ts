// The picture step's pure parts: the crop each slot cuts around the editor's hotspot (Sanity's
// own maths), the `sizes` each slot declares against the CSS box it fills, and the cache keys.
import { describe, expect, it } from 'vitest'
import {
  type PictureSource,
  renditionKey,
  type SlotName,
  slotSizes,
  slots,
} from '../../../web/lib/pictures/slots.ts'
import { cropRect, findPictureUses } from '../../../web/lib/pictures/uses.ts'
import type { SanityDocument } from '../../lib/ndjson.ts'
import { encodedCacheKey, encoder, planPictures } from './render.ts'

const assetId = 'image-0123456789abcdef0123456789abcdef01234567-2400x1600-jpg'
const original = { width: 2400, height: 1600 }

function source(
  x: number,
  y: number,
  crop = { top: 0, bottom: 0, left: 0, right: 0 },
): PictureSource {
  return {
    asset: { _ref: assetId },
    crop,
    hotspot: { x, y, width: 0.1, height: 0.1 },
  }
}

const corners = {
  'top left': [0.05, 0.05],
  'top right': [0.95, 0.05],
  'bottom left': [0.05, 0.95],
  'bottom right': [0.95, 0.95],
  centre: [0.5, 0.5],
} as const

describe('cropRect (the cut of each slot around the hotspot)', () => {
  // 2400 × 1600 is 3:2. The 4:3 hero is narrower (cut from the sides), the 1200 × 630 share
  // card wider (cut from top and bottom), and the 3:2 panel is the whole picture.
  const expected: Record<
    SlotName,
    Record<keyof typeof corners, [number, number, number, number]>
  > = {
    hero: {
      'top left': [0, 0, 2133, 1600],
      'top right': [267, 0, 2133, 1600],
      'bottom left': [0, 0, 2133, 1600],
      'bottom right': [267, 0, 2133, 1600],
      centre: [134, 0, 2133, 1600],
    },
    panel: {
      'top left': [0, 0, 2400, 1600],
      'top right': [0, 0, 2400, 1600],
      'bottom left': [0, 0, 2400, 1600],
      'bottom right': [0, 0, 2400, 1600],
      centre: [0, 0, 2400, 1600],
    },
    // 3:2 like the panel: the whole picture.
    guide: {
      'top left': [0, 0, 2400, 1600],
      'top right': [0, 0, 2400, 1600],
      'bottom left': [0, 0, 2400, 1600],
      'bottom right': [0, 0, 2400, 1600],
      centre: [0, 0, 2400, 1600],
    },
    share: {
      'top left': [0, 0, 2400, 1260],
      'top right': [0, 0, 2400, 1260],
      'bottom left': [0, 340, 2400, 1260],
      'bottom right': [0, 340, 2400, 1260],
      centre: [0, 170, 2400, 1260],
    },
  }

  for (const slot of Object.keys(expected) as SlotName[]) {
    for (const [corner, [x, y]] of Object.entries(corners) as [
      keyof typeof corners,
      readonly [number, number],
    ][]) {
      it(`${slot}: hotspot ${corner}`, () => {
        const rect = cropRect(source(x, y), slot, original)
        expect([rect.left, rect.top, rect.width, rect.height]).toEqual(expected[slot][corner])
        const [aspectWidth, aspectHeight] = slots[slot].aspect
        expect(rect.width / rect.height).toBeCloseTo(aspectWidth / aspectHeight, 2)
      })
    }
  }

  it("stays inside the editor's crop and keeps the hotspot in view", () => {
    // The editor cut a quarter off the left and a fifth off the bottom.
    const crop = { top: 0, bottom: 0.2, left: 0.25, right: 0 }
    for (const slot of Object.keys(slots) as SlotName[]) {
      for (const [x, y] of Object.values(corners)) {
        const hotX = Math.min(Math.max(x, 0.3), 0.95)
        const hotY = Math.min(y, 0.75)
        const rect = cropRect(source(hotX, hotY, crop), slot, original)
        expect(rect.left).toBeGreaterThanOrEqual(600)
        expect(rect.top + rect.height).toBeLessThanOrEqual(1280)
        expect(rect.left + rect.width).toBeLessThanOrEqual(2400)
        const centreX = hotX * 2400
        const centreY = hotY * 1600
        expect(centreX).toBeGreaterThanOrEqual(rect.left)
        expect(centreX).toBeLessThanOrEqual(rect.left + rect.width)
        expect(centreY).toBeGreaterThanOrEqual(rect.top)
        expect(centreY).toBeLessThanOrEqual(rect.top + rect.height)
      }
    }
  })
})

/** The CSS width `sizes` gives at a viewport width (its own little evaluator). */
function evaluateSizes(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const media = entry.match(/^\(min-width: ([\d.]+)em\)\s+(.*)$/)
    const length = media ? (media[2] as string) : entry
    if (media && viewport < Number(media[1]) * 16) continue
    const fixed = length.match(/^([\d.]+)px$/)
    if (fixed) return Number(fixed[1])
    const calc = length.match(/^calc\(([\d.]+)vw - ([\d.]+)px\)$/)
    if (calc) return (viewport * Number(calc[1])) / 100 - Number(calc[2])
    throw new Error(`cannot read "${length}"`)
  }
  throw new Error('no default size')
}

describe('slotSizes', () => {
  it('writes the hero and panel sizes', () => {
    expect(slotSizes(slots.hero.layout as NonNullable<typeof slots.hero.layout>)).toBe(
      '(min-width: 80em) 592px, (min-width: 62em) calc(50vw - 48px), (min-width: 48em) calc(100vw - 48px), calc(100vw - 32px)',
    )
    expect(slotSizes(slots.panel.layout as NonNullable<typeof slots.panel.layout>)).toBe(
      '(min-width: 80em) 602px, (min-width: 62em) calc(50vw - 38px), (min-width: 48em) calc(100vw - 50px), calc(100vw - 34px)',
    )
  })

  // The box each slot fills, worked out by hand from the layout the components use: the 7xl
  // container (1280 px), its padding (16 px, 24 px from 768 px), the lg grid (992 px) and gaps.
  it.each([
    ['hero', 390, 358],
    ['hero', 800, 752],
    ['hero', 1100, 502],
    ['hero', 1280, 592],
    ['hero', 1920, 592],
    ['panel', 390, 356],
    ['panel', 1100, 512],
    ['panel', 1280, 602],
  ] as const)('%s at %i px viewport is %i px wide', (slot, viewport, width) => {
    const layout = slots[slot].layout as NonNullable<(typeof slots)['hero']['layout']>
    expect(evaluateSizes(slotSizes(layout), viewport)).toBeCloseTo(width, 5)
  })

  it('offers a width for a 3x phone and a 2x desktop column', () => {
    for (const slot of ['hero', 'panel'] as const) {
      const widest = Math.max(...slots[slot].widths)
      expect(widest).toBeGreaterThanOrEqual(592 * 2)
      expect(slots[slot].widths.some((width) => width >= 358 * 3)).toBe(true)
    }
  })
})

describe('cache keys', () => {
  const rect = { left: 0, top: 0, width: 2133, height: 1600 }

  it('names one encoded file by asset, rectangle, format, size and encoder settings', () => {
    const key = encodedCacheKey(assetId, rect, 'avif', 720, 540)
    expect(encodedCacheKey(assetId, { ...rect }, 'avif', 720, 540)).toBe(key)
    const others = [
      encodedCacheKey(assetId.replace('0123', '9999'), rect, 'avif', 720, 540),
      encodedCacheKey(assetId, { ...rect, left: 1 }, 'avif', 720, 540),
      encodedCacheKey(assetId, rect, 'webp', 720, 540),
      encodedCacheKey(assetId, rect, 'avif', 1080, 810),
    ]
    expect(new Set([key, ...others]).size).toBe(5)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
  })

  it('changes when the encoder settings change', () => {
    const before = encodedCacheKey(assetId, rect, 'avif', 720, 540)
    const saved = encoder.avif.quality
    ;(encoder.avif as { quality: number }).quality = saved + 1
    try {
      expect(encodedCacheKey(assetId, rect, 'avif', 720, 540)).not.toBe(before)
    } finally {
      ;(encoder.avif as { quality: number }).quality = saved
    }
  })

  it('keys a use in the manifest by slot, asset, crop and hotspot, never by alt text', () => {
    const base = { ...source(0.5, 0.5), alt: 'A van' } as PictureSource
    const key = renditionKey(base, 'hero')
    expect(renditionKey({ ...base, alt: 'Another text' } as PictureSource, 'hero')).toBe(key)
    expect(renditionKey(source(0.6, 0.5), 'hero')).not.toBe(key)
    expect(renditionKey(base, 'share')).not.toBe(key)
    expect(renditionKey({ asset: null }, 'hero')).toBeNull()
  })
})

describe('planPictures', () => {
  const picture = (x: number) => ({ _type: 'image', ...source(x, 0.5), alt: 'A van' })
  const documents = [
    { _id: 'homePage', _type: 'homePage', hero: { picture: picture(0.5) } },
    { _id: 'town.bath', _type: 'town', picture: picture(0.5) },
    { _id: 'town.bristol', _type: 'town', picture: picture(0.9) },
    { _id: 'town.empty', _type: 'town', picture: { _type: 'image', alt: '' } },
  ] as unknown as SanityDocument[]

  it('makes one rendition per distinct cut, shared by uses that cut the same', () => {
    const { jobs, uses, problems } = planPictures(documents)
    expect(problems).toEqual([])
    expect(uses).toBe(3)
    // home and Bath cut the same hero and share; Bristol its own two.
    expect(jobs.map((job) => `${job.slot} ${job.use.documentId}`).sort()).toEqual([
      'hero homePage',
      'hero town.bristol',
      'share homePage',
      'share town.bristol',
    ])
    const hero = jobs.find((job) => job.slot === 'hero') as (typeof jobs)[number]
    expect(
      hero.outputs.map((output) => `${output.format} ${output.width}x${output.height}`),
    ).toEqual([
      'avif 400x300',
      'avif 720x540',
      'avif 1080x810',
      'avif 1440x1080',
      'webp 400x300',
      'webp 720x540',
      'webp 1080x810',
      'webp 1440x1080',
    ])
  })

  it('never makes a file wider than the cut, and names a picture the site has no place for', () => {
    const small = 'image-0123456789abcdef0123456789abcdef01234567-800x600-jpg'
    const { jobs, problems } = planPictures([
      {
        _id: 'town.small',
        _type: 'town',
        picture: { _type: 'image', asset: { _ref: small }, alt: 'Small' },
      },
      {
        _id: 'faq.x',
        _type: 'faq',
        answerPicture: { _type: 'image', asset: { _ref: small } },
      },
    ] as unknown as SanityDocument[])
    const hero = jobs.find((job) => job.slot === 'hero')
    expect(hero?.outputs.map((output) => output.width)).toEqual([400, 720, 400, 720])
    expect(problems).toEqual([
      `faq.x answerPicture (asset ${small}): the site has no place for a picture in this field (add it to pictureFields in web/lib/pictures/slots.ts)`,
    ])
  })

  it('finds pictures in arrays with the field path an editor reads', () => {
    const { uses } = findPictureUses([
      {
        _id: 'homePage',
        _type: 'homePage',
        servicesSection: { panels: [{ picture: picture(0.5) }, { picture: picture(0.2) }] },
      },
    ] as unknown as SanityDocument[])
    expect(uses.map((use) => `${use.field} ${use.slots.join('+')}`)).toEqual([
      'servicesSection.panels[0].picture panel',
      'servicesSection.panels[1].picture panel',
    ])
  })
})
