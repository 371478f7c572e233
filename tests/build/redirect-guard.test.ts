// Redirects only redirect. The built site (web/out, as `npm run build` left it from the fixture):
// every address the build wrote a file at is refused as a redirect's old address by the
// Studio's own rules (studio/lib/paths.ts, which the pull runs too) and by postbuild's check
// against the files; on Cloudflare Pages' own runtime (`wrangler pages dev`) a pattern redirect
// of the kind the guard refuses does take a file over. That every file of web/out answers 200
// there with the fixture's redirects in place is checked on the server tests/build/host.test.ts
// starts for web/out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fileAddresses,
  type RunningServer,
  redirectFileProblems,
  startServer,
} from '../../scripts/host/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { builtFiles } from '../../scripts/lib/export-files.ts'
import type { SanityDocument } from '../../scripts/lib/ndjson.ts'
import { fromPathProblem, pageRouteProblem } from '../../studio/lib/paths.ts'
import { type SitePages, sitePagesQuery } from '../../web/lib/routes.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

const outDir = join(repoRoot, 'web', 'out')

/** Every file of the built site, relative to web/out. */
const files = builtFiles(outDir)

async function sitePages(): Promise<SitePages> {
  const result = await evaluate(parse(sitePagesQuery), {
    dataset: snapshotDocuments() as SanityDocument[],
  })
  return (await result.get()) as SitePages
}

describe("a redirect from an address the build wrote (the guard's walk of web/out)", () => {
  it("is refused by the Studio's rules for every file, each page file and folder included", async () => {
    const pages = await sitePages()
    const addresses = files.flatMap(fileAddresses)
    expect(addresses.length).toBeGreaterThan(files.length)
    for (const kind of [
      '/img/',
      '/_next/',
      '/_islands/',
      '/og/',
      '/areas-covered/postcodes.json',
    ]) {
      expect(
        addresses.some((address) => address.startsWith(kind)),
        kind,
      ).toBe(true)
    }
    const allowed = addresses.filter(
      (address) => !fromPathProblem(address) && !pageRouteProblem(address, pages),
    )
    expect(allowed).toEqual([])
  })

  it("is refused by postbuild's check against the files, naming the file", () => {
    const redirects = files.flatMap(fileAddresses).map((from, index) => ({
      _id: `redirect.${index}`,
      _type: 'redirect',
      from,
      to: 'https://elsewhere.example/',
    }))
    const problems = redirectFileProblems(redirects, files)
    expect(problems).toHaveLength(redirects.length)
  })
})

describe('a pattern redirect on Cloudflare Pages (what the guard prevents)', () => {
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hostile-redirect-'))
    mkdirSync(join(dir, 'img'))
    writeFileSync(join(dir, 'img', 'hero.avif'), 'picture')
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>')
    writeFileSync(join(dir, '_redirects'), '/:a/:b https://evil.example/ 301\n')
    server = await startServer({ root: dir, port: 0 })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("takes over a picture file: the reason the Studio and the build refuse ':' and '*'", async () => {
    const response = await fetch(`${server.url}/img/hero.avif`, { redirect: 'manual' })
    await response.arrayBuffer()
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://evil.example/')
    expect(fromPathProblem('/:a/:b')).toContain("Remove the ':'")
  })
})
