// Mozilla's HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind developer.mozilla.org's
// Observatory) grading the site as a server sends it: its headers and the page's meta policy.
// Run offline against 127.0.0.1. Its install script downloads the HSTS preload list and is left
// unapproved (package.json allowScripts): the scanner then lacks conf/hsts-preload.json, and an
// empty list stands in (no address on this machine is on the real list anyway).
// On plain http (as every local server is) it takes 40 points off for what only HTTPS can give:
// no redirect to HTTPS (-20) and no HSTS header it can trust (-20); behind HTTPS the same headers
// score those back.
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

type ObservatoryTest = { pass: boolean; result: string; scoreModifier: number }
export type ObservatoryResult = {
  score: number
  grade: string
  tests: Record<string, ObservatoryTest>
}

/** The tests a plain-http address cannot pass whatever its headers. */
export const httpsOnlyTests = ['redirection', 'strict-transport-security']

function ensureHstsList(): void {
  const packageJson = createRequire(import.meta.url).resolve(
    '@mdn/mdn-http-observatory/package.json',
  )
  const list = join(dirname(packageJson), 'conf', 'hsts-preload.json')
  if (!existsSync(list)) writeFileSync(list, '{}\n')
}

/** Scans `hostAndPort` (e.g. 127.0.0.1:4601) and returns its score, grade and each test. */
export async function observatoryScan(hostAndPort: string): Promise<ObservatoryResult> {
  ensureHstsList()
  // Imported here: the scanner loads jsdom and axios, which nothing else in the bench needs.
  const { scan } = await import('@mdn/mdn-http-observatory')
  const result = await scan(hostAndPort)
  const tests = Object.fromEntries(
    Object.entries(result.tests).map(([name, test]) => [
      name,
      { pass: test.pass, result: test.result, scoreModifier: test.scoreModifier },
    ]),
  )
  return { score: result.scan.score, grade: result.scan.grade, tests }
}
