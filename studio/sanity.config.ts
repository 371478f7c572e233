// Sanity Studio for the Kerbside Tyre & Rescue website.
//
// Environment (in the shell, in .env at the repo root, or in studio/.env):
//   SANITY_STUDIO_PROJECT_ID  the project id from sanity.io/manage. `npm run studio` stops with a
//                             message when it is missing; `sanity build` and `sanity schema
//                             validate` run without it (offline checks, placeholder project).
//   SANITY_STUDIO_DATASET     the dataset to edit; defaults to "production".
//   SANITY_STUDIO_PREVIEW_URL the preview server (npm run preview) the Preview tool shows.
//   SANITY_STUDIO_SITE_URL    the live site, for each page's "View live page" action.
//   (`npm run studio` and `sanity deploy` stop with a message when either is missing or wrong.)
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { livePageAction } from './actions/live-page'
import { apiVersion } from './lib/api'
import { datasetFrom, placeholderProjectId, projectIdFrom, siteAddress } from './lib/env'
import { routableTypes } from './lib/presentation'
import { presentation } from './presentation'
import { schemaTypes, singletonTypes } from './schemaTypes'
import { structure } from './structure'

/** A singleton can be edited and published, never duplicated, deleted or unpublished. */
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

const liveAction = livePageAction(
  siteAddress('SANITY_STUDIO_SITE_URL', process.env.SANITY_STUDIO_SITE_URL),
)

export default defineConfig({
  name: 'default',
  title: 'Kerbside Tyre & Rescue',
  projectId: projectIdFrom(process.env.SANITY_STUDIO_PROJECT_ID) ?? placeholderProjectId,
  dataset: datasetFrom(process.env.SANITY_STUDIO_DATASET),
  plugins: [
    structureTool({ structure }),
    presentation(siteAddress('SANITY_STUDIO_PREVIEW_URL', process.env.SANITY_STUDIO_PREVIEW_URL)),
    visionTool({ defaultApiVersion: apiVersion }),
  ],
  schema: { types: schemaTypes },
  document: {
    newDocumentOptions: (previous) =>
      previous.filter((item) => !singletonTypes.has(item.templateId)),
    actions: (previous, { schemaType }) => [
      ...(singletonTypes.has(schemaType)
        ? previous.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : previous),
      ...(routableTypes.has(schemaType) ? [liveAction] : []),
    ],
  },
})
