// `npm run preview`: the draft preview of the site, for the Studio's Presentation tool, on port
// 3001 (PREVIEW_PORT or --port to change). Never the public site, which stays a static export.
//
// 1. Builds the same Next app as a server (PREVIEW_SERVER=1: no static export, its own dist dir
//    web/.next-preview, so web/out and web/.next are never touched). --skip-build starts the
//    last build; --build-only stops after building (hosts with a separate build step).
// 2. Runs `next start` on a private port on 127.0.0.1, with only the variables it reads, and in
//    front of it this process's server, which lets in only staff (scripts/preview/gate.ts:
//    the Studio's handshake route, rate-limited, and browsers holding the draft-mode cookie it
//    sets; anyone else gets a page saying to open the preview from the Studio), gives every
//    response the static site's security headers (scripts/lib/*), hashes each page's inline
//    scripts and styles into its Content-Security-Policy as the static build does, lets only the
//    Studio (SANITY_STUDIO_URL) frame the preview and pictures come from Sanity's image CDN (the
//    content layer links them there), adds X-Robots-Tag: noindex and compresses.
//
// Needs SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_READ_TOKEN (a Viewer token: it reads
// drafts and checks the Studio's preview secret; it stays in this server) and SANITY_STUDIO_URL.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import compression from 'compression'
import {
  isLoopbackHost,
  localPorts,
  port as portSetting,
  type SanityConnection,
  SettingsError,
  sanityConnection,
  studioOrigin,
} from '../web/lib/settings.ts'
import { loadDotEnv, repoRoot } from './lib/env.ts'
import {
  cameOverHttps,
  hasDraftMode,
  isEnablePath,
  openFromStudioPage,
  previewHeaderPolicy,
  previewHeaders,
  RateLimit,
  sanityImageCdn,
  withPreviewPolicy,
} from './preview/index.ts'

const webDir = join(repoRoot, 'web')
/**
 * Where `next build` writes the preview (distDir in web/next.config.ts): web/.next-preview, or
 * NEXT_DIST_DIR (relative to web/) for a preview built beside another, as the Studio's browser
 * test builds its own while the build-level preview test builds the default one.
 */
const distDir = join(webDir, process.env.NEXT_DIST_DIR?.trim() || '.next-preview')
const nextBin = join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

// Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own business; the length changes when a
// page is compressed; Next's own policy headers, should it ever send any, are replaced by ours.
const UNFORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-security-policy',
  'x-frame-options',
])

export type PreviewSettings = {
  connection: SanityConnection
  studioOrigin: string
  /** Where the pages' pictures come from: Sanity's image CDN, or the tests' stand-in. */
  imageOrigin: string
}

/** The preview's settings from the environment, or a SettingsError naming what to set. */
export function previewSettings(env: NodeJS.ProcessEnv): PreviewSettings {
  const connection = sanityConnection(env, 'SANITY_API_READ_TOKEN')
  if (!connection.token) {
    throw new SettingsError(
      'SANITY_API_READ_TOKEN',
      undefined,
      'is not set: the preview reads drafts, which only a token can',
      "Create a Viewer token (sanity.io/manage → API → Tokens) and set it in the preview server's environment.",
    )
  }
  return {
    connection,
    studioOrigin: studioOrigin(env.SANITY_STUDIO_URL),
    imageOrigin: connection.apiHost ?? sanityImageCdn,
  }
}

/** What Node itself and Next's build read from the machine's environment. */
const SYSTEM_VARIABLES = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']

/**
 * The environment Next builds and runs with: only what it reads (the settings, checked and
 * normalised, and the preview switch), never the rest of this process's environment (a write
 * token, the host's own secrets).
 */
export function nextEnv(
  { connection, studioOrigin }: PreviewSettings,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const passed: NodeJS.ProcessEnv = {}
  for (const name of [...SYSTEM_VARIABLES, 'SITE_URL', 'NEXT_SKIP_TYPECHECK', 'NEXT_DIST_DIR']) {
    if (env[name]) passed[name] = env[name]
  }
  return {
    ...passed,
    PREVIEW_SERVER: '1',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SANITY_PROJECT_ID: connection.projectId,
    SANITY_DATASET: connection.dataset,
    SANITY_API_READ_TOKEN: connection.token,
    ...(connection.apiHost ? { SANITY_API_HOST: connection.apiHost } : {}),
    // Its origin, as @sanity/visual-editing needs it (a trailing slash breaks click to edit).
    SANITY_STUDIO_URL: studioOrigin,
  }
}

/** The value Next's draft-mode cookie must hold: the build's preview-mode id. */
function previewModeId(): string {
  const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    preview?: { previewModeId?: string }
  }
  const id = manifest.preview?.previewModeId
  if (!id) throw new Error(`${distDir}/prerender-manifest.json has no preview-mode id`)
  return id
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], {
      cwd: webDir,
      env,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`next ${args[0]} failed (exit ${code})`)),
    )
  })
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** Resolves once something answers HTTP on the port; rejects if the child dies first. */
async function waitForHttp(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (code ${child.exitCode})`)
    const answered = await new Promise<boolean>((resolve) => {
      const probe = httpRequest(
        { host: '127.0.0.1', port, path: '/favicon.ico', method: 'HEAD' },
        (res) => {
          res.resume()
          resolve(true)
        },
      )
      probe.on('error', () => resolve(false))
      probe.end()
    })
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`next start did not answer on 127.0.0.1:${port} within ${timeoutMs / 1000} s`)
}

function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !UNFORWARDED.has(name)) out[name] = value
  }
  return out
}

/** Handshakes one address may start per minute: an editor opens a few pages a minute. */
const HANDSHAKES_PER_MINUTE = 30
/** Paths whose policy problems have been logged (once each), at most this many. */
const MAX_REPORTED_PATHS = 1000

/**
 * The front server: lets in the handshake (rate-limited) and browsers in draft mode
 * (`draftModeId`, Next's draft-mode cookie value), forwards them to Next on `upstreamPort`, and
 * gives every response the preview's headers.
 */
export function frontServer(
  upstreamPort: number,
  { studioOrigin: frameOrigin, imageOrigin }: Pick<PreviewSettings, 'studioOrigin' | 'imageOrigin'>,
  draftModeId: string,
): Server {
  const compress = compression()
  const reported = new Set<string>()
  const handshakes = new RateLimit(HANDSHAKES_PER_MINUTE, 60_000)
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://preview').pathname
    // upgrade-insecure-requests only where the page came over https (the host's proxy says so).
    const https = cameOverHttps(request.headers['x-forwarded-proto'])
    const always: [string, string][] = [
      ...previewHeaders(),
      ['Content-Security-Policy', previewHeaderPolicy(frameOrigin, { https })],
    ]
    const refuse = (status: number, type: string, body: string, extra = {}) => {
      response.writeHead(status, {
        ...Object.fromEntries(always),
        'content-type': type,
        'cache-control': 'no-store',
        ...extra,
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    }
    if (isEnablePath(path)) {
      const wait = handshakes.take(request.socket.remoteAddress ?? '')
      if (wait > 0) {
        refuse(
          429,
          'text/plain; charset=utf-8',
          'Too many preview links opened: try again in a minute.\n',
          {
            'retry-after': String(wait),
          },
        )
        return
      }
    } else if (!hasDraftMode(request.headers.cookie, draftModeId)) {
      const page = withPreviewPolicy({ text: openFromStudioPage(frameOrigin), path }, imageOrigin)
      refuse(401, 'text/html; charset=utf-8', page.text)
      return
    }
    compress(request as never, response as never, () => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: request.method,
          path: request.url,
          // Next must answer uncompressed: HTML is read here to hash its inline scripts and styles.
          headers: { ...forwardedHeaders(request.headers), 'accept-encoding': 'identity' },
        },
        (answer) => {
          const headers = forwardedHeaders(answer.headers)
          for (const [name, value] of always) headers[name] = value
          const isHtml = /^text\/html\b/i.test(String(answer.headers['content-type'] ?? ''))
          if (!isHtml) {
            response.writeHead(answer.statusCode ?? 502, headers)
            answer.pipe(response)
            return
          }
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let page: ReturnType<typeof withPreviewPolicy>
            try {
              page = withPreviewPolicy({ text, path }, imageOrigin)
            } catch (error) {
              // A page the policy cannot be written into (no <head>) is not sent without one.
              console.error(`preview: ${path}: ${(error as Error).message}`)
              refuse(500, 'text/plain; charset=utf-8', 'The preview could not show this page.\n')
              return
            }
            if (page.problems.length > 0 && !reported.has(path)) {
              if (reported.size >= MAX_REPORTED_PATHS) reported.clear()
              reported.add(path)
              console.error(
                `preview: ${path} holds what a strict policy blocks:\n  ${page.problems.join('\n  ')}`,
              )
            }
            response.writeHead(answer.statusCode ?? 502, headers)
            response.end(page.text)
          })
          answer.on('error', () => response.destroy())
        },
      )
      upstream.on('error', (error) => {
        console.error(`preview: ${path}: Next did not answer: ${error.message}`)
        if (response.headersSent) {
          response.destroy()
          return
        }
        refuse(
          502,
          'text/plain; charset=utf-8',
          'The preview is not available at the moment: try again in a minute.\n',
        )
      })
      request.pipe(upstream)
    })
  })
}

/**
 * Where the server listens: `--host`, else every interface, as a host runs it. On a Content Lake
 * on this computer (`npm run studio` without a Sanity project: local content, whose lake asks no
 * password), 127.0.0.1 only, so no other computer on the network reaches its drafts; a `--host`
 * that would let one in is refused.
 */
export function listenHost(
  host: string | undefined,
  settings: PreviewSettings,
): string | undefined {
  const apiHost = settings.connection.apiHost
  if (!apiHost || !isLoopbackHost(new URL(apiHost).hostname)) return host
  if (host === undefined) return '127.0.0.1'
  if (isLoopbackHost(host)) return host
  throw new SettingsError(
    '--host',
    host,
    `would open the preview of local content (SANITY_API_HOST ${apiHost}) to the network, and its Content Lake asks no password`,
    'Leave --host out: the preview of local content listens on 127.0.0.1 only.',
  )
}

async function listen(server: Server, port: number, host?: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return (server.address() as AddressInfo).port
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      'skip-build': { type: 'boolean' },
      'build-only': { type: 'boolean' },
    },
  })
  loadDotEnv()
  const settings = previewSettings(process.env)
  const port =
    values.port === undefined
      ? portSetting('PREVIEW_PORT', process.env.PREVIEW_PORT, localPorts.preview)
      : portSetting('--port', values.port, localPorts.preview)
  const host = listenHost(values.host, settings)
  const env = nextEnv(settings)
  if (!values['skip-build']) await run(['build'], env)
  if (values['build-only']) return

  const upstreamPort = await freePort()
  const next = spawn(
    process.execPath,
    [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(upstreamPort)],
    {
      cwd: webDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const stopNext = () => {
    if (next.exitCode === null) next.kill('SIGTERM')
  }
  process.on('exit', stopNext)
  await waitForHttp(upstreamPort, next)

  const server = frontServer(upstreamPort, settings, previewModeId())
  const boundPort = await listen(server, port, host)
  const shown = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost'
  console.log(`Preview server on http://${shown}:${boundPort} (Ctrl+C to stop)`)

  next.on('exit', (code) => {
    console.error(`preview: next start stopped (exit ${code}); stopping.`)
    server.close()
    process.exitCode = 1
  })
  const stop = () => {
    server.close()
    stopNext()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code
    const known = error instanceof SettingsError
    console.error(
      code === 'EADDRINUSE'
        ? 'preview: the port is already in use; stop the other server or set PREVIEW_PORT (or --port).'
        : `preview: ${known ? (error as Error).message : (error as Error).stack}`,
    )
    process.exit(1)
  })
}
