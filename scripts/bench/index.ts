// The bench: every figure `npm run bench` measures, side by side in one run. Page weight and
// paint against the reference pages (references.ts, page-parts.ts), the pictures (pictures.ts),
// Publish to live on a local host (publish.ts, local-host.ts), the 1,000-town site (scale.ts,
// scale-dataset.ts), the content check (validation.ts), the hosts' headers and Mozilla's
// Observatory (hosting.ts, observatory.ts), the W3C checker (nu-html-checker.ts) and the pages
// measured (pages.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It is the top floor: it may stand on every other room.

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
