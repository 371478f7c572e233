// The root .env as setup updates it: every other line kept, a variable set where it stands (the
// line Node's parser would take), and nothing written that the parser would read differently.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readEnvFile, writeEnvValues } from './env-file.ts'

const fileWith = (text?: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'env-file-')), '.env')
  if (text !== undefined) writeFileSync(file, text)
  return file
}

describe('writeEnvValues', () => {
  it('replaces the line that sets a variable where it stands, keeps the rest, adds the new ones at the end', () => {
    const file = fileWith(
      '# notes\nexport SANITY_DATASET = staging\nSITE_URL=https://a.example\nSITE_URL=https://b.example\n# end\n',
    )
    writeEnvValues(file, { SITE_URL: 'https://c.example', SANITY_DATASET: 'production', NEW: 'x' })
    expect(readFileSync(file, 'utf8')).toBe(
      '# notes\nSANITY_DATASET=production\nSITE_URL=https://a.example\nSITE_URL=https://c.example\n# end\nNEW=x\n',
    )
    expect(readEnvFile(file)).toEqual({
      SANITY_DATASET: 'production',
      SITE_URL: 'https://c.example',
      NEW: 'x',
    })
  })

  it('starts a missing file with a header, and refuses a value the parser would read otherwise', () => {
    const file = fileWith()
    expect(readEnvFile(file)).toEqual({})
    writeEnvValues(file, { SANITY_PROJECT_ID: 'abc123' })
    expect(readFileSync(file, 'utf8')).toMatch(/^# Local settings .*\nSANITY_PROJECT_ID=abc123\n$/)
    expect(() => writeEnvValues(file, { SITE_URL: 'https://x.example #y' })).toThrow(
      'SITE_URL: refusing to write a value with spaces, quotes or "#" to .env',
    )
    expect(readEnvFile(file)).toEqual({ SANITY_PROJECT_ID: 'abc123' })
  })
})
