// A local host for the bench's Publish chain (scripts/bench/publish.ts): a deploy hook on
// 127.0.0.1 that builds this checkout as the hosts do and serves the result on Cloudflare Pages'
// runtime (wrangler pages dev, site-server.ts).
//
// A build, as a host runs one: the checkout without anything a fresh clone lacks (the build
// outputs git ignores; node_modules stays, as the hosts keep dependencies while the lockfile is
// unchanged), then what the host keeps between builds put back, then netlify.toml's build command
// with the host's variables, then what it keeps saved, then the publish folder deployed:
//   - 'netlify': netlify.toml's build plugins run around the command with `utils.cache` made by
//     Netlify's own @netlify/cache-utils (a folder the plugins save is what the next build finds);
//     one build at a time; a hook call while one runs is queued, and when it ends every queued
//     build but the last is skipped (docs/preview-and-publishing.md says where that comes from).
//   - 'cloudflare-pages': no plugins; Pages' build cache keeps `.next/cache` (its documented
//     folder for Next.js: web/.next/cache here, with the picture cache pointed into it); one build
//     per hook call, one at a time, none skipped.
// The deploy copies the files whose bytes changed into the folder wrangler serves and removes
// those the build no longer has, the build record last (Netlify uploads only files whose digest
// changed; wrangler reads the folder as it is, and reloads _headers and _redirects when they
// change): the new build record is served only once everything else is.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { bindOpts } from '@netlify/cache-utils'
import { parse } from 'smol-toml'
import { buildRecordPath } from '../../web/lib/routes.ts'
import { copyFile } from '../build/index.ts'
import { freePort, type RunningServer, startServer } from '../host/index.ts'
import { repoRoot } from '../lib/env.ts'
import { builtFiles } from '../lib/export-files.ts'
import { lowerPriority } from '../lib/priority.ts'
import { runCommand } from '../lib/run-command.ts'

export type HostKind = 'netlify' | 'cloudflare-pages'

/** One build the host ran (or skipped), with its times in ms of performance.now(). */
export type HostBuild = {
  id: number
  /** When each hook call this build answers arrived. */
  calls: number[]
  skipped: boolean
  startedAt?: number
  /** When the build command ended, and when the deploy was served. */
  builtAt?: number
  deployedAt?: number
  /** Steps and their seconds: checkout, restore, install, the command's own steps, save, deploy. */
  steps: { name: string; seconds: number }[]
  /** CPU seconds of the build command's processes (user + system). */
  cpuSeconds?: number
  deploy?: { changed: number; removed: number; unchanged: number }
  ok?: boolean
  log: string
}

export type LocalHost = {
  kind: HostKind
  /** The deploy hook (POST). */
  hookUrl: string
  /** The site, served once the first deploy is done. */
  siteUrl: string
  builds: HostBuild[]
  /** Resolves when no build runs or waits. */
  idle(): Promise<void>
  close(): Promise<void>
}

type NetlifyToml = {
  build: { command: string; publish: string }
  plugins?: { package: string; inputs?: Record<string, unknown> }[]
}

/** The folders a fresh clone has none of: what the build writes, ignored by git. */
const buildOutputs = ['web/out', 'web/.next', 'web/.content', 'web/.cache', 'web/public/img']

/** This process's children's CPU seconds so far (/proc/self/stat: cutime + cstime; Linux). */
function childrenCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return Number.NaN
  }
}

function sha1(file: string): string {
  return createHash('sha1').update(readFileSync(file)).digest('hex')
}

/**
 * Puts `from` in place in `to` as Netlify's deploy does, by digest: files whose bytes changed are
 * copied, files gone are removed, the build record is written last.
 */
function deploy(from: string, to: string, digests: Map<string, string>): HostBuild['deploy'] {
  const record = buildRecordPath.slice(1)
  const files = builtFiles(from)
  const next = new Map<string, string>()
  let changed = 0
  let unchanged = 0
  for (const file of [...files.filter((name) => name !== record), record]) {
    if (!existsSync(join(from, file))) continue
    const digest = sha1(join(from, file))
    next.set(file, digest)
    if (digests.get(file) === digest && existsSync(join(to, file))) {
      unchanged += 1
      continue
    }
    const temporary = join(to, `${file}.deploying`)
    copyFile(join(from, file), temporary)
    renameSync(temporary, join(to, file))
    changed += 1
  }
  let removed = 0
  for (const file of digests.keys()) {
    if (next.has(file)) continue
    try {
      unlinkSync(join(to, file))
      removed += 1
    } catch {
      // Already gone.
    }
  }
  digests.clear()
  for (const [file, digest] of next) digests.set(file, digest)
  return { changed, removed, unchanged }
}

/**
 * Runs a command line in the checkout, in a process group of its own (`onStart` gets its pid),
 * keeping its output whether it succeeds or not.
 */
async function runBuildCommand(
  commandLine: string,
  env: NodeJS.ProcessEnv,
  onStart: (pid: number) => void,
): Promise<{ ok: boolean; output: string }> {
  const [program, ...args] = commandLine.split(/\s+/) as [string, ...string[]]
  // npm through the project's Node (the machine's may be older), as `npm run` in a script is.
  const npm = process.env.npm_execpath
  const [command, commandArgs] =
    program === 'npm' && npm ? [process.execPath, [npm, ...args]] : [program, args]
  try {
    const output = await runCommand(commandLine, command, commandArgs, {
      cwd: repoRoot,
      env,
      onStart,
      detached: true,
    })
    return { ok: true, output }
  } catch (error) {
    return { ok: false, output: (error as Error).message }
  }
}

export async function startLocalHost({
  kind,
  stateDir,
  env,
}: {
  kind: HostKind
  /** The host's own folders: its cache, the folder it serves, old checkouts' outputs. */
  stateDir: string
  /** The build's variables (the content source, the site's address...). */
  env: NodeJS.ProcessEnv
}): Promise<LocalHost> {
  const toml = parse(readFileSync(join(repoRoot, 'netlify.toml'), 'utf8')) as unknown as NetlifyToml
  const cacheDir = join(stateDir, 'cache')
  const liveDir = join(stateDir, 'live')
  const trashDir = join(stateDir, 'trash')
  for (const dir of [cacheDir, liveDir, trashDir]) mkdirSync(dir, { recursive: true })
  const sitePort = await freePort()
  const siteUrl = `http://127.0.0.1:${sitePort}`
  let site: RunningServer | undefined
  const digests = new Map<string, string>()
  const builds: HostBuild[] = []
  const queue: HostBuild[] = []
  let running: Promise<void> | undefined
  /** The running build command's process group. */
  let child: number | undefined
  let closed = false
  const lockfileDigest = () => sha1(join(repoRoot, 'package-lock.json'))
  let installedLockfile = lockfileDigest()
  /** Old checkouts' outputs being deleted, at low priority, off the builds' clock. */
  const removals: Promise<void>[] = []
  const removeAside = (dir: string) => {
    if (!existsSync(dir)) return
    const remover = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' })
    if (remover.pid) lowerPriority(remover.pid, 19)
    removals.push(new Promise((resolve) => remover.on('close', () => resolve())))
  }

  const plugins =
    kind === 'netlify'
      ? await Promise.all(
          (toml.plugins ?? []).map(async (plugin) => ({
            inputs: plugin.inputs ?? {},
            module: (await import(
              pathToFileURL(join(repoRoot, plugin.package, 'index.js')).href
            )) as {
              onPreBuild?: (options: unknown) => Promise<void>
              onPostBuild?: (options: unknown) => Promise<void>
            },
          })),
        )
      : []
  const utils = { cache: bindOpts({ cacheDir, cwd: repoRoot }) }
  /** Cloudflare Pages' build cache: `.next/cache` of the framework, nothing else. */
  const pagesCache = { path: 'web/.next/cache', dir: join(cacheDir, 'next-cache') }
  // The build reads the live site's record from this host (never from the address it publishes).
  const ownRecord = { LIVE_RECORD_URL: `${siteUrl}${buildRecordPath}` }
  const hostEnv: NodeJS.ProcessEnv =
    kind === 'netlify'
      ? { ...env, ...ownRecord, NETLIFY: 'true', CONTEXT: 'production' }
      : {
          ...env,
          ...ownRecord,
          CF_PAGES: '1',
          CF_PAGES_BRANCH: 'main',
          PICTURE_CACHE_DIR: join(repoRoot, 'web', '.next', 'cache', 'pictures'),
        }

  const runBuild = async (build: HostBuild) => {
    build.startedAt = performance.now()
    const step = async (name: string, work: () => Promise<void> | void) => {
      const started = performance.now()
      await work()
      build.steps.push({ name, seconds: (performance.now() - started) / 1000 })
    }
    try {
      await step('checkout', () => {
        // What a fresh clone lacks, moved aside (deleted after the deploy, off the clock).
        const aside = join(trashDir, String(build.id))
        for (const output of buildOutputs) {
          if (!existsSync(join(repoRoot, output))) continue
          mkdirSync(dirname(join(aside, output)), { recursive: true })
          renameSync(join(repoRoot, output), join(aside, output))
        }
      })
      await step('restore', async () => {
        for (const plugin of plugins)
          await plugin.module.onPreBuild?.({ inputs: plugin.inputs, utils })
        if (kind === 'cloudflare-pages' && existsSync(pagesCache.dir)) {
          mkdirSync(dirname(join(repoRoot, pagesCache.path)), { recursive: true })
          renameSync(pagesCache.dir, join(repoRoot, pagesCache.path))
        }
      })
      await step('install', async () => {
        const digest = lockfileDigest()
        if (digest === installedLockfile) return
        const result = await runBuildCommand('npm ci', hostEnv, (pid) => {
          child = pid
        })
        if (!result.ok) throw new Error(result.output)
        installedLockfile = digest
      })
      const cpuBefore = childrenCpuSeconds()
      const started = performance.now()
      const result = await runBuildCommand(toml.build.command, hostEnv, (pid) => {
        child = pid
      })
      child = undefined
      build.cpuSeconds = childrenCpuSeconds() - cpuBefore
      build.builtAt = performance.now()
      build.log = result.output
      // The command's own steps, as it prints them (scripts/build/incremental.ts).
      let accounted = 0
      for (const match of result.output.matchAll(/^build:incremental: ([a-z ]+) ([\d.]+) s$/gm)) {
        build.steps.push({ name: match[1] as string, seconds: Number(match[2]) })
        accounted += Number(match[2])
      }
      build.steps.push({
        name: 'command start and end',
        seconds: Math.max(0, (build.builtAt - started) / 1000 - accounted),
      })
      if (!result.ok) throw new Error('the build command failed')
      await step('save', async () => {
        for (const plugin of plugins)
          await plugin.module.onPostBuild?.({ inputs: plugin.inputs, utils })
        if (kind === 'cloudflare-pages' && existsSync(join(repoRoot, pagesCache.path))) {
          rmSync(pagesCache.dir, { recursive: true, force: true })
          renameSync(join(repoRoot, pagesCache.path), pagesCache.dir)
        }
      })
      await step('deploy', async () => {
        build.deploy = deploy(join(repoRoot, toml.build.publish), liveDir, digests)
        if (!site) site = await startServer({ root: liveDir, port: sitePort, host: '127.0.0.1' })
      })
      build.deployedAt = performance.now()
      build.ok = true
    } catch (error) {
      build.ok = false
      build.log += `\n${(error as Error).message}`
    } finally {
      removeAside(join(trashDir, String(build.id)))
    }
  }

  const drain = async () => {
    while (queue.length > 0 && !closed) {
      // Netlify: of the builds queued while one ran, only the last is built.
      if (kind === 'netlify') {
        while (queue.length > 1) {
          const skipped = queue.shift() as HostBuild
          skipped.skipped = true
          const last = queue[queue.length - 1] as HostBuild
          last.calls.unshift(...skipped.calls)
        }
      }
      await runBuild(queue.shift() as HostBuild)
    }
    running = undefined
  }

  const hookServer: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method !== 'POST' || !/^\/build_hooks\/[\w-]+$/.test(url.pathname)) {
      response.writeHead(404).end()
      return
    }
    request.resume()
    request.on('end', () => {
      const build: HostBuild = {
        id: builds.length + 1,
        calls: [performance.now()],
        skipped: false,
        steps: [],
        log: '',
      }
      builds.push(build)
      queue.push(build)
      running ??= drain()
      // As Netlify answers a build hook: 200, no body.
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/build_hooks/${kind}-bench`

  return {
    kind,
    hookUrl,
    siteUrl,
    builds,
    idle: async () => {
      while (running) await running
    },
    close: async () => {
      closed = true
      if (child) {
        try {
          process.kill(-child, 'SIGTERM')
        } catch {
          // Already gone.
        }
      }
      while (running) await running
      await new Promise((resolve) => hookServer.close(resolve))
      await site?.close()
      await Promise.all(removals)
    },
  }
}
