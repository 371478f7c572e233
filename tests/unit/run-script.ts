// Runs one of the project's scripts as a child process (Node 24 from node_modules) and captures
// its exit code and output, for tests of command-line behaviour and messages.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { repoRoot } from '../../scripts/lib/env.ts'

export type ScriptResult = { code: number | null; stdout: string; stderr: string }

export function runScript(
  script: string,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<ScriptResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: { ...cleanEnv(), ...env },
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

/** The parent's environment without any Sanity or content variable, so tests start clean. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of [
    ...Object.keys(env),
    'SANITY_PROJECT_ID',
    'SANITY_API_HOST',
    'CONTENT_FIXTURE',
  ]) {
    // Empty rather than deleted, so a developer's .env cannot fill them back in.
    if (name.startsWith('SANITY_') || name.startsWith('CONTENT_')) env[name] = ''
  }
  return env
}
