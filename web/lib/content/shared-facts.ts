// What the pull (scripts/build/pull.ts), the site (web/lib/content) and the Studio
// (studio/lib/api.ts) must agree on about content. Imports nothing: the Studio's bundle and Node scripts import it
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

/**
 * Beside the snapshot, where the static build's render notes what each page read (one NDJSON file
 * per render process, each line `[render id, ...PageRead]`): postbuild turns it into the record of
 * what every page depends on, so that a later build renders again only the pages whose reads
 * changed (scripts/build/site-cache.ts). The pull empties it.
 */
export const pageReadsDirName = 'page-reads'

/**
 * Beside the snapshot, written by an incremental build after the pull: the addresses of the
 * pages of registry types that this render writes (the others are reused from the last build).
 * Absent, every page is rendered. The pull removes it, so a clean build never meets one.
 */
export const renderOnlyName = 'render-only.json'

/** What a page's render read: a query with its parameters, a picture rendition, or the page's own address. */
export type PageRead =
  | ['query', string, Record<string, unknown>]
  | ['picture', string]
  | ['page', string]

/**
 * What Sanity and its tools keep in a dataset beside the content: never content, so the pull
 * (scripts/sanity/content-query.ts) and the preview (web/lib/content/sanity.ts) leave out every
 * document one of these matches. Each says where Sanity documents it.
 */
export const sanitySystemDocuments = [
  {
    what: 'system documents: ids under the `_.` path (access groups, retention settings), hidden from readers of the root path',
    filter: '_id in path("_.**")',
    documented:
      'https://www.sanity.io/docs/ids (ids are paths); https://www.sanity.io/docs/access-control-deprecated ("system documents are hidden")',
  },
  {
    what: "the Presentation tool's preview secrets (drafts made each time the tool opens a page)",
    filter: '_type == "sanity.previewUrlSecret"',
    documented:
      'https://www.sanity.io/docs/preview-url-secret; `schemaType` in @sanity/preview-url-secret/constants',
  },
  {
    what: 'the secret "Share preview access" publishes (id sanity-preview-url-secret.share-access)',
    filter: '_type == "sanity.previewUrlShareAccess"',
    documented:
      'https://www.sanity.io/docs/presentation ("Preview sharing"); `schemaTypeSingleton` in @sanity/preview-url-secret/constants',
  },
  {
    what: "the Presentation tool's Vercel protection bypass secret",
    filter: '_type == "sanity.vercelProtectionBypass"',
    documented: '`vercelProtectionBypassSchemaType` in @sanity/preview-url-secret/constants',
  },
  {
    what: "any other document of Sanity's own (a `sanity.` type or id, as AI Assist's sanity.assist.*, or a `_.` type), except the picture and file assets the Studio's fields reference",
    filter:
      '((string::startsWith(_type, "sanity.") || string::startsWith(_type, "_.")) && !(_type in ["sanity.imageAsset", "sanity.fileAsset"])) || _id in path("sanity.**")',
    documented:
      'https://www.sanity.io/docs/assets (sanity.imageAsset, sanity.fileAsset are documents); https://www.sanity.io/docs/content-lake/documents (Sanity stores "some system data" as documents)',
  },
] as const

/** A GROQ condition true for every document that is not one of `sanitySystemDocuments`. */
export const notSanitySystemDocument = `!(${sanitySystemDocuments.map((entry) => `(${entry.filter})`).join(' || ')})`
