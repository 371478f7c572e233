// Sanity: everything that talks to a Sanity project from this computer. The client and the one
// published-content request (fetch.ts, content-query.ts), the `sanity` CLI (cli.ts), the Projects
// API for datasets, CORS origins, tokens and webhooks (projects.ts), the Publish webhook's
// settings (webhook-settings.ts) and the .env file setup writes (env-file.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on scripts/lib/ alone.
export { CliFailure, runSanityCli, type SanityCliCall, storedLoginToken } from './cli.ts'
export { contentTypes, selectContent } from './content-query.ts'
export { readEnvFile, writeEnvValues } from './env-file.ts'
export { fetchPublishedDocuments, sanityClient } from './fetch.ts'
export {
  type Dataset,
  defaultApiHost,
  type Project,
  type ProjectsApi,
  projectsApi,
  type RoleName,
  SanityAnswerError,
} from './projects.ts'
export { siteTypes, type WebhookOptions, webhookSettings } from './webhook-settings.ts'
