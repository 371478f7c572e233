// Runs a command as a child process and collects what it prints. Asynchronous on purpose: the
// Content Lake stand-in that answers a build can live in the calling process.
import { spawn } from 'node:child_process'

/**
 * Resolves with the command's combined output; rejects, naming `what`, with that output.
 * `detached`: in a process group of its own (stopped whole by `process.kill(-pid)`), which ends
 * when this process does rather than outlive it.
 */
export function runCommand(
  what: string,
  command: string,
  args: string[],
  options: {
    cwd: string
    env: NodeJS.ProcessEnv
    onStart?: (pid: number) => void
    detached?: boolean
  },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: options.detached ?? false,
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
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(output)
      else reject(new Error(`${what} failed (exit ${code}):\n${output}`))
    })
  })
}
