// `npm run serve` (and `npm start` after the build): web/out on 127.0.0.1:3000 as Cloudflare
// Pages serves it (scripts/host/site-server.ts), until Ctrl+C. Over plain http, as any local
// server: the site-wide policy without upgrade-insecure-requests, so Safari runs the islands too.
import { parseArgs } from 'node:util'
import { localPorts, port as portSetting } from '../web/lib/settings.ts'
import { startServer } from './host/index.ts'
import { loadDotEnv } from './lib/env.ts'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, host: { type: 'string' } },
  })
  loadDotEnv()
  const port =
    values.port === undefined
      ? portSetting('PORT', process.env.PORT, localPorts.site)
      : portSetting('--port', values.port, localPorts.site)
  const running = await startServer({
    port,
    host: values.host,
    stdio: 'inherit',
    ownGroup: false,
    local: true,
  })
  console.log(
    `Serving web/out on ${running.url} as Cloudflare Pages does, over plain http (Ctrl+C to stop)`,
  )
  const stop = () => void running.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`serve: ${(error as Error).message}`)
    process.exitCode = 1
  })
}
