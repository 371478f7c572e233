// Library files import no command: a command (scripts/*.ts, a package.json script) may use the
// libraries, never the other way round, so what a library needs lives in scripts/lib.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './env.ts'

const scriptsDir = join(repoRoot, 'scripts')

/** Every command-file import of the .ts files under `folder`, as "file → command". */
function commandImports(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => {
      const path = join(folder, file)
      const specifiers = [
        ...readFileSync(path, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g),
      ].map((match) => match[1] as string)
      return specifiers
        .map((specifier) => resolve(dirname(path), specifier))
        .filter((target) => dirname(target) === scriptsDir)
        .map((target) => `${relative(repoRoot, path)} → ${relative(repoRoot, target)}`)
    })
}

describe('scripts/lib', () => {
  it('imports no command', () => {
    expect(commandImports(join(scriptsDir, 'lib'))).toEqual([])
  })
})
