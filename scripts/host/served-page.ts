// What an HTML response of the site must carry as the host serves it, read from the response
// alone: the headers every response gets (the `/*` rule of _headers, security-headers.ts) and
// the page's own strict Content-Security-Policy (the <meta http-equiv> postbuild writes, csp.ts).
// The build-level tests hold every served page to it (tests/support/served-site.ts) and
// `npm run check-live` holds the live site to it (scripts/check-live.ts).
import { inspectPage, metaPolicy, pageMetaPolicy, siteHeaderPolicy } from '../finishing/index.ts'
import { globalHeaders } from './security-headers.ts'

/**
 * What is missing or different in the site-wide headers of a response (each named with what it
 * should be), or nothing: every header of the `/*` rule with its exact value, the site-wide
 * policy among them, and no Access-Control-Allow-Origin (nothing but the build record is for
 * another site's scripts).
 */
export function siteHeaderProblems(headers: Headers): string[] {
  const problems: string[] = []
  const expected: [string, string][] = [
    ...globalHeaders,
    ['Content-Security-Policy', siteHeaderPolicy],
  ]
  for (const [name, value] of expected) {
    const sent = headers.get(name)
    if (sent === null) problems.push(`no ${name} header (expected "${value}")`)
    else if (sent !== value) problems.push(`${name} header is "${sent}", expected "${value}"`)
  }
  const anyOrigin = headers.get('access-control-allow-origin')
  if (anyOrigin !== null)
    problems.push(`Access-Control-Allow-Origin header "${anyOrigin}": other sites may read it`)
  return problems
}

/** A policy's directives: name, and its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [(name as string).toLowerCase(), sources]),
  )
}

/** How a served policy differs from the one expected, directive by directive, in words. */
function policyDifferences(served: string, expected: string): string[] {
  const have = directives(served)
  const want = directives(expected)
  const differences: string[] = []
  for (const [name, sources] of want) {
    const sent = have.get(name)
    if (!sent) {
      differences.push(`no ${name}`)
      continue
    }
    const lacking = sources.filter((source) => !sent.includes(source))
    const extra = sent.filter((source) => !sources.includes(source))
    if (lacking.length > 0) differences.push(`${name} lacks ${lacking.join(' ')}`)
    if (extra.length > 0) differences.push(`${name} also allows ${extra.join(' ')}`)
  }
  for (const name of have.keys()) if (!want.has(name)) differences.push(`an extra ${name}`)
  return differences
}

/**
 * What is wrong with the strict policy a page carries in its HTML, or nothing: one meta policy,
 * placed before anything it governs, and exactly the policy postbuild writes for this page
 * (csp.ts metaPolicy: nothing by default, 'self' and the hash of each inline script and style the
 * page holds; a missing hash is a blocked script), with nothing in the page a strict policy cannot
 * allow.
 */
export function pagePolicyProblems(html: string, path: string): string[] {
  const policy = pageMetaPolicy(html)
  if (!policy) return ['no Content-Security-Policy meta element in the page']
  const problems: string[] = []
  if ((html.match(/http-equiv="Content-Security-Policy"/g) ?? []).length !== 1)
    problems.push('more than one Content-Security-Policy meta element in the page')
  const governed = html.search(/<(script|style|link)\b/)
  if (governed !== -1 && governed < html.indexOf('http-equiv="Content-Security-Policy"'))
    problems.push("a script, style or link comes before the page's meta policy")
  const page = inspectPage(html, path)
  problems.push(...page.problems)
  const expected = metaPolicy(page)
  const differences = policyDifferences(policy, expected)
  if (differences.length > 0)
    problems.push(
      `the page's meta policy is not the one the build writes: ${differences.join(', ')}`,
    )
  return problems
}

/** Everything wrong with one HTML response's headers and policy, each prefixed with its path. */
export function policyProblems(path: string, headers: Headers, html: string): string[] {
  return [...siteHeaderProblems(headers), ...pagePolicyProblems(html, path)].map(
    (problem) => `${path}: ${problem}`,
  )
}
