// Serves a static export exactly as Cloudflare Pages will: `wrangler pages dev` runs the site on Pages'
// own local runtime (workerd, from wrangler's npm package), which applies _headers and _redirects,
// answers unknown paths with 404.html and adds and drops slashes as Pages does. `npm start` and
// `npm run serve` (scripts/serve.ts) use it on 127.0.0.1:3000; the browser tests, the build-level tests and the
// benchmark start it through startServer. It runs offline (offlineWranglerEnv).
//
// A server for people's browsers over plain http (`local: true`: `npm start`, `npm run serve`, the
// browser tests) puts a small proxy in front of wrangler that sends every answer as wrangler gave
// it except for one directive: the site-wide policy goes without upgrade-insecure-requests
// (csp.ts policyOverPlainHttp), which holds only where pages come over https. Safari applies it to
// loopback as well, and over http it would run no island. The hosts, and the tests and checks
// that serve the build as they do (the default), send the policy whole.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import {
  Agent,
  createServer as createHttpServer,
  request as httpRequest,
  type Server,
} from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { policyOverPlainHttp } from '../finishing/index.ts'
import { repoRoot } from '../lib/env.ts'
import { outDir } from '../lib/export-files.ts'
import { heldPortProblem } from '../lib/ports.ts'
import { spawnTethered } from '../lib/tether.ts'

const wranglerBin = join(repoRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js')

/**
 * What keeps wrangler on this machine: no usage metrics or error reports sent, no banner (whose
 * update check asks the npm registry), no download of Cloudflare's sample Request.cf data (a
 * built-in placeholder stands in; the site does not read it). Pages dev needs no login. The rest
 * of the environment passes through.
 */
const offlineWranglerEnv = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
}

export type RunningServer = { url: string; close: () => Promise<void> }

/**
 * What a local server saw of one request: its answer's status, or `unreadable` when what came
 * in was no HTTP request (a browser that asked for https: on this plain-http port, say).
 */
export type ServedRequest =
  | { method: string; path: string; status: number }
  | { unreadable: string }

/** A TCP port free on `host` right now (the OS's pick), for wrangler, which takes no port 0. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2000) })
    return response.status < 500
  } catch {
    return false
  }
}

/**
 * Starts `wrangler pages dev <root>` on host:port (a free port for port 0) and resolves once it
 * answers; rejects with wrangler's output if it exits or does not answer within `timeoutMs` (a
 * limit for a hung wrangler: it starts in seconds on a quiet machine, but has taken more than a
 * minute under the whole of npm test on a busy one).
 * close() stops wrangler and its workerd and removes its scratch state.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (options.local) return startLocalServer(options)
  // A free port is only free until someone takes it: between freePort() and wrangler's bind,
  // another process (any outgoing connection's own port, on a busy machine) can. Only a port
  // chosen here is chosen again; a port asked for by number fails at once.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnce(options)
    } catch (error) {
      const taken = /Address already in use/.test((error as Error).message)
      if (!taken || (options.port ?? 3000) !== 0 || attempt === 3) throw error
    }
  }
}

type ServerOptions = Parameters<typeof startServerOnce>[0] & {
  /**
   * For people's browsers over plain http (npm start, npm run serve, the browser tests): the
   * site-wide policy without upgrade-insecure-requests, every other header and byte as the host's.
   */
  local?: boolean
  /** Told of every request the local server answers (local only): the browser tests' record. */
  onRequest?: (request: ServedRequest) => void
}

/**
 * The local server's front: every request passed to `target` as it came, every answer passed back
 * with only the policy's upgrade-insecure-requests taken out (policyOverPlainHttp). A GET or HEAD
 * whose kept-alive connection the upstream closed as it went out (its reset, before any answer)
 * is sent once more, as a browser does; anything else that fails answers 502 with the cause.
 */
export function plainHttpProxy(
  target: URL,
  agent: Agent,
  onRequest?: (request: ServedRequest) => void,
): Server {
  return createHttpServer((request, response) => {
    const path = request.url ?? '/'
    const method = request.method ?? 'GET'
    const idempotent = method === 'GET' || method === 'HEAD'
    const send = (attempt: number) => {
      const forward = httpRequest(
        { host: target.hostname, port: target.port, method, path, headers: request.headers, agent },
        (answer) => {
          const headers = { ...answer.headers }
          // The proxy's own connection handling; the body and its length are unchanged.
          for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete headers[name]
          const policy = headers['content-security-policy']
          if (typeof policy === 'string')
            headers['content-security-policy'] = policyOverPlainHttp(policy)
          const status = answer.statusCode ?? 502
          response.writeHead(status, answer.statusMessage, headers)
          answer.pipe(response)
          onRequest?.({ method, path, status })
        },
      )
      forward.on('error', (error) => {
        if (idempotent && attempt === 1 && !response.headersSent) {
          send(2)
          return
        }
        onRequest?.({ method, path, status: 502 })
        if (response.headersSent) response.destroy()
        else response.writeHead(502, { 'content-type': 'text/plain' }).end(`${error.message}\n`)
      })
      if (idempotent) forward.end()
      else request.pipe(forward)
    }
    send(1)
  })
}

/**
 * startServer for a local server: wrangler on a port of its own on 127.0.0.1, and in front of it,
 * on `host:port`, a proxy that changes nothing but the policy's upgrade-insecure-requests.
 */
async function startLocalServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { port = 3000, host = '127.0.0.1', onRequest, local: _local, ...rest } = options
  const upstream = await startServer({ ...rest, port: 0, host: '127.0.0.1' })
  let front: RunningServer
  try {
    front = await startLocalFront(upstream.url, { port, host, ...(onRequest ? { onRequest } : {}) })
  } catch (error) {
    await upstream.close()
    throw error
  }
  return {
    url: front.url,
    close: async () => {
      await front.close()
      await upstream.close()
    },
  }
}

/**
 * The local server's front on `host:port`, before the wrangler at `upstreamUrl`: what
 * startServer({ local: true }) puts before the wrangler it starts, and a test before one already
 * running (a wrangler start is seconds of CPU). Its close() stops the front, not wrangler.
 */
export async function startLocalFront(
  upstreamUrl: string,
  {
    port = 3000,
    host = '127.0.0.1',
    onRequest,
  }: Pick<ServerOptions, 'port' | 'host' | 'onRequest'> = {},
): Promise<RunningServer> {
  const target = new URL(upstreamUrl)
  const agent = new Agent({ keepAlive: true })
  const front = plainHttpProxy(target, agent, onRequest)
  front.on('clientError', (error: Error & { code?: string }, socket) => {
    // A request Node could not parse (HPE_…): a TLS handshake, which starts with byte 0x16, is a
    // browser that upgraded an http: address to https:. A connection the browser dropped
    // (ECONNRESET, EPIPE) is no request at all.
    if (error.code?.startsWith('HPE_')) onRequest?.({ unreadable: error.code })
    socket.destroy()
  })
  try {
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject)
      front.listen(port, host, () => resolve())
    })
  } catch (error) {
    agent.destroy()
    throw error
  }
  const address = front.address()
  const listening = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${listening}`,
    close: async () => {
      front.closeAllConnections()
      await new Promise<void>((resolve) => front.close(() => resolve()))
      agent.destroy()
    },
  }
}

async function startServerOnce({
  root = outDir,
  port = 3000,
  host = '127.0.0.1',
  timeoutMs = 300_000,
  stdio = 'pipe',
  ownGroup = true,
}: {
  root?: string
  port?: number
  host?: string
  timeoutMs?: number
  /** 'inherit' prints wrangler's own output (npm start); 'pipe' keeps it for error messages. */
  stdio?: 'pipe' | 'inherit'
  /**
   * Run wrangler (and its workerd) in a process group of its own, which close() stops whole.
   * `npm start` keeps them in its own group instead, so that whoever stops it (Ctrl+C, or the
   * browser tests' runner, which kills the server's whole group) stops them too.
   */
  ownGroup?: boolean
} = {}): Promise<RunningServer> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: run "npm run build" first.`)
  }
  // A port asked for by number and already held: say by whom, before wrangler's seconds of start.
  const held = port === 0 ? undefined : await heldPortProblem(port, 'wrangler pages dev', host)
  if (held) throw new Error(held)
  const chosenPort = port === 0 ? await freePort(host) : port
  const inspectorPort = await freePort('127.0.0.1')
  // Its own state folder (Pages dev keeps a cache there), so two servers never share one.
  const state = mkdtempSync(join(tmpdir(), 'pages-dev-'))
  const args = [
    wranglerBin,
    'pages',
    'dev',
    root,
    '--ip',
    host,
    '--port',
    String(chosenPort),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    state,
    '--show-interactive-dev-session=false',
    '--log-level',
    stdio === 'inherit' ? 'info' : 'warn',
  ]
  const options = {
    // wrangler.toml (the Pages project's settings: its compatibility date) is read from here.
    cwd: repoRoot,
    env: { ...process.env, ...offlineWranglerEnv },
    stdio: ['ignore', stdio, stdio] as ['ignore', typeof stdio, typeof stdio],
  }
  // In a group of its own, tethered: wrangler and its workerd stop with this process, however
  // it ends (a test runner killing a worker, say), not only when close() is called.
  const child: ChildProcess = ownGroup
    ? spawnTethered(process.execPath, args, options)
    : spawn(process.execPath, args, options)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  let exited: number | string | null | undefined
  // If this process ends first (a test runner giving up on a slow start, say), wrangler and its
  // workerd end with it rather than outlive it (at once, and through the tether if this process
  // is killed without running its exit handlers).
  const stopWithUs = () => {
    if (exited === undefined && child.pid && ownGroup) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  }
  process.once('exit', stopWithUs)
  child.on('exit', (code, signal) => {
    exited = code ?? signal
    process.off('exit', stopWithUs)
  })
  const stop = async () => {
    if (exited === undefined && child.pid) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      try {
        process.kill(ownGroup ? -child.pid : child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (exited === undefined) {
        try {
          process.kill(ownGroup ? -child.pid : child.pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
    }
    rmSync(state, { recursive: true, force: true })
  }
  const url = `http://${host}:${chosenPort}`
  const started = Date.now()
  while (!(await answers(`${url}/`))) {
    if (exited !== undefined || Date.now() - started > timeoutMs) {
      await stop()
      const why = exited !== undefined ? `exited (${exited})` : `did not answer in ${timeoutMs} ms`
      throw new Error(`wrangler pages dev ${why}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, close: stop }
}
