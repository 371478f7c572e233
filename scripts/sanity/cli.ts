// The Sanity CLI, as `npm run setup` uses it: its login (`sanity login`, and the token it stores
// in its own config) and `sanity deploy`. One function runs the CLI, so a test can stand in for
// it: Sanity's hosting and sign-in cannot be reached from a test.
import { resolve } from 'node:path'
import { repoRoot } from '../lib/env.ts'
import { runCommandToEnd } from '../lib/run-command.ts'

/** Where the Studio (and its sanity.cli.ts) lives: the CLI runs there. */
const studioDir = resolve(repoRoot, 'studio')

/**
 * Runs `sanity <args>` in studio/. Interactive runs (login opens a browser and asks) share this
 * terminal; others print as they go and keep the output. Resolves with the output; rejects
 * with a CliFailure carrying the exit code and the output.
 */
export type SanityCliCall = (
  args: string[],
  options: { env: NodeJS.ProcessEnv; interactive: boolean },
) => Promise<string>

export class CliFailure extends Error {
  override name = 'CliFailure'
  readonly output: string
  constructor(args: string[], code: number | null, output: string) {
    super(`\`sanity ${args.join(' ')}\` failed (exit ${code})`)
    this.output = output
  }
}

/** The project's own Sanity CLI (the @sanity/cli the Studio installs), on the project's Node. */
export const runSanityCli: SanityCliCall = async (args, { env, interactive }) => {
  const { code, output } = await runCommandToEnd(
    process.execPath,
    [resolve(repoRoot, 'node_modules/.bin/sanity'), ...args],
    {
      cwd: studioDir,
      env,
      stdio: interactive ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      echo: process.stderr,
    },
  )
  if (code !== 0) throw new CliFailure(args, code, output)
  return output
}

/**
 * The token `sanity login` stored, read by the CLI's own code (@sanity/cli-core: its config file,
 * ~/.config/sanity/config.json, or SANITY_CLI_CONFIG_PATH). Loaded only when needed: it is large.
 */
export async function storedLoginToken(): Promise<string | undefined> {
  const { getCliUserConfig } = await import('@sanity/cli-core')
  return getCliUserConfig('authToken')?.trim() || undefined
}
