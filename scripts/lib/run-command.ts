// Runs a command as a child process and collects what it prints. Asynchronous on purpose: the
// Content Lake stand-in that answers a build can live in the calling process.
import { spawn } from 'node:child_process'

/** Resolves with the command's combined output; rejects, naming `what`, with that output. */
export function runCommand(
  what: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; onStart?: (pid: number) => void },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env })
    if (child.pid !== undefined) options.onStart?.(child.pid)
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
