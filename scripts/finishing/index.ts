// Page finishing: what postbuild does to each page Next wrote before it is served. Next's
// scripts make way for the islands (islands.ts); the page is parsed once (page.ts) and its CSS
// compacted, its unused tokens dropped (page-css.ts: compact-css.ts, unused-tokens.ts) and each
// repeated icon drawn once (inline-svg.ts), its islands' props moved to files of their own
// (island-props.ts); it may keep only the inline scripts the site writes
// (page-scripts.ts), and its strict policy, from what it holds, goes first in its <head>
// (csp.ts); a page's second address is written as a copy of it (alias-pages.ts). finish-page.ts
// puts the steps in their order; finish-pages.ts runs them over the export, on worker threads
// (finish-worker.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs), and the room reaches the site only through web/lib/routes.ts and the style
// group names server-chakra writes (web/components/server-chakra/style-groups.ts).
export { AliasPageError, aliasFiles, aliasPage, aliasRobotsTag } from './alias-pages.ts'
export {
  CspError,
  EMPTY_STRING_HASH,
  hashSource,
  inspectPage,
  metaPolicy,
  pageMetaPolicy,
  policyOverPlainHttp,
  siteHeaderPolicy,
  sitePolicy,
  withMetaPolicy,
} from './csp.ts'

export { finishFiles } from './finish-pages.ts'

export { buildIslands, dropRscPayloads, islandsLoaderScript } from './islands.ts'
