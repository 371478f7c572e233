// npm test leaves nothing behind, whichever way it ends, and names what holds a port it needs.
// Each case runs the runner (scripts/test-run/, what scripts/test.ts calls) in a process of its
// own, on small steps that behave like the real ones: a step that starts a server in a session
// of its own, out of reach of its step's process group (as Playwright starts the browser tests'
// server, and the tests start wrangler), one that ignores SIGTERM, one that fails. Every wait is
// for a thing (a file a server writes once it listens, a process gone), never for a time.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/env.ts'
import { portListeners } from '../../scripts/lib/ports.ts'
import {
  type FixedPort,
  type Step,
  stepCgroupsFolder,
  stepCpu,
} from '../../scripts/test-run/index.ts'

const node = process.execPath
const folders: string[] = []
const children: ChildProcess[] = []

/** The command line of `pid`, '' once it has gone. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
  } catch {
    return ''
  }
}

/** Stops `pid` if it is still one of this test's processes (pids are reused, and quickly). */
function stopIfOurs(pid: number, folder: string): void {
  if (commandLine(pid).includes(folder)) process.kill(pid, 'SIGKILL')
}

afterEach(() => {
  // Only what a failing case left: a passing case leaves nothing to stop.
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  for (const folder of folders.splice(0)) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      stopIfOurs((JSON.parse(readFileSync(join(folder, file), 'utf8')) as Served).pid, folder)
    }
    rmSync(folder, { recursive: true, force: true })
  }
})

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'test-run-'))
  folders.push(dir)
  return dir
}

/** Whether `pid` is still a process (a zombie, killed and waiting for its parent, is not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

/**
 * Resolves with what `value` gives once it gives something; four minutes without is a hang (what
 * it waits for takes well under a second on a quiet machine), not a slow machine: it stays under
 * the test's own limit (300 s), so this message, naming what did not come, is what a hang shows.
 */
async function until<T>(what: string, value: () => T | undefined): Promise<T> {
  const deadline = performance.now() + 240_000
  for (let found = value(); ; found = value()) {
    if (found !== undefined) return found
    if (performance.now() > deadline) throw new Error(`${what}: not in four minutes`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * A process that starts a server listening on 127.0.0.1 and then waits; the server writes
 * `<dir>/<name>.json` ({ pid, port }) once it listens. `detached`: the server runs in a session
 * of its own, out of its starter's process group (as Playwright starts the browser tests' server
 * and a test starts wrangler); `stubborn`: it ignores SIGTERM.
 */
function starter(
  dir: string,
  name: string,
  { detached = false, stubborn = false } = {},
): [string, ...string[]] {
  const server = `
    const [dir, name, stubborn] = process.argv.slice(1)
    const { writeFileSync, renameSync } = require('node:fs')
    const { join } = require('node:path')
    if (stubborn === 'yes') process.on('SIGTERM', () => {})
    const server = require('node:net').createServer().listen(0, '127.0.0.1', () => {
      const file = join(dir, name + '.json')
      writeFileSync(file + '.part', JSON.stringify({ pid: process.pid, port: server.address().port }))
      renameSync(file + '.part', file)
    })`
  const start = `
    const { spawn } = require('node:child_process')
    const [dir, name, stubborn, detached] = process.argv.slice(1)
    spawn(process.execPath, ['-e', ${JSON.stringify(server)}, dir, name, stubborn], {
      detached: detached === 'yes',
      stdio: 'ignore',
    })
    setInterval(() => {}, 1000)`
  const flag = (on: boolean) => (on ? 'yes' : 'no')
  return [node, '-e', start, dir, name, flag(stubborn), flag(detached)]
}

/** A step that fails once every one of `files` exists. */
function failOnceThere(...files: string[]): [string, ...string[]] {
  const code = `
    const { existsSync } = require('node:fs')
    setInterval(() => {
      if (process.argv.slice(1).every((file) => existsSync(file))) {
        console.log('failing on purpose')
        process.exit(1)
      }
    }, 50)`
  return [node, '-e', code, ...files]
}

/**
 * A step that makes a folder with a file in its temporary directory (as a test, a browser's
 * profile or xvfb-run does), writes its path to `record` and waits to be stopped.
 */
function makesTempFiles(record: string): [string, ...string[]] {
  const code = `
    const { mkdtempSync, writeFileSync, renameSync } = require('node:fs')
    const { join } = require('node:path')
    const folder = mkdtempSync(join(require('node:os').tmpdir(), 'scratch-'))
    writeFileSync(join(folder, 'left.txt'), 'a file a killed test leaves')
    writeFileSync(process.argv[1] + '.part', folder)
    renameSync(process.argv[1] + '.part', process.argv[1])
    setInterval(() => {}, 1000)`
  return [node, '-e', code, record]
}

/**
 * A step whose own process does next to nothing: a process it starts in a session of its own
 * spends `seconds` of CPU, then the step ends.
 */
function busyInOwnSession(seconds: number): [string, ...string[]] {
  const busy = `
    const until = ${seconds * 1e6}
    while (process.cpuUsage().user + process.cpuUsage().system < until) {}`
  const start = `
    const { spawn } = require('node:child_process')
    spawn(process.execPath, ['-e', ${JSON.stringify(busy)}], { detached: true, stdio: 'ignore' })
      .on('exit', () => process.exit(0))`
  return [node, '-e', start]
}

/** Whether this machine lets a run make a cgroup to count a step's CPU (step-cpu.ts). */
async function cgroupsCountHere(): Promise<boolean> {
  const sleeper = spawn('sleep', ['30'])
  children.push(sleeper)
  const probe = stepCpu(`probe-${process.pid}`, 'probe')
  probe.enter(sleeper.pid ?? 0)
  const counted = probe.seconds() !== undefined
  const gone = new Promise((resolve) => sleeper.once('exit', resolve))
  sleeper.kill('SIGKILL')
  await gone
  probe.remove()
  return counted
}

/** The cgroups a run made for its steps that are still there (step-cpu.ts names them by run). */
function cgroupsLeft(runner: ChildProcess): string[] {
  const folder = stepCgroupsFolder()
  if (!folder || !existsSync(folder)) return []
  return readdirSync(folder).filter((name) => name.startsWith(`npm-test-${runner.pid}-`))
}

/** The runner in a process of its own, as `npm test` runs it. */
function runner(steps: Step[], ports: FixedPort[] = []) {
  const door = pathToFileURL(join(repoRoot, 'scripts', 'test-run', 'index.ts')).href
  const code = `
    import { runTestSteps } from ${JSON.stringify(door)}
    const { steps, ports } = JSON.parse(process.env.FAKE_RUN)
    process.exit(await runTestSteps(steps, { ports }))`
  const child = spawn(node, ['--input-type=module', '-e', code], {
    cwd: repoRoot,
    env: { ...process.env, FAKE_RUN: JSON.stringify({ steps, ports }) },
  })
  children.push(child)
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const ended = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  )
  return { child, ended }
}

type Served = { pid: number; port: number }

function served(dir: string, name: string): Served | undefined {
  const file = join(dir, `${name}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Served) : undefined
}

/**
 * Nothing of the run is left: the servers' processes are gone, and nothing of this test listens
 * on their ports (another process of the machine may have been given one since).
 */
function expectNothingLeft(servers: Served[], folder: string): void {
  for (const { pid, port } of servers) {
    expect(alive(pid), `server ${pid}`).toBe(false)
    const ours = portListeners(port).filter((listener) => commandLine(listener).includes(folder))
    expect(ours, `port ${port}`).toEqual([])
  }
}

describe('npm test (scripts/test-run/)', () => {
  it('stops every process of a run when a step fails, servers outside the step’s group too, and removes its temporary files', async () => {
    const dir = scratch()
    const tempRecord = join(dir, 'temp-folder.txt')
    const run = runner([
      { script: 'serve', command: starter(dir, 'site', { detached: true }) },
      { script: 'stubborn', command: starter(dir, 'stubborn', { detached: true, stubborn: true }) },
      { script: 'temp-files', command: makesTempFiles(tempRecord) },
      // Fails once both servers listen and the temporary files are made: under load the site's
      // server had not started when a failure that waited for the stubborn one alone came.
      {
        script: 'fails',
        command: failOnceThere(join(dir, 'site.json'), join(dir, 'stubborn.json'), tempRecord),
      },
    ])
    const { code, output } = await run.ended
    expect(code, output).toBe(1)
    expect(output).toContain('npm run fails: FAILED (exit 1)')
    expect(output).toMatch(/npm test: stopped 2 processes the steps left running/)
    expectNothingLeft([served(dir, 'site'), served(dir, 'stubborn')] as Served[], dir)
    // The step's folder was inside the run's own, and both are gone.
    const tempFolder = readFileSync(tempRecord, 'utf8')
    expect(tempFolder.startsWith(join(tmpdir(), 'npm-test-'))).toBe(true)
    expect(existsSync(dirname(tempFolder))).toBe(false)
    // Nor the steps' cgroups, the stubborn server's (killed last) included.
    expect(cgroupsLeft(run.child)).toEqual([])
  })

  it("gives each step's CPU in its table, a process it started in a session of its own included", async () => {
    const run = runner([
      { script: 'busy', command: busyInOwnSession(1) },
      { script: 'idle', command: [node, '-e', ''] },
    ])
    const { code, output } = await run.ended
    expect(code, output).toBe(0)
    expect(cgroupsLeft(run.child)).toEqual([])
    const row = (script: string) =>
      new RegExp(`^  ${script} +from +\\d+ s +[\\d.]+ s +([\\d.]+|–) CPU-s  passed$`, 'm').exec(
        output,
      )?.[1]
    if (await cgroupsCountHere()) {
      // The busy process's second, and Node's own start-up for each process (well under one).
      expect(Number(row('busy'))).toBeGreaterThanOrEqual(1)
      expect(Number(row('busy'))).toBeLessThan(3)
      expect(Number(row('idle'))).toBeLessThan(1)
      expect(output).toMatch(/^ {2}total +[\d.]+ s +[\d.]+ CPU-s$/m)
    } else {
      expect([row('busy'), row('idle')]).toEqual(['–', '–'])
      expect(output).toContain("no cgroup could be made here to count a step's CPU")
    }
  })

  it('stops every process of a run on Ctrl+C (SIGINT), and exits 130', async () => {
    const dir = scratch()
    const run = runner([
      { script: 'serve', command: starter(dir, 'site', { detached: true }) },
      { script: 'serve-too', command: starter(dir, 'other') },
    ])
    const servers = [
      await until('the site listening', () => served(dir, 'site')),
      await until('the other server listening', () => served(dir, 'other')),
    ]
    run.child.kill('SIGINT')
    const { code, output } = await run.ended
    expect(code, output).toBe(130)
    expect(output).toContain('npm test: interrupted (SIGINT)')
    expectNothingLeft(servers, dir)
  })

  it('names the process holding a port it needs and how to stop it, and starts nothing', async () => {
    const dir = scratch()
    // Left over from an earlier run, say: a server leading a process group of its own.
    const holder = spawn(
      node,
      [
        '-e',
        `const server = require('node:net').createServer().listen(0, '127.0.0.1', () =>
           console.log(server.address().port))`,
      ],
      { detached: true },
    )
    children.push(holder)
    const port = await new Promise<number>((resolve) =>
      holder.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
    )
    const run = runner(
      [{ script: 'serve', command: starter(dir, 'site', { detached: true }) }],
      [{ port, what: 'the site the steps serve' }],
    )
    const { code, output } = await run.ended
    expect(code).toBe(1)
    expect(output).toContain(
      `npm test: 127.0.0.1:${port} (the site the steps serve) is already in use:\n  pid ${holder.pid}: ${node} -e`,
    )
    expect(output).toContain(
      `Stop it with: kill ${holder.pid}, or its whole process group: kill -- -${holder.pid}`,
    )
    expect(output).toContain('nothing started')
    expect(served(dir, 'site')).toBeUndefined()
  })
})

describe('spawnTethered (scripts/lib/tether.ts)', () => {
  it('stops its whole group once the process that started it is killed outright', async () => {
    const dir = scratch()
    const tether = pathToFileURL(join(repoRoot, 'scripts', 'lib', 'tether.ts')).href
    // In the tether's group: a starter and its server, which ignores SIGTERM.
    const [command, ...args] = starter(dir, 'site', { stubborn: true })
    const parent = spawn(node, [
      '--input-type=module',
      '-e',
      `import { spawnTethered } from ${JSON.stringify(tether)}
       spawnTethered(${JSON.stringify(command)}, ${JSON.stringify(args)}, { stdio: 'ignore' })
       setInterval(() => {}, 1000)`,
    ])
    children.push(parent)
    const server = await until('the server listening', () => served(dir, 'site'))
    // No exit handler runs: only the tether can stop the group now.
    parent.kill('SIGKILL')
    await until('the server stopped', () => (alive(server.pid) ? undefined : true))
    expectNothingLeft([server], dir)
  })
})
