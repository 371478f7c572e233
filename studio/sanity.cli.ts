// Sanity CLI settings: which project the CLI talks to, TypeGen, and deployment.
// Reads SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET (see sanity.config.ts) from the
// environment, studio/.env (loaded by the CLI) or the repo root's .env (loaded here).
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { defineCliConfig } from 'sanity/cli'
import {
  datasetFrom,
  placeholderProjectId,
  projectIdFrom,
  projectIdProblem,
  type SiteAddressVariable,
  siteAddressProblem,
} from './lib/env.ts'

const rootEnvFile = new URL('../.env', import.meta.url)
if (existsSync(rootEnvFile)) {
  // Real environment variables and studio/.env win over the shared file.
  for (const [key, value] of Object.entries(parseEnv(readFileSync(rootEnvFile, 'utf8')))) {
    if (process.env[key] === undefined && value !== undefined) process.env[key] = value
  }
}

// `sanity dev` and `sanity deploy` need a real project and the site's two addresses; build, schema
// validate/extract and typegen work offline (a build without the addresses says so and uses the
// local defaults of lib/env.ts).
const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
const addresses: SiteAddressVariable[] = ['SANITY_STUDIO_PREVIEW_URL', 'SANITY_STUDIO_SITE_URL']
const addressProblems = addresses.flatMap(
  (name) => siteAddressProblem(name, process.env[name]) ?? [],
)
if (command === 'dev' || command === 'deploy') {
  const problems = [
    projectIdProblem(process.env.SANITY_STUDIO_PROJECT_ID) ?? [],
    addressProblems,
  ].flat()
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
} else if (command === 'build' && addressProblems.length > 0) {
  console.warn(`${addressProblems.join('\n')}\n(This build uses the local defaults.)`)
}

export default defineCliConfig({
  api: {
    projectId: projectIdFrom(process.env.SANITY_STUDIO_PROJECT_ID) ?? placeholderProjectId,
    dataset: datasetFrom(process.env.SANITY_STUDIO_DATASET),
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
