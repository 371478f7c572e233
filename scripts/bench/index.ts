// The bench: the numbers behind the quality bar (`npm run bench`: its steps run.ts, its tables
// and bench/report.json report.ts). Lighthouse (lighthouse.ts) on each page type's page beside its
// no-JS twin and the plain Next page (references.ts, pages.ts, page-parts.ts), the W3C Nu HTML
// checker (nu-html-checker.ts, html-check.ts), the builds and the site at 1,000 towns (builds.ts,
// scale-dataset.ts, scale.ts), the pull's content check (validation.ts), the picture budgets
// (pictures.ts), the hosting figures (hosting.ts, observatory.ts) and a Publish to live on a local
// host (publish.ts, local-host.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on the build, the host, Sanity, the Content Lake
// stand-in and scripts/lib/.
export { formatNuError, nuHtmlErrors } from './nu-html-checker.ts'
export {
  firstRoundTripBytes,
  firstRoundTripProblems,
  gzipBytes,
  overFirstRoundTrip,
} from './page-parts.ts'
export { htmlFileFor, pageWeight, pageWeightBudgets } from './references.ts'
export { runBench, runPublishBench } from './run.ts'
export { htmlPages, jsonLdBlocks, scaleTargets } from './scale.ts'
export {
  MAX_SCALE_TOWNS,
  SCALE_TOWNS,
  scaledDocuments,
  writeScaledFixture,
} from './scale-dataset.ts'
