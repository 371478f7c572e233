// Islands on the static export. Next renders every page, client components included,
// to HTML; the browser then needs only the interactive leaves, not Next's runtime hydrating the
// whole (static) tree from its RSC payload. So after `next build`:
//  1. buildIslands bundles web/islands/browser.tsx (the islands registry and React) with esbuild
//     into web/out/_islands/, one chunk per island, loaded only by pages that have it;
//  2. toIslandPage takes Next's <script> tags (runtime, chunks, inline RSC payload) and script
//     preloads out of each page and puts in the islands loader (islandsLoaderScript) where the
//     page has an island or a marker of what runs once it has loaded (web/islands/on-load.ts);
//     It also drops the data-href lists React writes on hoisted <style> tags (see below);
//  3. dropRscPayloads removes the RSC payload files (*.txt) only Next's client router fetched.
// What this relies on in Next's output is checked here, failing the build with the cause named:
// a page must lose every Next script (nothing of /_next/static/chunks/ or self.__next_f left).
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { islandsFolder } from '../../web/lib/routes.ts'
import { repoRoot } from '../lib/env.ts'
import { islandPropsFolder } from './island-props.ts'
import { type ExpectedScript, nextInlineScript } from './page-scripts.ts'

const webDir = join(repoRoot, 'web')
const entryPoint = join(webDir, 'islands', 'browser.tsx')

/**
 * The islands' loader (web/islands/loader.ts, bundled and minified), inline at the end of <body>
 * (postbuild hashes it for the CSP). At the end, not in <head>: the first script a page runs
 * makes the browser set up its script engine for the page (~40 ms here, more on a phone), and a
 * script in <head> puts that before the first paint. Measured with Lighthouse on the 404 page:
 * first paint 940-1020 ms with the loader in <head>, 700-790 ms at the end of <body>, as without
 * it. Once the page has loaded and painted, it fetches the module of what runs without React
 * (web/islands/on-load.ts: hash scrolling, the consent notice, the 404 page's log; ~1.5 kB gzip);
 * the islands' JavaScript (React and the islands, ~70 kB gzip) only when the visitor heads for an
 * island: every island works without it until then (the menu is a link to its panel, the call
 * buttons are tel: links, fields take typing, presses are held). Until an island has hydrated, a
 * press on one of its buttons and a submit of one of its forms are held (not lost, and not sent
 * natively, which the CSP's form-action 'none' would refuse); browser.tsx presses or submits them
 * again once the island runs.
 * The modules come in data attributes, so the text (and its CSP hash) is the same on every page
 * and every build.
 */
export function islandsLoaderScript(): string {
  loaderScript ??= (
    loadEsbuild().buildSync({
      entryPoints: [join(webDir, 'islands', 'loader.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      target: 'es2020',
      legalComments: 'none',
      absWorkingDir: webDir,
      tsconfig: join(webDir, 'tsconfig.json'),
      logLevel: 'silent',
    }).outputFiles[0]?.text ?? ''
  ).trim()
  return loaderScript
}
let loaderScript: string | undefined

/**
 * esbuild, loaded when first used rather than with this file: its start-up check fails in a
 * jsdom test (another realm's Uint8Array), and such tests reach this room through the host's door.
 */
function loadEsbuild(): typeof import('esbuild') {
  return createRequire(import.meta.url)('esbuild') as typeof import('esbuild')
}

/**
 * The loader as postbuild expects to find it in a page (scripts/finishing/page-scripts.ts): this exact
 * text, with only the entry and chunk attributes, all under the islands' folder.
 */
export const islandsLoader: ExpectedScript = {
  name: "the islands' loader (scripts/finishing/islands.ts)",
  matches: ({ attributes, text }) =>
    text === islandsLoaderScript() &&
    Object.keys(attributes).every((name) =>
      ['data-entry', 'data-preload', 'data-on-load-src'].includes(name),
    ) &&
    (attributes['data-entry'] ?? '').startsWith(islandsFolder) &&
    (attributes['data-on-load-src'] ?? islandsFolder).startsWith(islandsFolder) &&
    (attributes['data-preload'] ?? '')
      .split(' ')
      .every((chunk) => chunk === '' || chunk.startsWith(islandsFolder)),
}

/**
 * The loader's tag for a build: the script above with the build's entry and chunks, and the
 * on-load module where the page has a marker of it.
 */
function islandsLoaderTag(islands: IslandsBuild, onLoad: boolean): string {
  const onLoadSrc = onLoad ? ` data-on-load-src="${islands.onLoad}"` : ''
  return `<script data-entry="${islands.entry}" data-preload="${islands.preload.join(' ')}"${onLoadSrc}>${islandsLoaderScript()}</script>`
}

export type IslandsBuild = {
  /** Public path of the entry module, e.g. /_islands/browser-AB12CD.js. */
  entry: string
  /** Public paths of the chunks the entry imports statically (React), for modulepreload. */
  preload: string[]
  /** Public path of the module of what runs once the page has loaded (web/islands/on-load.ts). */
  onLoad: string
}

/** esbuild's options for the islands (with where it works and writes, set per build). */
const bundleOptions = {
  entryPoints: [entryPoint],
  bundle: true,
  splitting: true,
  format: 'esm',
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  minify: true,
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
} as const

/**
 * esbuild's options for the on-load module (web/islands/on-load.ts): bundled whole on its own,
 * so that what every page runs after its load is one small file, sharing no chunk with React.
 */
const onLoadOptions = {
  ...bundleOptions,
  entryPoints: [join(webDir, 'islands', 'on-load.ts')],
  splitting: false,
} as const

/**
 * Where a bundle is kept for the next build of the same code (web/.next/cache/islands: Next keeps
 * its cache folder between builds): bundling React and the islands is a few seconds of CPU that
 * every postbuild would otherwise spend again on the same input, an incremental build after a
 * Publish included.
 */
const islandsCacheDir = join(webDir, '.next', 'cache', 'islands')

/**
 * The key of a bundle made from `inputs` (the files esbuild read, relative to web/, as its
 * metafile lists them): esbuild's version and options, the tsconfig and the lockfile (how an
 * import resolves) and each input's bytes. An import that brings in a new file can only come with
 * an edit of a file already read, so the last bundle's inputs are enough to know whether it
 * still holds. Undefined when one of them is gone.
 */
export function islandsBundleKey(inputs: readonly string[]): string | undefined {
  const hash = createHash('sha256')
  hash.update(
    `${loadEsbuild().version}\0${JSON.stringify(bundleOptions)}\0${JSON.stringify(onLoadOptions)}\0`,
  )
  for (const file of ['tsconfig.json', '../package-lock.json', ...inputs]) {
    const path = join(webDir, file)
    if (!existsSync(path)) return undefined
    hash.update(`${file}\0`).update(readFileSync(path)).update('\0')
  }
  return hash.digest('hex')
}

type KeptBundle = { build: IslandsBuild; inputs: string[] }

/** The bundle kept in `cacheDir` when it is of the code as it is now (its files in `files/`). */
function keptBundle(cacheDir: string): { dir: string; build: IslandsBuild } | undefined {
  let kept: KeptBundle
  try {
    kept = JSON.parse(readFileSync(join(cacheDir, 'last.json'), 'utf8')) as KeptBundle
  } catch {
    return undefined
  }
  const key = islandsBundleKey(kept.inputs)
  const dir = key && join(cacheDir, key)
  return dir && existsSync(join(dir, 'files'))
    ? { dir: join(dir, 'files'), build: kept.build }
    : undefined
}

/**
 * Keeps the bundle just written to `target` for the next build, under its key, in place of any
 * other. Written aside, then renamed: builds of the same code at once write the same bytes, and
 * a reader never sees half a bundle.
 */
function keepBundle(cacheDir: string, target: string, kept: KeptBundle): void {
  const key = islandsBundleKey(kept.inputs)
  if (!key) return
  mkdirSync(cacheDir, { recursive: true })
  const aside = join(cacheDir, `.${key}-${process.pid}`)
  try {
    if (!existsSync(join(cacheDir, key))) {
      mkdirSync(join(aside, 'files'), { recursive: true })
      for (const file of bundleFiles(target))
        copyFileSync(join(target, file), join(aside, 'files', file))
      renameSync(aside, join(cacheDir, key))
    }
    writeFileSync(`${aside}.json`, JSON.stringify(kept))
    renameSync(`${aside}.json`, join(cacheDir, 'last.json'))
    for (const entry of readdirSync(cacheDir))
      if (entry !== key && entry !== 'last.json' && !entry.startsWith('.'))
        rmSync(join(cacheDir, entry), { recursive: true, force: true })
  } catch {
    // Another build of the same code kept it first: its copy serves.
  } finally {
    rmSync(aside, { recursive: true, force: true })
    rmSync(`${aside}.json`, { force: true })
  }
}

/** Copies a kept bundle into `target`; false when it went away meanwhile (then bundle anew). */
function copyKept(dir: string, target: string): boolean {
  try {
    mkdirSync(target, { recursive: true })
    for (const file of readdirSync(dir)) copyFileSync(join(dir, file), join(target, file))
    return true
  } catch {
    for (const entry of bundleFiles(target)) rmSync(join(target, entry), { force: true })
    return false
  }
}

/** The bundle's files in the islands' folder: everything but the props files' folder. */
function bundleFiles(target: string): string[] {
  return readdirSync(target).filter((entry) => `${islandsFolder}${entry}/` !== islandPropsFolder)
}

/**
 * Bundles the islands into outDir/_islands/ (minified ES modules, split per island), or copies
 * the bundle an earlier build of the same code kept (`cacheDir`): the same bytes, as esbuild
 * writes the same bundle from the same input.
 */
export function buildIslands(outDir: string, cacheDir: string = islandsCacheDir): IslandsBuild {
  const target = join(outDir, islandsFolder)
  // The islands' props files (island-props.ts) stay: a page finished by an earlier run of
  // postbuild (which is idempotent) refers to them, and no longer holds its props.
  for (const entry of existsSync(target) ? bundleFiles(target) : [])
    rmSync(join(target, entry), { recursive: true, force: true })
  const kept = keptBundle(cacheDir)
  if (kept && copyKept(kept.dir, target)) return kept.build
  const bundle = (options: typeof bundleOptions | typeof onLoadOptions) =>
    loadEsbuild().buildSync({
      ...options,
      entryPoints: [...options.entryPoints],
      absWorkingDir: webDir,
      tsconfig: join(webDir, 'tsconfig.json'),
      outdir: target,
      metafile: true,
      logLevel: 'silent',
    }).metafile
  const islands = bundle(bundleOptions)
  const onLoad = bundle(onLoadOptions)
  const publicPath = (file: string) =>
    `/${relative(outDir, join(webDir, file)).replaceAll('\\', '/')}`
  const entryOf = (metafile: typeof islands, source: string) => {
    const entry = Object.entries(metafile.outputs).find(([, output]) =>
      output.entryPoint?.endsWith(source),
    )
    if (!entry) throw new Error(`islands: esbuild wrote no entry for web/${source}`)
    return entry
  }
  const entry = entryOf(islands, 'islands/browser.tsx')
  const preload = entry[1].imports
    .filter((imported) => imported.kind === 'import-statement')
    .map((imported) => publicPath(imported.path))
  const build = {
    entry: publicPath(entry[0]),
    preload,
    onLoad: publicPath(entryOf(onLoad, 'islands/on-load.ts')[0]),
  }
  const inputs = [...new Set([...Object.keys(islands.inputs), ...Object.keys(onLoad.inputs)])]
  keepBundle(cacheDir, target, { build, inputs })
  return build
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const scriptPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/gi

/**
 * Next's scripts, as Next 16 writes them: its runtime and chunks (src under /_next/), and its
 * inline scripts, each in its exact form (nextInlineScript: the RSC payload and Turbopack's
 * bootstrap), so that no other script is taken for one of them.
 */
export function isNextScript(attributes: string, text: string): boolean {
  return /\bsrc="\/_next\//.test(attributes) || nextInlineScript(text) !== undefined
}

/**
 * A page as the browser gets it: Next's scripts out, the islands' loader in (when the page has an
 * island or a marker of on-load.ts). JSON-LD stays: it is data. Throws, naming the page and what is left, when Next's output
 * no longer looks the way this relies on.
 */
export function toIslandPage(html: string, islands: IslandsBuild, page: string): string {
  let stripped = html
    // Next's scripts go; so do the islands' own tags of an earlier postbuild run (idempotent).
    .replace(scriptTag, (tag, attributes: string, text: string) =>
      isNextScript(attributes, text) ||
      attributes.includes(`data-entry="${islandsFolder}`) ||
      attributes.includes(`src="${islandsFolder}`)
        ? ''
        : tag,
    )
    .replace(scriptPreload, (tag) => (tag.includes('href="/_next/') ? '' : tag))
    .replace(new RegExp(`<link rel="modulepreload" href="${islandsFolder}[^"]+"/>`, 'g'), '')
    // React's record of the hoisted styles (every class name again, ~2 kB on the home page) is
    // for React hydrating the document, which no longer happens: islands hold no hoisted styles.
    .replace(/(<style data-precedence="[^"]*") data-href="[^"]*"/g, '$1')
    // An island's props are JSON: in single quotes they need no &quot; for each of their
    // quotes (~260 B gzip on the home page). React writes a ' in an attribute as &#x27;, so
    // none can end the value early; the browser reads the same string either way.
    .replace(
      // (Only props that hold a quote: '{}' would be single-quoted for nothing.)
      / data-props="([^"']*&quot;[^"']*)"/g,
      (_, json: string) => ` data-props='${json.replaceAll('&quot;', '"')}'`,
    )
  for (const leftover of ['/_next/static/chunks/', '__next_f', 'TURBOPACK']) {
    if (stripped.includes(leftover))
      throw new Error(
        `islands: ${page} still refers to ${leftover} after Next's scripts were removed: ` +
          "Next's HTML output changed, or a script that is not Next's names it (see nextInlineScript in scripts/finishing/page-scripts.ts)",
      )
  }
  if (!stripped.includes('</body>')) throw new Error(`islands: ${page} has no </body>`)
  const onLoad = stripped.includes('data-on-load=')
  if (stripped.includes('data-island=') || onLoad) {
    stripped = stripped.replace('</body>', `${islandsLoaderTag(islands, onLoad)}</body>`)
  }
  return stripped
}

/** Removes the RSC payload files (index.txt, __next.*.txt): only Next's client router read them. */
export function dropRscPayloads(outDir: string): number {
  let removed = 0
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    const name = file.split(/[\\/]/).pop() ?? ''
    if (file.startsWith('_next') || !name.endsWith('.txt')) continue
    if (name === 'index.txt' || name.startsWith('__next.')) {
      rmSync(join(outDir, file), { force: true })
      removed += 1
    }
  }
  return removed
}
