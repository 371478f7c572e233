// Runs after `next build` (npm run build's last step): finishes every page and writes the host's
// files and the build record (the work: scripts/build/postbuild.ts); with --cache, keeps this
// build for the next incremental build.
import { resolve } from 'node:path'
import { postbuildStep } from './build/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { loadDotEnv } from './lib/env.ts'
import { outDirIn } from './lib/export-files.ts'

const usage =
  'Usage: node scripts/postbuild.ts [--out DIR] [--cache]  (default web/out, or NEXT_DIST_DIR as next build reads it; after next build)\n' +
  '  --cache  keep this build for the next incremental build (the site cache, SITE_CACHE_DIR: npm run build does)'

/** Postbuild as a function: `postbuild: <message>` on stderr when it fails. */
export const postbuildCommand = command(
  'postbuild',
  async (args, env) => {
    const flags = parseFlags(args, { out: { type: 'string' }, cache: { type: 'boolean' } }, usage)
    // Where this environment's next build exported (NEXT_DIST_DIR moves it from web/out).
    const outDir = flags.out ? resolve(String(flags.out)) : outDirIn(env)
    await postbuildStep(env, { outDir, cache: flags.cache === true })
  },
  () => 1,
  (error) => `postbuild: ${(error as Error).message}`,
)

if (import.meta.main) {
  // The same environment the pull read (real variables win over .env): the build record names
  // the project and dataset the content came from.
  loadDotEnv()
  runAsScript(postbuildCommand)
}
