// The project's Sanity webhook, as the Webhooks API describes one: what `npm run webhook` shares
// (scripts/webhook.ts) and what the local Content Lake fires in the bench
// (scripts/content-lake/webhooks.ts, bench/publish.ts). It fires on published changes only
// (drafts excluded), of the document types the site is built from, and sends the host a small body
// naming the document.

export type WebhookOptions = { hookUrl: string; dataset: string; json: boolean }

/** The webhook's settings, in the Sanity Webhooks API's terms. */
export function webhookSettings(options: WebhookOptions, siteTypes: readonly string[]) {
  const types = [...siteTypes].sort().map((type) => JSON.stringify(type))
  return {
    type: 'document',
    name: 'Rebuild the website',
    description:
      'Starts a rebuild of the static website on its host after each Publish (created by npm run webhook).',
    url: options.hookUrl,
    dataset: options.dataset,
    on: ['create', 'update', 'delete'],
    // Published documents of the types the build reads; drafts never rebuild the site.
    filter: `_type in [${types.join(', ')}] && !(_id in path("drafts.**"))`,
    projection: '{_id, _type, "operation": delta::operation()}',
    httpMethod: 'POST',
    apiVersion: 'v2021-03-25',
    includeDrafts: false,
    headers: {},
  }
}

/** The document types whose Publish changes the live site: every type the site shows, and the redirects. */
export async function siteTypes(): Promise<string[]> {
  const { liveTypes } = await import('../../studio/lib/shown-types.ts')
  return [...liveTypes]
}
