// `npm test`: every check, in three stages, running side by side what does not depend on
// each other. The build and the browser tests print as they go; the steps beside them print
// whole when they end (so logs never interleave). The first failure stops the others, and a
// table of durations closes the run.
//
//   1. typecheck, lint, unit tests, Studio        (none of them reads the site build)
//   2. site build                                 (next build uses every core on its own)
//   3. browser tests, and beside them, at low CPU priority, the build-level tests
//      (they build two more copies of the site: they take the CPU the browser tests leave
//      idle while pages load and settle, and never slow the browser tests down)
import { type ChildProcess, spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import { repoRoot } from './lib/env.ts'

/** live: prints as it runs (one per stage at most); background: at low CPU priority. */
type Step = { script: string; live?: boolean; background?: boolean }

const stages: Step[][] = [
  [{ script: 'typecheck' }, { script: 'lint' }, { script: 'test:unit' }, { script: 'test:studio' }],
  [{ script: 'build', live: true }],
  [
    { script: 'test:e2e', live: true },
    { script: 'test:build', background: true },
  ],
]

/** Niceness of background steps: low enough to yield to the browser tests, not to starve. */
const BACKGROUND_PRIORITY = 10

const npm = process.env.npm_execpath
const running = new Set<ChildProcess>()
type Outcome = 'passed' | 'failed' | 'stopped'
const durations: { script: string; seconds: number; outcome: Outcome }[] = []
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
    env: process.env,
    detached: true,
    stdio: step.live ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  // Set before npm has started anything, so every process the step starts inherits it.
  if (step.background && child.pid) setPriority(child.pid, BACKGROUND_PRIORITY)
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
      durations.push({ script: step.script, seconds, outcome })
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
    ({ script, seconds, outcome }) =>
      `  ${script.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s  ${outcome}`,
  )
  return `\nnpm test: steps (side by side within a stage)\n${rows.join('\n')}\n  ${'total'.padEnd(12)} ${totalSeconds.toFixed(1).padStart(7)} s\n`
}

async function main(): Promise<void> {
  const started = performance.now()
  for (const stage of stages) {
    const results = stage.map(async (step) => {
      const ok = await run(step)
      if (!ok && !stopping) stopAll()
      return ok
    })
    const passed = (await Promise.all(results)).every(Boolean)
    if (!passed) {
      process.stdout.write(summary((performance.now() - started) / 1000))
      const failed = durations
        .filter((step) => step.outcome === 'failed')
        .map((step) => step.script)
      console.error(`npm test: failed: ${failed.join(', ')}`)
      process.exit(1)
    }
  }
  process.stdout.write(summary((performance.now() - started) / 1000))
}

process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})

await main()
