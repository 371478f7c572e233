// The command-line flags of the project's scripts, read one way: an unknown or malformed flag
// is a ConfigError that repeats the usage text, and --help / -h is HelpRequested (the script
// prints the usage and exits 0).
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'
import { ConfigError } from './env.ts'

export class HelpRequested extends Error {}

/** The flags' values (no positionals allowed), with --help / -h added to `options`. */
export function parseFlags(
  args: string[],
  options: ParseArgsOptionsConfig,
  usage: string,
): Record<string, string | boolean | undefined> {
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>
  try {
    values = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}\n${usage}`)
  }
  if (values.help) throw new HelpRequested(usage)
  return values as Record<string, string | boolean | undefined>
}
