// The command-line flags of the project's scripts, read one way: an unknown or malformed flag
// is a ConfigError that repeats the usage text, and --help / -h is HelpRequested (the script
// prints the usage and exits 0). And a script's command as a function, so tests can run it in
// their own process (tests/unit/run-script.ts runInProcess).
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'
import { ConfigError } from './env.ts'

export class HelpRequested extends Error {}

/**
 * The flags' values and, when `positionals` allows them, the arguments that are not flags, with
 * --help / -h added to `options`.
 */
export function parseCommandLine(
  args: string[],
  options: ParseArgsOptionsConfig,
  usage: string,
  { positionals = false }: { positionals?: boolean } = {},
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: positionals,
    })
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}\n${usage}`)
  }
  if (parsed.values.help) throw new HelpRequested(usage)
  return {
    values: parsed.values as Record<string, string | boolean | undefined>,
    positionals: parsed.positionals,
  }
}

/** The flags' values (no positionals allowed), with --help / -h added to `options`. */
export function parseFlags(
  args: string[],
  options: ParseArgsOptionsConfig,
  usage: string,
): Record<string, string | boolean | undefined> {
  return parseCommandLine(args, options, usage).values
}

/** A script's command: arguments and environment in, exit code out, messages on stderr. */
export type Command = (args: string[], env: NodeJS.ProcessEnv) => Promise<number>

/**
 * The command of a script whose work is `main`: exit code 0 (--help: the usage on stdout), or
 * the line `failure` gives for the error (`<name> failed: <message>` unless told) on stderr and
 * the exit code `exitCode` gives (1 unless told).
 */
export function command(
  name: string,
  main: (args: string[], env: NodeJS.ProcessEnv) => Promise<void>,
  exitCode: (error: unknown) => number = () => 1,
  failure: (error: unknown) => string = (error) => `${name} failed: ${(error as Error).message}`,
): Command {
  return async (args, env) => {
    try {
      await main(args, env)
      return 0
    } catch (error) {
      if (error instanceof HelpRequested) {
        console.log(error.message)
        return 0
      }
      console.error(failure(error))
      return exitCode(error)
    }
  }
}

/** Runs a command with this process's arguments and environment, and exits with its code. */
export function runAsScript(run: Command): void {
  void run(process.argv.slice(2), process.env).then((code) => {
    process.exitCode = code
  })
}
