// The W3C Nu HTML checker (validator.w3.org/nu, the one staff and peers paste a page into), run
// offline from the vnu-jar package on the machine's java, over built pages: its errors, file by
// file. It also parses each page's inline CSS, so a style our theme writes wrong (a token name as
// a value, a length without its unit) is an error here. tests/build/integrity.test.ts holds every
// page type at no error; the bench reports the count per page type.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/** One error, where the checker found it. */
export type NuError = { line?: number; column?: number; message: string; extract?: string }

type NuMessage = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message?: string
  extract?: string
}

/** The checker's jar, from the vnu-jar package (its own entry point exports the path). */
function vnuJarPath(): string {
  const jar = String(createRequire(import.meta.url)('vnu-jar'))
  if (!existsSync(jar)) throw new Error(`The Nu HTML checker is missing (${jar}): run "npm ci".`)
  return jar
}

/**
 * Runs the checker once (one java start, about 10 s) over `files` and returns each file's errors
 * (an empty list for a clean file), warnings left out. Rejects with the reason when a file is
 * missing or java or the checker cannot run at all.
 */
export function nuHtmlErrors(files: readonly string[]): Promise<Map<string, NuError[]>> {
  const errors = new Map<string, NuError[]>(files.map((file) => [file, []]))
  if (files.length === 0) return Promise.resolve(errors)
  // The checker passes over a file it cannot read without a word: refuse one here instead.
  const missing = files.filter((file) => !existsSync(file))
  if (missing.length > 0) {
    return Promise.reject(new Error(`No such page to check: ${missing.join(', ')}`))
  }
  const args = ['-jar', vnuJarPath(), '--errors-only', '--format', 'json', ...files]
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      args,
      { timeout: 300_000, maxBuffer: 64 * 2 ** 20 },
      (error, _stdout, stderr) => {
        // The checker exits 1 when it found an error, and writes its JSON report to stderr.
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(
            new Error(
              'The Nu HTML checker needs java, which is not installed: apt-get install default-jre-headless',
            ),
          )
          return
        }
        let report: { messages?: NuMessage[] }
        try {
          report = JSON.parse(stderr) as { messages?: NuMessage[] }
        } catch {
          reject(new Error(`The Nu HTML checker did not report: ${error?.message ?? stderr}`))
          return
        }
        for (const message of report.messages ?? []) {
          if (message.type !== 'error' && message.type !== 'non-document-error') continue
          // Each message names its file as a file: URL; one about no file (the checker's own
          // trouble) is listed under what it names.
          const url = message.url ?? 'the Nu HTML checker'
          const file = url.startsWith('file:') ? fileURLToPath(url) : url
          const list = errors.get(file) ?? []
          errors.set(file, list)
          list.push({
            line: message.lastLine,
            column: message.firstColumn,
            message: message.message ?? message.type,
            extract: message.extract,
          })
        }
        resolve(errors)
      },
    )
  })
}

/** An error as one line: where, what, and the text it is about. */
export function formatNuError(file: string, error: NuError): string {
  const where = error.line === undefined ? file : `${file}:${error.line}:${error.column ?? 0}`
  const extract = error.extract ? ` (${JSON.stringify(error.extract.trim().slice(0, 80))})` : ''
  return `${where}: ${error.message}${extract}`
}
