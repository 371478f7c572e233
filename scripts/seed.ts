// npm run seed — writes the starter content (scripts/content) to the configured Sanity dataset.
//   default      create what is missing, never overwrite a document that exists (staff edits are safe)
//   --replace    overwrite existing documents with the starter version
//   --dry-run    list what would be created, skipped or replaced; write nothing
//   --out FILE   write NDJSON for `sanity dataset import` (no Sanity needed)
// Every mode first validates the starter content with the Studio's rules (as the build's pull
// does) and stops on an error. Progress goes to stderr; a summary ends every run. The work is the
// Sanity room's seed (scripts/sanity/seed.ts); this command reads the flags and hands it the
// Studio's rules from the build room (scripts/build/index.ts), which that room cannot import.
import { SettingsError } from '../web/lib/settings.ts'
import { reportContentProblems, validateWithStudioRules } from './build/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { ConfigError, loadDotEnv } from './lib/env.ts'
import { type SeedOptions, seed } from './sanity/index.ts'

export const usage = `Usage: npm run seed -- [--dry-run] [--replace] [--out FILE]
  (no flag)    create the starter documents that are missing; never overwrite existing ones
  --replace    overwrite existing documents with the starter content
  --dry-run    show what would be created, skipped or replaced, and write nothing
  --out FILE   write the starter content as NDJSON to FILE instead of to Sanity
Needs SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_WRITE_TOKEN (except with --out).`

export function parseSeedArgs(args: string[]): SeedOptions {
  const values = parseFlags(
    args,
    { replace: { type: 'boolean' }, 'dry-run': { type: 'boolean' }, out: { type: 'string' } },
    usage,
  ) as { replace?: boolean; 'dry-run'?: boolean; out?: string }
  if (values.out !== undefined && values.out.trim() === '') {
    throw new ConfigError(`--out needs a file path.\n${usage}`)
  }
  if (values.out && (values.replace || values['dry-run'])) {
    throw new ConfigError(
      `--out writes a file; it cannot be combined with --replace or --dry-run.\n${usage}`,
    )
  }
  return { replace: Boolean(values.replace), dryRun: Boolean(values['dry-run']), out: values.out }
}

/** The seed as a function (tests run it in their own process): exit code 2 for a wrong flag or a missing variable. */
export const seedCommand = command(
  'seed',
  (args, env) => seed(parseSeedArgs(args), env, { validateWithStudioRules, reportContentProblems }),
  (error) => (error instanceof ConfigError || error instanceof SettingsError ? 2 : 1),
)

if (import.meta.main) {
  loadDotEnv()
  runAsScript(seedCommand)
}
