// Runs one of the project's scripts as a child process (Node 24 from node_modules) and captures
// its exit code and output, for tests of command-line behaviour and messages.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'

export type ScriptResult = { code: number | null; stdout: string; stderr: string }

export function runScript(
  script: string,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<ScriptResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: envWithoutContentSettings(env),
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}
