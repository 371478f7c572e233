// Runs a command as a child process and collects what it prints: the one way the scripts and the
// tests do it. Asynchronous on purpose: the Content Lake stand-in that answers a build can live in
// the calling process.
import { type StdioOptions, spawn } from 'node:child_process'

export type CommandOptions = {
  cwd: string
  env: NodeJS.ProcessEnv
  onStart?: (pid: number) => void
  /**
   * In a process group of its own (stopped whole by `process.kill(-pid)`), which ends when this
   * process does rather than outlive it.
   */
  detached?: boolean
  /**
   * As spawn's `stdio` (default: all three piped). Only what is piped is collected: 'inherit'
   * prints on this process's terminal instead, and 'ignore' gives stdin nothing to read.
   */
  stdio?: StdioOptions
  /** Also writes what the command prints here as it comes (`process.stderr`: the user sees it). */
  echo?: NodeJS.WritableStream
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
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: options.detached ?? false,
      ...(options.stdio === undefined ? {} : { stdio: options.stdio }),
    })
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
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, output }))
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
