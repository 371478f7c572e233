// The staff preview: the server that renders drafts for the Studio's Preview tool. Who may see a
// draft (gate.ts: the Studio's secret, draft mode's cookie, a rate limit) and the headers and
// policy of a preview page (headers.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on the host (the site's headers) and below.
export {
  draftModeCookieName,
  hasDraftMode,
  isEnablePath,
  openFromStudioPage,
  RateLimit,
} from './gate.ts'
export {
  cameOverHttps,
  previewHeaderPolicy,
  previewHeaders,
  sanityImageCdn,
  withPreviewPolicy,
} from './headers.ts'
