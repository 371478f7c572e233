// npm run setup's command line: its usage for --help, and a wrong flag refused with what is
// wrong and the usage, before any step runs. Setup's steps are tested beside them
// (scripts/sanity/setup/setup.test.ts).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runInProcess } from '../tests/unit/run-script.ts'
import type { SetupDeps } from './sanity/index.ts'
import { setupCommandWith } from './setup.ts'

/** Setup's dependencies, none of them reached: every run here ends at the flags. */
function deps(): SetupDeps {
  const never = async (): Promise<never> => {
    throw new Error('setup reached past its flags')
  }
  return {
    envFile: join(mkdtempSync(join(tmpdir(), 'setup-')), '.env'),
    sanityCli: never,
    storedToken: never,
    ask: undefined,
    studioRules: { validateWithStudioRules: never, reportContentProblems: () => {} },
  }
}

describe('npm run setup', () => {
  it('prints its usage for --help, and refuses a wrong flag with what is wrong and the usage', async () => {
    const command = setupCommandWith(deps())
    const help = await runInProcess(command, ['--help'])
    expect(help).toMatchObject({ code: 0, stderr: '' })
    expect(help.stdout).toContain('--seed yes|no')
    const visibility = await runInProcess(command, ['--dataset-visibility', 'secret'])
    expect(visibility.code).toBe(2)
    expect(visibility.stderr).toContain(
      '--dataset-visibility must be public or private, not "secret"',
    )
    const unknown = await runInProcess(command, ['--projet-id', 'abc'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("Unknown option '--projet-id'")
    expect(unknown.stderr).toContain('Usage: npm run setup')
    const both = await runInProcess(command, ['--project-id', 'abc', '--create-project', 'X'])
    expect(both.stderr).toContain('--project-id and --create-project name two projects')
    const host = await runInProcess(command, ['--studio-host', 'Kerbside Studio'])
    expect(host.stderr).toContain('--studio-host "Kerbside Studio" is not a Studio host name')
  })
})
