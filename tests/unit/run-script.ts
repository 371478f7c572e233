// Runs one of the project's scripts as a child process (Node 24 from node_modules), or its command
// function in the test's own process, and captures its exit code and output.
import { resolve } from 'node:path'
import { format } from 'node:util'
import type { Command } from '../../scripts/lib/command-line.ts'
import { envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'
import { runCommandToEnd } from '../../scripts/lib/run-command.ts'

export type ScriptResult = { code: number | null; stdout: string; stderr: string }

export async function runScript(
  script: string,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<ScriptResult> {
  const { code, stdout, stderr } = await runCommandToEnd(
    process.execPath,
    [resolve(repoRoot, script), ...args],
    { cwd: repoRoot, env: envWithoutContentSettings(env) },
  )
  return { code, stdout, stderr }
}

/**
 * Runs a script's command in this process, with the environment runScript would give it, and
 * captures what it prints the same way. For tests of what a script does; its start-up (Node, the
 * Studio's rules, sharp) is paid once per test file instead of once per case. Tests of the
 * command line itself (flags, exit codes from Node) keep runScript.
 */
export async function runInProcess(
  command: Command,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<ScriptResult> {
  let stdout = ''
  let stderr = ''
  const { log, error } = console
  console.log = (...parts: unknown[]) => {
    stdout += `${format(...parts)}\n`
  }
  console.error = (...parts: unknown[]) => {
    stderr += `${format(...parts)}\n`
  }
  try {
    const code = await command(args, envWithoutContentSettings(env))
    return { code, stdout, stderr }
  } finally {
    console.log = log
    console.error = error
  }
}
