// One wrangler for web/out (the site `npm run build` left) for every build-level test that only
// reads it (build-record, host, integrity): wrangler takes seconds of CPU to start, so it starts
// once for `test:build` (vitest's globalSetup, tests/vitest.build.config.ts), not once per file.
// It runs tethered to vitest's main process (startServer), and stops with it.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'
import { startServer } from '../../scripts/host/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** web/out served as Cloudflare Pages serves it; undefined when there is no build. */
    builtSiteUrl: string | undefined
  }
}

const outDir = join(repoRoot, 'web', 'out')

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  // Without a build the files that need it fail, saying so (builtSiteUrl); the others run.
  if (!existsSync(join(outDir, 'index.html'))) return project.provide('builtSiteUrl', undefined)
  const server = await startServer({ root: outDir, port: 0, host: '127.0.0.1' })
  project.provide('builtSiteUrl', server.url)
  return () => server.close()
}

/** The address of web/out served by wrangler, for a test of test:build. */
export function builtSiteUrl(): string {
  const url = inject('builtSiteUrl')
  if (!url) throw new Error(`${outDir} has no index.html: run "npm run build" first.`)
  return url
}
