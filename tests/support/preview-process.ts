// The preview server (`npm run preview`, scripts/preview.ts) as a process of a test: started with
// the arguments and environment given, ready once it prints its address.
import { type ChildProcess, spawn } from 'node:child_process'
import { repoRoot } from '../../scripts/lib/env.ts'

export type PreviewProcess = { url: string; process: ChildProcess; output: () => string }

export async function startPreviewProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<PreviewProcess> {
  const child = spawn(process.execPath, ['scripts/preview.ts', ...args], { cwd: repoRoot, env })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk
      const ready = output.match(/Preview server on (http:\/\/\S+)/)
      if (ready?.[1]) resolve(ready[1])
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', (code) => reject(new Error(`the preview server exited (${code}):\n${output}`)))
  })
  return { url, process: child, output: () => output }
}
