// `npm run preview`: the draft preview of the site, for the Studio's Presentation tool, on port
// 3001 (PREVIEW_PORT or --port to change). Never the public site, which stays a static export.
//
// 1. Builds the same Next app as a server (scripts/preview/server.ts). --skip-build starts the
//    last build; --build-only stops after building (hosts with a separate build step).
// 2. Runs it on a private port on 127.0.0.1, and in front of it the front server
//    (scripts/preview/front-server.ts), which lets in only staff (scripts/preview/gate.ts), gives
//    every response the static site's security headers and a page's Content-Security-Policy,
//    lets only the Studio (SANITY_STUDIO_URL) frame the preview, adds X-Robots-Tag: noindex and
//    compresses.
//
// Needs SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_READ_TOKEN (a Viewer token: it reads
// drafts and checks the Studio's preview secret; it stays in this server) and SANITY_STUDIO_URL.
import { localPorts, port as portSetting, SettingsError } from '../web/lib/settings.ts'
import { command, parseFlags } from './lib/command-line.ts'
import { ConfigError, loadDotEnv } from './lib/env.ts'
import {
  buildPreview,
  listenHost,
  nextEnv,
  previewSettings,
  startPreview,
} from './preview/index.ts'

const usage = `Usage: npm run preview [-- --port N] [--host HOST] [--skip-build | --build-only]
  (the draft preview for the Studio; needs SANITY_PROJECT_ID, SANITY_DATASET,
  SANITY_API_READ_TOKEN and SANITY_STUDIO_URL)
  --port, -p N  listen on port N (default PREVIEW_PORT, else ${localPorts.preview})
  --host HOST   listen on HOST only (default every interface; 127.0.0.1 on local content)
  --skip-build  start the last build
  --build-only  build, then stop (hosts with a separate build step)`

/** The message a failure prints: a setting's or a flag's as it is, any other with its stack. */
function failure(error: unknown): string {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return 'preview: the port is already in use; stop the other server or set PREVIEW_PORT (or --port).'
  }
  const known = error instanceof SettingsError || error instanceof ConfigError
  return `preview: ${known ? (error as Error).message : (error as Error).stack}`
}

/** The preview server as a function: it keeps running (until Ctrl+C) after it returns 0. */
export const previewCommand = command(
  'preview',
  async (args, env) => {
    const flags = parseFlags(
      args,
      {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        'skip-build': { type: 'boolean' },
        'build-only': { type: 'boolean' },
      },
      usage,
    )
    const settings = previewSettings(env)
    const port =
      flags.port === undefined
        ? portSetting('PREVIEW_PORT', env.PREVIEW_PORT, localPorts.preview)
        : portSetting('--port', String(flags.port), localPorts.preview)
    const host = listenHost(flags.host === undefined ? undefined : String(flags.host), settings)
    const nextEnvironment = nextEnv(settings, env)
    if (!flags['skip-build']) await buildPreview(nextEnvironment)
    if (flags['build-only']) return

    const running = await startPreview(settings, { port, host, env: nextEnvironment })
    const shown = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost'
    console.log(`Preview server on http://${shown}:${running.port} (Ctrl+C to stop)`)
    running.next.on('exit', (code) => {
      console.error(`preview: next start stopped (exit ${code}); stopping.`)
      running.server.close()
      process.exitCode = 1
    })
    const stop = () => {
      running.close()
      process.exit(0)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  },
  () => 1,
  failure,
)

if (import.meta.main) {
  loadDotEnv()
  // A failure exits at once: `next start` may be running, and stops with this process.
  void previewCommand(process.argv.slice(2), process.env).then((code) => {
    if (code !== 0) process.exit(code)
  })
}
