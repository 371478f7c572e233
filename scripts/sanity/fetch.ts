// The one request a build makes to Sanity: the published documents the site is made from
// (content-query.ts says which).
import { createClient } from '@sanity/client'
import { sanityApiVersion } from '../../web/lib/content/shared-facts.ts'
import type { SanityConnection } from '../../web/lib/settings.ts'
import type { SanityDocument } from '../lib/ndjson.ts'
import { CONTENT_QUERY, contentTypes } from './content-query.ts'

class SanityRequestError extends Error {
  override name = 'SanityRequestError'
}

export function sanityClient(connection: SanityConnection) {
  return createClient({
    projectId: connection.projectId,
    dataset: connection.dataset,
    apiVersion: sanityApiVersion,
    useCdn: false,
    perspective: 'published',
    token: connection.token,
    ...(connection.apiHost ? { apiHost: connection.apiHost, useProjectHostname: false } : {}),
    // Builds must fail fast and loudly, not retry for minutes.
    maxRetries: 0,
    timeout: 30_000,
  })
}

function describeSanityFailure(error: unknown, connection: SanityConnection): string {
  const host = connection.apiHost ?? `https://${connection.projectId}.api.sanity.io`
  const target = `project "${connection.projectId}", dataset "${connection.dataset}" at ${host}`
  const status = (error as { statusCode?: number }).statusCode
  if (typeof status === 'number') {
    const detail = (error as Error).message
    if (status === 401 || status === 403) {
      return `Sanity refused the request (HTTP ${status}) for ${target}: check SANITY_API_READ_TOKEN (a Viewer token of this project) or make the dataset public. ${detail}`
    }
    if (status === 404) {
      return `Sanity answered HTTP 404 for ${target}: check SANITY_PROJECT_ID and SANITY_DATASET. ${detail}`
    }
    return `Sanity answered HTTP ${status} for ${target}: ${detail}`
  }
  const code = (error as { code?: string }).code ?? (error as Error).name
  return `Could not reach Sanity for ${target} (${code}: ${(error as Error).message}). Check SANITY_API_HOST, SANITY_PROJECT_ID and the network.`
}

export async function fetchPublishedDocuments(
  connection: SanityConnection,
): Promise<SanityDocument[]> {
  try {
    const documents = await sanityClient(connection).fetch<SanityDocument[]>(CONTENT_QUERY, {
      types: await contentTypes(),
    })
    if (!Array.isArray(documents)) {
      throw new SanityRequestError('Sanity answered the query with something other than a list')
    }
    return documents
  } catch (error) {
    if (error instanceof SanityRequestError) throw error
    throw new SanityRequestError(describeSanityFailure(error, connection))
  }
}
