// The built site (web/out, as `npm run build` left it, and the shared 1,000-town build,
// tests/support/scale-site.ts) as Cloudflare Pages serves it, on Pages' own local runtime
// (`wrangler pages dev`, scripts/serve.ts), and its host files as Netlify's own parsers read
// them: every route, town alias, unknown path, Studio redirect and path without its trailing
// slash answers what a visitor should get, every file the build wrote answers 200 with the
// redirects in place (no redirect takes a file over: tests/build/redirect-guard.test.ts), every
// HTML response carries the strict policy, and _headers stays within both hosts' rules.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCALE_TOWNS } from '../../scripts/bench/index.ts'
import { siteHeaderPolicy } from '../../scripts/finishing/index.ts'
import {
  fileAddresses,
  headersFileSize,
  hostRuleProblems,
  parseHeadersFile,
  type RunningServer,
  type ServedRequest,
  startLocalFront,
  startServer,
} from '../../scripts/host/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { builtFiles } from '../../scripts/lib/export-files.ts'
import { hostFiles } from '../../web/lib/routes.ts'
import { builtSiteUrl } from '../support/built-site-server.ts'
import { type ScaleSite, scaleSite } from '../support/scale-site.ts'
import { expectedAnswers, netlifyReading, servedProblems } from '../support/served-site.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

const outDir = join(repoRoot, 'web', 'out')

/** Every answer as expected from the build in `dir` served at `url`, every page checked. */
async function expectServedAsAVisitorShould(
  url: string,
  dir: string,
  answers: ReturnType<typeof expectedAnswers>,
): Promise<void> {
  const notFound = readFileSync(join(dir, '404.html'), 'utf8')
  const { problems, htmlResponses } = await servedProblems(url, answers, notFound)
  expect(problems).toEqual([])
  expect(htmlResponses).toBe(answers.filter((answer) => answer.html).length)
}

// web/out on wrangler, started once for test:build (tests/support/built-site-server.ts).
describe('the built site on Cloudflare Pages (wrangler pages dev)', () => {
  it('answers every path as a visitor should, each page with the strict policy', async () => {
    const answers = expectedAnswers()
    // The fixture's redirects are all permanent (a 302 is checked the same way).
    for (const status of [200, 301, 308, 404])
      expect(
        answers.some((answer) => answer.status === status),
        String(status),
      ).toBe(true)
    await expectServedAsAVisitorShould(builtSiteUrl(), outDir, answers)
  })

  it('answers every file the build wrote with 200, not a redirect', async () => {
    // The fixture's redirects are in place: the test above finds each answering 301 or 302.
    expect(snapshotDocuments().some((document) => document._type === 'redirect')).toBe(true)
    // A page file is asked for at its folder and 404.html as /404 (Pages sends /x/index.html and
    // /404.html on there itself); the host's own rule files are never served.
    const answers = builtFiles(outDir)
      .filter((file) => !(hostFiles as readonly string[]).includes(`/${file}`))
      .map((file) => ({
        path: (fileAddresses(file).at(-1) as string).replace(/\.html$/, ''),
        status: 200,
        html: false,
      }))
    const { problems } = await servedProblems(builtSiteUrl(), answers, '')
    expect(problems).toEqual([])
  })

  it('sends picture files with the site-wide policy, a year of caching and no CORS header', async () => {
    const picture = readFileSync(join(outDir, 'index.html'), 'utf8').match(/\/img\/[\w.-]+\.avif/)
    expect(picture).not.toBeNull()
    const response = await fetch(`${builtSiteUrl()}${picture?.[0]}`)
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBe(siteHeaderPolicy)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it("sends on the local server (npm start) the host's every header and byte, but the policy's upgrade to https", async () => {
    // The hosts' policy is unchanged: upgrade-insecure-requests, for pages served over https.
    expect(siteHeaderPolicy).toMatch(/; upgrade-insecure-requests$/)
    const served: ServedRequest[] = []
    // The front npm start puts before its wrangler, here before the one serving web/out already:
    // a second wrangler of the same folder would add seconds of CPU and nothing to compare.
    const local = await startLocalFront(builtSiteUrl(), {
      port: 0,
      onRequest: (request) => served.push(request),
    })
    try {
      for (const path of ['/', '/no-such-page/', '/services/mobile-tyre-fitting', '/icon.svg']) {
        const [host, ours] = await Promise.all(
          [builtSiteUrl(), local.url].map((url) => fetch(`${url}${path}`, { redirect: 'manual' })),
        )
        const [hostBody, ourBody] = await Promise.all([host, ours].map((r) => r?.arrayBuffer()))
        expect(ours?.status, path).toBe(host?.status)
        expect(
          Buffer.from(ourBody as ArrayBuffer).equals(Buffer.from(hostBody as ArrayBuffer)),
        ).toBe(true)
        const headers = (response: Response | undefined) =>
          Object.fromEntries(
            [...(response?.headers ?? [])].filter(
              ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
            ),
          )
        expect(headers(ours), path).toEqual({
          ...headers(host),
          'content-security-policy': siteHeaderPolicy.replace('; upgrade-insecure-requests', ''),
        })
      }
      expect(served.map((request) => ('status' in request ? request.status : 0))).toEqual([
        200, 404, 308, 200,
      ])
    } finally {
      await local.close()
    }
  })
})

describe("the host files, by the hosts' rules", () => {
  it("parse without errors with Netlify's own parsers, and no path gets two policies", async () => {
    const { headers, redirects } = await netlifyReading(outDir)
    expect(headers.errors.map(String)).toEqual([])
    expect(redirects.errors.map(String)).toEqual([])
    const policies = headers.headers.filter((rule) => 'Content-Security-Policy' in rule.values)
    expect(policies.map((rule) => [rule.for, rule.values['Content-Security-Policy']])).toEqual([
      ['/*', siteHeaderPolicy],
    ])
    // Netlify's reading of each rule is ours (a joined, doubled value would differ).
    const ours = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'))
    expect(headers.headers.map((rule) => [rule.for, rule.values])).toEqual(
      ours.map((rule) => [rule.pattern, Object.fromEntries(rule.headers)]),
    )
    expect(redirects.redirects.length).toBeGreaterThan(0)
  })

  it("stay within Cloudflare Pages' limits: rules and line length", () => {
    const text = readFileSync(join(outDir, '_headers'), 'utf8')
    expect(hostRuleProblems(parseHeadersFile(text))).toEqual([])
    const { rules, longestLine } = headersFileSize(text)
    expect(rules).toBeLessThanOrEqual(100)
    expect(longestLine).toBeLessThanOrEqual(2000)
  })
})

describe(`the ${SCALE_TOWNS}-town site on Cloudflare Pages (wrangler pages dev)`, () => {
  let site: ScaleSite
  let server: RunningServer
  beforeAll(async () => {
    site = await scaleSite()
    server = await startServer({ root: site.outDir, port: 0 })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers every path as a visitor should, each page with the strict policy', async () => {
    const answers = expectedAnswers(site.documents)
    expect(answers.filter((answer) => answer.html).length).toBeGreaterThan(2 * SCALE_TOWNS)
    await expectServedAsAVisitorShould(server.url, site.outDir, answers)
  })

  it("keeps _headers within both hosts' rules, the same as at 10 towns", async () => {
    const text = readFileSync(join(site.outDir, '_headers'), 'utf8')
    expect(hostRuleProblems(parseHeadersFile(text))).toEqual([])
    expect(headersFileSize(text)).toEqual(
      headersFileSize(readFileSync(join(outDir, '_headers'), 'utf8')),
    )
    const { headers, redirects } = await netlifyReading(site.outDir)
    expect([...headers.errors, ...redirects.errors].map(String)).toEqual([])
  })
})
