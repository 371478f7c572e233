// What a visitor gets from the site as the host serves it (scripts/serve.ts: Cloudflare Pages'
// own runtime), read from the responses alone: the status of every route, town alias, unknown
// path, Studio redirect and path without its trailing slash, and the strict policy of every HTML
// response. Shared by the build-level tests of the 10-town build and of the 1,000-town one.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type MinimalHeader, parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { parse } from 'smol-toml'
import { policyProblems } from '../../scripts/host/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { type Doc, siteRoutes, snapshotDocuments } from './site-routes.ts'

/** Paths no build has: each must answer 404 with the 404 page. */
const unknownPaths = ['/no-such-page/', '/services/no-such-service/', '/no-such-file.js']

type Check = { path: string; status: number; location?: string; html: boolean }

/**
 * What each path of a build should answer (status, redirect target, whether it is a page), from
 * the dataset it was built from (the main build's snapshot by default).
 */
export function expectedAnswers(documents: readonly Doc[] = snapshotDocuments()): Check[] {
  const routes = siteRoutes(documents)
  const redirects = documents.filter((doc) => doc._type === 'redirect')
  return [
    ...routes.map((route) => ({ path: route.path, status: 200, html: true })),
    // Pages adds the trailing slash with a permanent redirect (308 keeps the method).
    ...routes
      .filter((route) => route.path !== '/')
      .map((route) => ({
        path: route.path.slice(0, -1),
        status: 308,
        location: route.path,
        html: false,
      })),
    ...unknownPaths.map((path) => ({ path, status: 404, html: true })),
    ...redirects.map((doc) => ({
      path: String(doc.from),
      status: doc.permanent === true ? 301 : 302,
      location: String(doc.to),
      html: false,
    })),
  ]
}

/** Fetches every expected answer from `url` (a few at a time) and lists what differs. */
export async function servedProblems(
  url: string,
  answers: readonly Check[],
  notFoundHtml: string,
): Promise<{ problems: string[]; htmlResponses: number }> {
  const problems: string[] = []
  let htmlResponses = 0
  const queue = [...answers]
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const response = await fetch(`${url}${check.path}`, { redirect: 'manual' })
      const body = await response.text()
      if (response.status !== check.status)
        problems.push(`${check.path}: status ${response.status}, expected ${check.status}`)
      const location = response.headers.get('location')
      if (check.location !== undefined && location !== check.location)
        problems.push(`${check.path}: redirects to ${location}, expected ${check.location}`)
      if (!check.html) continue
      htmlResponses += 1
      if (!response.headers.get('content-type')?.startsWith('text/html'))
        problems.push(`${check.path}: content-type ${response.headers.get('content-type')}`)
      if (check.status === 404 && body !== notFoundHtml)
        problems.push(`${check.path}: the 404 answer is not 404.html`)
      problems.push(...policyProblems(check.path, response.headers, body))
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return { problems: problems.sort(), htmlResponses }
}

/**
 * `_headers` and `_redirects` as Netlify reads them, with its own parsers and beside the
 * project's netlify.toml (whose [[headers]] and [[redirects]] Netlify merges with the files):
 * their errors, and each header rule with the headers it sets (a header two rules for one path
 * set would come out joined).
 */
export async function netlifyReading(dir: string) {
  const netlifyConfigPath = join(repoRoot, 'netlify.toml')
  const config = parse(readFileSync(netlifyConfigPath, 'utf8')) as {
    headers?: MinimalHeader[]
    redirects?: string[]
  }
  const headers = await parseAllHeaders({
    headersFiles: [join(dir, '_headers')],
    netlifyConfigPath,
    configHeaders: config.headers ?? [],
    minimal: false,
  })
  const redirects = await parseAllRedirects({
    redirectsFiles: [join(dir, '_redirects')],
    netlifyConfigPath,
    configRedirects: config.redirects ?? [],
    minimal: false,
  })
  return { headers, redirects }
}
