// The Turbopack loader web/strip-use-client-loader.cjs (wired in next.config.ts) relies on how
// Ark UI ships its anatomy modules: plain data (Zag's createAnatomy), in files named
// *.anatomy.js, marked "use client" on their first line. If an upgrade changes any of that, the
// build breaks in ways that do not name the cause (client references where Chakra's slot
// recipes need values); these checks name it.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import nextConfig from './next.config.ts'

const require = createRequire(import.meta.url)
const stripUseClient = require('./strip-use-client-loader.cjs') as (source: string) => string
const arkComponents = join(dirname(require.resolve('@ark-ui/react/anatomy')), '..', 'components')
const anatomyFiles = readdirSync(arkComponents, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.anatomy.js'))
  .map((file) => join(arkComponents, file))

describe('strip-use-client-loader', () => {
  it('is wired to every *.anatomy.js file in next.config.ts', () => {
    expect(nextConfig.turbopack?.rules?.['*.anatomy.js']).toEqual({
      loaders: ['./strip-use-client-loader.cjs'],
    })
  })

  it('finds the anatomy modules Chakra’s slot recipes import (field, table, toast…)', () => {
    const names = anatomyFiles.map((file) => file.split(/[\\/]/).pop())
    for (const name of ['field.anatomy.js', 'toast.anatomy.js']) {
      expect(names, `Ark UI no longer ships ${name}: check the loader's file pattern`).toContain(
        name,
      )
    }
  })

  it('takes "use client" off each anatomy module, which is plain anatomy data', () => {
    for (const file of anatomyFiles) {
      const source = readFileSync(file, 'utf8')
      const stripped = stripUseClient(source)
      expect(stripped, `${file} still says "use client" after the loader`).not.toMatch(
        /^\s*['"]use client['"]/,
      )
      const imports = [...stripped.matchAll(/\bfrom\s*["']([^"']+)["']/g)].map((match) => match[1])
      for (const imported of imports) {
        expect(
          imported,
          `${file} imports ${imported}: no longer plain anatomy data, the loader must not strip it`,
        ).toMatch(/^(@zag-js\/|\.\/[\w-]+\.anatomy\.js$)/)
      }
    }
  })
})
