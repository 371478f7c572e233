// npm run content:pull — writes web/.content/snapshot.ndjson, the only content the site build
// reads (the pull's work: scripts/build/pull.ts).
import { pull } from './build/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { loadDotEnv } from './lib/env.ts'

const usage =
  'Usage: npm run content:pull  (reads SANITY_* or CONTENT_FIXTURE from the environment)'

/** The pull as a function (tests run it in their own process: the Studio's rules load once). */
export const pullCommand = command('content:pull', async (args, env) => {
  parseFlags(args, {}, usage)
  await pull(env)
})

if (import.meta.main) {
  loadDotEnv()
  runAsScript(pullCommand)
}
