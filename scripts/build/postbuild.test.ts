// Postbuild (scripts/build/postbuild.ts) on a small export in a temporary folder, and its command
// (scripts/postbuild.ts) run as Node runs it: the summary it prints and how it fails.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runScript } from '../../tests/unit/run-script.ts'
import {
  aliasRobotsTag,
  CspError,
  hashSource,
  islandsLoaderScript,
  pageMetaPolicy,
  siteHeaderPolicy,
} from '../finishing/index.ts'
import { headersFor, loadHostRules, parseHeadersFile, permissionsPolicy } from '../host/index.ts'
import { PostbuildError, postbuild } from './postbuild.ts'

/** An element with an island: postbuild gives its page the islands' loader, its one script. */
const island = '<div data-island="mobile-menu" data-props="{}"></div>'
const jsonLd =
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Service"}</script>'
const loaderHash = hashSource(islandsLoaderScript())

const html = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Kerbside</title>${head}</head><body>${body}</body></html>`

let root: string
let outDir: string
let snapshotPath: string

function write(file: string, text: string): void {
  const path = join(outDir, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

/** What postbuild of the test site throws (undefined when it succeeds). */
async function postbuildError(): Promise<unknown> {
  try {
    await postbuild({ outDir, snapshotPath })
  } catch (caught) {
    return caught
  }
  return undefined
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'postbuild-'))
  outDir = join(root, 'out')
  snapshotPath = join(root, 'snapshot.ndjson')
  writeFileSync(
    snapshotPath,
    [
      {
        _id: 'redirect.tyres',
        _type: 'redirect',
        from: '/tyres',
        to: '/services/a/',
        permanent: true,
      },
      { _id: 'service.a', _type: 'service', title: 'A' },
    ]
      .map((doc) => JSON.stringify(doc))
      .join('\n'),
  )
  write(
    'index.html',
    html(`<h1>Home</h1>${island}${jsonLd}`, '<style data-emotion="css a">.a{}</style>'),
  )
  write('services/a/index.html', html(`<h1>A</h1>${island}${jsonLd}`))
  write('404.html', html('<h1>404</h1>'))
  write('_next/static/chunks/main.js', 'console.log(1)')
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('postbuild', () => {
  it('gives each page its policy in a meta element, and writes _headers and _redirects', async () => {
    const summary = await postbuild({ outDir, snapshotPath })
    expect(summary).toEqual({
      pages: 3,
      // Every page finished here (none reused from an earlier build), with no file beside it.
      written: new Map([
        ['/404.html', []],
        ['/', []],
        ['/services/a/', []],
      ]),
      reused: 0,
      copied: new Set(),
      rules: 3,
      // The longest line is the Permissions-Policy's; no line depends on the pages.
      longestHeaderLine: `  Permissions-Policy: ${permissionsPolicy}`.length,
      scriptHashes: 1,
      styleHashes: 1,
      redirects: 1,
      lost: [],
      // No SANITY_STUDIO_URL in this environment: the build record gets no CORS header.
      warnings: [expect.stringMatching(/^SANITY_STUDIO_URL is not set: \/build\.json gets no/)],
    })
    const headersText = readFileSync(join(outDir, '_headers'), 'utf8')
    const rules = parseHeadersFile(headersText)
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/img/*', '/build.json'])
    expect(headersFor(rules, '/build.json')).toContainEqual(['Cache-Control', 'no-cache'])
    expect(headersFor(rules, '/build.json').map(([name]) => name)).not.toContain(
      'Access-Control-Allow-Origin',
    )
    // Pages' own Access-Control-Allow-Origin: * is detached for every path, the record's too.
    expect(rules[0]?.detach).toEqual(['Access-Control-Allow-Origin'])
    for (const path of ['/', '/services/a/', '/no-such-page/'])
      expect(headersFor(rules, path), path).toContainEqual([
        'Content-Security-Policy',
        siteHeaderPolicy,
      ])
    const policy = (file: string) => pageMetaPolicy(readFileSync(join(outDir, file), 'utf8')) ?? ''
    expect(policy('index.html')).toContain(`script-src 'self' ${loaderHash};`)
    expect(policy('index.html')).toContain(`style-src 'self' ${hashSource('.a{}')} 'sha256-47DEQ`)
    expect(policy('services/a/index.html')).toContain(`script-src 'self' ${loaderHash};`)
    // No island, no script: the policy allows none inline.
    expect(policy('404.html')).toContain(`script-src 'self';`)
    expect(readFileSync(join(outDir, '404.html'), 'utf8')).toMatch(
      /^<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; /,
    )
    expect(loadHostRules(outDir).redirects).toEqual([
      { from: '/tyres', to: '/services/a/', status: 301 },
    ])
    // The record lists the pages it wrote (not the 404 page) and the redirects.
    expect(JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8'))).toMatchObject({
      addresses: ['/', '/services/a/'],
      redirects: [{ from: '/tyres', to: '/services/a/', status: 301 }],
      lost: [],
    })
  })

  it("keeps the live site's addresses: one this build drops without a redirect is lost, with its fix", async () => {
    const live = {
      builtAt: '2026-11-25T09:00:00.000Z',
      projectId: null,
      dataset: null,
      documents: [],
      addresses: ['/', '/services/a/', '/services/b/'],
      redirects: [{ from: '/tyres', to: '/services/a/', status: 301 }],
      lost: [{ path: '/old-offers', to: '/' }],
    }
    const summary = await postbuild({ outDir, snapshotPath, live })
    const lost = [
      { path: '/old-offers', to: '/' },
      { path: '/services/b/', to: '/#services' },
    ]
    expect(summary.lost).toEqual(lost)
    expect(JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')).lost).toEqual(lost)
  })

  it("marks every response noindex on a host's preview build, and refuses a production build without an address before any work", async () => {
    const preview = {
      CONTEXT: 'deploy-preview',
      DEPLOY_PRIME_URL: 'https://deploy-preview-7--k.netlify.app',
    }
    await postbuild({ outDir, snapshotPath, env: preview })
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'))
    for (const path of ['/', '/services/a/', '/no-such-page/', '/build.json'])
      expect(headersFor(rules, path), path).toContainEqual(['X-Robots-Tag', 'noindex'])
    await postbuild({
      outDir,
      snapshotPath,
      env: { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', SITE_URL: 'https://www.kerbside.co.uk' },
    })
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).not.toContain('X-Robots-Tag')

    write('404/index.html', html('<h1>Oops</h1>'))
    await expect(
      postbuild({ outDir, snapshotPath, env: { CONTEXT: 'production' } }),
    ).rejects.toThrow(/^SITE_URL is not set, and this is a Netlify production build/)
    expect(existsSync(join(outDir, '404', 'index.html')), 'nothing touched').toBe(true)
  })

  it('fails naming every problem, and leaves no stale _headers behind', async () => {
    await postbuild({ outDir, snapshotPath })
    write('services/b/index.html', html('<div style="color:red">B</div>'))
    write('services/c/index.html', html('<script src="https://cdn.example.com/x.js"></script>'))
    const error = await postbuildError()
    expect(error).toBeInstanceOf(CspError)
    expect((error as CspError).problems).toEqual([
      expect.stringMatching(/services\/b\/index\.html:1:\d+: <div> has a style attribute/),
      expect.stringMatching(/services\/c\/index\.html:1:\d+: <script src=.* another origin/),
    ])
    expect(existsSync(join(outDir, '_headers'))).toBe(false)
    expect(existsSync(join(outDir, '_redirects'))).toBe(false)
  })

  it('fails on an inline script the site does not write, naming the page; no rules are left', async () => {
    await postbuild({ outDir, snapshotPath })
    // A script injected into a page, a data block of another type, a JSON-LD block that is not
    // structured data, and a copy of the loader with another entry: none is the site's.
    write(
      'services/b/index.html',
      html(`<h1>B</h1>${island}<script>steal(document.cookie)</script>`),
    )
    write('services/c/index.html', html('<script type="application/json">{"a":1}</script>'))
    write('services/d/index.html', html('<script type="application/ld+json">alert(1)</script>'))
    write(
      'services/e/index.html',
      html(`<script data-entry="https://evil.example/x.js">${islandsLoaderScript()}</script>`),
    )
    const error = await postbuildError()
    expect(error).toBeInstanceOf(CspError)
    const problems = (error as CspError).problems
    expect(problems).toHaveLength(4)
    expect(problems[0]).toMatch(
      /^\S*services\/b\/index\.html:1:\d+: an inline <script> the site does not write \("steal\(document\.cookie\)"\); a page carries only JSON-LD .* and the islands' loader/,
    )
    for (const [index, page] of ['c', 'd', 'e'].entries()) {
      expect(problems[index + 1]).toMatch(
        new RegExp(
          `services/${page}/index\\.html:1:\\d+: an inline <script> the site does not write`,
        ),
      )
    }
    expect((error as CspError).message).toContain('services/b/index.html')
    expect(existsSync(join(outDir, '_headers'))).toBe(false)
  })

  it("keeps Next's 404.html and removes its other renders of the 404 page", async () => {
    write('404.html', html(`<h1>Oops</h1>${island}`))
    write('404/index.html', html(`<h1>Oops</h1>${island}`))
    write('_not-found/index.html', html(`<h1>Oops</h1>${island}`))
    await postbuild({ outDir, snapshotPath })
    expect(existsSync(join(outDir, '404'))).toBe(false)
    expect(existsSync(join(outDir, '_not-found'))).toBe(false)
    expect(readFileSync(join(outDir, '404.html'), 'utf8')).toContain('<h1>Oops</h1>')
    const policy = pageMetaPolicy(readFileSync(join(outDir, '404.html'), 'utf8')) ?? ''
    expect(policy).toContain(loaderHash)
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).not.toContain('_not-found')
  })

  it('writes each town alias as its finished town page with a noindex tag, and fails when that page is missing', async () => {
    const town = { _id: 'town.bath', _type: 'town', name: 'Bath', slug: { current: 'bath' } }
    writeFileSync(snapshotPath, `${readFileSync(snapshotPath, 'utf8')}\n${JSON.stringify(town)}`)
    const canonical =
      '<link rel="canonical" href="https://example.com/areas-covered/mobile-tyre-fitting-bath/"/>'
    write(
      'areas-covered/mobile-tyre-fitting-bath/index.html',
      html(`<h1>Bath</h1>${island}`, canonical),
    )
    // Left by an earlier run: replaced, not processed as a page of its own.
    write('areas/bath/index.html', html('<h1>Old Bath</h1>', canonical))
    expect((await postbuild({ outDir, snapshotPath })).pages).toBe(5)
    const main = readFileSync(
      join(outDir, 'areas-covered/mobile-tyre-fitting-bath/index.html'),
      'utf8',
    )
    const alias = readFileSync(join(outDir, 'areas/bath/index.html'), 'utf8')
    expect(main).toContain(loaderHash)
    expect(main).not.toContain('noindex')
    expect(alias).toBe(main.replace(canonical, `${aliasRobotsTag}${canonical}`))

    rmSync(join(outDir, 'areas-covered'), { recursive: true })
    await expect(postbuild({ outDir, snapshotPath })).rejects.toThrow(
      /areas\/bath\/index\.html is a copy of areas-covered\/mobile-tyre-fitting-bath\/index\.html, which next build did not write/,
    )
  })

  it('asks for next build when the export is missing', async () => {
    await expect(postbuild({ outDir: join(root, 'nowhere'), snapshotPath })).rejects.toThrow(
      PostbuildError,
    )
    await expect(postbuild({ outDir: join(root, 'nowhere'), snapshotPath })).rejects.toThrow(
      /run next build first/,
    )
  })

  it('asks for the content pull when the snapshot is missing', async () => {
    await expect(postbuild({ outDir, snapshotPath: join(root, 'none.ndjson') })).rejects.toThrow(
      /No content snapshot .*content:pull/,
    )
  })
})

describe('postbuild command', () => {
  it('prints a one-line summary to stderr', async () => {
    const result = await runScript('scripts/postbuild.ts', ['--out', outDir], {
      CONTENT_SNAPSHOT: snapshotPath,
      SANITY_STUDIO_URL: 'https://kerbside.sanity.studio/desk',
      SITE_URL: '',
    })
    expect(result.stderr).toBe(
      `postbuild: 3 pages, 3 header rules (longest line ${`  Permissions-Policy: ${permissionsPolicy}`.length} characters), 1 distinct script hashes, 1 distinct style hashes, 1 redirects\n` +
        "postbuild: addresses: SITE_URL is not set to the live site's address, so this build's addresses are not compared with the live site's.\n",
    )
    expect(result.code).toBe(0)
    // The build record: readable by the Studio's origin only, with the Date header.
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'))
    expect(headersFor(rules, '/build.json')).toEqual(
      expect.arrayContaining([
        ['Cache-Control', 'no-cache'],
        ['Access-Control-Allow-Origin', 'https://kerbside.sanity.studio'],
        ['Access-Control-Expose-Headers', 'Date'],
      ]),
    )
    const record = JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8'))
    expect(record).toMatchObject({ projectId: null, dataset: null })
    expect(record.documents.map((document: { _id: string }) => document._id)).toEqual([
      'redirect.tyres',
      'service.a',
    ])
  })

  it('names the addresses the live site (SITE_URL) served that now answer 404, and still builds', async () => {
    const live = {
      builtAt: '2026-11-25T09:00:00.000Z',
      projectId: null,
      dataset: null,
      documents: [],
      addresses: ['/', '/services/a/', '/services/b/', '/privacy-policy/'],
      redirects: [{ from: '/tyres', to: '/services/a/', status: 301 }],
      lost: [],
    }
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(live))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const port = (server.address() as AddressInfo).port
      const result = await runScript('scripts/postbuild.ts', ['--out', outDir], {
        CONTENT_SNAPSHOT: snapshotPath,
        SANITY_STUDIO_URL: 'https://kerbside.sanity.studio',
        SITE_URL: `http://127.0.0.1:${port}`,
      })
      expect(result.code).toBe(0)
      expect(result.stderr).toContain(
        "postbuild: warning: these addresses now answer 404 (the live site served them; this build has no page or redirect there; add a redirect in the Studio, or use the Live site tool's button):\n" +
          '  /privacy-policy/ (fix: a redirect to /)\n' +
          '  /services/b/ (fix: a redirect to /#services)\n',
      )
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('refuses a SANITY_STUDIO_URL that is not a web address, saying which variable', async () => {
    const result = await runScript('scripts/postbuild.ts', ['--out', outDir], {
      CONTENT_SNAPSHOT: snapshotPath,
      SANITY_STUDIO_URL: 'kerbside studio',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /^postbuild: SANITY_STUDIO_URL "kerbside studio" is not a web address/,
    )
  })

  it('exits non-zero with a clear message when the export is missing', async () => {
    const result = await runScript('scripts/postbuild.ts', ['--out', join(root, 'nowhere')], {
      CONTENT_SNAPSHOT: snapshotPath,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /^postbuild: .*nowhere is missing or has no index\.html: run next build first/,
    )
  })
})
