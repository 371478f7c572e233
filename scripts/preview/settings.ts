// The preview's settings (scripts/preview/server.ts): the Sanity project it reads drafts from,
// the Studio that frames it and where its pictures come from; the environment Next builds and
// runs with (only what it reads); and where it listens.
import {
  isLoopbackHost,
  type SanityConnection,
  SettingsError,
  sanityConnection,
  studioOrigin,
} from '../../web/lib/settings.ts'
import { sanityImageCdn } from './headers.ts'

export type PreviewSettings = {
  connection: SanityConnection
  studioOrigin: string
  /** Where the pages' pictures come from: Sanity's image CDN, or the tests' stand-in. */
  imageOrigin: string
}

/** The preview's settings from the environment, or a SettingsError naming what to set. */
export function previewSettings(env: NodeJS.ProcessEnv): PreviewSettings {
  const connection = sanityConnection(env, 'SANITY_API_READ_TOKEN')
  if (!connection.token) {
    throw new SettingsError(
      'SANITY_API_READ_TOKEN',
      undefined,
      'is not set: the preview reads drafts, which only a token can',
      "Create a Viewer token (sanity.io/manage → API → Tokens) and set it in the preview server's environment.",
    )
  }
  return {
    connection,
    studioOrigin: studioOrigin(env.SANITY_STUDIO_URL),
    imageOrigin: connection.apiHost ?? sanityImageCdn,
  }
}

/** What Node itself and Next's build read from the machine's environment. */
const SYSTEM_VARIABLES = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']

/**
 * The environment Next builds and runs with: only what it reads (the settings, checked and
 * normalised, and the preview switch), never the rest of this process's environment (a write
 * token, the host's own secrets).
 */
export function nextEnv(
  { connection, studioOrigin }: PreviewSettings,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const passed: NodeJS.ProcessEnv = {}
  for (const name of [...SYSTEM_VARIABLES, 'SITE_URL', 'NEXT_SKIP_TYPECHECK', 'NEXT_DIST_DIR']) {
    if (env[name]) passed[name] = env[name]
  }
  return {
    ...passed,
    PREVIEW_SERVER: '1',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SANITY_PROJECT_ID: connection.projectId,
    SANITY_DATASET: connection.dataset,
    SANITY_API_READ_TOKEN: connection.token,
    ...(connection.apiHost ? { SANITY_API_HOST: connection.apiHost } : {}),
    // Its origin, as @sanity/visual-editing needs it (a trailing slash breaks click to edit).
    SANITY_STUDIO_URL: studioOrigin,
  }
}

/**
 * Where the server listens: `--host`, else every interface, as a host runs it. On a Content Lake
 * on this computer (`npm run studio` without a Sanity project: local content, whose lake asks no
 * password), 127.0.0.1 only, so no other computer on the network reaches its drafts; a `--host`
 * that would let one in is refused.
 */
export function listenHost(
  host: string | undefined,
  settings: PreviewSettings,
): string | undefined {
  const apiHost = settings.connection.apiHost
  if (!apiHost || !isLoopbackHost(new URL(apiHost).hostname)) return host
  if (host === undefined) return '127.0.0.1'
  if (isLoopbackHost(host)) return host
  throw new SettingsError(
    '--host',
    host,
    `would open the preview of local content (SANITY_API_HOST ${apiHost}) to the network, and its Content Lake asks no password`,
    'Leave --host out: the preview of local content listens on 127.0.0.1 only.',
  )
}
