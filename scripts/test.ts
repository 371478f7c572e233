// `npm test`: every check. Each step starts as soon as what it needs is done, so both cores are
// busy from the first second to the last: the suite is CPU-bound, its wall time about its CPU time
// over the cores. The long steps run at normal priority: the site build, then the browser tests
// (printing as they go) and the build-level tests (which build three more sites), and the unit
// tests (one process) from the start. The short ones run beside them at low CPU priority, taking
// the CPU the others leave idle while pages load and settle. A step that does not print as it goes
// prints whole when it ends (so logs never interleave). The first failure stops the others, and a
// table of durations closes the run.
//
//   site build + Studio ──> browser tests                     (normal priority, live)
//              ├─> visitor jobs in three engines              (normal priority)
//              ├─> build-level tests                          (normal priority)
//              └─> typecheck (reads the types the build writes; low priority)
//   unit tests                                                (from the start, normal priority)
//   Studio                                                    (from the start, normal priority)
//   lint                                                      (from the start, low priority)
//
// The build-level tests build more copies of the site, among them the 1,000-town site
// (tests/support/scale-site.ts, about three minutes of CPU, kept between runs while its inputs are
// unchanged): they share web/.next with the site build, so they start after it.
import { type ChildProcess, spawn } from 'node:child_process'
import { repoRoot } from './lib/env.ts'
import { lowerPriority } from './lib/priority.ts'

/**
 * after: the step whose success it needs; live: prints as it runs (never two at once);
 * background: at low CPU priority.
 */
type Step = {
  script: string
  after?: string | string[]
  live?: boolean
  background?: boolean
  env?: Record<string, string>
}

const steps: Step[] = [
  // `typecheck` checks web/ too: Next's build need not check it again (web/next.config.ts).
  { script: 'build', live: true, env: { NEXT_SKIP_TYPECHECK: '1' } },
  // At normal priority: the browser tests wait for the Studio it builds (about 50 CPU-s; in the
  // background it finished at 607 s of a clean run).
  { script: 'test:studio' },
  // The Studio's browser tests open the Studio test:studio builds (tests/support/studio.ts).
  { script: 'test:e2e', after: ['build', 'test:studio'], live: true },
  { script: 'test:build', after: 'build' },
  // The visitor jobs in Chromium, Firefox and WebKit (tests/engines): mostly waiting for pages.
  { script: 'test:engines', after: 'build' },
  { script: 'typecheck', after: 'build', background: true },
  { script: 'lint', background: true },
  // One process, file after file: about two minutes of one core, so it runs from the start at
  // normal priority rather than alone at the end with the other core idle.
  { script: 'test:unit' },
]

/** Niceness of background steps: low enough to yield to the long steps, not to starve. */
const BACKGROUND_PRIORITY = 10

const npm = process.env.npm_execpath
const running = new Set<ChildProcess>()
type Outcome = 'passed' | 'failed' | 'stopped'
const runStarted = performance.now()
const durations: { script: string; from: number; seconds: number; outcome: Outcome }[] = []
let stopping = false

function run(step: Step): Promise<boolean> {
  const started = performance.now()
  // Through npm, so each step is exactly `npm run <script>` (and Node 24 from node_modules).
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', step.script]]
    : ['npm', ['run', step.script]]
  if (step.live) process.stdout.write(`\n──── npm run ${step.script} ────\n`)
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...step.env },
    detached: true,
    stdio: step.live ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  // Set before npm has started anything, so every process the step starts inherits it. A detached
  // step is a session of its own: its autogroup gets the nice value too (lib/priority.ts).
  if (step.background && child.pid) lowerPriority(child.pid, BACKGROUND_PRIORITY)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output += `\n${error.message}\n`
    })
    child.on('close', (code, signal) => {
      running.delete(child)
      const seconds = (performance.now() - started) / 1000
      const ok = code === 0
      // A step stopped because another failed has nothing worth printing.
      const outcome: Outcome = ok ? 'passed' : stopping ? 'stopped' : 'failed'
      durations.push({ script: step.script, from: (started - runStarted) / 1000, seconds, outcome })
      if (outcome === 'stopped') return resolve(false)
      const status = ok ? 'passed' : `FAILED (exit ${code ?? signal})`
      process.stdout.write(
        `\n──── npm run ${step.script}: ${status} in ${seconds.toFixed(1)} s ────\n${output}`,
      )
      resolve(ok)
    })
  })
}

/** Stops every process of every running step (each step is its own process group). */
function stopAll(): void {
  stopping = true
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

function summary(totalSeconds: number): string {
  const rows = durations.map(
    ({ script, from, seconds, outcome }) =>
      `  ${script.padEnd(12)} from ${from.toFixed(0).padStart(4)} s  ${seconds.toFixed(1).padStart(7)} s  ${outcome}`,
  )
  return `\nnpm test: steps (each starts when what it needs is done)\n${rows.join('\n')}\n  ${'total'.padEnd(22)} ${totalSeconds.toFixed(1).padStart(7)} s\n`
}

async function main(): Promise<void> {
  const finished = new Map<string, Promise<boolean>>()
  const start = (step: Step): Promise<boolean> => {
    const after = step.after === undefined ? [] : [step.after].flat()
    const needs = after.map((script) => {
      const result = finished.get(script)
      if (!result) throw new Error(`npm test: step ${step.script} needs ${script}, listed after it`)
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
  process.stdout.write(summary((performance.now() - runStarted) / 1000))
  if (!passed) {
    const failed = durations.filter((step) => step.outcome === 'failed').map((step) => step.script)
    console.error(`npm test: failed: ${failed.join(', ')}`)
    process.exit(1)
  }
}

process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})

await main()
