// Sanity Studio for the Kerbside Tyre & Rescue website.
//
// Environment (in the shell, in .env at the repo root, or in studio/.env), read by
// web/lib/settings.ts:
//   SANITY_STUDIO_PROJECT_ID  the project id from sanity.io/manage. `npm run studio` stops with a
//                             message when it is missing; `sanity build` and `sanity schema
//                             validate` run without it (offline checks, placeholder project).
//   SANITY_STUDIO_DATASET     the dataset to edit; defaults to "production".
//   SANITY_STUDIO_PREVIEW_URL the preview server (npm run preview) the Preview tool shows.
//   SANITY_STUDIO_SITE_URL    the live site, for each page's "View live page" action and the
//                             live state (badge and "Live site" tool, read from its /build.json).
//   (`npm run studio` and `sanity deploy` stop with a message when either is missing or wrong.)
import { visionTool } from '@sanity/vision'
import { type DocumentActionComponent, defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { localContentLake, studioSettings } from '../web/lib/settings.ts'
import { withAddressPublish, withAddressRemoval } from './actions/address-actions.tsx'
import { livePageAction } from './actions/live-page.ts'
import { AddressField } from './form/address-field.tsx'
import { apiVersion } from './lib/api.ts'
import { routableTypes } from './lib/presentation.ts'
import { shownTypes } from './lib/shown-types.ts'
import { liveStateBadge } from './live-status/badge.ts'
import { liveSiteAddress } from './live-status/config.ts'
import { liveStatusTool } from './live-status/tool.tsx'
import { LocalContentNavbar } from './local-content.tsx'
import { untilLocalLakeAnswers } from './local-lake-gate.tsx'
import { presentation } from './presentation.ts'
import { schemaTypes, singletonTypes } from './schemaTypes/index.ts'
import { structure } from './structure.ts'

/** Who sees Vision: Sanity's roles for the people who write queries. */
const developerRoles = new Set(['administrator', 'developer'])

/** A singleton can be edited and published, never duplicated, deleted or unpublished. */
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

// Each variable by its full name: the bundler replaces process.env.SANITY_STUDIO_* one by one.
const settings = studioSettings({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
  SANITY_STUDIO_PREVIEW_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
  SANITY_STUDIO_SITE_URL: process.env.SANITY_STUDIO_SITE_URL,
})
// Without a Sanity project, the Studio works on the local Content Lake (`npm run studio`), and
// its live site is the one `npm run studio -- --build` builds from it and `npm run serve` serves.
const local = settings.projectId === undefined
const projectId = settings.projectId ?? localContentLake.projectId
const dataset = local ? localContentLake.dataset : settings.dataset
const siteUrl = process.env.SANITY_STUDIO_SITE_URL ?? (local ? localContentLake.siteUrl : undefined)
// A browser that cannot reach the local lake yet (its certificate not accepted) is told why and
// what to do, before the Studio starts and fails (local-lake-gate.tsx).
if (local) await untilLocalLakeAnswers()
const liveAction = livePageAction(
  local && !process.env.SANITY_STUDIO_SITE_URL
    ? localContentLake.siteUrl
    : settings.addresses.SANITY_STUDIO_SITE_URL,
)

/** Is a Publish live? Read from the live site's build record (studio/live-status/). */
const liveStatus = {
  address: liveSiteAddress(siteUrl),
  studio: { projectId, dataset },
  typeTitle: (type: string) =>
    schemaTypes.find((schemaType) => schemaType.name === type)?.title ?? type,
}
const liveBadge = liveStateBadge(liveStatus)

/**
 * A routable document's Publish, Unpublish and Delete keep every live address working
 * (studio/actions/address-actions.tsx); other documents keep Sanity's own.
 */
function addressActions(actions: DocumentActionComponent[]): DocumentActionComponent[] {
  return actions.map((action) => {
    if (action.action === 'publish') return withAddressPublish(action)
    if (action.action === 'unpublish' || action.action === 'delete') {
      return withAddressRemoval(action, action.action, liveStatus.typeTitle)
    }
    return action
  })
}

export default defineConfig({
  name: 'default',
  title: 'Kerbside Tyre & Rescue',
  projectId,
  dataset,
  ...(local ? { apiHost: localContentLake.apiHost } : {}),
  plugins: [
    structureTool({ structure }),
    presentation(settings.addresses.SANITY_STUDIO_PREVIEW_URL),
    visionTool({ defaultApiVersion: apiVersion }),
  ],
  // Vision (a GROQ console) is for developers: staff never see it in their top bar.
  // Staff publish one document at a time: no releases, schedules or tasks. Their top bar is the
  // three tools the staff guide names (Structure, Preview, Live site), and the Studio holds three
  // listeners fewer open (a browser keeps at most six connections to one host over HTTP/1.1).
  releases: { enabled: false },
  scheduledDrafts: { enabled: false },
  scheduledPublishing: { enabled: false },
  tasks: { enabled: false },
  tools: (previous, { currentUser }) => [
    ...previous.filter(
      (tool) =>
        tool.name !== 'vision' || currentUser?.roles.some((role) => developerRoles.has(role.name)),
    ),
    liveStatusTool(liveStatus),
  ],
  ...(local ? { studio: { components: { navbar: LocalContentNavbar } } } : {}),
  schema: { types: schemaTypes },
  // Under a page's slug: its live address, and what Publish will do to it.
  form: { components: { field: AddressField } },
  document: {
    badges: (previous, { schemaType }) =>
      shownTypes.has(schemaType) ? [...previous, liveBadge] : previous,
    newDocumentOptions: (previous) =>
      previous.filter((item) => !singletonTypes.has(item.templateId)),
    actions: (previous, { schemaType }) => {
      const allowed = singletonTypes.has(schemaType)
        ? previous.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : previous
      return routableTypes.has(schemaType) ? [...addressActions(allowed), liveAction] : allowed
    },
  },
})
