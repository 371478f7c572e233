// The site cache: what a build leaves for the next one to reuse, so that a Publish renders again
// only the pages it changed (`npm run build:incremental`, scripts/build/incremental.ts), and a
// build that finds the content it was made from does next to nothing.
//
// Every static build (clean ones too) saves, in web/.next/cache/site (SITE_CACHE_DIR moves it):
//   out/         the finished export, as postbuild left it
//   record.json  the key of the code and settings it was built with (inputs-key.ts), each
//                snapshot document's revision, and for every page the reads its render noted
//                (web/lib/content/reads.ts: each query with its parameters and each picture
//                rendition), each read with a hash of what it gave, and the files finishing wrote
//                beside the page (its islands' props).
// A page's HTML is a function of the code and of what its reads gave (the content layer is the
// only way content reaches a page), so a page whose every read gives the same answer from the new
// snapshot and picture manifest is the last build's page byte for byte, and is copied instead of
// rendered. Any change of the code or settings renders everything. tests/build/incremental.test.ts
// compares incremental builds with clean builds of the same content, file by file.
//
// It lives inside Next's cache folder because that is the folder the hosts keep between builds:
// Cloudflare Pages' build cache keeps `.next/cache` for Next.js, and netlify.toml's plugin saves it.

import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  constants as fsConstants,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { evaluateSync, parse } from 'groq-js'
import type { PageRead } from '../../web/lib/content/shared-facts.ts'
import { pageReadsDirName } from '../../web/lib/content/shared-facts.ts'
import { publicSite, setting } from '../../web/lib/settings.ts'
import { repoRoot } from '../lib/env.ts'
import { builtFiles } from '../lib/export-files.ts'
import { documentRevision, type SanityDocument } from '../lib/ndjson.ts'
import { inputsKey } from './inputs-key.ts'

/** The pull's memo of its content check, beside the snapshot and in the cache (scripts/build/pull.ts). */
export const validationMemoName = 'validation.json'

/** Bumped when the record's shape or meaning changes: an older record is not reused. */
const recordVersion = 1

/** What the build's output depends on besides the content: the code, the dependencies, the address. */
const codePaths = ['web', 'scripts', 'studio', 'package-lock.json']

export type PageEntry = {
  /** Indexes into the record's reads. */
  reads: number[]
  /** The files finishing wrote beside the page (relative to the export), its islands' props. */
  files: string[]
}

type SiteCacheRecord = {
  version: number
  codeKey: string
  /**
   * Whether next build checked the types of this code (NEXT_SKIP_TYPECHECK unset) when it made
   * this or an earlier build under the same key: a later build of the same code need not again.
   */
  typesChecked: boolean
  /** Every snapshot document's revision, by _id. */
  revisions: Record<string, string>
  /** Every read some page noted, with a hash of what it gave. */
  reads: { read: PageRead; hash: string }[]
  /** Each page the build wrote from a render of its own (aliases are copies), by address. */
  pages: Record<string, PageEntry>
}

/** Where the cache is: SITE_CACHE_DIR, else web/.next/cache/site. */
export function siteCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const given = setting(env, 'SITE_CACHE_DIR')
  return given ? resolve(process.cwd(), given) : join(repoRoot, 'web', '.next', 'cache', 'site')
}

/**
 * The key of everything but the content that a page's bytes depend on: the files of web/,
 * scripts/ and studio/ and the lockfile, and the site's address and indexing for this build
 * (web/lib/settings.ts publicSite). Undefined outside a git checkout: nothing is then reused.
 */
export function codeKey(env: NodeJS.ProcessEnv): string | undefined {
  const site = publicSite(env)
  return inputsKey(
    codePaths,
    `v${recordVersion}\0${JSON.stringify({ origin: site.origin, indexed: site.indexed })}`,
  )
}

/** Every document's revision (Sanity's `_rev`, or a hash of the content for the fixture). */
export function snapshotRevisions(documents: readonly SanityDocument[]): Record<string, string> {
  const revisions: Record<string, string> = {}
  for (const document of [...documents].sort((a, b) => (a._id < b._id ? -1 : 1))) {
    revisions[document._id] = documentRevision(document)
  }
  return revisions
}

/** The ids whose revision differs between two snapshots (added, removed or changed). */
export function changedDocuments(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...ids].filter((id) => before[id] !== after[id]).sort()
}

export type SiteCache = { dir: string; outDir: string; record: SiteCacheRecord }

/** The cache in `dir`, or why there is none to reuse. */
export function readSiteCache(dir: string): SiteCache | { problem: string } {
  const file = join(dir, 'record.json')
  const outDir = join(dir, 'out')
  if (!existsSync(file) || !existsSync(join(outDir, 'index.html'))) {
    return { problem: `no earlier build in ${dir}` }
  }
  let record: SiteCacheRecord
  try {
    record = JSON.parse(readFileSync(file, 'utf8')) as SiteCacheRecord
  } catch (error) {
    return { problem: `${file} is not readable (${(error as Error).message})` }
  }
  if (record.version !== recordVersion) {
    return { problem: `${file} was written by another version of the build` }
  }
  return { dir, outDir, record }
}

/** What a read gives from a snapshot and a picture manifest, as a hash; each read evaluated once. */
export class ReadAnswers {
  readonly #documents: unknown[]
  readonly #renditions: Record<string, unknown>
  readonly #hashes = new Map<string, string>()

  constructor(
    documents: readonly SanityDocument[],
    manifest: { renditions: Record<string, unknown> },
  ) {
    this.#documents = documents as unknown[]
    this.#renditions = manifest.renditions
  }

  async hash(read: PageRead): Promise<string> {
    const key = JSON.stringify(read)
    let hash = this.#hashes.get(key)
    if (hash === undefined) {
      const answer = JSON.stringify(await this.#answer(read)) ?? 'undefined'
      hash = createHash('sha256').update(answer).digest('base64url')
      this.#hashes.set(key, hash)
    }
    return hash
  }

  async #answer(read: PageRead): Promise<unknown> {
    if (read[0] === 'query') {
      // As the site evaluates it (web/lib/content/index.ts), over the same documents.
      const [, groq, params] = read
      return await evaluateSync(parse(groq, { params }), { dataset: this.#documents, params }).get()
    }
    if (read[0] === 'picture') return this.#renditions[read[1]] ?? null
    return read[1]
  }
}

/** Each page's reads, from the files the render wrote beside the snapshot (web/lib/content/snapshot.ts). */
export function pageReads(snapshotPath: string): Map<string, PageRead[]> {
  const dir = join(dirname(snapshotPath), pageReadsDirName)
  const renders = new Map<string, { page?: string; reads: PageRead[] }>()
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line) continue
      const [id, ...read] = JSON.parse(line) as [string, ...PageRead]
      const render = renders.get(id) ?? { reads: [] }
      if (read[0] === 'page') render.page = read[1]
      else render.reads.push(read as PageRead)
      renders.set(id, render)
    }
  }
  const pages = new Map<string, PageRead[]>()
  for (const { page, reads } of renders.values()) if (page) pages.set(page, reads)
  return pages
}

export type RenderPlan = {
  /** Addresses of the pages to render: every main address the cache cannot give. */
  render: string[]
  /** Pages copied from the cache, with the files finishing wrote beside each. */
  reuse: Map<string, PageEntry>
  /** Reads whose answer changed since the cached build. */
  changedReads: number
}

/**
 * Which pages the last build's output gives as they are: those whose every read gives the answer
 * it gave then. `addresses`: the main address of every page the new content has.
 */
export async function planRender(
  cache: SiteCache,
  answers: ReadAnswers,
  addresses: readonly string[],
): Promise<RenderPlan> {
  const changed: boolean[] = []
  for (const { read, hash } of cache.record.reads) changed.push((await answers.hash(read)) !== hash)
  const reuse = new Map<string, PageEntry>()
  const render: string[] = []
  for (const address of addresses) {
    const entry = cache.record.pages[address]
    if (entry?.reads.every((index) => changed[index] === false)) reuse.set(address, entry)
    else render.push(address)
  }
  return { render, reuse, changedReads: changed.filter(Boolean).length }
}

/** The file of a page at `address` in an export: `/a/b/` is `a/b/index.html`. */
export function pageFile(address: string): string {
  return `${address.slice(1)}index.html`
}

/** Copies a file, sharing blocks when the file system can (a reflink), else byte for byte. */
export function copyFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true })
  copyFileSync(from, to, fsConstants.COPYFILE_FICLONE)
}

/**
 * Makes `to` hold exactly the files of `from`: each copied, except those in `unchanged` (copied
 * from `to` by this build, so already there as they are), and the files `from` no longer has
 * removed.
 */
export function syncTree(
  from: string,
  to: string,
  unchanged: ReadonlySet<string> = new Set(),
): void {
  const files = builtFiles(from)
  const kept = new Set(files)
  for (const file of existsSync(to) ? builtFiles(to) : []) {
    if (!kept.has(file)) rmSync(join(to, file), { force: true })
  }
  for (const file of files) {
    if (unchanged.has(file) && existsSync(join(to, file))) continue
    const target = join(to, file)
    rmSync(target, { force: true })
    copyFile(join(from, file), target)
  }
}

/**
 * Saves this build for the next: its export (copied, so that later changes to `outDir` cannot
 * alter the cache; the files this build copied from the cache, `unchanged`, are left as they are)
 * and the record. The old record goes first and the new one is written last, so a save that fails
 * half way leaves no record, and the next build is a clean one.
 */
export async function saveSiteCache(
  dir: string,
  {
    outDir,
    key,
    documents,
    pages,
    answers,
    typesChecked,
    validationMemo,
    unchanged,
  }: {
    /** The pull's validation memo of this content, when it wrote one. */
    validationMemo?: string
    outDir: string
    key: string
    documents: readonly SanityDocument[]
    pages: Map<string, { reads: readonly PageRead[]; files: readonly string[] }>
    answers: ReadAnswers
    typesChecked: boolean
    unchanged?: ReadonlySet<string>
  },
): Promise<void> {
  const reads: SiteCacheRecord['reads'] = []
  const indexes = new Map<string, number>()
  const indexOf = async (read: PageRead) => {
    const text = JSON.stringify(read)
    let index = indexes.get(text)
    if (index === undefined) {
      index = reads.length
      reads.push({ read, hash: await answers.hash(read) })
      indexes.set(text, index)
    }
    return index
  }
  const record: SiteCacheRecord = {
    version: recordVersion,
    codeKey: key,
    typesChecked,
    revisions: snapshotRevisions(documents),
    reads,
    pages: {},
  }
  for (const [address, page] of [...pages].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const indexes: number[] = []
    for (const read of page.reads) indexes.push(await indexOf(read))
    record.pages[address] = { reads: indexes, files: [...page.files] }
  }
  const recordFile = join(dir, 'record.json')
  rmSync(recordFile, { force: true })
  mkdirSync(dir, { recursive: true })
  syncTree(outDir, join(dir, 'out'), unchanged)
  rmSync(join(dir, validationMemoName), { force: true })
  if (validationMemo) copyFile(validationMemo, join(dir, validationMemoName))
  writeFileSync(`${recordFile}.tmp`, `${JSON.stringify(record)}\n`)
  renameSync(`${recordFile}.tmp`, recordFile)
}

/** The reads of a page the cache gave, back from their indexes. */
function readsOf(record: SiteCacheRecord, entry: PageEntry): PageRead[] {
  return entry.reads.map((index) => (record.reads[index] as { read: PageRead }).read)
}

/**
 * Saves a finished build for the next one (postbuild's last step, and the incremental build's):
 * each page written with the reads its render noted, or, for a page copied from `cache`, the
 * reads recorded there. A page with neither (no render noted its address) is left out of the
 * record, so the next build renders it again. Returns a sentence for the log.
 */
export async function saveBuild(
  dir: string,
  {
    outDir,
    snapshotPath,
    documents,
    manifest,
    env,
    written,
    cache,
    unchanged,
    answers = new ReadAnswers(documents, manifest),
  }: {
    /** Files this build copied from the cache as they were (postbuild's reuse). */
    unchanged?: ReadonlySet<string>
    outDir: string
    snapshotPath: string
    documents: readonly SanityDocument[]
    manifest: { renditions: Record<string, unknown> }
    env: NodeJS.ProcessEnv
    written: ReadonlyMap<string, readonly string[]>
    cache?: SiteCache
    answers?: ReadAnswers
  },
): Promise<string> {
  const key = codeKey(env)
  if (!key) return 'not saved for the next build: no git checkout to key the code by'
  const rendered = pageReads(snapshotPath)
  const pages = new Map<string, { reads: readonly PageRead[]; files: readonly string[] }>()
  for (const [address, files] of written) {
    const cached = cache?.record.pages[address]
    const reads =
      rendered.get(address) ?? (cached && cache ? readsOf(cache.record, cached) : undefined)
    if (reads) pages.set(address, { reads, files })
  }
  const typesChecked =
    env.NEXT_SKIP_TYPECHECK !== '1' || (cache?.record.codeKey === key && cache.record.typesChecked)
  const memo = join(dirname(snapshotPath), validationMemoName)
  await saveSiteCache(dir, {
    outDir,
    key,
    documents,
    pages,
    answers,
    typesChecked,
    ...(existsSync(memo) ? { validationMemo: memo } : {}),
    ...(unchanged ? { unchanged } : {}),
  })
  return `saved for the next build in ${dir} (${pages.size} pages and what each read)`
}

/**
 * Next's compiled site, kept beside the export: what `next build` compiled (web/.next without its
 * cache folder and without the pages it prerendered there), which a build of the same code runs
 * again with `next build --experimental-build-mode=generate`: Next then renders without compiling.
 */
function compiledNextDir(cacheDir: string): string {
  return join(cacheDir, 'next')
}

/**
 * Whether a file of web/.next is what Next's rendering wrote, not its compiling: a page it
 * prerendered into it, or the manifest of the pages it rendered (which the generate mode would
 * otherwise read as the list of pages to export, and fail on those it did not render).
 */
function prerendered(file: string): boolean {
  return (
    /\.(html|rsc|meta|body)$/.test(file) ||
    /\.segments\//.test(file) ||
    file === 'prerender-manifest.json'
  )
}

/** The files of web/.next that are Next's compiled site (what compiledNextDir keeps). */
function compiledFiles(nextDir: string): string[] {
  return builtFiles(nextDir).filter(
    (file) => !file.startsWith('cache/') && !file.startsWith('trace') && !prerendered(file),
  )
}

/** Keeps the compiled site of web/.next (`nextDir`) in the cache, replacing what was there. */
export function saveCompiledNext(nextDir: string, cacheDir: string): void {
  const target = compiledNextDir(cacheDir)
  rmSync(target, { recursive: true, force: true })
  for (const file of compiledFiles(nextDir)) copyFile(join(nextDir, file), join(target, file))
}

/**
 * Puts the cache's compiled site in web/.next (`nextDir`) in place of whatever is there besides
 * Next's own cache folder; false when the cache has none.
 */
export function restoreCompiledNext(cacheDir: string, nextDir: string): boolean {
  const source = compiledNextDir(cacheDir)
  if (!existsSync(join(source, 'BUILD_ID'))) return false
  for (const entry of existsSync(nextDir) ? readdirSync(nextDir) : []) {
    if (entry !== 'cache') rmSync(join(nextDir, entry), { recursive: true, force: true })
  }
  for (const file of builtFiles(source)) copyFile(join(source, file), join(nextDir, file))
  return true
}

/**
 * Puts the compiled site the build in `cacheDir` kept (npm run build's, by default) in web/.next
 * when it was compiled from this code under this build's settings (codeKey of `env`), so that
 * `next build --experimental-build-mode=generate` renders without compiling again, as the
 * incremental build does. False (nothing touched) when the key differs or nothing was kept.
 */
export function restoreCompiledSiteFor(
  env: NodeJS.ProcessEnv,
  cacheDir: string = siteCacheDir({}),
): boolean {
  const found = siteCacheForCode(cacheDir, env)
  return !('problem' in found) && restoreCompiledNext(cacheDir, join(repoRoot, 'web', '.next'))
}

/**
 * The cache in `dir` when it was built from this code under `env`'s settings (codeKey), or why
 * there is none to reuse.
 */
export function siteCacheForCode(
  dir: string,
  env: NodeJS.ProcessEnv,
): SiteCache | { problem: string } {
  const found = readSiteCache(dir)
  if ('problem' in found) return found
  const key = codeKey(env)
  if (!key) return { problem: 'no git checkout to key the code by' }
  if (found.record.codeKey !== key)
    return { problem: 'the code or settings changed since the last build' }
  return found
}
