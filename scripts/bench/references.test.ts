import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageMetaPolicy } from '../finishing/index.ts'
import {
  exportWithTwins,
  htmlFileFor,
  interleaved,
  minimalPage,
  minimalPath,
  type PaintSample,
  pageWeight,
  paintTable,
  twinTable,
  withoutScripts,
} from './references.ts'

const page = [
  "<!DOCTYPE html><html><head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self' 'sha256-x='\">",
  '<style>.a{color:red}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  // The islands loader: its entry is fetched after load, from the tag's data-entry.
  '<script data-entry="/_islands/entry.js" data-preload="" data-on-load-src="/_islands/on-load.js">(function(){})()</script>',
  '</head><body><h1 class="a">Hi</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('')

function exportDir(): string {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-ref-')), 'out')
  mkdirSync(join(out, '_next/static/chunks'), { recursive: true })
  mkdirSync(join(out, '_islands'), { recursive: true })
  mkdirSync(join(out, 'legal'), { recursive: true })
  writeFileSync(join(out, 'index.html'), page)
  writeFileSync(join(out, 'legal/index.html'), page)
  writeFileSync(join(out, '_next/static/chunks/a.js'), 'console.log("a")')
  writeFileSync(join(out, '_next/static/chunks/legacy.js'), 'console.log("legacy")')
  writeFileSync(join(out, '_islands/entry.js'), 'import"./react.js";')
  writeFileSync(join(out, '_islands/react.js'), 'export const r=1')
  writeFileSync(join(out, '_islands/on-load.js'), 'document.title="x"')
  writeFileSync(
    join(out, '_headers'),
    "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: frame-ancestors 'none'\n",
  )
  return out
}

describe('withoutScripts', () => {
  it('removes every script and script preload but keeps JSON-LD', () => {
    const twin = withoutScripts(page)
    expect(twin).not.toMatch(/<script(?![^>]*ld\+json)/)
    expect(twin).not.toContain('rel="preload"')
    expect(twin).toContain('{"@type":"Organization"}')
    expect(twin).toContain('<h1 class="a">Hi</h1>')
  })
})

describe('pageWeight', () => {
  it('counts head CSS, the inline payload, the inline loader and the scripts a modern browser loads', () => {
    const out = exportDir()
    const weight = pageWeight(out, '/')
    expect(weight.headCssBytes).toBe('.a{color:red}'.length)
    expect(weight.inlinePayloadBytes).toBe(
      '(self.__next_f=self.__next_f||[]).push([0])self.__next_f.push([1,"payload"])'.length,
    )
    const gz = (text: string) => gzipSync(text).length
    expect(weight.jsGzipBytes).toBe(
      gz('console.log("a")') +
        gz('import"./react.js";') +
        gz('export const r=1') +
        gz('document.title="x"'),
    )
    expect(weight.htmlGzipBytes).toBe(gz(page))
    // The loader inline, on its own; not JSON-LD, not the RSC payload.
    expect(weight.inlineScriptGzipBytes).toBe(gz('(function(){})()'))
  })
})

describe('exportWithTwins', () => {
  it('writes each twin beside a copy of the export, its own policy and headers unchanged', () => {
    const out = exportDir()
    const twins = exportWithTwins(out, [{ type: 'legal', path: '/legal/' }])
    try {
      const twin = readFileSync(join(twins.root, 'bench-nojs/legal/index.html'), 'utf8')
      expect(twin).toBe(withoutScripts(page))
      // The minimal page beside them, served by the same server.
      expect(readFileSync(join(twins.root, minimalPath, 'index.html'), 'utf8')).toBe(minimalPage)
      expect(pageMetaPolicy(twin)).toBe(pageMetaPolicy(page))
      expect(pageMetaPolicy(twin)).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/)
      // One `/*` rule gives the twin the same headers as the page: nothing to add per twin.
      expect(readFileSync(join(twins.root, '_headers'), 'utf8')).toBe(
        readFileSync(join(out, '_headers'), 'utf8'),
      )
    } finally {
      twins.cleanup()
    }
  })
})

describe('interleaved', () => {
  it('runs every URL once per round, round after round', async () => {
    const order: string[] = []
    const samples = await interleaved(['a', 'b'], 2, async (url) => {
      order.push(url)
      return order.length
    })
    expect(order).toEqual(['a', 'b', 'a', 'b'])
    expect(samples.get('a')).toEqual([1, 3])
  })
})

describe('htmlFileFor', () => {
  it('finds a page in its folder, or as <path>.html where clean URLs serve it (the 404 page)', () => {
    const out = mkdtempSync(join(tmpdir(), 'bench-html-'))
    mkdirSync(join(out, 'terms'))
    writeFileSync(join(out, 'terms', 'index.html'), '')
    writeFileSync(join(out, '404.html'), '')
    writeFileSync(join(out, 'index.html'), '')
    expect(htmlFileFor(out, '/terms/')).toBe(join(out, 'terms', 'index.html'))
    expect(htmlFileFor(out, '/404/')).toBe(join(out, '404.html'))
    expect(htmlFileFor(out, '/404')).toBe(join(out, '404.html'))
    expect(htmlFileFor(out, '/404.html')).toBe(join(out, '404.html'))
    expect(htmlFileFor(out, '/')).toBe(join(out, 'index.html'))
  })
})

describe('paintTable', () => {
  const sample = (fcpMs: number, lcpMs: number, lcpPicture = 0): PaintSample => ({
    fcpMs,
    lcpMs,
    devtoolsFcpMs: fcpMs + 100,
    devtoolsLcpMs: lcpMs + 100,
    lcpPicture,
  })
  const weight = {
    headCssBytes: 0,
    htmlGzipBytes: 9_000,
    htmlBrotliBytes: 8_000,
    inlinePayloadBytes: 0,
    inlineScriptGzipBytes: 0,
    jsGzipBytes: 0,
  }
  const row = (own: PaintSample, twin: PaintSample, spread = 50) => ({
    page: 'legal /x/',
    weight,
    own,
    twin,
    twinDevtoolsFcpSpreadMs: spread,
    minimal: sample(700, 700),
  })

  it('holds a text LCP to 0.1 s of the minimal page under both methods, and the first paint to the twin', () => {
    const [fine] = paintTable([row(sample(780, 780), sample(770, 770))])
    expect(fine?.['sim LCP - minimal']).toBe('+80 ok')
    expect(fine?.['dt LCP - minimal']).toBe('+80 ok')
    expect(fine?.['dt FCP - twin']).toBe('+10 (spread 50) ok')
    const [late] = paintTable([row(sample(850, 850), sample(700, 700))])
    expect(late?.['sim LCP - minimal']).toBe('+150 MISSED')
    expect(late?.['dt FCP - twin']).toBe('+150 (spread 50) MISSED')
  })

  it('gives a picture LCP one more round trip', () => {
    const [picture] = paintTable([row(sample(780, 950, 1), sample(770, 950, 1))])
    expect(picture?.LCP).toBe('picture')
    expect(picture?.['sim LCP - minimal']).toBe('+250 ok')
    expect(picture?.['HTML gzip']).toBe('8.8 kB ok')
  })
})

describe('twinTable', () => {
  const twin = { performance: 100, tbtMs: 40, lcpMs: 900 }
  const row = (performance: number, tbtMs: number, taps: { ms: number; lost: number }[]) => ({
    page: '10 towns: home /',
    own: { performance, tbtMs, lcpMs: 910, jsKb: 0 },
    twin,
    inlineScriptGzipBytes: 1_024,
    taps: taps.map((tap, index) => ({ name: `tap ${index}`, ...tap })),
  })

  it('holds the score to 2 points of the twin and TBT to 100 ms above it', () => {
    const [fine] = twinTable([row(98, 140, [])])
    expect(fine?.['score / twin']).toBe('98 / 100 ok')
    expect(fine?.['TBT / twin']).toBe('140 / 40 ms ok')
    expect(fine?.['JS before a touch']).toBe('0.0 kB files + 1.0 kB inline')
    const [far] = twinTable([row(97, 141, [])])
    expect(far?.['score / twin']).toBe('97 / 100 MISSED')
    expect(far?.['TBT / twin']).toBe('141 / 40 ms MISSED')
  })

  it('holds every first tap to 200 ms, and fails a tap that was lost', () => {
    expect(twinTable([row(100, 40, [{ ms: 200, lost: 0 }])])[0]?.['first tap, ms']).toBe(
      'tap 0 200 ok',
    )
    expect(twinTable([row(100, 40, [{ ms: 208, lost: 0 }])])[0]?.['first tap, ms']).toBe(
      'tap 0 208 MISSED',
    )
    expect(
      twinTable([
        row(100, 40, [
          { ms: 50, lost: 0 },
          { ms: 60, lost: 1 },
        ]),
      ])[0]?.['first tap, ms'],
    ).toBe('tap 0 50, tap 1 60 (1 lost) MISSED')
  })
})
