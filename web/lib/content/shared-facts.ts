// What the pull (scripts/pull.ts), the site (web/lib/content) and the Studio (studio/lib/api.ts)
// must agree on about content. Imports nothing: the Studio's bundle and Node scripts import it
// by its `.ts` name.

/** Sanity HTTP API version, pinned so a Content Lake change never alters our builds silently. */
export const sanityApiVersion = '2025-02-19'

/**
 * Where the pull writes the content snapshot and the site build reads it, relative to web/
 * (CONTENT_SNAPSHOT overrides it, for tests). The picture manifest sits beside it.
 */
export const snapshotInWeb = '.content/snapshot.ndjson'

/** The picture step's manifest, beside the snapshot (so CONTENT_SNAPSHOT moves both). */
export const pictureManifestName = 'pictures.json'
