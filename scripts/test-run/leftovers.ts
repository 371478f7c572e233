// The processes of one npm test run, wherever they went. Each step runs in a process group of its
// own, but what a step starts does not always stay in it: Playwright starts the browser tests'
// server and the browsers in groups of their own, the tests start wrangler in groups of their
// own, and a process whose parent is killed outright is adopted by init. What they all keep is
// their environment: every step gets RUN_MARKER=<this run's id>, every process it starts inherits
// it, and at the end of the run (passed, failed or interrupted) whatever still carries it is
// stopped. Linux only (/proc); elsewhere the steps' own groups are all there is.
import { readdirSync, readFileSync } from 'node:fs'

/** The environment variable every process of a run inherits. */
export const RUN_MARKER = 'NPM_TEST_RUN'

export type RunProcess = { pid: number; command: string }

/** The processes (other than this one) whose environment carries RUN_MARKER=`runId`. */
export function runProcesses(runId: string): RunProcess[] {
  const wanted = `${RUN_MARKER}=${runId}`
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  const found: RunProcess[] = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    try {
      // A zombie's environment reads empty: it has stopped already.
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(wanted)) continue
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim()
      found.push({ pid: Number(entry), command: command.slice(0, 160) })
    } catch {
      // Gone meanwhile, or another user's.
    }
  }
  return found
}

export function sendSignal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name)
    } catch {
      // Gone already.
    }
  }
}

/** Resolves once no process of the run is left, or after `ms` with the ones that are. */
async function waitUntilGone(runId: string, ms: number): Promise<RunProcess[]> {
  const deadline = performance.now() + ms
  for (;;) {
    const left = runProcesses(runId)
    if (left.length === 0 || performance.now() >= deadline) return left
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Stops every process of the run still there: first it gives those already on their way out
 * (a server's tether stopping it) `settleMs` to go by themselves, then SIGTERM, then SIGKILL
 * what is left after `graceMs`. Returns the ones it had to stop.
 */
export async function stopRunProcesses(
  runId: string,
  { settleMs = 3_000, graceMs = 5_000 } = {},
): Promise<RunProcess[]> {
  const stopped = await waitUntilGone(runId, settleMs)
  if (stopped.length === 0) return []
  sendSignal(
    stopped.map((left) => left.pid),
    'SIGTERM',
  )
  const stubborn = await waitUntilGone(runId, graceMs)
  sendSignal(
    stubborn.map((left) => left.pid),
    'SIGKILL',
  )
  await waitUntilGone(runId, graceMs)
  return stopped
}
