// The artwork behind the home page's image panels: every option editors can pick has a file,
// each is a small, self-contained SVG with no text in it, sized as the <img> says.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, artworkPath } from './image-panels'

const publicDir = join(import.meta.dirname, '..', '..', 'public')
const artworks = ['tyre-fitting', 'technician', 'van']

describe('artwork', () => {
  it('maps each option to its file and anything else to nothing', () => {
    expect(artworkPath('van')).toBe('/artwork/van.svg')
    expect(artworkPath('unknown')).toBeNull()
    expect(artworkPath(null)).toBeNull()
  })

  for (const name of artworks) {
    it(`${name}.svg is a small self-contained SVG without text`, () => {
      const path = artworkPath(name)
      expect(path).not.toBeNull()
      const file = join(publicDir, path ?? '')
      const svg = readFileSync(file, 'utf8')
      expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(svg).toContain(`viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}"`)
      expect(svg).not.toMatch(/<text|<script|<image|href=|style=|on[a-z]+=/i)
    })
  }
})
