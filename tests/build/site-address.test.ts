// next build's settings: Next reads only web/.env*, so web/next.config.ts loads the root .env
// and resolves the site's address (web/lib/settings.ts publicSite) before any page is rendered.
// Checked the way next build loads its config (Next's own loadConfig, run in web/ as next build
// runs), on a scratch copy of the repository's root: its .env is the test's, never the
// developer's. That the resolved address reaches the pages and the sitemap is checked on a whole
// build in content-follows.test.ts (a Netlify production build given only Netlify's URL).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/env.ts'

const scratch = mkdtempSync(join(tmpdir(), 'site-address-'))
// next.config.ts and what it imports.
for (const file of ['next.config.ts', 'lib/settings.ts', 'lib/routes.ts']) {
  cpSync(join(repoRoot, 'web', file), join(scratch, 'web', file))
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Variables a developer's shell or a host could hold that decide the address. */
const addressVariables = [
  'SITE_URL',
  'CONTEXT',
  'URL',
  'DEPLOY_PRIME_URL',
  'CF_PAGES',
  'CF_PAGES_BRANCH',
  'CF_PAGES_URL',
  'PRODUCTION_BRANCH',
]

const loadConfig = `
const loadConfig = require(${JSON.stringify(join(repoRoot, 'node_modules/next/dist/server/config.js'))}).default
const { PHASE_PRODUCTION_BUILD } = require(${JSON.stringify(join(repoRoot, 'node_modules/next/dist/shared/lib/constants.js'))})
loadConfig(PHASE_PRODUCTION_BUILD, process.cwd()).then(
  (config) => console.log(JSON.stringify({ SITE_URL: process.env.SITE_URL, output: config.output })),
  (error) => { console.error(String(error.cause ?? error)); process.exit(1) },
)`

/** Loads web/next.config.ts as next build does, with `dotEnv` as the root .env and `env` set. */
function nextConfig(dotEnv: string, env: Record<string, string> = {}) {
  writeFileSync(join(scratch, '.env'), dotEnv)
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !addressVariables.includes(name)),
  )
  const run = spawnSync(process.execPath, ['-e', loadConfig], {
    cwd: join(scratch, 'web'),
    env: { ...inherited, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    // A limit for a hung Node, not a slow one (seconds on a quiet machine).
    timeout: 300_000,
  })
  const output =
    run.status === 0
      ? (JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
          SITE_URL?: string
          output?: string
        })
      : undefined
  return { status: run.status, output, stdout: run.stdout, stderr: run.stderr }
}

describe("next build's site address", () => {
  it('comes from SITE_URL in the root .env, normalised, for the pages and the render workers', () => {
    const loaded = nextConfig('SITE_URL=" HTTPS://Www.From-Dotenv.co.uk/ "\n')
    expect(loaded.status, loaded.stderr).toBe(0)
    expect(loaded.output).toEqual({ SITE_URL: 'https://www.from-dotenv.co.uk', output: 'export' })
  })

  it('comes from the real environment first', () => {
    const loaded = nextConfig('SITE_URL=https://www.from-dotenv.co.uk\n', {
      SITE_URL: 'https://www.from-environment.co.uk',
    })
    expect(loaded.output?.SITE_URL).toBe('https://www.from-environment.co.uk')
  })

  it("stops a host's production build with no public address before any page, naming SITE_URL", () => {
    const loaded = nextConfig('# no SITE_URL here\n', { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' })
    expect(loaded.status).toBe(1)
    expect(loaded.stderr).toMatch(
      /SettingsError: SITE_URL is not set, and this is a Cloudflare Pages production build\. Set SITE_URL to/,
    )
  })
})
