// Sanity CLI settings: which project the CLI talks to, TypeGen, and deployment.
// Reads the Studio's settings (see sanity.config.ts) with web/lib/settings.ts from the
// environment, studio/.env (loaded by the CLI) or the repo root's .env (loaded here).
import { defineCliConfig } from 'sanity/cli'
import { loadRootEnv, localContentLake, studioSettings } from '../web/lib/settings.ts'

// Real environment variables and studio/.env (loaded by the CLI before this file) win.
loadRootEnv(new URL('../.env', import.meta.url))
const settings = studioSettings(process.env)

// `sanity dev` and `sanity deploy` need a real project and the site's two addresses; build, schema
// validate/extract and typegen work offline (a build without the addresses says so and uses the
// local defaults of web/lib/settings.ts).
const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
// `npm run studio` without a project (scripts/studio.ts) runs `sanity dev` on the local Content
// Lake: no project to name, and the site's addresses are this machine's.
const onLocalContent = process.env.LOCAL_CONTENT_LAKE === '1' && settings.projectId === undefined
if (command === 'dev' && onLocalContent) {
  // Nothing to refuse.
} else if (command === 'dev' || command === 'deploy') {
  if (settings.problems.length > 0) {
    console.error(settings.problems.map((problem) => problem.message).join('\n'))
    process.exit(1)
  }
} else if (command === 'build') {
  const addressProblems = settings.problems.filter(
    (problem) => problem.variable !== 'SANITY_STUDIO_PROJECT_ID',
  )
  if (addressProblems.length > 0) {
    console.warn(
      `${addressProblems.map((problem) => problem.message).join('\n')}\n(This build uses the local defaults.)`,
    )
  }
}

export default defineCliConfig({
  api: {
    projectId: settings.projectId ?? localContentLake.projectId,
    dataset: settings.dataset,
  },
  deployment: { autoUpdates: false },
  schemaExtraction: { path: './schema.json' },
  typegen: {
    path: '../web/lib/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../web/sanity.types.ts',
    // Also writes the map of each query to its result type (SanityQueries): getPage in
    // web/lib/content/index.ts types a page type's query by it.
    overloadClientMethods: true,
  },
})
