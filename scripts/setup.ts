// npm run setup: the guided first setup of Sanity for this site, re-runnable: sign-in, project,
// dataset, addresses, CORS origins, tokens, starter content, the Studio's deployment and .env,
// each step saying what it did or found already there (the work: scripts/sanity/setup/). This
// command reads the flags (every question has one, for CI: --help), asks its questions on the
// terminal, and hands setup the Studio's rules, which the starter content passes before it is
// written (scripts/build/index.ts; the Sanity room, on a lower floor, cannot import them).

import { resolve } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { DATASET, SettingsError } from '../web/lib/settings.ts'
import { reportContentProblems, validateWithStudioRules } from './build/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { ConfigError, repoRoot } from './lib/env.ts'
import {
  type Ask,
  originOf,
  runSanityCli,
  type SetupDeps,
  type SetupOptions,
  setup,
  storedLoginToken,
  studioHostOf,
} from './sanity/index.ts'

export const usage = `Usage: npm run setup -- [flags]
Sets up Sanity for this site, step by step: sign-in, project, dataset, addresses, CORS origins,
tokens, starter content, the Studio's deployment and .env. Run it again at any time: it changes
only what is missing. It asks what it cannot find; each question has a flag:
  --project-id ID                   use this project (default: SANITY_PROJECT_ID, else asks)
  --create-project NAME             use your project of this name, creating it if there is none
  --dataset NAME                    the dataset (default: SANITY_DATASET, else production)
  --dataset-visibility public|private
                                    when the dataset is created (default public; private needs
                                    SANITY_API_READ_TOKEN on the host's builds too)
  --studio-host NAME                the Studio's address, NAME.sanity.studio (default: from
                                    SANITY_STUDIO_URL, else the project's deployed Studio, else asks)
  --site-url URL                    the live site's address (default: SITE_URL, else asks)
  --preview-url URL                 the preview server's address (default:
                                    SANITY_STUDIO_PREVIEW_URL, else asks; unasked, the
                                    preview on this machine)
  --seed yes|no                     add the starter content to a dataset that already holds
                                    other documents (default: asks; an empty dataset is seeded)
  --skip-deploy                     do not deploy the Studio
  --non-interactive                 ask nothing: a missing answer stops the run, naming its flag
Signs in with SANITY_AUTH_TOKEN when set, else with the Sanity CLI's login (npx sanity login).`

export function parseSetupArgs(args: string[]): SetupOptions {
  const values = parseFlags(
    args,
    {
      'project-id': { type: 'string' },
      'create-project': { type: 'string' },
      dataset: { type: 'string' },
      'dataset-visibility': { type: 'string' },
      'studio-host': { type: 'string' },
      'site-url': { type: 'string' },
      'preview-url': { type: 'string' },
      seed: { type: 'string' },
      'skip-deploy': { type: 'boolean' },
      'non-interactive': { type: 'boolean' },
    },
    usage,
  ) as Record<string, string | boolean | undefined>
  const text = (name: string): string | undefined => {
    const value = values[name]
    if (value === undefined) return undefined
    const trimmed = String(value).trim()
    if (!trimmed) throw new ConfigError(`--${name} needs a value.\n${usage}`)
    return trimmed
  }
  const projectId = text('project-id')
  const createProject = text('create-project')
  if (projectId && createProject) {
    throw new ConfigError(
      `--project-id and --create-project name two projects: give one.\n${usage}`,
    )
  }
  if (projectId && !/^[a-z0-9-]+$/.test(projectId)) {
    throw new ConfigError(
      `--project-id "${projectId}" is not a Sanity project id: lowercase letters, digits and dashes (sanity.io/manage).`,
    )
  }
  const dataset = text('dataset')
  if (dataset && !DATASET.test(dataset)) {
    throw new ConfigError(
      `--dataset "${dataset}" is not a dataset name: lowercase letters, digits, "_" and "-", at most 64 characters.`,
    )
  }
  const visibility = text('dataset-visibility') ?? 'public'
  if (visibility !== 'public' && visibility !== 'private') {
    throw new ConfigError(`--dataset-visibility must be public or private, not "${visibility}".`)
  }
  const seed = text('seed')
  if (seed !== undefined && seed !== 'yes' && seed !== 'no') {
    throw new ConfigError(`--seed must be yes or no, not "${seed}".`)
  }
  const studioHost = text('studio-host')
  const siteUrl = text('site-url')
  const previewUrl = text('preview-url')
  return {
    projectId,
    createProject,
    dataset,
    datasetVisibility: visibility,
    studioHost: studioHost && studioHostOf('--studio-host', studioHost),
    siteUrl: siteUrl && originOf('--site-url', siteUrl),
    previewUrl: previewUrl && originOf('--preview-url', previewUrl),
    seed,
    skipDeploy: Boolean(values['skip-deploy']),
    nonInteractive: Boolean(values['non-interactive']),
  }
}

/** The setup as a command with these dependencies (tests give their own). */
export function setupCommandWith(deps: SetupDeps) {
  return command(
    'setup',
    async (args, env) => {
      const options = parseSetupArgs(args)
      await setup(options, env, options.nonInteractive ? { ...deps, ask: undefined } : deps)
    },
    (error) => (error instanceof ConfigError || error instanceof SettingsError ? 2 : 1),
  )
}

/** The terminal's questions, on stderr (stdout keeps the summary). */
const terminalAsk: Ask = async (question, fallback) => {
  const terminal = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await terminal.question(question)
    return answer.trim() || fallback || ''
  } finally {
    terminal.close()
  }
}

export const setupCommand = setupCommandWith({
  envFile: resolve(repoRoot, '.env'),
  sanityCli: runSanityCli,
  storedToken: storedLoginToken,
  ask: process.stdin.isTTY ? terminalAsk : undefined,
  studioRules: { validateWithStudioRules, reportContentProblems },
})

if (import.meta.main) runAsScript(setupCommand)
