// The static export the build writes: its folder, and its pages.
import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { repoRoot } from './env.ts'

/** web/out, where `next build` exports the site and postbuild finishes it. */
export const outDir = join(repoRoot, 'web', 'out')

/**
 * Where this environment's `next build` exports: NEXT_DIST_DIR (relative to web/, which
 * web/next.config.ts hands Next: with `output: 'export'` it is the export's folder), else web/out.
 */
export function outDirIn(env: NodeJS.ProcessEnv): string {
  const dist = env.NEXT_DIST_DIR?.trim()
  return dist ? resolve(repoRoot, 'web', dist) : outDir
}

/** Every .html file under the export, as sorted '/'-separated paths relative to it. */
export function htmlFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.html'))
    .sort()
}

/** Every file under the export, relative to it, with '/' between folders. */
export function builtFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
}
