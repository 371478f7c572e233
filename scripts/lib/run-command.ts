// Runs a command as a child process and collects what it prints: the one way the scripts and the
// tests do it. Asynchronous on purpose: the Content Lake stand-in that answers a build can live in
// the calling process.
import { type StdioOptions, spawn } from 'node:child_process'
import { spawnTethered } from './tether.ts'

export type CommandOptions = {
  cwd: string
  env: NodeJS.ProcessEnv
  onStart?: (pid: number) => void
  /**
   * In a process group of its own (stopped whole by `process.kill(-pid)`), tethered to this
   * process (scripts/lib/tether.ts): it ends when this process does, even one killed outright,
   * rather than outlive it. `onStart` then gets the group's pid.
   */
  detached?: boolean
  /**
   * As spawn's `stdio` (default: all three piped). Only what is piped is collected: 'inherit'
   * prints on this process's terminal instead, and 'ignore' gives stdin nothing to read.
   */
  stdio?: StdioOptions
  /** Also writes what the command prints here as it comes (`process.stderr`: the user sees it). */
  echo?: NodeJS.WritableStream
  /**
   * Once the command has exited, how long to wait for its output to end before resolving with
   * what came: a process it left running, outside its group, may hold the pipes open for good.
   * By default, as long as they are open.
   */
  drainMs?: number
}

/** How a command ended, and what it printed: each stream, and both as they came. */
export type CommandResult = {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  output: string
}

/**
 * Runs the command to its end and resolves with its exit code and output, whatever the code;
 * rejects only when it cannot be started.
 */
export function runCommandToEnd(
  command: string,
  args: string[],
  options: CommandOptions,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const spawnOptions = {
      cwd: options.cwd,
      env: options.env,
      ...(options.stdio === undefined ? {} : { stdio: options.stdio }),
    }
    const child = options.detached
      ? spawnTethered(command, args, spawnOptions)
      : spawn(command, args, spawnOptions)
    if (child.pid !== undefined) options.onStart?.(child.pid)
    if (options.detached) {
      const stopWithUs = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGTERM')
        } catch {
          // Already gone.
        }
      }
      process.once('exit', stopWithUs)
      child.on('exit', () => process.off('exit', stopWithUs))
    }
    let stdout = ''
    let stderr = ''
    let output = ''
    child.stdout?.on('data', (chunk) => {
      stdout += chunk
      output += chunk
      options.echo?.write(chunk)
    })
    child.stderr?.on('data', (chunk) => {
      stderr += chunk
      output += chunk
      options.echo?.write(chunk)
    })
    child.on('error', reject)
    const end = (code: number | null, signal: NodeJS.Signals | null) => {
      child.stdout?.destroy()
      child.stderr?.destroy()
      resolve({ code, signal, stdout, stderr, output })
    }
    child.on('close', end)
    if (options.drainMs !== undefined) {
      const drainMs = options.drainMs
      child.on('exit', (code, signal) => setTimeout(() => end(code, signal), drainMs).unref())
    }
  })
}

/**
 * Resolves with the command's combined output; rejects, naming `what`, with that output, when it
 * exits with any code but 0.
 */
export async function runCommand(
  what: string,
  command: string,
  args: string[],
  options: CommandOptions,
): Promise<string> {
  const { code, output } = await runCommandToEnd(command, args, options)
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${output}`)
  return output
}
