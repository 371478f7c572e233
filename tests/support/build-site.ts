// Builds a second copy of the site (pull → pictures → next build → postbuild) from another
// content source, into web/.build-<name>/, so tests can compare it with the main build in
// web/out. Builds run one at a time, never beside `npm run build`: the picture step shares the
// main build's cache (web/.cache/pictures) and, as Next only copies web/public, publishes into
// web/public/img; and with `output: 'export'` Next takes NEXT_DIST_DIR as the export's folder
// only, keeping its build files in web/.next whatever the setting (getBuildDistDir in
// node_modules/next/dist/export/utils.js). A lock (web/.build-next.lock) keeps two test builds
// apart.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { restoreCompiledSiteFor } from '../../scripts/build/index.ts'
import { envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'
import { runCommand } from '../../scripts/lib/run-command.ts'

const node = process.execPath
const nextBin = join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

export type SiteBuild = { outDir: string; log: string }

/** When `pid` started (clock ticks since boot, /proc/<pid>/stat), '' where /proc cannot say. */
function startTime(pid: number): string {
  const stat = readFileOrEmpty(`/proc/${pid}/stat`)
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? ''
}

/**
 * Whether the lock's holder ("pid start-time") still runs: the same pid started at the same
 * time, as pids are reused (within minutes on a busy machine: they wrap at 32,768).
 */
function holderAlive(holder: string): boolean {
  const [pid, started] = holder.trim().split(' ').map(Number)
  if (!pid) return true
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const now = Number(startTime(pid))
  return !started || !now || now === started
}

/**
 * Takes a directory lock (atomic mkdir); a lock whose process is gone is taken over. It waits as
 * long as the holder lives (a build behind others on a busy machine can wait many minutes): the
 * test's own limit stops a hung wait, and a holder's build dies with it (its commands run
 * tethered: runCommand's `detached`).
 */
export async function withLock<T>(lockDir: string, run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir)
      writeFileSync(join(lockDir, 'pid'), `${process.pid} ${startTime(process.pid)}`)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // Empty while its taker is writing it: wait for it.
      if (!holderAlive(readFileOrEmpty(join(lockDir, 'pid')))) {
        rmSync(lockDir, { recursive: true, force: true })
        continue
      }
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  try {
    return await run()
  } finally {
    rmSync(lockDir, { recursive: true, force: true })
  }
}

export function readFileOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/**
 * Builds the site from `env`'s content into web/.build-<name>/out. Next renders with the compiled
 * site `npm run build` kept when that was compiled from the same code and settings (its generate
 * mode, as the incremental build runs it: about a minute of CPU less per build); `compile: true`
 * compiles anyway, for a build that must be clean through and through.
 */
export async function buildSite(
  name: string,
  env: Record<string, string>,
  { compile = false }: { compile?: boolean } = {},
): Promise<SiteBuild> {
  const scratch = join(repoRoot, 'web', `.build-${name}`)
  mkdirSync(scratch, { recursive: true })
  const snapshot = join(scratch, 'snapshot.ndjson')
  const outDir = join(repoRoot, 'web', `.build-${name}`, 'out')
  const full = envWithoutContentSettings({
    ...env,
    CONTENT_SNAPSHOT: snapshot,
    NEXT_DIST_DIR: relative(join(repoRoot, 'web'), outDir),
    // `npm run typecheck` checks web/'s types once (web/next.config.ts).
    NEXT_SKIP_TYPECHECK: '1',
  })
  return withLock(join(repoRoot, 'web', '.build-next.lock'), async () => {
    let log = ''
    /** Runs one step of the build, keeping its output and how long it took (in the log). */
    const step = async (what: string, command: string, args: string[], cwd = repoRoot) => {
      const started = performance.now()
      // Tethered: a build outlives no test (one that gave up on it, say), so none is left
      // holding Next's own lock on web/.next for the next.
      log += await runCommand(what, command, args, { cwd, env: full, detached: true })
      log += `\n${what}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`
    }
    await step('content:pull', node, ['scripts/pull.ts'])
    await step('pictures', node, ['scripts/pictures.ts'])
    const compiled = !compile && restoreCompiledSiteFor(full)
    log += `next build: ${compiled ? "renders with npm run build's compiled site (no compile)" : 'compiles'}\n`
    // Next's generate mode leaves an earlier export in place: none may be taken for this one's.
    rmSync(outDir, { recursive: true, force: true })
    await step(
      'next build',
      node,
      [nextBin, 'build', ...(compiled ? ['--experimental-build-mode=generate'] : [])],
      join(repoRoot, 'web'),
    )
    await step('postbuild', node, ['scripts/postbuild.ts', '--out', outDir])
    return { outDir, log }
  })
}

/** Every HTML page of an export: route path → HTML. */
export function pagesOf(outDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    pages.set(
      `/${file.replace(/index\.html$/, '').replaceAll('\\', '/')}`,
      readFileSync(join(outDir, file), 'utf8'),
    )
  }
  return pages
}

/** What a reader sees: the text of <body>, without scripts, styles and tags. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'))
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The files under `dir` (recursively) whose bytes contain any of `needles` (marker tokens). */
export function filesContaining(dir: string, needles: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile())
    .filter((file) => {
      const text = readFileSync(file, 'latin1')
      return needles.some((needle) => text.includes(needle))
    })
}
