// Where the content layer's documents and pictures come from, chosen here and nowhere else:
//
// - the static build (`npm run build`): the snapshot and picture manifest that the pull and the
//   picture step wrote (snapshot.ts);
// - the preview server (`npm run preview`, which sets PREVIEW_SERVER=1): Sanity itself, with
//   drafts for a browser the Studio's handshake put in draft mode, and pictures from Sanity's
//   image CDN, cut as the build cuts them (live.ts).
//
// Everything else in web/ asks the content layer (index.ts, pictures.ts) and never knows which.
import type { Rendition, SlotName } from '../pictures/slots'
import { liveSource } from './live'
import type { PictureValue } from './pictures'
import type { PageRead } from './shared-facts'
import { snapshotSource } from './snapshot'

export type Dataset = unknown[]

/** One render's note of what it read (reads.ts): an id, and what it has noted already. */
type RenderReads = { id: string; noted: Set<string> }

export type ContentSource = {
  /** The documents this render reads (the same array for as long as they have not changed). */
  documents(): Promise<Dataset>
  /** True when every page is written at build, one per listed param; false when each renders on request. */
  listsPages: boolean
  /** True when query results record where each value sits in its document (click to edit). */
  marksEditTargets: boolean
  /** A picture's files in a slot, its size and placeholder colour; `key` is its renditionKey. */
  rendition(value: PictureValue, slot: SlotName, key: string): Rendition
  /** The sentence for a document every page needs that the content lacks. */
  missing(what: string): string
  /**
   * The static build notes what each page reads, for the next build to know which pages a
   * Publish changes (scripts/build/site-cache.ts); the preview notes nothing.
   */
  noteRead?(render: RenderReads, read: PageRead): void
  /** The addresses of registry pages this build renders, when it renders only some of them. */
  renderOnly?(): ReadonlySet<string> | undefined
}

const previewServer = process.env.PREVIEW_SERVER === '1'

export const source: ContentSource = previewServer ? liveSource : snapshotSource
