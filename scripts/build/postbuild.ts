// Postbuild, the build's step after `next build` (scripts/postbuild.ts): finishes every page
// (scripts/finishing/: the islands in place of Next's runtime, compact CSS and icons, and its
// strict Content-Security-Policy, with a sha256 hash for each inline script and style of that
// page, in a <meta http-equiv> first in its <head>) and writes each alias as a copy of its main
// page; writes web/out/_headers (the headers every response gets, the site-wide policy among them)
// and web/out/_redirects (from the snapshot's redirect documents), the files Netlify and
// Cloudflare Pages read, and web/out/build.json (the build record, with every address the build
// serves and those the live site served that it no longer answers, named in the log). Fails,
// naming file, line and attribute, when a page holds something a strict policy cannot allow, and
// naming the rule when _headers would break a host's rules.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { BuildRecord } from '../../studio/lib/live-state.ts'
import {
  addressOfFile,
  type LostAddress,
  lostAddressLines,
} from '../../studio/lib/served-addresses.ts'
import { notFoundPath } from '../../web/lib/routes.ts'
import { type Env, publicSite } from '../../web/lib/settings.ts'
import {
  AliasPageError,
  aliasFiles,
  aliasPage,
  buildIslands,
  CspError,
  dropRscPayloads,
  finishFiles,
} from '../finishing/index.ts'
import {
  formatHeadersFile,
  headerRules,
  headersFileSize,
  hostRuleProblems,
  redirectFileProblems,
  redirectLines,
} from '../host/index.ts'
import { snapshotPath as defaultSnapshotPath, repoRoot, snapshotPathIn } from '../lib/env.ts'
import { builtFiles, outDir as exportDir, htmlFiles } from '../lib/export-files.ts'
import { parseNdjson } from '../lib/ndjson.ts'
import { buildRecordOutput, secondsSinceBuildStart } from './build-record.ts'
import { readLiveRecord } from './live-record.ts'
import { manifestPath } from './pictures/cache.ts'
import { copyFile, pageFile, saveBuild, saveCompiledNext, siteCacheDir } from './site-cache.ts'
import { splitSitemap } from './sitemap-split.ts'

export type PostbuildSummary = {
  pages: number
  /**
   * Each page finished or reused (aliases aside), by address, with the files finishing wrote
   * beside it: what the site cache records (scripts/build/site-cache.ts).
   */
  written: Map<string, string[]>
  /** How many of the pages came from the last build's output unchanged (an incremental build). */
  reused: number
  /** The files copied from the last build's output (each reused page and the files beside it). */
  copied: Set<string>
  rules: number
  /** The longest line of _headers, in characters (Cloudflare Pages reads at most 2,000). */
  longestHeaderLine: number
  scriptHashes: number
  styleHashes: number
  redirects: number
  /** Addresses the live site served that this build answers with 404. */
  lost: LostAddress[]
  warnings: string[]
}

export class PostbuildError extends Error {
  override name = 'PostbuildError'
}

function shown(path: string): string {
  const fromRoot = relative(repoRoot, path)
  return fromRoot.startsWith('..') ? path : fromRoot
}

/**
 * Removes Next's other renders of the 404 page (web/app/not-found.tsx), keeping 404.html, the one
 * hosts answer unknown paths with: /404/ would otherwise answer /404.html on hosts with clean
 * URLs, and /_not-found/ is never linked.
 */
function dropExtraNotFoundRenders(outDir: string): void {
  rmSync(join(outDir, '404'), { recursive: true, force: true })
  rmSync(join(outDir, '_not-found'), { recursive: true, force: true })
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.tmp-${process.pid}`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
}

export async function postbuild({
  outDir = exportDir,
  snapshotPath = defaultSnapshotPath,
  live,
  env = process.env,
  reuse,
}: {
  outDir?: string
  snapshotPath?: string
  /** The live site's build record (scripts/build/live-record.ts), when it could be read. */
  live?: BuildRecord
  /** The settings next build read: whether this build may be indexed (a host's preview may not). */
  env?: Env
  /**
   * An incremental build's pages that next build did not render this time: finished pages of the
   * last build (in `outDir` of the site cache, scripts/build/site-cache.ts), copied as they are
   * with the files finishing wrote beside them.
   */
  reuse?: { outDir: string; pages: ReadonlyMap<string, { files: readonly string[] }> }
} = {}): Promise<PostbuildSummary> {
  const site = publicSite(env)
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new PostbuildError(
      `${shown(outDir)} is missing or has no index.html: run next build first ("npm run build").`,
    )
  }
  dropExtraNotFoundRenders(outDir)
  // Islands: pages keep their HTML; Next's runtime and RSC payload make way for the islands
  // entry, which hydrates only the interactive parts (scripts/finishing/islands.ts, web/islands/).
  const islands = buildIslands(outDir)
  dropRscPayloads(outDir)
  // Never leave the previous build's rules beside new pages: a failure below leaves none.
  const headersFile = join(outDir, '_headers')
  const redirectsFile = join(outDir, '_redirects')
  rmSync(headersFile, { force: true })
  rmSync(redirectsFile, { force: true })

  if (!existsSync(snapshotPath)) {
    throw new PostbuildError(
      `No content snapshot at ${shown(snapshotPath)}: run "npm run content:pull" (or "npm run build").`,
    )
  }
  const documents = parseNdjson(readFileSync(snapshotPath, 'utf8'), shown(snapshotPath))

  // The aliases are copies of their main pages, written below; one left by an earlier run is
  // not a page to process.
  const aliases = aliasFiles(documents)
  const aliasSet = new Set(aliases.map((alias) => alias.file))

  const problems: string[] = []
  /** Each page's address: what the build serves, for the record. */
  const addresses: string[] = []
  let pages = 0
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>()
  const written = new Map<string, string[]>()
  const rendered = htmlFiles(outDir).filter((file) => !aliasSet.has(file))
  // Islands, compact CSS and icons, the page's policy (scripts/finishing/index.ts), on every core.
  const finished = await finishFiles(outDir, rendered, islands, (file) => shown(join(outDir, file)))
  for (const page of finished) {
    if (`/${page.file}` !== notFoundPath) addresses.push(addressOfFile(page.file))
    problems.push(...page.problems)
    for (const hash of page.scriptHashes) scriptHashes.add(hash)
    for (const hash of page.styleHashes) styleHashes.add(hash)
    written.set(addressOfFile(page.file), page.files)
    pages += 1
  }
  if (problems.length > 0) throw new CspError(problems)
  // An incremental build's unchanged pages: the last build's finished files, as they were.
  let reused = 0
  const copied = new Set<string>()
  for (const [address, { files }] of reuse?.pages ?? []) {
    if (written.has(address)) continue
    for (const file of [pageFile(address), ...files]) {
      copyFile(join(reuse?.outDir as string, file), join(outDir, file))
      copied.add(file)
    }
    addresses.push(address)
    written.set(address, [...files])
    pages += 1
    reused += 1
  }
  for (const alias of aliases) {
    const main = join(outDir, alias.mainFile)
    if (!existsSync(main)) {
      throw new AliasPageError(
        `${alias.file} is a copy of ${alias.mainFile}, which next build did not write`,
      )
    }
    mkdirSync(dirname(join(outDir, alias.file)), { recursive: true })
    writeAtomically(join(outDir, alias.file), aliasPage(readFileSync(main, 'utf8'), alias))
    addresses.push(addressOfFile(alias.file))
    pages += 1
  }

  // The build record (/build.json) the Studio reads to tell staff whether a Publish is live;
  // its rule comes after `/*`, whose removal of Pages' default CORS header it then overrides.
  const record = buildRecordOutput(
    outDir,
    { documents, addresses, live, seconds: secondsSinceBuildStart(snapshotPath) },
    env,
  )
  const rules = [...headerRules({ indexed: site.indexed }), record.rule]
  const ruleProblems = hostRuleProblems(rules)
  if (ruleProblems.length > 0) {
    throw new PostbuildError(
      `_headers would not hold on the hosts:\n${ruleProblems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
  }
  const headersText = formatHeadersFile(
    rules,
    'Written by scripts/postbuild.ts after `next build`; do not edit (rebuild instead).\n' +
      'Headers for every response, the site-wide Content-Security-Policy among them; each page\n' +
      'carries its own strict policy in a <meta http-equiv> (docs/hosting.md).',
  )
  const redirects = redirectLines(documents)
  const redirectsText = [
    "# Written by scripts/postbuild.ts from the content snapshot's redirect documents.",
    ...redirects,
  ].join('\n')

  // One sitemap file holds at most 50,000 URLs: beyond, an index of several.
  const sitemapFile = join(outDir, 'sitemap.xml')
  const split = existsSync(sitemapFile)
    ? splitSitemap(readFileSync(sitemapFile, 'utf8'))
    : undefined

  // Last, the redirects against every file the site will have (those written below included):
  // on Cloudflare Pages a redirect wins over a file.
  const redirectProblems = redirectFileProblems(documents, [
    ...builtFiles(outDir),
    ...(split?.files ?? []).map((file) => file.name),
    relative(outDir, headersFile),
    relative(outDir, redirectsFile),
    relative(outDir, record.file),
  ])
  if (redirectProblems.length > 0) {
    throw new PostbuildError(
      `_redirects would not hold on the hosts; fix the redirects in the Studio and build again:\n${redirectProblems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
  }

  for (const file of split?.files ?? []) writeAtomically(join(outDir, file.name), file.xml)
  if (split) writeAtomically(sitemapFile, split.index)

  writeAtomically(headersFile, headersText)
  writeAtomically(redirectsFile, `${redirectsText}\n`)
  writeAtomically(record.file, record.text)
  return {
    pages,
    written,
    reused,
    copied,
    rules: rules.length,
    longestHeaderLine: headersFileSize(headersText).longestLine,
    scriptHashes: scriptHashes.size,
    styleHashes: styleHashes.size,
    redirects: redirects.length,
    lost: record.lost,
    warnings: record.warnings,
  }
}

/**
 * The step after `next build` (`node scripts/postbuild.ts`): postbuild of the export in `outDir`
 * with this environment's snapshot and the live site's build record, its summary on stderr, and
 * with `cache`, this build kept for the next incremental build (the site cache, SITE_CACHE_DIR).
 */
export async function postbuildStep(
  env: NodeJS.ProcessEnv,
  { outDir, cache = false }: { outDir: string; cache?: boolean },
): Promise<void> {
  const site = publicSite(env)
  if (!site.indexed) console.error(`postbuild: ${site.note}`)
  const live = await readLiveRecord(env)
  const snapshotPath = snapshotPathIn(env)
  const summary = await postbuild({ outDir, snapshotPath, live: live.record, env })
  for (const warning of summary.warnings) console.error(`postbuild: warning: ${warning}`)
  console.error(
    `postbuild: ${summary.pages} pages, ${summary.rules} header rules ` +
      `(longest line ${summary.longestHeaderLine} characters), ` +
      `${summary.scriptHashes} distinct script hashes, ${summary.styleHashes} distinct style hashes, ` +
      `${summary.redirects} redirects`,
  )
  console.error(`postbuild: addresses: ${live.note}`)
  if (summary.lost.length > 0) {
    console.error(
      `postbuild: warning: these addresses now answer 404 (the live site served them; this build has no page or redirect there; add a redirect in the Studio, or use the Live site tool's button):\n${lostAddressLines(summary.lost).join('\n')}`,
    )
  } else if (live.record) {
    console.error('postbuild: addresses: every address the live site served is still answered')
  }
  if (!cache) return
  // For the next build: what each page read, and this export (scripts/build/site-cache.ts).
  const documents = parseNdjson(readFileSync(snapshotPath, 'utf8'), snapshotPath)
  const manifest = JSON.parse(readFileSync(manifestPath(snapshotPath), 'utf8'))
  const note = await saveBuild(siteCacheDir(env), {
    outDir,
    snapshotPath,
    documents,
    manifest,
    env,
    written: summary.written,
  })
  // And what next build compiled, for a build of the same code to render without compiling.
  saveCompiledNext(join(repoRoot, 'web', '.next'), siteCacheDir(env))
  console.error(`postbuild: ${note}`)
}
