// The PNGs the build generates (next/og, at build time) are real PNGs of the promised sizes:
// Open Graph cards 1200×630, manifest icons 192 and 512, the Apple touch icon 180. Reads web/out.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/env.ts'
import { pngSize } from '../support/png.ts'

const outDir = join(repoRoot, 'web', 'out')

function sizeOf(path: string) {
  const file = join(outDir, path)
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`)
  return pngSize(readFileSync(file))
}

describe('generated images in web/out', () => {
  it.each(['home', 'service', 'town', 'legal', 'fallback'])(
    'og/%s.png is a 1200×630 PNG',
    (kind) => {
      expect(sizeOf(`og/${kind}.png`)).toEqual({ width: 1200, height: 630 })
    },
  )

  it.each([192, 512])('icons/icon-%i.png is a square PNG of that size', (size) => {
    expect(sizeOf(`icons/icon-${size}.png`)).toEqual({ width: size, height: size })
  })

  it('apple-touch-icon.png is a 180×180 PNG', () => {
    expect(sizeOf('apple-touch-icon.png')).toEqual({ width: 180, height: 180 })
  })
})

describe('pngSize', () => {
  it('rejects bytes that are not a PNG', () => {
    expect(() =>
      pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toThrow(/not a PNG/)
  })
})
