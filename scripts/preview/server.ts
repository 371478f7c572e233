// The preview server (`npm run preview`, scripts/preview.ts): the same Next app as the site,
// built as a server (PREVIEW_SERVER=1: no static export, its own dist dir web/.next-preview, so
// web/out and web/.next are never touched), run by `next start` on a private port on 127.0.0.1
// with only the variables it reads (settings.ts), and in front of it the front server
// (front-server.ts), which lets in only staff and gives every response the preview's headers.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { freePort } from '../host/index.ts'
import { repoRoot } from '../lib/env.ts'
import { frontServer } from './front-server.ts'
import type { PreviewSettings } from './settings.ts'

const webDir = join(repoRoot, 'web')
const nextBin = join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

/**
 * Where `next build` writes the preview (distDir in web/next.config.ts): web/.next-preview, or
 * NEXT_DIST_DIR (relative to web/) for a preview built beside another, as the Studio's browser
 * test builds its own while the build-level preview test builds the default one.
 */
function distDir(env: NodeJS.ProcessEnv): string {
  return join(webDir, env.NEXT_DIST_DIR?.trim() || '.next-preview')
}

/** The value Next's draft-mode cookie must hold: the build's preview-mode id. */
function previewModeId(env: NodeJS.ProcessEnv): string {
  const dir = distDir(env)
  const manifest = JSON.parse(readFileSync(join(dir, 'prerender-manifest.json'), 'utf8')) as {
    preview?: { previewModeId?: string }
  }
  const id = manifest.preview?.previewModeId
  if (!id) throw new Error(`${dir}/prerender-manifest.json has no preview-mode id`)
  return id
}

/** Builds the preview with `next build`, in the environment `env` (settings.ts nextEnv). */
export function buildPreview(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: webDir,
      env,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed (exit ${code})`)),
    )
  })
}

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

async function listen(server: Server, port: number, host?: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return (server.address() as AddressInfo).port
}

export type RunningPreview = {
  /** The port the front server listens on. */
  port: number
  /** The front server. */
  server: Server
  /** `next start`, behind it: when it stops, the preview cannot answer. */
  next: ChildProcess
  /** Stops the front server and Next. */
  close: () => void
}

/**
 * Starts the last build of the preview: `next start` on a free port of 127.0.0.1 in the
 * environment `env` (settings.ts nextEnv), stopped when this process exits, and the front server
 * on `port` (0: any free one) and `host` (undefined: every interface).
 */
export async function startPreview(
  settings: PreviewSettings,
  { port, host, env }: { port: number; host: string | undefined; env: NodeJS.ProcessEnv },
): Promise<RunningPreview> {
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

  const server = frontServer(upstreamPort, settings, previewModeId(env))
  const boundPort = await listen(server, port, host)
  return {
    port: boundPort,
    server,
    next,
    close: () => {
      server.close()
      stopNext()
    },
  }
}
