// npm run build:incremental: the host's build after a Publish (netlify.toml's command): what
// `npm run build` writes, doing only the work the content's changes need from what the last
// build left (the plan and the work: scripts/build/incremental.ts).
import { incrementalBuild } from './build/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { loadDotEnv } from './lib/env.ts'

const usage =
  'Usage: npm run build:incremental  (the settings of npm run build; SITE_CACHE_DIR moves the cache of the last build)'

export const incrementalBuildCommand = command('build:incremental', async (args, env) => {
  parseFlags(args, {}, usage)
  await incrementalBuild(env)
})

if (import.meta.main) {
  loadDotEnv()
  runAsScript(incrementalBuildCommand)
}
