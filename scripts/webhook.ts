// npm run webhook -- --hook-url <the host's deploy hook>: the Sanity webhook that rebuilds the
// site after each Publish, as a link that opens sanity.io/manage with every setting filled in
// (Sanity's "share webhook" page: the whole configuration travels in the link), or with --json
// as the settings themselves. It fires on published changes only (drafts excluded), of the
// document types the site is built from, and sends the host a small body naming the document.

import { datasetName } from '../web/lib/settings.ts'
import { HelpRequested, parseFlags } from './lib/command-line.ts'
import { ConfigError, loadDotEnv } from './lib/env.ts'
import { siteTypes, type WebhookOptions, webhookSettings } from './sanity/index.ts'

export { siteTypes, type WebhookOptions, webhookSettings }

export const usage = `Usage: npm run webhook -- --hook-url URL [--dataset NAME] [--json]
  --hook-url URL   the host's deploy hook (Netlify: Project configuration > Build & deploy > Build hooks;
                   Cloudflare Pages: Settings > Builds > Deploy hooks); or set DEPLOY_HOOK_URL
  --dataset NAME   the dataset whose publishes rebuild the site (default: SANITY_DATASET, else production)
  --json           print the webhook's settings as JSON instead of the sanity.io/manage link`

export function parseWebhookArgs(args: string[], env: NodeJS.ProcessEnv): WebhookOptions {
  const values = parseFlags(
    args,
    { 'hook-url': { type: 'string' }, dataset: { type: 'string' }, json: { type: 'boolean' } },
    usage,
  ) as { 'hook-url'?: string; dataset?: string; json?: boolean }
  const hookUrl = (values['hook-url'] ?? env.DEPLOY_HOOK_URL ?? '').trim()
  if (!hookUrl) {
    throw new ConfigError(
      `No deploy hook: pass --hook-url with the address your host gave you (or set DEPLOY_HOOK_URL).\n${usage}`,
    )
  }
  let url: URL
  try {
    url = new URL(hookUrl)
  } catch {
    throw new ConfigError(`--hook-url "${hookUrl}" is not a web address.\n${usage}`)
  }
  if (url.protocol !== 'https:') {
    throw new ConfigError(
      `--hook-url must start with https:// (the hook is a secret: it must not travel unencrypted).\n${usage}`,
    )
  }
  const dataset =
    values.dataset === undefined
      ? datasetName('SANITY_DATASET', env.SANITY_DATASET)
      : datasetName('--dataset', values.dataset)
  return { hookUrl: url.href, dataset, json: Boolean(values.json) }
}

/** The link that opens sanity.io/manage's "share webhook" page with these settings filled in. */
export function shareLink(settings: ReturnType<typeof webhookSettings>): string {
  const params = new URLSearchParams({
    name: settings.name,
    description: settings.description,
    url: settings.url,
  })
  for (const event of settings.on) params.append('on', event)
  params.append('filter', settings.filter)
  params.append('projection', settings.projection)
  params.append('httpMethod', settings.httpMethod)
  params.append('apiVersion', settings.apiVersion)
  params.append('includeDrafts', '')
  params.append('headers', JSON.stringify(settings.headers))
  return `https://www.sanity.io/manage/webhooks/share?${params}`
}

async function main(): Promise<void> {
  loadDotEnv()
  const options = parseWebhookArgs(process.argv.slice(2), process.env)
  const settings = webhookSettings(options, await siteTypes())
  if (options.json) {
    console.log(JSON.stringify(settings, null, 2))
    return
  }
  console.log(
    [
      'Open this link while logged in to sanity.io, choose the project, check that the dataset is',
      `"${options.dataset}", and press Create. It holds your deploy hook: do not share it.`,
      '',
      shareLink(settings),
    ].join('\n'),
  )
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    if (error instanceof HelpRequested) {
      console.log(error.message)
      return
    }
    console.error(`webhook: ${(error as Error).message}`)
    process.exitCode = 1
  })
}
