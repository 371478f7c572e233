// npm run setup: the guided first setup of Sanity for this site, re-runnable. Each step first
// looks at what exists and says what it did or found already there, so a second run changes
// nothing:
//   sign in        the Sanity CLI's own login (`sanity login`, its stored token) or SANITY_AUTH_TOKEN
//   project        pick one of yours, or create one (Projects API)
//   dataset        create it when missing
//   addresses      the Studio's sanity.studio address, the live site's, the preview's
//   CORS origins   the deployed Studio and the local Studio (sanity dev), with credentials
//   tokens         a Viewer token (build, preview) and an Editor token (seed)
//   starter content  `npm run seed` (asks first when the dataset holds other documents)
//   deploy         `sanity deploy` of studio/
// Every value is written to .env as soon as it is known (a token's secret is shown once), never
// replacing one without saying so. Then it prints, for Netlify and for Cloudflare Pages, the
// variables to paste and the webhook command. Every question has a flag (--help), for CI.

import { resolve } from 'node:path'
import { createInterface } from 'node:readline/promises'
import {
  DATASET,
  localPorts,
  placeholderSiteOrigin,
  port,
  SettingsError,
  webAddress,
} from '../web/lib/settings.ts'
import { starterDocuments } from './content/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { ConfigError, repoRoot } from './lib/env.ts'
import {
  CliFailure,
  type Dataset,
  defaultApiHost,
  type Project,
  type ProjectsApi,
  projectsApi,
  type RoleName,
  readEnvFile,
  runSanityCli,
  SanityAnswerError,
  type SanityCliCall,
  sanityClient,
  storedLoginToken,
  writeEnvValues,
} from './sanity/index.ts'
import { seedCommand } from './seed.ts'

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

export type SetupOptions = {
  projectId: string | undefined
  createProject: string | undefined
  dataset: string | undefined
  datasetVisibility: Dataset['aclMode']
  studioHost: string | undefined
  siteUrl: string | undefined
  previewUrl: string | undefined
  seed: 'yes' | 'no' | undefined
  skipDeploy: boolean
  nonInteractive: boolean
}

/** A web address's origin (web/lib/settings.ts's rule), or a ConfigError naming `what`. */
function originOf(what: string, value: string): string {
  try {
    return webAddress(what, value, { path: 'drop', example: 'https://www.example.co.uk' })
  } catch (error) {
    if (error instanceof SettingsError) throw new ConfigError(error.message)
    throw error
  }
}

/** A sanity.studio host name from a name, NAME.sanity.studio or its address; or a ConfigError. */
export function studioHostOf(what: string, value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^https:\/\//, '')
    .replace(/\/+$/, '')
    .replace(/\.sanity\.studio$/, '')
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(host)) {
    throw new ConfigError(
      `${what} "${value}" is not a Studio host name: lowercase letters, digits and dashes, as in kerbside for https://kerbside.sanity.studio.`,
    )
  }
  return host
}

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

// --- What the steps share ---------------------------------------------------------------------

/** The local Studio (`sanity dev`, npm run studio): Sanity's own default address. */
export const localStudioOrigin = `http://localhost:${localPorts.studio}`
/** The preview server on this machine (npm run preview; PREVIEW_PORT, default localPorts.preview). */
const localPreviewOrigin = (env: NodeJS.ProcessEnv) =>
  `http://localhost:${port('PREVIEW_PORT', env.PREVIEW_PORT, localPorts.preview)}`

export const tokenLabels: Record<RoleName, string> = {
  viewer: 'Website build and preview (npm run setup)',
  editor: 'Starter content seed (npm run setup)',
}

export type StepStatus = 'created' | 'already there' | 'skipped'
export type StepReport = { step: string; status: StepStatus; detail: string }

/** A step that could not finish: which one, what Sanity (or the CLI) answered, how to go on. */
export class StepFailure extends Error {
  override name = 'StepFailure'
  constructor(step: string, answer: string, howToGoOn: string) {
    super(
      `step "${step}" stopped: ${answer}\nHow to go on: ${howToGoOn} Then run npm run setup again: the steps before this one are kept.`,
    )
  }
}

/** Asks one question; the answer, or `fallback` for an empty one. */
export type Ask = (question: string, fallback?: string) => Promise<string>

/** What setup reaches outside itself; tests give their own. */
export type SetupDeps = {
  envFile: string
  sanityCli: SanityCliCall
  storedToken: () => Promise<string | undefined>
  /** Undefined: nothing is asked (--non-interactive, or no terminal). */
  ask: Ask | undefined
}

type Run = {
  options: SetupOptions
  deps: SetupDeps
  env: NodeJS.ProcessEnv
  reports: StepReport[]
  /** A .env value, or the environment's (which wins). */
  current: (name: string) => string | undefined
  /** Writes values to .env at once, saying which it added or replaced. */
  record: (values: Record<string, string>, secret?: string[]) => string[]
}

function report(run: Run, step: string, status: StepStatus, detail: string): void {
  run.reports.push({ step, status, detail })
  console.error(`setup: ${step}: ${status}. ${detail}`)
}

/**
 * The answer to a question. When nothing may be asked: `unasked`, the default a run that asks
 * nothing takes, or else a StepFailure naming the flag.
 */
async function askFor(
  run: Run,
  step: string,
  question: string,
  flag: string,
  fallback?: string,
  unasked?: string,
): Promise<string> {
  if (!run.deps.ask) {
    if (unasked !== undefined) return unasked
    throw new StepFailure(
      step,
      `it needs an answer and this run asks nothing (${question.replace(/[:?]\s*$/, '')})`,
      `Give it with ${flag}.`,
    )
  }
  return (await run.deps.ask(question, fallback)).trim()
}

/** Runs one request of a step, turning Sanity's refusal into the step's failure. */
async function attempt<T>(step: string, request: () => Promise<T>, howToGoOn: string): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (error instanceof SanityAnswerError) {
      const fix =
        error.status === 401
          ? 'Sign in again (npx sanity login, or a new SANITY_AUTH_TOKEN).'
          : error.status === 403
            ? 'Your Sanity user needs the Administrator role on this project (sanity.io/manage → Members).'
            : howToGoOn
      throw new StepFailure(step, error.message, fix)
    }
    throw error
  }
}

// --- The steps ----------------------------------------------------------------------------------

async function signIn(run: Run): Promise<{ token: string; api: ProjectsApi; projects: Project[] }> {
  const step = 'Sign in'
  const apiHost = run.env.SANITY_API_HOST?.trim() || defaultApiHost
  let token = run.env.SANITY_AUTH_TOKEN?.trim()
  let how = 'with SANITY_AUTH_TOKEN'
  let status: StepStatus = 'already there'
  if (!token) {
    token = await run.deps.storedToken()
    how = "with the Sanity CLI's login"
  }
  if (!token) {
    if (!run.deps.ask) {
      throw new StepFailure(
        step,
        'no Sanity login on this machine, and SANITY_AUTH_TOKEN is not set',
        'Run `npx sanity login` once (it opens your browser), or set SANITY_AUTH_TOKEN to a token of your Sanity user.',
      )
    }
    console.error('setup: signing in with the Sanity CLI (`sanity login`): it opens your browser.')
    try {
      await run.deps.sanityCli(['login'], { env: run.env, interactive: true })
    } catch (error) {
      throw new StepFailure(
        step,
        `${(error as Error).message}${error instanceof CliFailure ? `\n${error.output.trim()}` : ''}`,
        'Run `npx sanity login` yourself and see what it says.',
      )
    }
    token = await run.deps.storedToken()
    if (!token) {
      throw new StepFailure(
        step,
        '`sanity login` ended without storing a login',
        'Run `npx sanity login` yourself and finish it in the browser.',
      )
    }
    how = 'with `sanity login`'
    status = 'created'
  }
  const api = projectsApi(token, apiHost)
  const projects = await attempt(
    step,
    () => api.listProjects(),
    'Check the network and SANITY_API_HOST.',
  )
  report(run, step, status, `Signed in ${how}; you are a member of ${projects.length} project(s).`)
  return { token, api, projects }
}

async function chooseProject(run: Run, api: ProjectsApi, projects: Project[]): Promise<Project> {
  const step = 'Project'
  const { options } = run
  const fromEnv = run.current('SANITY_PROJECT_ID')
  let project: Project | undefined
  let status: StepStatus = 'already there'
  const byId = (id: string, where: string) => {
    const found = projects.find((candidate) => candidate.id === id)
    if (!found) {
      const yours = projects.map((p) => `${p.id} (${p.displayName})`).join(', ') || 'none'
      throw new StepFailure(
        step,
        `${where} names project "${id}", which is not one of yours (yours: ${yours})`,
        'Give another with --project-id, or create one with --create-project NAME.',
      )
    }
    return found
  }
  if (options.projectId) project = byId(options.projectId, '--project-id')
  else if (options.createProject) {
    project = projects.find((candidate) => candidate.displayName === options.createProject)
    if (!project) {
      const name = options.createProject
      project = await attempt(step, () => api.createProject(name), 'Check your Sanity plan.')
      status = 'created'
    }
  } else if (fromEnv) project = byId(fromEnv, 'SANITY_PROJECT_ID')
  else {
    const list = projects.map((p, index) => `  ${index + 1}. ${p.displayName} (${p.id})`)
    const answer = await askFor(
      run,
      step,
      `Which Sanity project?\n${list.join('\n')}\n  or type a name to create a new project: `,
      '--project-id ID or --create-project NAME',
    )
    if (/^\d+$/.test(answer)) {
      project = projects[Number(answer) - 1]
      if (!project) {
        throw new StepFailure(
          step,
          `there is no project number ${answer} in the list`,
          `Choose from 1 to ${projects.length}, or type a name for a new project.`,
        )
      }
    } else if (answer) {
      project = await attempt(step, () => api.createProject(answer), 'Check your Sanity plan.')
      status = 'created'
    } else throw new StepFailure(step, 'no project chosen', 'Choose a number or type a name.')
  }
  const written = run.record({
    SANITY_PROJECT_ID: project.id,
    SANITY_STUDIO_PROJECT_ID: project.id,
  })
  report(
    run,
    step,
    status,
    `${status === 'created' ? 'Created' : 'Using'} "${project.displayName}" (${project.id}).${said(written)}`,
  )
  return project
}

async function ensureDataset(run: Run, api: ProjectsApi, project: Project): Promise<Dataset> {
  const step = 'Dataset'
  const name = run.options.dataset ?? run.current('SANITY_DATASET') ?? 'production'
  if (!DATASET.test(name)) {
    throw new StepFailure(
      step,
      `SANITY_DATASET "${name}" is not a dataset name`,
      'Use lowercase letters, digits, "_" and "-" (--dataset NAME).',
    )
  }
  const datasets = await attempt(step, () => api.listDatasets(project.id), 'Check the project id.')
  let dataset = datasets.find((candidate) => candidate.name === name)
  let status: StepStatus = 'already there'
  if (!dataset) {
    const aclMode = run.options.datasetVisibility
    await attempt(
      step,
      () => api.createDataset(project.id, name, aclMode),
      'Check the dataset name.',
    )
    dataset = { name, aclMode }
    status = 'created'
  }
  const written = run.record({ SANITY_DATASET: name, SANITY_STUDIO_DATASET: name })
  report(run, step, status, `"${name}" (${dataset.aclMode}).${said(written)}`)
  return dataset
}

type Addresses = {
  studioHost: string | undefined
  studioOrigin: string
  site: string
  preview: string
}

async function chooseAddresses(run: Run, project: Project): Promise<Addresses> {
  const step = 'Addresses'
  const { options } = run
  const studioUrl = run.current('SANITY_STUDIO_URL')
  let studioHost = options.studioHost
  let studioOrigin: string
  if (studioHost) studioOrigin = `https://${studioHost}.sanity.studio`
  else if (studioUrl) {
    studioOrigin = originOf('SANITY_STUDIO_URL', studioUrl)
    const host = new URL(studioOrigin).hostname.match(/^([a-z0-9-]+)\.sanity\.studio$/)
    studioHost = host?.[1]
  } else {
    const suggestion = project.studioHost ?? slug(project.displayName)
    studioHost = project.studioHost
      ? project.studioHost
      : studioHostOf(
          'The Studio host name',
          await askFor(
            run,
            step,
            `The Studio's address will be https://NAME.sanity.studio. NAME [${suggestion}]: `,
            '--studio-host NAME',
            suggestion,
          ),
        )
    studioOrigin = `https://${studioHost}.sanity.studio`
  }
  const siteGiven = run.current('SITE_URL')
  const site =
    options.siteUrl ??
    (siteGiven && originOf('SITE_URL', siteGiven) !== placeholderSiteOrigin
      ? originOf('SITE_URL', siteGiven)
      : originOf(
          'The live site address',
          await askFor(
            run,
            step,
            "The live site's address (canonical links, sitemap, the Studio's View live page), e.g. https://www.your-domain.co.uk: ",
            '--site-url URL',
          ),
        ))
  const previewGiven = run.current('SANITY_STUDIO_PREVIEW_URL')
  const preview =
    options.previewUrl ??
    (previewGiven
      ? originOf('SANITY_STUDIO_PREVIEW_URL', previewGiven)
      : originOf(
          'The preview address',
          await askFor(
            run,
            step,
            `The preview server's address (npm run preview; the Studio's Preview tool shows it) [${localPreviewOrigin(run.env)}]: `,
            '--preview-url URL',
            localPreviewOrigin(run.env),
            localPreviewOrigin(run.env),
          ),
        ))
  const written = run.record({
    SANITY_STUDIO_URL: studioOrigin,
    SITE_URL: site,
    SANITY_STUDIO_SITE_URL: site,
    SANITY_STUDIO_PREVIEW_URL: preview,
  })
  report(
    run,
    step,
    written.length > 0 ? 'created' : 'already there',
    `Studio ${studioOrigin}, live site ${site}, preview ${preview}.${said(written)}`,
  )
  return { studioHost, studioOrigin, site, preview }
}

async function ensureCors(run: Run, api: ProjectsApi, project: Project, addresses: Addresses) {
  const step = 'CORS origins'
  const needed = [
    { origin: addresses.studioOrigin, why: 'the Studio' },
    { origin: localStudioOrigin, why: 'the Studio on this machine (npm run studio)' },
  ]
  const existing = await attempt(step, () => api.listCors(project.id), 'Check the project id.')
  const added: string[] = []
  const notes: string[] = []
  for (const { origin, why } of needed) {
    const entry = existing.find((candidate) => candidate.origin === origin)
    if (!entry) {
      await attempt(step, () => api.addCors(project.id, origin, true), 'Check the address.')
      added.push(`${origin} (${why}, with credentials)`)
    } else if (!entry.allowCredentials) {
      notes.push(
        `${origin} is allowed without credentials, so ${why} cannot sign in: at sanity.io/manage → API → CORS origins, delete it and run npm run setup again.`,
      )
    }
  }
  report(
    run,
    step,
    added.length > 0 ? 'created' : 'already there',
    [
      added.length > 0
        ? `Added ${added.join(' and ')}.`
        : `${needed.map((n) => n.origin).join(' and ')} allowed, with credentials.`,
      ...notes,
      `The preview (${addresses.preview}) needs none: it reads Sanity from its server, with the Viewer token.`,
    ].join(' '),
  )
}

/** Whether a token works on this project and dataset (a query with it): a revoked one does not. */
async function tokenWorks(
  env: NodeJS.ProcessEnv,
  project: Project,
  dataset: Dataset,
  token: string,
): Promise<boolean> {
  const apiHost = env.SANITY_API_HOST?.trim() || undefined
  try {
    await sanityClient({ projectId: project.id, dataset: dataset.name, token, apiHost }).fetch(
      'count(*[_id == "siteSettings"])',
    )
    return true
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    if (status === 401 || status === 403) return false
    throw new SanityAnswerError(`a query with the token for dataset "${dataset.name}"`, error)
  }
}

async function ensureTokens(run: Run, api: ProjectsApi, project: Project, dataset: Dataset) {
  const step = 'API tokens'
  const wanted: { role: RoleName; variable: string; use: string }[] = [
    { role: 'viewer', variable: 'SANITY_API_READ_TOKEN', use: 'build and preview' },
    { role: 'editor', variable: 'SANITY_API_WRITE_TOKEN', use: 'seed' },
  ]
  const done: string[] = []
  const kept: string[] = []
  let existing: { label: string }[] | undefined
  for (const { role, variable, use } of wanted) {
    const value = run.current(variable)
    const works = value
      ? await attempt(
          step,
          () => tokenWorks(run.env, project, dataset, value),
          'Check the network.',
        )
      : false
    if (value && works) {
      kept.push(`${variable} (${use})`)
      continue
    }
    existing ??= await attempt(step, () => api.listTokens(project.id), 'Check the project id.')
    const label = tokenLabels[role]
    const token = await attempt(
      step,
      () => api.createToken(project.id, label, role),
      'Check your role on the project.',
    )
    const written = run.record({ [variable]: token.key }, [variable])
    done.push(
      [
        `Created the ${role === 'viewer' ? 'Viewer' : 'Editor'} token "${label}" (${use})`,
        value ? `, as project ${project.id} refused the ${variable} that was set` : '',
        existing.some((token) => token.label === label)
          ? `; a token of that label was there already, but Sanity shows a token's secret only when it is made: revoke the unused one at sanity.io/manage → API → Tokens`
          : '',
        `.${said(written)}`,
      ].join(''),
    )
  }
  report(
    run,
    step,
    done.length > 0 ? 'created' : 'already there',
    [...done, kept.length > 0 ? `${kept.join(' and ')} in .env work.` : ''].join(' ').trim(),
  )
}

async function seedStarterContent(run: Run, project: Project, dataset: Dataset) {
  const step = 'Starter content'
  const token = run.current('SANITY_API_WRITE_TOKEN') as string
  const apiHost = run.env.SANITY_API_HOST?.trim() || undefined
  const ids = starterDocuments().map((document) => document._id)
  const client = sanityClient({ projectId: project.id, dataset: dataset.name, token, apiHost })
  const found = await attempt(
    step,
    async () => {
      try {
        return await client.fetch<{ total: number; starter: string[] }>(
          '{"total": count(*[!(_id in path("_.**"))]), "starter": *[_id in $ids || _id in $drafts]._id}',
          { ids, drafts: ids.map((id) => `drafts.${id}`) },
          { perspective: 'raw' },
        )
      } catch (error) {
        throw new SanityAnswerError(`reading dataset "${dataset.name}"`, error)
      }
    },
    'Check the network.',
  )
  const present = new Set(found.starter.map((id) => id.replace(/^drafts\./, '')))
  const missing = ids.filter((id) => !present.has(id))
  if (missing.length === 0) {
    report(
      run,
      step,
      'already there',
      `All ${ids.length} starter documents are in "${dataset.name}".`,
    )
    return
  }
  if (found.total > 0) {
    const question = `Dataset "${dataset.name}" already holds ${found.total} document${found.total === 1 ? '' : 's'}; ${missing.length} of the ${ids.length} starter documents are missing. Add them? Nothing that exists is changed. [y/N] `
    const answer =
      run.options.seed ??
      (/^y(es)?$/i.test(await askFor(run, step, question, '--seed yes or --seed no', 'no'))
        ? 'yes'
        : 'no')
    if (answer === 'no') {
      report(
        run,
        step,
        'skipped',
        `${missing.length} starter documents are not in "${dataset.name}"; left as it is (npm run seed adds them later).`,
      )
      return
    }
  }
  const code = await seedCommand([], {
    ...run.env,
    SANITY_PROJECT_ID: project.id,
    SANITY_DATASET: dataset.name,
    SANITY_API_WRITE_TOKEN: token,
  })
  if (code !== 0) {
    throw new StepFailure(
      step,
      'npm run seed stopped (its message is above)',
      'Fix what it names; `npm run seed` alone repeats this step.',
    )
  }
  report(run, step, 'created', `Added ${missing.length} starter documents to "${dataset.name}".`)
}

async function deployStudio(
  run: Run,
  api: ProjectsApi,
  project: Project,
  dataset: Dataset,
  addresses: Addresses,
  token: string,
) {
  const step = 'Deploy the Studio'
  if (run.options.skipDeploy) {
    report(run, step, 'skipped', '--skip-deploy.')
    return
  }
  const host = addresses.studioHost
  if (!host) {
    report(
      run,
      step,
      'skipped',
      `SANITY_STUDIO_URL is ${addresses.studioOrigin}, not a sanity.studio address: build the Studio (npm run build -w studio) and publish studio/dist there yourself.`,
    )
    return
  }
  const now = await attempt(step, () => api.getProject(project.id), 'Check the project id.')
  if (now.studioHost === host) {
    report(
      run,
      step,
      'already there',
      `Deployed at ${addresses.studioOrigin}. After a change to the Studio, redeploy with: cd studio && npx sanity deploy`,
    )
    return
  }
  const args = ['deploy', '--url', host, '--yes']
  console.error(
    `setup: deploying the Studio to ${addresses.studioOrigin} (sanity ${args.join(' ')})`,
  )
  try {
    await run.deps.sanityCli(args, {
      interactive: false,
      env: {
        ...run.env,
        SANITY_AUTH_TOKEN: token,
        SANITY_STUDIO_PROJECT_ID: project.id,
        SANITY_STUDIO_DATASET: dataset.name,
        SANITY_STUDIO_SITE_URL: addresses.site,
        SANITY_STUDIO_PREVIEW_URL: addresses.preview,
      },
    })
  } catch (error) {
    const output = error instanceof CliFailure ? error.output.trim().split('\n').slice(-8) : []
    throw new StepFailure(
      step,
      [(error as Error).message, ...output].join('\n  '),
      `Fix what the Sanity CLI says (a host name someone else has: --studio-host another-name; no permission to deploy: ask for the Administrator or Developer role).`,
    )
  }
  report(run, step, 'created', `Deployed at ${addresses.studioOrigin}.`)
}

/** What to paste on each host, and the webhook that rebuilds the site on Publish. */
export function hostInstructions(project: Project, dataset: Dataset, addresses: Addresses): string {
  const variables = [
    `SANITY_PROJECT_ID=${project.id}`,
    `SANITY_DATASET=${dataset.name}`,
    `SITE_URL=${addresses.site}`,
    `SANITY_STUDIO_URL=${addresses.studioOrigin}`,
    ...(dataset.aclMode === 'private'
      ? ['SANITY_API_READ_TOKEN=<the value in .env> (the dataset is private)']
      : []),
  ]
  const list = (extra: string[] = []) =>
    [...variables, ...extra].map((line) => `    ${line}`).join('\n')
  return [
    'Next, on your host (build command `npm run build`, output directory web/out):',
    '  Netlify: Project configuration > Environment variables:',
    list(),
    '  Cloudflare Pages: Settings > Variables and Secrets:',
    list(['NODE_VERSION=24', 'PRODUCTION_BRANCH=<your production branch>, if it is not main']),
    'Then make the host start a build on each Publish: create a deploy hook (Netlify: Project',
    'configuration > Build & deploy > Build hooks; Cloudflare Pages: Settings > Builds > Deploy hooks)',
    'and run:',
    `    npm run webhook -- --hook-url <the deploy hook> --dataset ${dataset.name}`,
  ].join('\n')
}

/** "word" for a sanity.studio host name from a project's name. */
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 63) || 'studio'
  )
}

function said(written: string[]): string {
  return written.length > 0 ? ` .env: ${written.join('; ')}.` : ''
}

// --- The command --------------------------------------------------------------------------------

export async function setup(
  options: SetupOptions,
  env: NodeJS.ProcessEnv,
  deps: SetupDeps,
): Promise<StepReport[]> {
  const reports: StepReport[] = []
  const secrets = new Set<string>()
  const run: Run = {
    options,
    deps,
    env,
    reports,
    current: (name) => env[name]?.trim() || readEnvFile(deps.envFile)[name]?.trim() || undefined,
    record: (values, secret = []) => {
      for (const name of secret) secrets.add(name)
      const file = readEnvFile(deps.envFile)
      const changes: string[] = []
      const write: Record<string, string> = {}
      for (const [name, value] of Object.entries(values)) {
        const before = file[name]?.trim()
        if (before === value) continue
        write[name] = value
        changes.push(
          before
            ? `replaced ${name}${secrets.has(name) ? '' : ` (was ${before})`}`
            : `added ${name}`,
        )
      }
      if (changes.length > 0) writeEnvValues(deps.envFile, write)
      return changes
    },
  }
  const { token, api, projects } = await signIn(run)
  const project = await chooseProject(run, api, projects)
  const dataset = await ensureDataset(run, api, project)
  const addresses = await chooseAddresses(run, project)
  await ensureCors(run, api, project, addresses)
  await ensureTokens(run, api, project, dataset)
  await seedStarterContent(run, project, dataset)
  await deployStudio(run, api, project, dataset, addresses, token)
  console.log(
    [
      'Sanity is set up:',
      ...reports.map(({ step, status }) => `  ${step.padEnd(18)} ${status}`),
      '',
      hostInstructions(project, dataset, addresses),
    ].join('\n'),
  )
  return reports
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
})

if (import.meta.main) runAsScript(setupCommand)
