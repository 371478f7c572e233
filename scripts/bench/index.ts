// The bench: the numbers behind the quality bar (`npm run bench`). Each page type's page beside
// its no-JS twin and the plain Next page (references.ts, pages.ts, page-parts.ts), the W3C Nu HTML
// checker (nu-html-checker.ts), the site at 1,000 towns (scale-dataset.ts, scale.ts), the pull's
// content check (validation.ts), the picture budgets (pictures.ts), the hosting figures
// (hosting.ts, observatory.ts) and a Publish to live on a local host (publish.ts, local-host.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on the live checks, the build, the host, Sanity, the
// Content Lake stand-in, page finishing and scripts/lib/.
export { type HostingFigures, hostingNote, hostingRows, measureHosting } from './hosting.ts'
export { formatNuError, nuHtmlErrors } from './nu-html-checker.ts'
export {
  firstRoundTripBytes,
  firstRoundTripProblems,
  gzipBytes,
  overFirstRoundTrip,
} from './page-parts.ts'
export { benchPages } from './pages.ts'
export { benchPictures, type PictureBench, pictureRows, serveFixtureAssets } from './pictures.ts'
export { benchPublish, publishBudgets, publishRows } from './publish.ts'
export {
  htmlFileFor,
  measureWithReferences,
  pageWeight,
  pageWeightBudgets,
  paintTargets,
} from './references.ts'
export {
  htmlPages,
  jsonLdBlocks,
  type ScaleFigures,
  samplePeakMemory,
  scaleFigures,
  scaleTargets,
} from './scale.ts'
export {
  MAX_SCALE_TOWNS,
  SCALE_TOWNS,
  scaledDocuments,
  writeScaledFixture,
} from './scale-dataset.ts'
export { measureValidation, validationRows } from './validation.ts'
