// The build: from published content to the files a host serves. Its steps, each run by a command
// of scripts/: the pull (pull.ts, its content check with the Studio's own rules in studio-rules.ts
// and validate-content.ts), the picture step (pictures/write-pictures.ts: originals fetched once by
// the pull, then rendered to responsive files), postbuild after `next build` (postbuild.ts: pages
// finished, the host's files, the sitemap's split in sitemap-split.ts) and the incremental build
// (incremental.ts). And the build record (build-record.ts) and the live site's (live-record.ts),
// the site cache and the incremental build's plan (site-cache.ts, inputs-key.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on the host, Sanity, page finishing and scripts/lib/.
export {
  buildRecord,
  buildRecordHeaderRule,
  buildRecordOutput,
  studioOriginFor,
} from './build-record.ts'
export { incrementalBuild } from './incremental.ts'
export { inputsKey } from './inputs-key.ts'

export {
  originalsDir,
  pictureCacheDir,
} from './pictures/cache.ts'

export { writePictures } from './pictures/write-pictures.ts'
export { postbuildStep } from './postbuild.ts'
export { pull } from './pull.ts'
export {
  copyFile,
  restoreCompiledSiteFor,
  siteCacheDir,
} from './site-cache.ts'

export {
  reportContentProblems,
  studioSchema,
  validateWithStudioRules,
} from './studio-rules.ts'
