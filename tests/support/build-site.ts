// Builds a second copy of the site (pull → next build → postbuild) from another content source,
// into web/.build-<name>/, so tests can compare it with the main build in web/out.
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { repoRoot } from '../../scripts/lib/env.ts'

const node = process.execPath
const nextBin = join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

/** Runs a step as a child process; asynchronous so a stand-in server in this process can answer it. */
function run(
  what: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = repoRoot,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { cwd, env })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(output)
      else reject(new Error(`${what} failed (exit ${code}):\n${output}`))
    })
  })
}

/** The environment without any content variable of the developer's, plus `extra`. */
export function buildEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(env)) {
    if (name.startsWith('SANITY_') || name.startsWith('CONTENT_')) env[name] = ''
  }
  for (const name of ['SANITY_PROJECT_ID', 'SANITY_API_HOST', 'CONTENT_FIXTURE']) env[name] ??= ''
  return { ...env, ...extra }
}

export type SiteBuild = { outDir: string; log: string }

export async function buildSite(name: string, env: Record<string, string>): Promise<SiteBuild> {
  const scratch = join(repoRoot, 'web', `.build-${name}`)
  mkdirSync(scratch, { recursive: true })
  const snapshot = join(scratch, 'snapshot.ndjson')
  const outDir = join(repoRoot, 'web', `.build-${name}`, 'out')
  const full = buildEnv({
    ...env,
    CONTENT_SNAPSHOT: snapshot,
    NEXT_DIST_DIR: relative(join(repoRoot, 'web'), outDir),
  })
  let log = await run('content:pull', ['scripts/pull.ts'], full)
  log += await run('next build', [nextBin, 'build'], full, join(repoRoot, 'web'))
  log += await run('postbuild', ['scripts/postbuild.ts', '--out', outDir], full)
  return { outDir, log }
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
