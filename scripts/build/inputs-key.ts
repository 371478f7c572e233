// A key of the files a build reads: a hash of every file's path and bytes under the given paths
// of the repository (committed or not; files git ignores are left out), so that any change of
// code, settings or dependencies gives another key. The 1,000-town test build is reused while
// its key holds (tests/support/scale-site.ts), and an incremental build reuses the last build's
// pages only under the same key (scripts/build/site-cache.ts).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../lib/env.ts'

/**
 * The key of `paths` (relative to the repository) and `extra` (settings that change the output),
 * or undefined outside a git checkout (git lists the files).
 */
export function inputsKey(paths: readonly string[], extra: string): string | undefined {
  let listed: string
  try {
    listed = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...paths],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    )
  } catch {
    return undefined
  }
  const files = listed.split('\0').filter(Boolean).sort()
  const hash = createHash('sha256')
  hash.update(`${extra}\0`)
  for (const file of files) {
    const path = join(repoRoot, file)
    // A file deleted but not yet staged is listed and absent: its absence is the input.
    hash.update(
      `${file}\0${existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : '-'}\0`,
    )
  }
  return hash.digest('hex')
}
