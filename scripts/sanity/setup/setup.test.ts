// Setup's steps against the stand-in Content Lake (its Projects API and data API): a first run
// creates the project, dataset, CORS origins, tokens, starter content and .env and calls the
// Sanity CLI to deploy; a second run finds all of it and changes nothing. Then what it asks,
// and its messages for a refusal from Sanity and a failed CLI call. Each test runs setup as
// npm run setup does, through its command (scripts/setup.ts) with flags; that command's own
// flags and usage are tested beside it (scripts/setup.test.ts). The Sanity CLI (login, deploy)
// is a stand-in function here: Sanity's sign-in and hosting cannot be reached.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runInProcess } from '../../../tests/unit/run-script.ts'
import { reportContentProblems, validateWithStudioRules } from '../../build/index.ts'
import { starterAssetDocuments, starterDocuments } from '../../content/index.ts'
import { type ContentLake, newProject, startContentLake } from '../../content-lake/index.ts'
import { setupCommandWith } from '../../setup.ts'
import { CliFailure, type SanityCliCall } from '../cli.ts'
import { readEnvFile } from '../env-file.ts'
import type { Ask, SetupDeps } from './run.ts'
import { tokenLabels } from './tokens.ts'

let lake: ContentLake | undefined
afterEach(async () => {
  await lake?.close()
  lake = undefined
})

const userToken = 'user-token'
const starterCount = starterDocuments().length
const assetCount = starterAssetDocuments(starterDocuments()).length

type CliCall = { args: string[]; env: NodeJS.ProcessEnv; interactive: boolean }

/** A stand-in for the Sanity CLI: records each call; `deploy` records the Studio's host on the project, as Sanity's hosting does. */
function fakeCli(
  calls: CliCall[],
  fail?: (args: string[]) => CliFailure | undefined,
): SanityCliCall {
  return async (args, { env, interactive }) => {
    calls.push({ args, env, interactive })
    const failure = fail?.(args)
    if (failure) throw failure
    if (args[0] === 'deploy' && lake) {
      const project = lake.projects.get(env.SANITY_STUDIO_PROJECT_ID ?? '')
      if (project) project.studioHost = args[args.indexOf('--url') + 1] ?? null
    }
    return 'ok'
  }
}

function deps(envFile: string, overrides: Partial<SetupDeps> = {}): SetupDeps {
  return {
    envFile,
    sanityCli: fakeCli([]),
    storedToken: async () => undefined,
    ask: undefined,
    studioRules: { validateWithStudioRules, reportContentProblems },
    ...overrides,
  }
}

const flags = [
  '--create-project',
  'Kerbside Tyre & Rescue',
  '--studio-host',
  'kerbside',
  '--site-url',
  'https://www.kerbside.co.uk/',
  '--preview-url',
  'https://preview.kerbside.co.uk',
  '--non-interactive',
]

function envFileIn(text?: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'setup-')), '.env')
  if (text !== undefined) writeFileSync(file, text)
  return file
}

/** The summary's step lines: step name to status. */
function statuses(stdout: string): Record<string, string> {
  const lines = stdout.split('Sanity is set up:\n')[1]?.split('\n\n')[0] ?? ''
  return Object.fromEntries(
    lines.split('\n').map((line) => {
      const [, step, status] = line.match(/^ {2}(.+?)\s{2,}(\S.*)$/) ?? []
      return [step, status]
    }),
  )
}

/** Everything setup can change: the stand-in's projects and documents, and .env. */
function state(envFile: string) {
  if (!lake) throw new Error('no lake')
  return JSON.stringify({
    projects: [...lake.projects.values()],
    documents: [...lake.documents.values()].map((doc) => [doc._id, doc._rev]).sort(),
    env: readFileSync(envFile, 'utf8'),
  })
}

describe('npm run setup', () => {
  it('creates everything on a first run; a second run finds it all there and changes nothing', async () => {
    lake = await startContentLake({ token: userToken })
    const envFile = envFileIn(
      '# my notes\nCHROMIUM_PATH=/usr/bin/chromium\nSITE_URL=https://www.kerbside-rescue.example\n',
    )
    const calls: CliCall[] = []
    const command = setupCommandWith(deps(envFile, { sanityCli: fakeCli(calls) }))
    const env = { SANITY_AUTH_TOKEN: userToken, SANITY_API_HOST: lake.url }

    const first = await runInProcess(command, flags, env)
    expect(first.stderr).not.toContain('failed')
    expect(first.code).toBe(0)
    expect(statuses(first.stdout)).toEqual({
      'Sign in': 'already there',
      Project: 'created',
      Dataset: 'created',
      Addresses: 'created',
      'CORS origins': 'created',
      'API tokens': 'created',
      'Starter content': 'created',
      'Deploy the Studio': 'created',
    })
    const [project, ...others] = [...lake.projects.values()]
    expect(others).toEqual([])
    if (!project) throw new Error('no project')
    expect(project.displayName).toBe('Kerbside Tyre & Rescue')
    expect(project.datasets).toEqual([{ name: 'production', aclMode: 'public' }])
    expect(project.cors.map(({ origin, allowCredentials }) => [origin, allowCredentials])).toEqual([
      ['http://localhost:3333', true],
      ['https://kerbside.sanity.studio', true],
    ])
    expect(project.tokens.map(({ label, roleName }) => [label, roleName])).toEqual([
      [tokenLabels.viewer, 'viewer'],
      [tokenLabels.editor, 'editor'],
    ])
    expect(lake.documents.size).toBe(starterCount + assetCount)

    // .env: the user's lines kept, every value written, the placeholder's replacement said.
    const written = readEnvFile(envFile)
    const [viewer, editor] = project.tokens
    expect(readFileSync(envFile, 'utf8')).toMatch(
      /^# my notes\nCHROMIUM_PATH=\/usr\/bin\/chromium\n/,
    )
    expect(written).toMatchObject({
      SANITY_PROJECT_ID: project.id,
      SANITY_STUDIO_PROJECT_ID: project.id,
      SANITY_DATASET: 'production',
      SANITY_STUDIO_DATASET: 'production',
      SANITY_STUDIO_URL: 'https://kerbside.sanity.studio',
      SITE_URL: 'https://www.kerbside.co.uk',
      SANITY_STUDIO_SITE_URL: 'https://www.kerbside.co.uk',
      SANITY_STUDIO_PREVIEW_URL: 'https://preview.kerbside.co.uk',
      SANITY_API_READ_TOKEN: viewer?.key,
      SANITY_API_WRITE_TOKEN: editor?.key,
    })
    expect(first.stderr).toContain('replaced SITE_URL (was https://www.kerbside-rescue.example)')

    // The Studio deployed by the Sanity CLI, with the project's settings.
    expect(calls).toHaveLength(1)
    expect(calls[0]?.args).toEqual(['deploy', '--url', 'kerbside', '--yes'])
    expect(calls[0]?.env).toMatchObject({
      SANITY_AUTH_TOKEN: userToken,
      SANITY_STUDIO_PROJECT_ID: project.id,
      SANITY_STUDIO_DATASET: 'production',
      SANITY_STUDIO_SITE_URL: 'https://www.kerbside.co.uk',
      SANITY_STUDIO_PREVIEW_URL: 'https://preview.kerbside.co.uk',
    })

    // What to paste on each host, and the webhook command.
    expect(first.stdout).toContain(`SANITY_PROJECT_ID=${project.id}`)
    expect(first.stdout).toContain('Cloudflare Pages: Settings > Variables and Secrets')
    expect(first.stdout).toContain('PRODUCTION_BRANCH=<your production branch>, if it is not main')
    expect(first.stdout).toContain(
      'npm run webhook -- --hook-url <the deploy hook> --dataset production',
    )
    expect(first.stdout).not.toContain(viewer?.key)

    const afterFirst = state(envFile)
    const requestsBefore = lake.requests.length
    const second = await runInProcess(command, flags, env)
    expect(second.code).toBe(0)
    expect(Object.values(statuses(second.stdout))).toEqual(Array(8).fill('already there'))
    expect(state(envFile)).toBe(afterFirst)
    expect(
      lake.requests
        .slice(requestsBefore)
        .filter((request) => request.method !== 'GET' && request.kind !== 'query'),
    ).toEqual([])
    expect(calls).toHaveLength(1)
  })

  it('asks before it adds the starter content to a dataset that holds other documents', async () => {
    const project = { ...newProject('abc123', 'Kerbside'), studioHost: 'kerbside' }
    project.datasets.push({ name: 'production', aclMode: 'public' })
    lake = await startContentLake({
      token: userToken,
      projects: [project],
      documents: [{ _id: 'notes', _type: 'note' }],
    })
    const envFile = envFileIn(
      'SANITY_PROJECT_ID=abc123\nSITE_URL=https://www.kerbside.co.uk\nSANITY_STUDIO_PREVIEW_URL=http://localhost:3001\n',
    )
    const env = { SANITY_AUTH_TOKEN: userToken, SANITY_API_HOST: lake.url }

    // Asking nothing, it stops and names the flag.
    const unasked = await runInProcess(setupCommandWith(deps(envFile)), ['--non-interactive'], env)
    expect(unasked.code).toBe(1)
    expect(unasked.stderr).toContain('step "Starter content" stopped')
    expect(unasked.stderr).toContain('Give it with --seed yes or --seed no.')
    expect(lake.documents.size).toBe(1)

    const questions: string[] = []
    const ask: Ask = async (question) => {
      questions.push(question)
      return 'n'
    }
    const asked = await runInProcess(setupCommandWith(deps(envFile, { ask })), [], env)
    expect(asked.code).toBe(0)
    expect(questions).toEqual([
      expect.stringContaining(
        `Dataset "production" already holds 1 document; ${starterCount} of the ${starterCount} starter documents are missing. Add them?`,
      ),
    ])
    expect(statuses(asked.stdout)['Starter content']).toBe('skipped')
    expect(lake.documents.size).toBe(1)

    const seeded = await runInProcess(setupCommandWith(deps(envFile)), ['--seed', 'yes'], env)
    expect(seeded.code).toBe(0)
    expect(lake.documents.size).toBe(1 + starterCount + assetCount)
  })

  it('asks which project, from the list of yours', async () => {
    lake = await startContentLake({
      token: userToken,
      projects: [newProject('aaa111', 'Old site'), newProject('bbb222', 'Kerbside')],
    })
    const env = { SANITY_AUTH_TOKEN: userToken, SANITY_API_HOST: lake.url }
    const questions: string[] = []
    const answering =
      (answer: string): Ask =>
      async (question, fallback) => {
        questions.push(question)
        return question.startsWith('Which Sanity project?') ? answer : (fallback ?? '')
      }
    const rest = flags.slice(2, -1)
    const outOfRange = await runInProcess(
      setupCommandWith(deps(envFileIn(), { ask: answering('3') })),
      rest,
      env,
    )
    expect(questions[0]).toContain('  1. Old site (aaa111)\n  2. Kerbside (bbb222)\n')
    expect(outOfRange.stderr).toContain(
      'step "Project" stopped: there is no project number 3 in the list\nHow to go on: Choose from 1 to 2',
    )
    const envFile = envFileIn()
    const chosen = await runInProcess(
      setupCommandWith(deps(envFile, { ask: answering('2') })),
      rest,
      env,
    )
    expect(chosen.code).toBe(0)
    expect(readEnvFile(envFile).SANITY_PROJECT_ID).toBe('bbb222')
    expect(lake.projects.size).toBe(2)
  })

  it('replaces a token in .env that the project refuses, saying so without printing it', async () => {
    const project = { ...newProject('abc123', 'Kerbside'), studioHost: 'kerbside' }
    project.datasets.push({ name: 'production', aclMode: 'public' })
    lake = await startContentLake({ token: userToken, projects: [project] })
    const envFile = envFileIn(
      'SANITY_PROJECT_ID=abc123\nSANITY_API_READ_TOKEN=sk-revoked-long-ago\n',
    )
    const result = await runInProcess(setupCommandWith(deps(envFile)), flags.slice(2), {
      SANITY_AUTH_TOKEN: userToken,
      SANITY_API_HOST: lake.url,
    })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain(
      `Created the Viewer token "${tokenLabels.viewer}" (build and preview), as project abc123 refused the SANITY_API_READ_TOKEN that was set. .env: replaced SANITY_API_READ_TOKEN.`,
    )
    expect(result.stderr + result.stdout).not.toContain('sk-revoked-long-ago')
    expect(readEnvFile(envFile).SANITY_API_READ_TOKEN).toBe(project.tokens[0]?.key)
  })

  it('signs in with the Sanity CLI when there is no login, and says how when it may not ask', async () => {
    lake = await startContentLake({ token: userToken })
    const envFile = envFileIn()
    const env = { SANITY_API_HOST: lake.url }
    const refused = await runInProcess(setupCommandWith(deps(envFile)), flags, env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(
      'setup failed: step "Sign in" stopped: no Sanity login on this machine, and SANITY_AUTH_TOKEN is not set\nHow to go on: Run `npx sanity login` once',
    )

    const calls: CliCall[] = []
    let stored: string | undefined
    const cli = fakeCli(calls)
    const signedIn = await runInProcess(
      setupCommandWith(
        deps(envFile, {
          ask: async (_question, fallback) => fallback ?? '',
          storedToken: async () => stored,
          sanityCli: async (args, options) => {
            if (args[0] === 'login') stored = userToken
            return cli(args, options)
          },
        }),
      ),
      flags.filter((flag) => flag !== '--non-interactive'),
      env,
    )
    expect(signedIn.code).toBe(0)
    expect(calls.map(({ args, interactive }) => [args[0], interactive])).toEqual([
      ['login', true],
      ['deploy', false],
    ])
    expect(statuses(signedIn.stdout)['Sign in']).toBe('created')
  })

  it('names the step, what Sanity answered and how to go on when Sanity refuses', async () => {
    lake = await startContentLake({
      token: userToken,
      failWith: { status: 403, times: 1, path: /\/tokens$/, message: 'Insufficient permissions' },
    })
    const envFile = envFileIn()
    const result = await runInProcess(setupCommandWith(deps(envFile)), flags, {
      SANITY_AUTH_TOKEN: userToken,
      SANITY_API_HOST: lake.url,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /setup failed: step "API tokens" stopped: Sanity answered HTTP 403 to the API tokens of project "\w+": Insufficient permissions\nHow to go on: Your Sanity user needs the Administrator role on this project/,
    )
    // What the steps before it did is in .env, so the next run goes on from there.
    expect(readEnvFile(envFile).SANITY_PROJECT_ID).toBe([...lake.projects.keys()][0])
  })

  it("names the step and the Sanity CLI's words when the deploy fails", async () => {
    lake = await startContentLake({ token: userToken })
    const cli = fakeCli([], (args) =>
      args[0] === 'deploy'
        ? new CliFailure(args, 1, 'Checking project info\nError: Studio hostname already taken')
        : undefined,
    )
    const result = await runInProcess(
      setupCommandWith(deps(envFileIn(), { sanityCli: cli })),
      flags,
      { SANITY_AUTH_TOKEN: userToken, SANITY_API_HOST: lake.url },
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'step "Deploy the Studio" stopped: `sanity deploy --url kerbside --yes` failed (exit 1)',
    )
    expect(result.stderr).toContain('Error: Studio hostname already taken')
    expect(result.stderr).toContain('--studio-host another-name')
  })
})
