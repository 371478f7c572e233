// CI's jobs (.github/workflows/ci.yml) run exactly what `npm test` runs: every step of it
// (scripts/test-run/suite.ts) in some job, and every test in exactly one job, none left out and
// none twice. Each job's commands are read from the workflow (its matrix expanded), and each test
// runner is asked what it would run: Playwright (`--list`) and vitest (`list`), with the job's
// arguments, and with none, as npm test runs the step. Vitest's jobs split by file (`--shard`), so
// its files are compared; Playwright's by test, so its tests are. Listing only: no test runs.
// The check is first shown failing on copies of the workflow that leave tests out or run them
// twice.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { repoRoot } from '../../scripts/lib/env.ts'
import { suiteSteps } from '../../scripts/test-run/index.ts'
import { listTests } from './list-tests.ts'

const workflowPath = '.github/workflows/ci.yml'
const workflow = readFileSync(join(repoRoot, workflowPath), 'utf8')
const packageScripts: Record<string, string> = JSON.parse(
  readFileSync(join(repoRoot, 'package.json'), 'utf8'),
).scripts

type Matrix = Record<string, unknown> & { include?: Record<string, string>[] }
type WorkflowFile = {
  jobs: Record<string, { name?: string; strategy?: { matrix?: Matrix }; steps: { run?: string }[] }>
}
/** One `npm run <script> -- <args>` of one job (one combination of its matrix). */
type JobCommand = { job: string; script: string; args: string[] }

/** Each combination of a matrix: its array-valued keys multiplied, or its `include` list. */
function combinations(matrix: Matrix | undefined): Record<string, string>[] {
  if (!matrix) return [{}]
  const { include, ...keys } = matrix
  if ('exclude' in keys) throw new Error('a matrix with exclude: teach this test to read it')
  let combos: Record<string, string>[] = [{}]
  for (const [key, values] of Object.entries(keys)) {
    combos = combos.flatMap((combo) =>
      (values as unknown[]).map((value) => ({ ...combo, [key]: String(value) })),
    )
  }
  if (!include) return combos
  if (Object.keys(keys).length > 0) {
    throw new Error('a matrix with both keys and include: teach this test to read it')
  }
  return include
}

/** Every `npm run` in the workflow's jobs, with the matrix's values put in. */
function jobCommands(text: string): JobCommand[] {
  const { jobs } = parse(text) as WorkflowFile
  return Object.entries(jobs).flatMap(([id, job]) =>
    combinations(job.strategy?.matrix).flatMap((combo) => {
      // A key the combination lacks reads empty, as in GitHub's expressions.
      const fill = (value: string) =>
        value.replace(/\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g, (_, key: string) => combo[key] ?? '')
      const name = fill(job.name ?? id)
      return job.steps.flatMap(({ run }) =>
        fill(run ?? '')
          .split(/\n|&&|\|\||;/)
          .map((command) => command.trim())
          .flatMap((command) => {
            const npmRun = command.match(/^npm run (\S+)(?:\s+--\s+(.*))?$/)
            if (!npmRun) return []
            const args = npmRun[2]?.split(/\s+/) ?? []
            if (command.includes('${{') || /['"\\$]/.test(args.join(' '))) {
              throw new Error(`job ${name}: cannot read the arguments of "${command}"`)
            }
            return [{ job: name, script: npmRun[1] ?? '', args }]
          }),
      )
    }),
  )
}

/** The test runner a package script ends in (`playwright test …` or `vitest run …`), if any. */
function runnerOf(script: string): { tool: 'playwright' | 'vitest'; args: string[] } | undefined {
  const command = packageScripts[script]
  if (command === undefined) throw new Error(`package.json has no script ${script}`)
  const runner = command
    .split('&&')
    .map((part) => part.trim())
    .find((part) => /^(playwright test|vitest run)\s/.test(part))
  if (!runner) return undefined
  const [tool, , ...args] = runner.split(/\s+/)
  return { tool: tool as 'playwright' | 'vitest', args }
}

const listings = new Map<string, Promise<string[]>>()

/**
 * What `npm run <script> -- <args>` would run, as its runner lists it (list-tests.ts), each
 * test prefixed with the script; each listing asked once.
 */
function listed(script: string, args: string[]): Promise<string[]> {
  const key = JSON.stringify([script, args])
  const known = listings.get(key)
  if (known) return known
  const runner = runnerOf(script)
  if (!runner) throw new Error(`${script} runs no test runner this test knows`)
  const listing = listTests(runner.tool, [...runner.args, ...args]).then((tests) =>
    tests.map((test) => `${script} ${test}`),
  )
  listings.set(key, listing)
  return listing
}

type Coverage = {
  /** Steps of npm test no job runs. */
  stepsInNoJob: string[]
  /** Steps without a test list (build, lint…) run by more than one job, or with arguments. */
  stepsNotOnceAsIs: string[]
  /** Tests npm test runs that no job runs. */
  inNoJob: string[]
  /** Tests run by more than one job (or twice in one), with the jobs. */
  twice: string[]
  /** Tests a job runs that npm test does not. */
  notInSuite: string[]
  /** Jobs whose command runs no test at all. */
  emptyJobs: string[]
}

/** What the jobs of `text` run, against what npm test's steps run. */
async function coverage(text: string): Promise<Coverage> {
  const commands = jobCommands(text)
  const suiteScripts = suiteSteps.map((step) => step.script)
  const stepsInNoJob = suiteScripts.filter((script) => !commands.some((c) => c.script === script))
  const withoutTests = suiteScripts.filter((script) => !runnerOf(script))
  const stepsNotOnceAsIs = withoutTests.filter((script) => {
    const runs = commands.filter((c) => c.script === script)
    return runs.length > 1 || runs.some((c) => c.args.length > 0)
  })

  const withTests = suiteSteps.filter((step) => runnerOf(step.script))
  const suite = new Set(
    (await Promise.all(withTests.map((step) => listed(step.script, step.args ?? [])))).flat(),
  )
  const jobs = await Promise.all(
    commands
      .filter((c) => runnerOf(c.script))
      .map(async (c) => ({ job: c.job, tests: await listed(c.script, c.args) })),
  )
  const runBy = new Map<string, string[]>()
  for (const { job, tests } of jobs) {
    for (const test of tests) runBy.set(test, [...(runBy.get(test) ?? []), job])
  }
  return {
    stepsInNoJob,
    stepsNotOnceAsIs,
    inNoJob: [...suite].filter((test) => !runBy.has(test)),
    twice: [...runBy]
      .filter(([, by]) => by.length > 1)
      .map(([test, by]) => `${test} (${by.join(', ')})`),
    notInSuite: [...runBy.keys()].filter((test) => !suite.has(test)),
    emptyJobs: jobs.filter(({ tests }) => tests.length === 0).map(({ job }) => job),
  }
}

/** The workflow with `from` replaced by `to` (`from` must be there once). */
function changed(from: string, to: string, text = workflow): string {
  expect(text.split(from)).toHaveLength(2)
  return text.replace(from, to)
}

const allClear: Coverage = {
  stepsInNoJob: [],
  stepsNotOnceAsIs: [],
  inNoJob: [],
  twice: [],
  notInSuite: [],
  emptyJobs: [],
}
const siteShard2 = 'run: npm run test:e2e -- --project phone --project desktop --shard=2/2'

describe('the CI jobs against npm test', () => {
  it('finds the tests of a spec file that a job left out, by a file filter', async () => {
    // The site's second shard runs home.spec.ts alone (Playwright shards what the filter
    // leaves): the other specs' tests of that shard are run by no job.
    const found = await coverage(changed(siteShard2, `${siteShard2} home.spec.ts`))
    const shard2 = await listed('test:e2e', siteShard2.split(' -- ')[1]?.split(' ') ?? [])
    const othersOfShard2 = shard2.filter((test) => !test.includes(' home.spec.ts ›'))
    expect(othersOfShard2.length).toBeGreaterThan(0)
    expect(found.inNoJob).toEqual(expect.arrayContaining(othersOfShard2))
    expect(found.inNoJob.every((test) => /^test:e2e (phone|desktop): /.test(test))).toBe(true)
    expect({ ...found, inNoJob: [] }).toEqual(allClear)
  }, 120_000)

  it('finds a shard run twice and the one no job runs, and a step no job runs', async () => {
    const twice = await coverage(
      changed(
        'run: npm run typecheck',
        'run: echo typecheck',
        changed(siteShard2, siteShard2.replace('--shard=2/2', '--shard=1/2')),
      ),
    )
    const [shard1, shard2] = await Promise.all(
      ['1/2', '2/2'].map((shard) =>
        listed('test:e2e', ['--project', 'phone', '--project', 'desktop', `--shard=${shard}`]),
      ),
    )
    expect(twice.inNoJob.sort()).toEqual(shard2?.toSorted())
    expect(twice.twice).toHaveLength(shard1?.length ?? -1)
    expect(twice.twice[0]).toMatch(/ \(site's browser tests 1\/2, site's browser tests 2\/2\)$/)
    expect(twice.stepsInNoJob).toEqual(['typecheck'])
  }, 120_000)

  it('finds a Studio test no job runs when a tag filter misses it', async () => {
    const found = await coverage(
      changed('--project studio --grep @preview\n', '--project studio --grep @previewed\n'),
    )
    expect(found.inNoJob).toHaveLength(9)
    expect(found.inNoJob.every((test) => test.includes('studio: studio.spec.ts ›'))).toBe(true)
    expect(found.emptyJobs).toEqual(["Studio's Preview tool tests"])
  }, 120_000)

  it('runs every step of npm test, and every test it runs exactly once', async () => {
    const found = await coverage(workflow)
    expect(found).toEqual(allClear)
    // Not a vacuous pass: every runner listed what npm test runs.
    const suite = (
      await Promise.all(
        suiteSteps.filter((s) => runnerOf(s.script)).map((s) => listed(s.script, s.args ?? [])),
      )
    ).flat()
    for (const script of ['test:e2e', 'test:build', 'test:engines', 'test:unit']) {
      expect(suite.filter((test) => test.startsWith(`${script} `)).length).toBeGreaterThan(0)
    }
  }, 120_000)
})
