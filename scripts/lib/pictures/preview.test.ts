// The preview's picture addresses: every file the preview links to parses back to the same cut
// and file, whatever the editor's crop and hotspot; anything else is refused with a status and
// one line, before any work or request is made.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type SlotName, slots } from '../../../web/lib/pictures/slots.ts'
import { PictureError, parsePictureUrl, previewPictureUrl } from './preview.ts'
import { encoder, planCut } from './render.ts'
import { cropRect } from './uses.ts'

const assetId = 'image-0123456789abcdef0123456789abcdef01234567-2400x1600-jpg'
const slotNames = Object.keys(slots) as SlotName[]

/** A valid address to break one part of at a time: the hero's 720 px WebP of a centred cut. */
const heroCut = planCut(
  assetId,
  'hero',
  cropRect({ asset: { _ref: assetId } }, 'hero', {
    width: 2400,
    height: 1600,
  }),
)
const heroWebp = heroCut.outputs.find(
  (output) => output.format === 'webp' && output.width === 720,
) as (typeof heroCut.outputs)[number]
const valid = previewPictureUrl(heroCut, heroWebp)

function refusal(url: string): { status: number; message: string } {
  try {
    parsePictureUrl(url)
  } catch (error) {
    expect(error).toBeInstanceOf(PictureError)
    return { status: (error as PictureError).status, message: (error as Error).message }
  }
  throw new Error(`${url} was accepted`)
}

describe('previewPictureUrl and parsePictureUrl', () => {
  it('writes the address the brief describes', () => {
    expect(valid).toBe(
      `/_preview/picture/${assetId}/hero/720.webp?rect=134,0,2133,1600&v=${encoder.version}`,
    )
  })

  it('reads back every file of every cut an editor can make, in every slot', () => {
    const fraction = fc.double({ min: 0, max: 1, noNaN: true })
    fc.assert(
      fc.property(
        fc.constantFrom(...slotNames),
        fc.integer({ min: 1, max: 9000 }),
        fc.integer({ min: 1, max: 9000 }),
        fc.tuple(fraction, fraction, fraction, fraction),
        fc.tuple(fraction, fraction, fraction, fraction),
        (slot, width, height, [top, bottom, left, right], [x, y, spotWidth, spotHeight]) => {
          // Sanity keeps a crop's sides from meeting (at least a sliver of the picture is left).
          const crop =
            top + bottom < 0.98 && left + right < 0.98 ? { top, bottom, left, right } : null
          const id = `image-${'a'.repeat(40)}-${width}x${height}-png`
          const source = {
            asset: { _ref: id },
            crop,
            hotspot: { x, y, width: spotWidth, height: spotHeight },
          }
          const cut = planCut(id, slot, cropRect(source, slot, { width, height }))
          for (const output of cut.outputs) {
            expect(parsePictureUrl(previewPictureUrl(cut, output))).toEqual({ cut, output })
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('takes the address with or without an origin', () => {
    expect(parsePictureUrl(`http://127.0.0.1:3333${valid}`)).toEqual({
      cut: heroCut,
      output: heroWebp,
    })
  })
})

describe('parsePictureUrl refuses', () => {
  const cases: [string, string, number, RegExp][] = [
    ['another path', '/img/x.webp', 404, /not a preview picture address/],
    [
      'a missing part',
      `/_preview/picture/${assetId}/720.webp?rect=134,0,2133,1600&v=1`,
      404,
      /expected \/_preview\/picture\/<asset id>\/<slot>/,
    ],
    [
      'an extra part',
      valid.replace('/hero/', '/hero/x/'),
      404,
      /expected \/_preview\/picture\/<asset id>\/<slot>/,
    ],
    [
      'a file asset',
      valid.replace(assetId, 'file-0123456789abcdef0123456789abcdef01234567-pdf'),
      404,
      /not a Sanity image asset id/,
    ],
    [
      'another host',
      valid.replace(assetId, encodeURIComponent('https://example.com/a.jpg')),
      404,
      /not a Sanity image asset id/,
    ],
    [
      'a path in the id',
      valid.replace(assetId, '..%2F..%2Fetc%2Fpasswd'),
      404,
      /not a Sanity image asset id/,
    ],
    [
      'an unknown slot',
      valid.replace('/hero/', '/banner/'),
      404,
      /"banner" is not a picture slot \(hero, panel, guide, share\)/,
    ],
    [
      'an inherited name as slot',
      valid.replace('/hero/', '/constructor/'),
      404,
      /not a picture slot/,
    ],
    [
      'another format',
      valid.replace('720.webp', '720.png'),
      404,
      /not <width>.avif, <width>.webp or <width>.jpg/,
    ],
    [
      'a width the slot does not make',
      valid.replace('720.webp', '721.webp'),
      404,
      /makes webp files of this cut at 400, 720, 1080, 1440 px, not 721/,
    ],
    [
      'a format the slot does not make',
      valid.replace('720.webp', '720.jpg'),
      404,
      /makes jpeg files of this cut at no width px/,
    ],
    [
      'another encoder version',
      valid.replace(/v=\d+$/, 'v=0'),
      404,
      /another version of the picture step/,
    ],
    [
      'no rectangle',
      valid.replace(/rect=[^&]*&/, ''),
      400,
      /needs rect=<left>,<top>,<width>,<height>/,
    ],
    [
      'a malformed rectangle',
      valid.replace('rect=134,0,2133,1600', 'rect=134,0,-2133,1600'),
      400,
      /needs rect=/,
    ],
    [
      'a fractional rectangle',
      valid.replace('rect=134,0,2133,1600', 'rect=134.5,0,2133,1600'),
      400,
      /needs rect=/,
    ],
    [
      'a rectangle off the picture',
      valid.replace('rect=134,0,2133,1600', 'rect=300,0,2133,1600'),
      400,
      /not inside the 2400 × 1600 original/,
    ],
    [
      'an empty rectangle',
      valid.replace('rect=134,0,2133,1600', 'rect=0,0,0,0'),
      400,
      /not inside/,
    ],
    [
      'a rectangle of another shape',
      valid.replace('rect=134,0,2133,1600', 'rect=0,0,2400,1600'),
      400,
      /does not have the hero slot's shape \(4:3\)/,
    ],
  ]
  for (const [what, url, status, message] of cases) {
    it(`${what}: ${status}`, () => {
      const answer = refusal(url)
      expect(answer.status).toBe(status)
      expect(answer.message).toMatch(message)
      expect(answer.message).not.toContain('\n')
    })
  }
})
