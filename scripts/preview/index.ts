// The staff preview: the server that renders drafts for the Studio's Preview tool (server.ts:
// Next built and run as a server, behind the front server of front-server.ts), its settings
// (settings.ts), who may see a draft (gate.ts: the Studio's secret, draft mode's cookie, a rate
// limit) and the headers and policy of a preview page (headers.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on the host (the site's headers) and below.
export { draftModeCookieName, openFromStudioPage } from './gate.ts'
export { previewHeaderPolicy, previewHeaders, withPreviewPolicy } from './headers.ts'
export { buildPreview, startPreview } from './server.ts'
export { listenHost, nextEnv, previewSettings } from './settings.ts'
