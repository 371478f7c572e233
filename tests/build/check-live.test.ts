// `npm run check-live` against Cloudflare Pages' own runtime (`wrangler pages dev`,
// scripts/serve.ts): a copy of web/out as a production build writes it (SITE_URL the served
// origin, SANITY_STUDIO_URL set, content from a Sanity project) passes every check, and the same
// copy with one fault injected at a time fails, naming that fault and nothing else. One wrangler
// serves one folder throughout, each variant being the good copy put back and one fault applied:
// wrangler reads pages and files on each request, but _headers and _redirects only when it
// notices they changed, a moment later (and not always after a rename or a copy over them), so
// each variant writes both in place with its own number in a rule of its own, and waits until
// wrangler answers with that number.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRecordHeaderRule } from '../../scripts/build/index.ts'
import { checkLiveCommand } from '../../scripts/check-live.ts'
import {
  formatHeadersFile,
  freePort,
  headerRules,
  type RunningServer,
  startServer,
} from '../../scripts/host/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { placeholderSiteOrigin } from '../../web/lib/settings.ts'
import { hangWaitMs } from '../support/hang-limits.ts'
import { runInProcess, runScript } from '../unit/run-script.ts'

const outDir = join(repoRoot, 'web', 'out')
const studio = 'https://kerbside.sanity.studio'
/** The origin a build without SITE_URL writes. */
const placeholder = placeholderSiteOrigin

/** Every file of the export whose text names the site's origin. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|xml|txt|json|webmanifest)$/.test(file))
    .map((file) => join(dir, file))
}

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`the fault changed nothing in ${file}`)
  writeFileSync(file, after)
}

function editEach(files: string[], change: (text: string) => string): void {
  for (const file of files) writeFileSync(file, change(readFileSync(file, 'utf8')))
}

const htmlFiles = (dir: string) => textFiles(dir).filter((file) => file.endsWith('.html'))

let good: string
let served: string
let origin: string
let server: RunningServer

/** Puts the good copy back in the served folder: each file that differs, written in place. */
function restore(): void {
  for (const entry of readdirSync(good, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const from = join(entry.parentPath, entry.name)
    const to = join(served, relative(good, from))
    const bytes = readFileSync(from)
    if (existsSync(to) && readFileSync(to).equals(bytes)) continue
    mkdirSync(dirname(to), { recursive: true })
    writeFileSync(to, bytes)
  }
}

let variant = 0

/**
 * Tags _headers and _redirects with a new variant number (a rule for a path of its own in each),
 * written in place, and waits until wrangler serves both with it.
 */
async function settle(): Promise<void> {
  variant += 1
  const headers = join(served, '_headers')
  const redirects = join(served, '_redirects')
  const headersText = `${readFileSync(headers, 'utf8')}\n/__variant-headers\n  X-Variant: ${variant}\n`
  const redirectsText = `${readFileSync(redirects, 'utf8')}/__variant-redirect /__variant-${variant} 302\n`
  // A write while wrangler is still reading the previous one can go unnoticed: write again, a
  // little later each time (at most every 16 s), for as long as it takes: under the full suite's
  // load wrangler once took longer than 15 s (the fault that deletes 404.html, a clean-clone
  // .ci/run on ea95d6b). Five minutes without it is a hung wrangler, not a slow one.
  const deadline = Date.now() + 300_000
  for (let patience = 250; Date.now() < deadline; patience = Math.min(patience * 2, 16_000)) {
    writeFileSync(headers, headersText)
    writeFileSync(redirects, redirectsText)
    for (const started = Date.now(); Date.now() - started < patience; ) {
      const tagged = await fetch(`${origin}/__variant-headers`)
      await tagged.arrayBuffer()
      const moved = await fetch(`${origin}/__variant-redirect`, { redirect: 'manual' })
      await moved.arrayBuffer()
      if (
        tagged.headers.get('x-variant') === String(variant) &&
        moved.headers.get('location') === `/__variant-${variant}`
      )
        return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  throw new Error(
    `wrangler did not take up variant ${variant}'s _headers and _redirects in five minutes`,
  )
}

beforeAll(async () => {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  good = mkdtempSync(join(tmpdir(), 'check-live-good-'))
  served = mkdtempSync(join(tmpdir(), 'check-live-served-'))
  cpSync(outDir, good, { recursive: true })
  // What a production build writes: SITE_URL the site's own origin...
  editEach(textFiles(good), (text) => text.replaceAll(placeholder, origin))
  // ...SANITY_STUDIO_URL set, so the build record has the Studio's CORS rule...
  writeFileSync(
    join(good, '_headers'),
    formatHeadersFile([...headerRules(), buildRecordHeaderRule(studio)]),
  )
  // ...and content pulled from a Sanity project, not the repository's fixture.
  edit(join(good, 'build.json'), (text) =>
    text
      .replace('"projectId": null', '"projectId": "kerbside"')
      .replace('"dataset": null', '"dataset": "production"'),
  )
  cpSync(good, served, { recursive: true })
  server = await startServer({ root: served, port })
  await settle()
})

afterAll(async () => {
  await server?.close()
  for (const dir of [good, served]) if (dir) rmSync(dir, { recursive: true, force: true })
})

/**
 * Each answer waited for as long as a hang's limit: wrangler here answers within the check's own
 * 20 s on a quiet machine, not always beside the whole of npm test.
 */
const wait = ['--wait', String(hangWaitMs / 1000)]

/** The check's FAIL lines (stdout) and its summary (stderr on failure). */
async function checkLive(args: string[], env: Record<string, string> = {}) {
  const result = await runInProcess(checkLiveCommand, [...args, ...wait], env)
  const fails = result.stdout.split('\n').filter((line) => line.startsWith('FAIL'))
  return { ...result, fails }
}

describe('check-live on the good build', () => {
  it('passes every check, through the npm script, with the Studio given by --studio', async () => {
    const result = await runScript('scripts/check-live.ts', [origin, '--studio', studio, ...wait])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const lines = result.stdout.trim().split('\n')
    // Every page type of the registry and the town's alias, each with its two checks.
    for (const name of [
      'the home page /: addresses',
      'a service page /services/',
      'the "Areas we cover" page /areas-covered/: policy',
      'a town page /areas-covered/mobile-tyre-fitting-',
      "a town page's short address /areas/",
      'the Broken down page /help/',
      'a legal page /',
      'unknown address /check-live-',
      'robots.txt',
      'build record /build.json: readable from the Studio at https://kerbside.sanity.studio',
      'build: built ',
      'redirect /tyres: 301 to /services/mobile-tyre-fitting/',
      'addresses served before: none lost',
    ])
      expect(
        lines.some((line) => line.startsWith(`PASS  ${name}`)),
        name,
      ).toBe(true)
    expect(lines.filter((line) => /^(FAIL|SKIP)/.test(line))).toEqual([])
    expect(lines.at(-1)).toMatch(new RegExp(`^${origin}: all \\d+ checks passed\\.$`))
  })

  it('takes the Studio from SANITY_STUDIO_URL when --studio is not given', async () => {
    const result = await checkLive([`${origin}/`], { SANITY_STUDIO_URL: `${studio}/structure` })
    expect(result.fails).toEqual([])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`readable from the Studio at ${studio}`)
  })

  it('fails the build record without a Studio to check it with, saying how to give one', async () => {
    const result = await checkLive([origin])
    expect(result.code).toBe(1)
    expect(result.fails).toEqual([
      expect.stringMatching(/^FAIL {2}build record \/build\.json: no Studio origin .* --studio/),
    ])
  })
})

type Fault = {
  fault: string
  apply: (dir: string) => void
  /** Every FAIL line must name the fault this way (and there must be one). */
  names: RegExp
}

const faults: Fault[] = [
  {
    fault: 'canonical links on another origin',
    apply: (dir) =>
      editEach(htmlFiles(dir), (html) =>
        html.replaceAll(
          `rel="canonical" href="${origin}`,
          'rel="canonical" href="https://www.other-site.co.uk',
        ),
      ),
    names: /: addresses: its canonical link is on https:\/\/www\.other-site\.co\.uk, not http/,
  },
  {
    fault: 'the placeholder domain (a build without SITE_URL)',
    apply: (dir) => editEach(textFiles(dir), (text) => text.replaceAll(origin, placeholder)),
    names:
      /on the placeholder https:\/\/www\.kerbside-rescue\.example \(the build had no SITE_URL\).* Fix: Set SITE_URL=http/,
  },
  {
    fault: 'a share card missing',
    apply: (dir) => unlinkSync(join(dir, 'og', 'legal.png')),
    names:
      /^FAIL {2}a legal page .*: addresses: the share picture http\S+\/og\/legal\.png answers 404/,
  },
  {
    fault: 'an alias without noindex',
    apply: (dir) =>
      editEach(htmlFiles(join(dir, 'areas')), (html) =>
        html.replace('<meta name="robots" content="noindex, follow"/>', ''),
      ),
    names: /^FAIL {2}a town page's short address .*carries no noindex/,
  },
  {
    fault: 'no Content-Security-Policy in _headers',
    apply: (dir) =>
      edit(join(dir, '_headers'), (text) =>
        text.replace(/^ {2}Content-Security-Policy: .*\n/m, ''),
      ),
    names:
      /no Content-Security-Policy header \(expected "form-action 'none'.* Fix: The host did not apply web\/out\/_headers/,
  },
  {
    // What the local servers send over plain http (scripts/host/site-server.ts): never the hosts'.
    fault: 'the policy without upgrade-insecure-requests',
    apply: (dir) =>
      edit(join(dir, '_headers'), (text) => text.replace('; upgrade-insecure-requests', '')),
    names:
      /Content-Security-Policy header is "[^"]*object-src 'none'", expected "[^"]*object-src 'none'; upgrade-insecure-requests"/,
  },
  {
    fault: 'pages without their meta policy (postbuild not run)',
    apply: (dir) =>
      editEach(htmlFiles(dir), (html) =>
        html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
      ),
    names:
      /no Content-Security-Policy meta element in the page.* Fix: The page was not finished by scripts\/postbuild\.ts/,
  },
  {
    fault: 'an inline script the policy does not allow',
    apply: (dir) =>
      editEach(
        htmlFiles(join(dir, 'areas-covered')).filter((file) =>
          file.includes('mobile-tyre-fitting-'),
        ),
        (html) => html.replace('</body>', '<script>alert(1)</script></body>'),
      ),
    names:
      /^FAIL {2}a town page .*: policy: the page's meta policy is not the one the build writes: script-src lacks 'sha256-/,
  },
  {
    fault: '/build.json without CORS (a build without SANITY_STUDIO_URL)',
    apply: (dir) =>
      writeFileSync(
        join(dir, '_headers'),
        formatHeadersFile([...headerRules(), buildRecordHeaderRule(undefined)]),
      ),
    names:
      /^FAIL {2}build record \/build\.json: the Studio at https:\/\/kerbside\.sanity\.studio cannot read it: no Access-Control-Allow-Origin Fix: Set SANITY_STUDIO_URL=/,
  },
  {
    fault: 'a build from the repository’s test content',
    apply: (dir) =>
      edit(join(dir, 'build.json'), (text) =>
        text.replace('"projectId": "kerbside"', '"projectId": null'),
      ),
    names:
      /^FAIL {2}build: built \d+ minutes? ago .* from the repository's test content, not from Sanity Fix: Set SANITY_PROJECT_ID/,
  },
  {
    fault: 'a broken redirect',
    apply: (dir) => edit(join(dir, '_redirects'), (text) => text.replace(/^\/tyres .*\n/m, '')),
    names: /^FAIL {2}redirect \/tyres: answers 404, not 301 to \/services\/mobile-tyre-fitting\//,
  },
  {
    fault: 'a redirect to the wrong page',
    apply: (dir) =>
      edit(join(dir, '_redirects'), (text) =>
        text.replace('/privacy /privacy-policy/ 301', '/privacy /terms-of-service/ 302'),
      ),
    names:
      /^FAIL {2}redirect \/privacy: answers 302 to \/terms-of-service\/, not 301 to \/privacy-policy\//,
  },
  {
    fault: 'an address the site served before that now answers 404',
    apply: (dir) =>
      edit(join(dir, 'build.json'), (text) =>
        text.replace(
          '"lost": []',
          '"lost": [{ "path": "/services/tyre-pressure-check/", "to": "/services/mobile-tyre-fitting/" }, { "path": "/tyres" }]',
        ),
      ),
    names:
      /^FAIL {2}addresses served before: \/services\/tyre-pressure-check\/ now answers 404 \(a redirect to \/services\/mobile-tyre-fitting\/ fixes it\) Fix: Add a redirect/,
  },
  {
    fault: 'robots.txt disallowing everything',
    apply: (dir) =>
      writeFileSync(
        join(dir, 'robots.txt'),
        `User-Agent: *\nDisallow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      ),
    names: /^FAIL {2}robots\.txt: it closes the whole site to every crawler/,
  },
  {
    fault: 'a 404 answering 200 (no 404.html: Pages answers with the home page)',
    apply: (dir) => unlinkSync(join(dir, '404.html')),
    names: /^FAIL {2}unknown address \/check-live-\w+\/: answers 200, not 404 \(a "soft 404"/,
  },
]

describe('check-live names each fault', () => {
  for (const { fault, apply, names } of faults) {
    it(fault, async () => {
      restore()
      apply(served)
      await settle()
      const result = await checkLive([origin, '--studio', studio])
      expect(result.code).toBe(1)
      expect(result.fails.length).toBeGreaterThan(0)
      expect(result.fails.filter((line) => !names.test(line))).toEqual([])
      expect(result.stderr).toMatch(
        /^check-live failed: http:\/\/127\.0\.0\.1:\d+: \d+ of \d+ checks failed/,
      )
    })
  }

  it('says so when the site cannot be reached', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`
    const result = await checkLive([nobody, '--studio', studio])
    expect(result.code).toBe(1)
    expect(result.fails).toEqual([
      `FAIL  site: ${nobody} could not be reached: connection refused: nothing answers at that address Fix: Check the address (the one visitors use, e.g. https://www.…), that the site is deployed, and this computer's connection.`,
    ])
  })
})
