// The root .env as a file to keep: read with Node's own parser, and updated line by line so the
// user's comments, order and other variables stay as they were. `npm run setup` writes it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

/** The variables the file sets (empty values included), or none when there is no file. */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  return parseEnv(readFileSync(file, 'utf8')) as Record<string, string>
}

const header = `# Local settings (see .env.example for every variable). Real environment variables win.
`

/**
 * Sets each variable of `values` in the file: the line that sets it (the last, which wins) is replaced where it
 * stands, a variable the file does not have is added at the end; every other line is kept.
 */
export function writeEnvValues(file: string, values: Record<string, string>): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : header
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  for (const [name, value] of Object.entries(values)) {
    if (/[\s#"'`\\]/.test(value)) {
      throw new Error(`${name}: refusing to write a value with spaces, quotes or "#" to .env`)
    }
    const setter = new RegExp(`^\\s*(export\\s+)?${name}\\s*=`)
    const index = lines.findLastIndex((line) => setter.test(line))
    if (index === -1) lines.push(`${name}=${value}`)
    else lines[index] = `${name}=${value}`
  }
  writeFileSync(file, `${lines.join('\n')}\n`)
}
