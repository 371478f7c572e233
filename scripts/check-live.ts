// npm run check-live -- <site address> [--studio <Studio address>] [--wait <seconds>]
// The deployed site checks itself: fetches the live site and reports, one line per check, what a
// visitor, a search engine and the Studio get from it (scripts/live-checks/checks.ts), then a
// summary. Exit code 0 when every check passes, 1 when one fails or the site cannot be reached,
// 2 for a wrong flag or a missing or malformed address.
import { SettingsError, webAddress } from '../web/lib/settings.ts'
import { studioOriginFor } from './build/index.ts'
import { command, parseCommandLine, runAsScript } from './lib/command-line.ts'
import { ConfigError, loadDotEnv } from './lib/env.ts'
import { answerWaitMs, checkLiveSite, formatReport } from './live-checks/index.ts'

export const usage = `Usage: npm run check-live -- <site address> [--studio <Studio address>] [--wait <seconds>]
  <site address>   the live site, as visitors reach it: https://www.example.co.uk
  --studio URL     the Studio's address, the one origin /build.json must let read it
                   (default: SANITY_STUDIO_URL, from the environment or .env)
  --wait SECONDS   how long to wait for each answer before calling it missing (default ${answerWaitMs / 1000}):
                   more on a slow connection
Exit code 0 when every check passes, 1 when one fails or the site cannot be reached.`

class ChecksFailed extends Error {}

/** --wait: a number of seconds above 0 (decimals allowed), in milliseconds. */
function waitMs(given: string | boolean | undefined): number {
  const seconds = given === undefined ? answerWaitMs / 1000 : Number(given)
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new ConfigError(`--wait takes a number of seconds above 0, not "${given}".\n${usage}`)
  }
  return seconds * 1000
}

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { values, positionals } = parseCommandLine(
    args,
    { studio: { type: 'string' }, wait: { type: 'string' } },
    usage,
    {
      positionals: true,
    },
  )
  const timeoutMs = waitMs(values.wait)
  if (positionals.length !== 1) {
    throw new ConfigError(
      `${positionals.length === 0 ? "Give the live site's address" : `Give one site address, not ${positionals.length} (${positionals.join(' ')})`}.\n${usage}`,
    )
  }
  let origin: string
  let studio: string | undefined
  try {
    // The settings' rules for a web address: the site's root (a bare host gets its https://
    // suggested), and the Studio's origin, a page of it pasted whole included.
    const site = positionals[0] as string
    const example = site.includes('://') ? 'https://www.example.co.uk' : `https://${site}`
    origin = webAddress('the site address', site, { path: 'refuse', example })
    studio =
      values.studio === undefined
        ? studioOriginFor(env)
        : webAddress('--studio', String(values.studio), {
            path: 'drop',
            example: 'https://kerbside.sanity.studio',
          })
  } catch (error) {
    if (error instanceof SettingsError) throw new ConfigError(error.message)
    throw error
  }
  console.log(`check-live: ${origin}${studio ? ` (the Studio at ${studio})` : ''}`)
  const { lines, passed } = formatReport(origin, await checkLiveSite(origin, studio, { timeoutMs }))
  const summary = lines.pop() as string
  for (const line of lines) console.log(line)
  if (!passed) throw new ChecksFailed(summary)
  console.log(summary)
}

/** The check as a function (tests run it in their own process): 2 for a wrong command line. */
export const checkLiveCommand = command('check-live', main, (error) =>
  error instanceof ConfigError ? 2 : 1,
)

if (import.meta.main) {
  loadDotEnv()
  runAsScript(checkLiveCommand)
}
