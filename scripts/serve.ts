// `npm run serve` (and `npm start` after the build): web/out on 127.0.0.1:3000 as Cloudflare
// Pages serves it (scripts/host/site-server.ts), until Ctrl+C, or until the process that started
// it is gone (the browser tests' runner, killed outright, say).
import { localPorts, port as portSetting } from '../web/lib/settings.ts'
import { startServer } from './host/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { loadDotEnv } from './lib/env.ts'
import { onParentGone } from './lib/tether.ts'

const usage = `Usage: npm run serve [-- --port N] [--host HOST]
  (web/out as Cloudflare Pages serves it, until Ctrl+C)
  --port, -p N  listen on port N (default PORT, else ${localPorts.site})
  --host HOST   listen on HOST (default 127.0.0.1)`

/** The server as a function: it keeps serving (until Ctrl+C) after it returns 0. */
export const serveCommand = command(
  'serve',
  async (args, env) => {
    const flags = parseFlags(
      args,
      { port: { type: 'string', short: 'p' }, host: { type: 'string' } },
      usage,
    )
    const port =
      flags.port === undefined
        ? portSetting('PORT', env.PORT, localPorts.site)
        : portSetting('--port', String(flags.port), localPorts.site)
    const running = await startServer({
      port,
      host: flags.host === undefined ? undefined : String(flags.host),
      stdio: 'inherit',
      ownGroup: false,
      // Over plain http: the policy without upgrade-insecure-requests, so Safari runs the islands.
      local: true,
    })
    console.log(
      `Serving web/out on ${running.url} as Cloudflare Pages does, over plain http (Ctrl+C to stop)`,
    )
    const stop = () => void running.close().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    onParentGone(stop)
  },
  () => 1,
  (error) => `serve: ${(error as Error).message}`,
)

if (import.meta.main) {
  loadDotEnv()
  runAsScript(serveCommand)
}
