// What a test runner would run, without running it: Playwright's `--list` and vitest's `list`,
// on the project's Node, in the runner's own environment (not the calling vitest worker's).
import { execFile } from 'node:child_process'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from '../../scripts/lib/env.ts'

type PlaywrightSuite = {
  title: string
  specs?: { title: string; file: string; tests: { projectName: string }[] }[]
  suites?: PlaywrightSuite[]
}

function playwrightTests(suite: PlaywrightSuite, titles: string[] = []): string[] {
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map(
        (test) => `${test.projectName}: ${spec.file} › ${[...titles, spec.title].join(' › ')}`,
      ),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, [...titles, child.title])),
  ]
}

/**
 * What `playwright test <args>` or `vitest run <args>` would run: Playwright's tests as
 * `project: file › describe › title`, vitest's files relative to the repository.
 */
export async function listTests(tool: 'playwright' | 'vitest', args: string[]): Promise<string[]> {
  const argv =
    tool === 'playwright'
      ? ['test', ...args, '--list', '--reporter=json']
      : ['list', ...args, '--filesOnly', '--json']
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST|NODE_ENV$)/.test(name)),
  )
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(repoRoot, 'node_modules', '.bin', tool), ...argv],
    { cwd: repoRoot, env, maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => {
    // Playwright exits 1 on "No tests found", still printing its JSON: nothing to run.
    const errors = JSON.parse(error.stdout || '{}').errors as { message: string }[] | undefined
    if (errors?.length && errors.every(({ message }) => message === 'Error: No tests found')) {
      return { stdout: error.stdout ?? '' }
    }
    throw error
  })
  const parsed = JSON.parse(stdout)
  return tool === 'playwright'
    ? (parsed.suites as PlaywrightSuite[]).flatMap((suite) => playwrightTests(suite))
    : (parsed as { file: string }[]).map(({ file }) => relative(repoRoot, file))
}
