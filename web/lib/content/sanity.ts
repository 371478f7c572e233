// The preview server's connection to Sanity (server only: it holds the Viewer token). The static
// build never imports a client; it reads the snapshot the pull wrote. The preview server checks
// these variables (scripts/preview/settings.ts) before it starts Next, so here a missing one is a
// programming error.
import { createClient, type SanityClient } from '@sanity/client'
import { notSanitySystemDocument, sanityApiVersion } from './shared-facts'

/**
 * Every document of the dataset except what Sanity and its tools keep there (the one list,
 * `sanitySystemDocuments`: system documents, the Presentation tool's preview secrets, which
 * the drafts perspective would return, share access). Exported for
 * scripts/sanity/content-query.test.ts, which loads this file by a path tsc and knip do not follow.
 * @public
 */
export const ALL_DOCUMENTS = `*[${notSanitySystemDocument}] | order(_id asc)`

export type LivePerspective = 'drafts' | 'published'

function required(name: string): string {
  const value = process.env[name]?.trim()
  if (!value) {
    throw new Error(`${name} is not set: start the preview server with "npm run preview".`)
  }
  return value
}

let client: SanityClient | undefined

/** A client with the Viewer token: drafts are only readable with a token. */
export function previewClient(): SanityClient {
  if (client) return client
  const apiHost = process.env.SANITY_API_HOST?.trim()
  client = createClient({
    projectId: required('SANITY_PROJECT_ID'),
    dataset: process.env.SANITY_DATASET?.trim() || 'production',
    apiVersion: sanityApiVersion,
    useCdn: false,
    token: required('SANITY_API_READ_TOKEN'),
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
    // An editor is waiting: fail within seconds rather than retry for minutes.
    maxRetries: 1,
    timeout: 15_000,
  })
  return client
}

/**
 * The whole dataset as one perspective sees it: 'drafts' lays each draft over its published
 * document (a draft-only document appears under its published id), 'published' ignores drafts.
 */
export async function fetchDocuments(perspective: LivePerspective): Promise<unknown[]> {
  const documents = await previewClient().fetch<unknown>(
    ALL_DOCUMENTS,
    {},
    { perspective, cache: 'no-store' },
  )
  if (!Array.isArray(documents)) {
    throw new Error('Sanity answered the preview query with something other than a list')
  }
  return documents
}
