// The Presentation tool: the site's preview server (SANITY_STUDIO_PREVIEW_URL) inside the Studio,
// showing drafts after the preview-mode handshake (web/app/api/draft-mode/enable). Which page
// shows which document comes from lib/presentation.ts, shared with its unit test.
import { map } from 'rxjs'
import { type DocumentLocationResolver, presentationTool } from 'sanity/presentation'
import { apiVersion } from './lib/api.ts'
import {
  documentLocations,
  type LocationIndex,
  locationIndexQuery,
  mainDocumentRoutes,
  publishedId,
} from './lib/presentation.ts'

const locations: DocumentLocationResolver = (params, { documentStore }) =>
  documentStore
    .listenQuery(
      locationIndexQuery,
      { id: publishedId(params.id) },
      { apiVersion, perspective: params.perspectiveStack, tag: 'presentation.locations' },
    )
    .pipe(
      map((index) =>
        documentLocations(index as LocationIndex, { id: params.id, type: params.type }),
      ),
    )

export function presentation(previewOrigin: string) {
  return presentationTool({
    title: 'Preview',
    previewUrl: {
      origin: previewOrigin,
      // With the trailing slash every route of the site has (trailingSlash: true): no redirect hop.
      previewMode: { enable: '/api/draft-mode/enable/' },
    },
    resolve: {
      mainDocuments: mainDocumentRoutes.map(({ route, filter }) => ({ route, filter })),
      locations,
    },
  })
}
