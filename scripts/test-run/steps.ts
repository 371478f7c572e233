// Runs npm test's steps (suite.ts lists them; `npm run test:changed` chooses some, changed.ts):
// each starts as soon as the steps it needs have passed; the first failure stops the others; a
// table of durations closes the run. Each step is `npm run <script>` in a process group of its
// own, tethered to this process (lib/tether.ts), so it cannot outlive the run even if the run is
// killed outright.
//
// A run leaves nothing behind, whichever way it ends (every step passed, one failed, Ctrl+C,
// SIGTERM, SIGHUP): a stopped step's group gets SIGTERM, then SIGKILL after STOP_GRACE_MS; a step
// that has ended takes whatever is left in its group with it; and at the end every process that
// carries the run's marker (leftovers.ts), wherever it went (the browser tests' server, a
// browser, a wrangler in a group of its own), is stopped and named. The fixed ports the steps
// listen on are checked first: one already in use fails the run at once, naming its holder.
// Every temporary file a step makes goes into one folder of the run (TMPDIR), removed at its
// end: a test killed mid-way, or a browser's profile, leaves nothing in /tmp (unless this
// process itself is killed outright, SIGKILL, when no handler runs). Each step runs in a cgroup
// of its own where the machine lets it (step-cpu.ts), and the table gives the CPU-seconds of
// its whole process tree.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../lib/env.ts'
import { heldPortProblem } from '../lib/ports.ts'
import { lowerPriority } from '../lib/priority.ts'
import { runCommandToEnd } from '../lib/run-command.ts'
import { RUN_MARKER, runProcesses, sendSignal, stopRunProcesses } from './leftovers.ts'
import { type StepCpu, stepCpu } from './step-cpu.ts'

/**
 * after: the step whose success it needs; live: prints as it runs (never two at once);
 * background: at low CPU priority; args: given to the script (`npm run <script> -- <args>`);
 * command: what to run instead of `npm run <script>`.
 */
export type Step = {
  script: string
  after?: string | string[]
  live?: boolean
  background?: boolean
  env?: Record<string, string>
  args?: string[]
  command?: [string, ...string[]]
}

/** `npm run <script>`, with the step's args: what the runner runs (unless the step has a command). */
export function npmRunArgs(step: Step): string[] {
  return ['run', step.script, ...(step.args?.length ? ['--', ...step.args] : [])]
}

/** A port a step listens on by number; `what` says which server, for the message. */
export type FixedPort = { port: number; what: string }

/** Niceness of background steps: low enough to yield to the long steps, not to starve. */
const BACKGROUND_PRIORITY = 10
/** How long a stopped step has to end on SIGTERM before SIGKILL (a limit for a hung one). */
const STOP_GRACE_MS = 10_000
/** How long an ended step's output may take to arrive (a pipe a stray process holds is left). */
const DRAIN_MS = 5_000

type Outcome = 'passed' | 'failed' | 'stopped'
/** cpu: the CPU-seconds of the step's processes; undefined where no cgroup could count them. */
type Duration = { script: string; from: number; seconds: number; cpu?: number; outcome: Outcome }

const exitCodes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const
type StopSignal = keyof typeof exitCodes

function summary(name: string, durations: Duration[], totalSeconds: number): string {
  const cpuText = (cpu: number | undefined) =>
    `${(cpu === undefined ? '–' : cpu.toFixed(1)).padStart(7)} CPU-s`
  const rows = durations.map(
    ({ script, from, seconds, cpu, outcome }) =>
      `  ${script.padEnd(12)} from ${from.toFixed(0).padStart(4)} s  ${seconds.toFixed(1).padStart(7)} s  ${cpuText(cpu)}  ${outcome}`,
  )
  const counted = durations.every((step) => step.cpu !== undefined)
  const totalCpu = counted ? durations.reduce((sum, step) => sum + (step.cpu ?? 0), 0) : undefined
  const note = counted ? '' : "\n  (– : no cgroup could be made here to count a step's CPU)"
  return `\n${name}: steps (each starts when what it needs is done; CPU: its whole process tree)\n${rows.join('\n')}\n  ${'total'.padEnd(22)} ${totalSeconds.toFixed(1).padStart(7)} s  ${cpuText(totalCpu)}${note}\n`
}

/**
 * Runs the steps and resolves with the exit code for the run (0 when every step passed). `name`
 * is the command its messages name.
 */
export async function runTestSteps(
  steps: Step[],
  { ports = [], name = 'npm test' }: { ports?: FixedPort[]; name?: string } = {},
): Promise<number> {
  const held = (await Promise.all(ports.map(({ port, what }) => heldPortProblem(port, what))))
    .filter((problem) => problem !== undefined)
    .map((problem) => `${name}: ${problem}`)
  if (held.length > 0) {
    console.error(`${held.join('\n')}\n${name}: nothing started; stop it and run again.`)
    return 1
  }

  const runId = `${process.pid}-${Date.now()}`
  // os.tmpdir() reads TMPDIR, as mktemp, Chromium, Firefox and xvfb-run do.
  const runTemp = mkdtempSync(join(tmpdir(), 'npm-test-'))
  const removeRunTemp = () => rmSync(runTemp, { recursive: true, force: true })
  const npm = process.env.npm_execpath
  /** The process groups of the running steps. */
  const running = new Set<number>()
  const runStarted = performance.now()
  const durations: Duration[] = []
  const cgroups: StepCpu[] = []
  let stopping = false
  let interrupted: StopSignal | undefined

  const signalSteps = (signal: NodeJS.Signals) =>
    sendSignal(
      [...running].map((pid) => -pid),
      signal,
    )
  /** Stops every running step: SIGTERM, then SIGKILL for a step still there after the grace. */
  const stopAll = () => {
    if (stopping) return
    stopping = true
    signalSteps('SIGTERM')
    setTimeout(() => signalSteps('SIGKILL'), STOP_GRACE_MS).unref()
  }
  const onSignal = (signal: StopSignal) => {
    // A second Ctrl+C: no more waiting (onExit, below, kills what is left and removes the folder).
    if (interrupted) process.exit(exitCodes[signal])
    interrupted = signal
    process.stderr.write(`\n${name}: ${signal}, stopping every step (again to stop at once)\n`)
    stopAll()
  }
  // The last word if this process ends before the run's own end (a second Ctrl+C, an
  // exception): nothing of the run stays.
  const onExit = () => {
    signalSteps('SIGKILL')
    sendSignal(
      runProcesses(runId).map((left) => left.pid),
      'SIGKILL',
    )
    removeRunTemp()
    // Only the first, immediate try of each: nothing waits once this process is ending.
    for (const cgroup of cgroups) void cgroup.remove()
  }
  for (const signal of Object.keys(exitCodes) as StopSignal[]) process.on(signal, onSignal)
  process.on('exit', onExit)

  async function run(step: Step): Promise<boolean> {
    const started = performance.now()
    // Through npm, so each step is exactly `npm run <script>` (and Node 24 from node_modules).
    const npmRun = npmRunArgs(step)
    const cpu = stepCpu(runId, step.script)
    cgroups.push(cpu)
    const [command, ...args] = cpu.wrap(
      step.command ?? (npm ? [process.execPath, npm, ...npmRun] : ['npm', ...npmRun]),
    )
    const title = ['npm', ...npmRun].join(' ')
    if (step.live) process.stdout.write(`\n──── ${title} ────\n`)
    let group: number | undefined
    const { code, signal, output } = await runCommandToEnd(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...step.env, [RUN_MARKER]: runId, TMPDIR: runTemp },
      // A group of its own, tethered to this process (lib/tether.ts).
      detached: true,
      stdio: step.live ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      drainMs: DRAIN_MS,
      onStart: (pid) => {
        group = pid
        running.add(pid)
        // The tether itself (lib/tether.ts); the step joins by itself as it starts (wrap).
        cpu.enter(pid)
        // Set before npm has started anything, so every process the step starts inherits it. A
        // detached step is a session of its own: its autogroup gets the nice value too
        // (lib/priority.ts).
        if (step.background) lowerPriority(pid, BACKGROUND_PRIORITY)
      },
    }).catch((error: Error) => ({ code: null, signal: null, output: `\n${error.message}\n` }))
    if (group !== undefined) running.delete(group)
    const seconds = (performance.now() - started) / 1000
    const ok = code === 0
    // A step stopped because another failed has nothing worth printing.
    const outcome: Outcome = ok ? 'passed' : stopping ? 'stopped' : 'failed'
    const cpuSeconds = cpu.seconds()
    durations.push({
      script: step.script,
      from: (started - runStarted) / 1000,
      seconds,
      ...(cpuSeconds === undefined ? {} : { cpu: cpuSeconds }),
      outcome,
    })
    if (outcome === 'stopped') return false
    const status = ok ? 'passed' : `FAILED (exit ${code ?? signal})`
    process.stdout.write(`\n──── ${title}: ${status} in ${seconds.toFixed(1)} s ────\n${output}`)
    return ok
  }

  const finished = new Map<string, Promise<boolean>>()
  const start = (step: Step): Promise<boolean> => {
    const after = step.after === undefined ? [] : [step.after].flat()
    const needs = after.map((script) => {
      const result = finished.get(script)
      if (!result) throw new Error(`${name}: step ${step.script} needs ${script}, listed after it`)
      return result
    })
    const needed = Promise.all(needs).then((results) => results.every(Boolean))
    const result = needed.then(async (ok) => {
      if (!ok || stopping) return false
      const passed = await run(step)
      if (!passed && !stopping) stopAll()
      return passed
    })
    finished.set(step.script, result)
    return result
  }
  const passed = (await Promise.all(steps.map(start))).every(Boolean)

  const left = await stopRunProcesses(runId)
  removeRunTemp()
  await Promise.all(cgroups.map((cgroup) => cgroup.remove()))
  for (const signal of Object.keys(exitCodes) as StopSignal[]) process.off(signal, onSignal)
  process.off('exit', onExit)
  process.stdout.write(summary(name, durations, (performance.now() - runStarted) / 1000))
  if (left.length > 0) {
    console.error(
      `${name}: stopped ${left.length} process${left.length === 1 ? '' : 'es'} the steps left running:\n${left
        .map(({ pid, command }) => `  ${pid} ${command}`)
        .join('\n')}`,
    )
  }
  if (interrupted) {
    console.error(`${name}: interrupted (${interrupted})`)
    return exitCodes[interrupted]
  }
  if (!passed) {
    const failed = durations.filter((step) => step.outcome === 'failed').map((step) => step.script)
    console.error(`${name}: failed: ${failed.join(', ')}`)
    return 1
  }
  return 0
}
