// Sanity: everything that talks to a Sanity project from this computer. The client and the one
// published-content request (fetch.ts, content-query.ts), the `sanity` CLI (cli.ts), the Projects
// API for datasets, CORS origins, tokens and webhooks (projects.ts), the Publish webhook's
// settings (webhook-settings.ts), the .env file setup writes (env-file.ts), the seed of the
// starter content (seed.ts) and the guided first setup, step by step (setup/).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on scripts/lib/ alone, and on the starter content it seeds
// (scripts/content/, not a room). The seed checks that content with the Studio's rules before
// writing it, as the build's pull does; those rules are the build room's, a floor above, so the
// seed takes them as a parameter (StudioRules; setup's in SetupDeps.studioRules) that the
// commands scripts/seed.ts and scripts/setup.ts hand in from scripts/build/index.ts. Writing to a
// dataset is Sanity's work, so the seed stays here rather than in a room above the build.
export { runSanityCli, storedLoginToken } from './cli.ts'
export { contentTypes, selectContent } from './content-query.ts'
export { fetchPublishedDocuments, sanityClient } from './fetch.ts'
export { type SeedOptions, seed } from './seed.ts'
export { type Ask, originOf, type SetupDeps, type SetupOptions, studioHostOf } from './setup/run.ts'
export { setup } from './setup/setup.ts'
export { siteTypes, type WebhookOptions, webhookSettings } from './webhook-settings.ts'
