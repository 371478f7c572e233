import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../lib/env.ts'
import {
  buildIslands,
  islandsBundleKey,
  islandsLoaderScript,
  isNextScript,
  toIslandPage,
} from './islands.ts'

const build = {
  entry: '/_islands/browser-A.js',
  preload: ['/_islands/chunk-R.js'],
  onLoad: '/_islands/on-load-O.js',
}

// Turbopack's bootstrap as Next 16 writes it (web/.next/server/app/index.html).
const turbopackBootstrap =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});'

// The shape of a Next 16 static-export page (as bench/next-floor/out/index.html has it).
const nextPage = (body: string) =>
  [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>.a{}</style>',
    '<style data-precedence="chakra" data-href="css-a css-b">.css-a{}.css-b{}</style>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/x.js"/>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body>',
    body,
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    `<script id="_R_">${turbopackBootstrap}</script>`,
    '<script src="/_next/static/chunks/x.js" async=""></script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])</script></body></html>',
  ].join('')

describe('toIslandPage', () => {
  it('takes out every Next script and preload, keeps JSON-LD, and adds the islands entry', () => {
    const page = toIslandPage(
      nextPage('<div data-island="mobile-menu" data-props="{}"><button>Menu</button></div>'),
      build,
      'index.html',
    )
    const scripts = [...page.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts).toEqual([
      '<script type="application/ld+json">',
      '<script data-entry="/_islands/browser-A.js" data-preload="/_islands/chunk-R.js">',
    ])
    // Last in <body>: no script runs before the page's content is parsed and can be painted.
    expect(page).toContain(`>${islandsLoaderScript()}</script></body></html>`)
    expect(page.slice(0, page.indexOf('</head>'))).not.toContain('<script')
    // Nothing of the islands is fetched while the page loads: the loader adds it later.
    expect(page).not.toContain('<link rel="modulepreload"')
    expect(page).not.toContain('<script type="module"')
    expect(page).not.toContain('/_next/')
    expect(page).toContain('<style>.a{}</style>')
    expect(page).toContain('<style data-precedence="chakra">.css-a{}.css-b{}</style>')
    expect(page).toContain('<button>Menu</button>')
  })

  it('gives the same page when run again (postbuild is idempotent)', () => {
    const once = toIslandPage(nextPage('<div data-island="x" data-props="{}"></div>'), build, 'a')
    expect(toIslandPage(once, build, 'a')).toBe(once)
  })

  it('gives the loader the on-load module only where the page has a marker of it', () => {
    const loaderTag = (body: string) =>
      /<script data-entry[^>]*>/.exec(toIslandPage(nextPage(body), build, 'index.html'))?.[0]
    expect(loaderTag('<div data-on-load="scroll-manager" hidden=""></div>')).toBe(
      '<script data-entry="/_islands/browser-A.js" data-preload="/_islands/chunk-R.js" data-on-load-src="/_islands/on-load-O.js">',
    )
    expect(loaderTag('<div data-island="x" data-props="{}"></div>')).toBe(
      '<script data-entry="/_islands/browser-A.js" data-preload="/_islands/chunk-R.js">',
    )
  })

  it('adds no JavaScript to a page without islands', () => {
    const page = toIslandPage(nextPage('<h1>Static</h1>'), build, 'legal/index.html')
    expect(page).not.toMatch(/<script(?![^>]*ld\+json)/)
    expect(page).not.toContain('modulepreload')
  })

  it('fails naming the page when Next writes its payload some other way', () => {
    const changed = nextPage('<h1>x</h1>')
      .replace('<script>(self.__next_f', '<script data-next-payload>(self.__next_f')
      .replace(
        '<script data-next-payload>(self.__next_f=self.__next_f||[]).push([0])</script>',
        '<template>self.__next_f</template>',
      )
    expect(() => toIslandPage(changed, build, 'services/a/index.html')).toThrow(
      /services\/a\/index\.html still refers to __next_f .*Next's HTML output changed/,
    )
  })
})

describe('island props', () => {
  it('travel in single quotes, and the browser reads the same JSON from them', async () => {
    const { parseFragment } = await import('parse5')
    const props = { label: 'Tom\'s "quick" check & <more>', classes: { root: '_1 _2' } }
    // As React writes it: double quotes, every " as &quot; and every ' as &#x27;.
    const react = JSON.stringify(props)
      .replaceAll('&', '&amp;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#x27;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
    const page = toIslandPage(
      nextPage(`<div data-island="contact-form" data-props="${react}"></div>`),
      build,
      'index.html',
    )
    const tag = /<div data-island="contact-form"[^>]*>/.exec(page)?.[0] ?? ''
    expect(tag).toContain(" data-props='{")
    expect(tag).not.toContain('&quot;')
    const element = parseFragment(tag).childNodes[0] as { attrs: { name: string; value: string }[] }
    const read = element.attrs.find((attribute) => attribute.name === 'data-props')?.value ?? ''
    expect(JSON.parse(read)).toEqual(props)
  })
})

describe('isNextScript', () => {
  it('tells Next runtime, bootstrap and payload from other scripts', () => {
    expect(isNextScript(' src="/_next/static/chunks/a.js" async=""', '')).toBe(true)
    expect(isNextScript(' id="_R_"', turbopackBootstrap)).toBe(true)
    expect(isNextScript('', '(self.__next_f=self.__next_f||[]).push([0])')).toBe(true)
    expect(
      isNextScript('', '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])'),
    ).toBe(true)
    expect(isNextScript('', 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])')).toBe(true)
    expect(isNextScript('', 'self.__next_f.push([3,"AAEC"])')).toBe(true)
    expect(isNextScript(' type="application/ld+json"', '{}')).toBe(false)
    expect(isNextScript('', islandsLoaderScript())).toBe(false)
    // Only Next's exact forms: a script that merely names them is not Next's.
    expect(isNextScript(' id="_R_"', 'alert(1)')).toBe(false)
    expect(isNextScript('', 'self.__next_f.push([1,"x"]);alert(1)')).toBe(false)
    expect(isNextScript('', 'alert(1);self.__next_f.push([1,"x"])')).toBe(false)
    expect(isNextScript('', 'self.__next_f.push([1,"x"]),alert(1)//)')).toBe(false)
    expect(isNextScript('', `${turbopackBootstrap}alert(1)`)).toBe(false)
  })
})

describe('buildIslands', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'islands-'))
  const cacheDir = join(scratch, 'cache')
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))
  const entryFile = (outDir: string, entry: string) => join(outDir, entry)
  const kept = () =>
    JSON.parse(readFileSync(join(cacheDir, 'last.json'), 'utf8')) as {
      build: { entry: string }
      inputs: string[]
    }
  const marker = '/* kept by the last build */'

  it('bundles once, and a build of the same code copies that bundle instead of bundling again', () => {
    const first = join(scratch, 'first')
    const build = buildIslands(first, cacheDir)
    expect(readFileSync(entryFile(first, build.entry), 'utf8')).toContain('hydrateRoot')
    // The on-load module is one file of its own, without React and importing nothing.
    const onLoad = readFileSync(entryFile(first, build.onLoad), 'utf8')
    expect(onLoad).toContain('data-on-load')
    expect(onLoad).not.toMatch(/hydrateRoot|\bimport\b/)
    expect(kept().inputs).toContain('islands/browser.tsx')
    // The kept copy, marked: a second build that bundled would not have the mark.
    const key = islandsBundleKey(kept().inputs) as string
    appendFileSync(join(cacheDir, key, 'files', build.entry.split('/').pop() as string), marker)
    const second = join(scratch, 'second')
    expect(buildIslands(second, cacheDir)).toEqual(build)
    expect(readFileSync(entryFile(second, build.entry), 'utf8')).toContain(marker)
  })

  it('bundles again when a file the last bundle read has changed', () => {
    // One more input, a file of this test's, with the kept bundle under the key that makes.
    const input = join(scratch, 'input.ts')
    writeFileSync(input, 'export const a = 1')
    const before = kept()
    const inputs = [...before.inputs, relative(join(repoRoot, 'web'), input)]
    renameSync(
      join(cacheDir, islandsBundleKey(before.inputs) as string),
      join(cacheDir, islandsBundleKey(inputs) as string),
    )
    writeFileSync(join(cacheDir, 'last.json'), JSON.stringify({ ...before, inputs }))
    writeFileSync(input, 'export const a = 2')
    const third = join(scratch, 'third')
    const build = buildIslands(third, cacheDir)
    expect(readFileSync(entryFile(third, build.entry), 'utf8')).not.toContain(marker)
    expect(kept().inputs).toEqual(before.inputs)
  })
})
