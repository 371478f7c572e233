// A child process that cannot outlive the process that started it. A server a test starts in a
// process group of its own (wrangler and its workerd, say) is out of reach of whoever stops the
// test's group, and a process killed outright (SIGKILL, a runner giving up on a worker) runs no
// 'exit' handler to stop it: such a server used to keep its port for hours. spawnTethered puts a
// small Node process between the two, the tether: it leads the new process group, runs the
// command in it, and stops the whole group as soon as the process that started it is gone.
//
// Run as `node tether.ts <parent pid> <command> [args…]`: the command's exit code (or signal)
// is the tether's own, and a SIGTERM, SIGINT or SIGHUP it gets is passed on to the command.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const tetherScript = fileURLToPath(import.meta.url)

/** How often the tether looks for its parent, and how long the group gets to stop on SIGTERM. */
const PARENT_CHECK_MS = 250
const STOP_GRACE_MS = 5_000

/**
 * Spawns `command` in a process group of its own (spawn's `detached`), led by a tether that
 * stops the group once this process is gone, however it ended. The returned child is the
 * tether: its pid is the group's (stop the group with `process.kill(-pid)`), its stdio and exit
 * the command's.
 */
export function spawnTethered(
  command: string,
  args: readonly string[],
  options: Omit<SpawnOptions, 'detached'> = {},
): ChildProcess {
  return spawn(process.execPath, [tetherScript, String(process.pid), command, ...args], {
    ...options,
    detached: true,
  })
}

/**
 * Calls `gone` once the process that started this one has ended (this one is then another's
 * child: its parent pid changes). `parent`: the pid to expect, when known before this process
 * had a chance to look.
 */
export function onParentGone(gone: () => void, parent = process.ppid): () => void {
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer)
      gone()
    }
  }, PARENT_CHECK_MS)
  timer.unref()
  return () => clearInterval(timer)
}

function killGroup(signal: NodeJS.Signals): void {
  try {
    process.kill(-process.pid, signal)
  } catch {
    // Nothing left in the group.
  }
}

function tether(parent: number, command: string, args: string[]): void {
  // stdio passes straight through; the command joins this process's group.
  const child = spawn(command, args, { stdio: 'inherit' })
  const forwarded = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  for (const signal of forwarded) process.on(signal, forward)
  let orphaned = false
  const stopWatching = onParentGone(() => {
    orphaned = true
    // Everything in the group, the command's own children too, then whatever did not listen.
    killGroup('SIGTERM')
    setTimeout(() => killGroup('SIGKILL'), STOP_GRACE_MS).unref()
  }, parent)
  child.on('error', (error) => {
    console.error(`tether: ${command}: ${error.message}`)
    process.exit(127)
  })
  child.on('exit', (code, signal) => {
    stopWatching()
    for (const name of forwarded) process.off(name, forward)
    // Whatever the command left running in the group goes with it (this process ignores the
    // signal it sends itself; an orphaned group gets no second chance).
    process.on('SIGTERM', () => {})
    killGroup(orphaned ? 'SIGKILL' : 'SIGTERM')
    if (signal) {
      process.removeAllListeners(signal)
      process.kill(process.pid, signal)
    } else process.exit(code ?? 1)
  })
}

if (import.meta.main) {
  const [parent, command, ...args] = process.argv.slice(2)
  if (!parent || !command) {
    console.error('usage: node scripts/lib/tether.ts <parent pid> <command> [args…]')
    process.exit(2)
  }
  tether(Number(parent), command, args)
}
