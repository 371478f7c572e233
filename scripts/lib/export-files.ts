// The static export the build writes: its folder, and its pages.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { repoRoot } from './env.ts'

/** web/out, where `next build` exports the site and postbuild finishes it. */
export const outDir = join(repoRoot, 'web', 'out')

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
