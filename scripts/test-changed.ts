// `npm run test:changed`: the checks a change can affect, chosen from what changed against HEAD
// (or --base) and run with npm test's runner; the whole of npm test when it cannot tell
// (scripts/test-run/changed.ts says what each file feeds). Exit code: the run's.
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { runChangedChecks } from './test-run/index.ts'

const usage = `Usage: npm run test:changed [-- --base REF] [--dry-run]
  (lint, typecheck and the tests the changed files can affect; says which and why)
  --base REF   compare with REF (default HEAD: what is committed since, staged, unstaged and
               untracked counts)
  --dry-run    say what it would run, and run nothing`

/** The run ended with `code` (the runner has said which check failed, or why it stopped). */
class ChecksFailed extends Error {
  code: number
  constructor(code: number) {
    super(`the checks above did not pass (exit ${code})`)
    this.code = code
  }
}

runAsScript(
  command(
    'test:changed',
    async (args, env) => {
      const flags = parseFlags(
        args,
        { base: { type: 'string' }, 'dry-run': { type: 'boolean' } },
        usage,
      )
      const code = await runChangedChecks({
        base: String(flags.base ?? 'HEAD'),
        dryRun: Boolean(flags['dry-run']),
        env,
      })
      if (code !== 0) throw new ChecksFailed(code)
    },
    (error) => (error instanceof ChecksFailed ? error.code : 1),
  ),
)
