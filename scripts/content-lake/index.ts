// The local Content Lake: a stand-in for Sanity's Content Lake on 127.0.0.1 that the real
// clients use unchanged (the Studio, @sanity/client in the pull, seed, setup and preview). Its
// one door: everything outside this folder imports from here (.dependency-cruiser.cjs).
// local-content.ts runs it for `npm run studio`: seeded from the fixture, kept on disk, over TLS.
export { imageAssetFor } from './assets.ts'
export type { Doc } from './dataset.ts'
export {
  localCertificate,
  localLakeEnv,
  localLakeUrl,
  startLocalContentLake,
} from './local-content.ts'
export { newProject } from './projects.ts'
export {
  type ContentLake,
  type ContentLakeOptions,
  type FileFailure,
  startContentLake,
} from './server.ts'
export type { StudioRole } from './studio-api.ts'
export {
  deliverWebhooks,
  type WebhookDeliveries,
  webhookBody,
} from './webhooks.ts'
