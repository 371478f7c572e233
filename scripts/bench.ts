// npm run bench — the numbers behind the quality bar, in one table (and bench/report.json):
//  - Lighthouse 13 mobile scores (median of N runs) per page type, LCP, TBT, CLS, JS and HTML bytes,
//    each page beside its own no-JS twin (the limit), the plain Next page (the floor) and the Next +
//    Chakra page (the peer), at 10 towns and at 1,000 (the county page too), in interleaved rounds
//  - each page's first taps on its islands (menu toggle, consent buttons, a contact form field, the
//    postcode check's button): ms to the next paint under DevTools throttling (bench/first-tap.ts)
//  - per page type, HTML gzip and Brotli bytes, and FCP and LCP under both throttling methods
//    (simulated, and DevTools throttling of the real load) beside the page's no-JS twin and the
//    minimal page, in the same interleaved rounds (bench/references.ts, paintTable)
//  - the W3C Nu HTML checker's errors on each page type's page (bench/nu-html-checker.ts)
//  - full build time from the fixture, and the Content Lake requests one build makes (stand-in)
//  - the site at 1,000 generated towns against the fixture's 10, in the same run: build cost per
//    extra town page and the builds' peak memory, the home page's Lighthouse score and TBT
//    (audited in the same interleaved rounds), home HTML, JSON-LD on every page, the sitemap and
//    the postcode table (bench/scale.ts)
//  - the pull's content check (Studio rules) on the fixture and on those towns (bench/validation.ts)
//  - the picture budgets against the same site built without pictures (bench/pictures.ts)
//  - _headers rules and longest line, and the Mozilla HTTP Observatory score on Cloudflare Pages'
//    runtime, at 10 towns and at 1,000 (bench/hosting.ts)
//  - a Publish to live, end to end, at 10 towns and at --towns: Actions API, webhook, a local
//    host's incremental build and deploy on wrangler, the Studio's badge; each step's seconds and
//    the CPU it costs; a burst of ten Publishes on Netlify-like and Cloudflare Pages-like hosts
//    (bench/publish.ts)
// The steps are bench/run.ts's, the tables and the report bench/report.ts's.
// Flags: --runs N (default 3), --towns N (default 1,000), --skip-scale (skip the many-town build),
// --skip-build (reuse web/out), --skip-lighthouse (build figures only), --skip-taps (no first
// taps), --skip-pictures, --skip-publish, --publish-only (only the Publish chain).
import { MAX_SCALE_TOWNS, runBench, runPublishBench, SCALE_TOWNS } from './bench/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { ConfigError } from './lib/env.ts'

const usage =
  'Usage: npm run bench -- [--runs N] [--towns N] [--skip-scale] [--skip-build] [--skip-lighthouse] [--skip-taps] [--skip-pictures] [--skip-publish | --publish-only]'

async function main(args: string[]): Promise<void> {
  const values = parseFlags(
    args,
    {
      runs: { type: 'string' },
      towns: { type: 'string' },
      'skip-scale': { type: 'boolean' },
      'skip-build': { type: 'boolean' },
      'skip-lighthouse': { type: 'boolean' },
      'skip-taps': { type: 'boolean' },
      'skip-pictures': { type: 'boolean' },
      'skip-publish': { type: 'boolean' },
      'publish-only': { type: 'boolean' },
    },
    usage,
  )
  const runs = Number.parseInt(String(values.runs ?? '3'), 10)
  if (!Number.isInteger(runs) || runs < 1)
    throw new ConfigError(`--runs must be a whole number of at least 1.\n${usage}`)
  const towns = Number.parseInt(String(values.towns ?? SCALE_TOWNS), 10)
  if (!Number.isInteger(towns) || towns < 11) {
    throw new ConfigError(`--towns must be a whole number above 10.\n${usage}`)
  }
  if (towns > MAX_SCALE_TOWNS) {
    throw new ConfigError(
      `--towns can be at most ${MAX_SCALE_TOWNS} (one postcode district each).\n${usage}`,
    )
  }
  if (values['publish-only']) return runPublishBench(towns)
  await runBench({
    runs,
    towns,
    skipScale: values['skip-scale'] === true,
    skipBuild: values['skip-build'] === true,
    skipLighthouse: values['skip-lighthouse'] === true,
    skipTaps: values['skip-taps'] === true,
    skipPictures: values['skip-pictures'] === true,
    skipPublish: values['skip-publish'] === true,
  })
}

/** The bench as a function: 0, or 1 with `bench failed: <message>` (a wrong flag: the usage too). */
export const benchCommand = command('bench', main)

if (import.meta.main) runAsScript(benchCommand)
