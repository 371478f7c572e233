// The public site carries nothing of the preview (web/out, as `npm run build` left it): no edit
// target (data-sanity), no stega character in any text, metadata, JSON-LD or script, and none
// of @sanity/visual-editing's code. The preview's click to edit lives on the preview server only
// (web/components/preview/, swapped out of the static build by next.config.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/env.ts'

const outDir = join(repoRoot, 'web', 'out')

/** Every text file of the export (pages, scripts, styles, JSON, the host's rule files). */
function textFiles(): { file: string; text: string }[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) =>
      /\.(html|js|mjs|css|json|txt|xml|webmanifest)$|_headers$|_redirects$/.test(file),
    )
    .filter((file) => statSync(join(outDir, file)).isFile())
    .map((file) => ({ file, text: readFileSync(join(outDir, file), 'utf8') }))
}

/**
 * The characters stega hides content source maps in (@vercel/stega, which Sanity's client and
 * @sanity/visual-editing use): its alphabet, zero-width and invisible operators and U+1D173-U+1D17A.
 */
const stegaCodePoints = [
  0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff, 0x1d173, 0x1d174, 0x1d175,
  0x1d176, 0x1d177, 0x1d178, 0x1d179, 0x1d17a,
]
const stegaCharacter = `(?:${stegaCodePoints.map((point) => String.fromCodePoint(point)).join('|')})`
/** In pages, metadata, JSON-LD and data files: not one of them. */
const anyStega = new RegExp(stegaCharacter, 'u')
/**
 * In scripts and styles: a run of four or more, as every stega payload starts (four U+200B and
 * then four characters a byte). A lone one is a library's own (core-js's trim() polyfill tests
 * "\u200B\u180E").
 */
const stegaRun = new RegExp(`${stegaCharacter}{4,}`, 'u')

/** Strings only @sanity/visual-editing's code holds: its message types and its overlay element. */
const visualEditingMarkers = [
  'visual-editing/focus',
  'visual-editing/navigate',
  'presentation/refresh',
  'sanity-visual-editing',
  'data-sanity',
]

describe('the static export', () => {
  const files = textFiles()

  it('has pages and scripts to look at', () => {
    expect(files.filter(({ file }) => file.endsWith('.html')).length).toBeGreaterThan(10)
    expect(files.filter(({ file }) => file.endsWith('.js')).length).toBeGreaterThan(0)
  })

  it('holds no edit target and none of the visual-editing code', () => {
    const found = files.flatMap(({ file, text }) =>
      visualEditingMarkers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${file}: ${marker}`),
    )
    expect(found).toEqual([])
  })

  it('holds no stega character anywhere', () => {
    const found = files.flatMap(({ file, text }) => {
      const match = text.match(/\.(js|mjs|css)$/.test(file) ? stegaRun : anyStega)
      return match
        ? [
            `${file}: U+${(match[0].codePointAt(0) as number).toString(16).toUpperCase()} at ${match.index}`,
          ]
        : []
    })
    expect(found).toEqual([])
  })
})
