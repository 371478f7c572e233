// The project's settings: every environment variable an entry point reads (the pull, the picture
// step, next build, postbuild, the preview, the Studio's CLI and bundle, seed, webhook, the
// bench), read one way. Values are trimmed, web addresses normalised (lower-case host, no
// trailing slash), and a value that cannot work is refused with a SettingsError naming the
// variable, the value given and the fix, before the entry point does any work.
//
// Where they come from: the process's environment, then the repository's root .env
// (loadRootEnv: a variable already set, even to "", wins over the file). On a host's build the
// host's own variables say which build it is (publicSite).
//
// Imports nothing: next.config.ts, the Studio (its CLI config and its browser bundle) and Node
// scripts all import it by its `.ts` name.

/** The environment, as process.env or a test's record. */
export type Env = Readonly<Record<string, string | undefined>>

/** A setting that cannot work: names the variable, the value given and what to set instead. */
export class SettingsError extends Error {
  override name = 'SettingsError'
  readonly variable: string
  readonly value: string | undefined
  readonly fix: string
  constructor(variable: string, value: string | undefined, problem: string, fix: string) {
    super(`${variable}${value === undefined ? '' : ` "${value}"`} ${problem}. ${fix}`)
    this.variable = variable
    this.value = value
    this.fix = fix
  }
}

/**
 * Loads the root .env into process.env (Node only): a variable already in the environment, even
 * empty, keeps its value. No file, nothing to load. Each entry point calls it once, first:
 * `file` is the repository's `.env`, as the caller finds it from where it runs.
 */
export function loadRootEnv(file: string | URL): void {
  try {
    process.loadEnvFile(file)
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error
  }
}

/** A variable's value, trimmed; undefined when unset or blank. */
export function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

// --- Web addresses ---------------------------------------------------------------------------

/**
 * The origin (scheme, host, port) of a web address read from `name`: the host lower-cased, a
 * default port and a trailing slash dropped. A path is refused (`path: 'refuse'`, an address
 * that must be a site's root) or dropped (`'drop'`, e.g. a Studio page's address pasted whole).
 */
export function webAddress(
  name: string,
  value: string,
  { path, example }: { path: 'refuse' | 'drop'; example: string },
): string {
  const raw = value.trim()
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new SettingsError(name, raw, 'is not a web address', `Set ${name} to e.g. ${example}.`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SettingsError(
      name,
      raw,
      'must start with https:// (or http:// on this machine)',
      `Set ${name} to e.g. ${example}.`,
    )
  }
  if (url.username || url.password || url.search || url.hash || raw.endsWith('?')) {
    throw new SettingsError(
      name,
      raw,
      'has a user name, a query or a fragment',
      `Set ${name} to the address alone, e.g. ${example}.`,
    )
  }
  if (path === 'refuse' && url.pathname.replace(/\/+$/, '')) {
    throw new SettingsError(
      name,
      raw,
      'has a path; it must be the address of the site root',
      `Set ${name} to ${url.origin}.`,
    )
  }
  return url.origin
}

// --- The public site's address, and whether search engines may index it ----------------------

/**
 * The address local builds, the fixture and the tests publish on: a domain reserved for
 * examples (RFC 2606), so nothing is ever sent to it. A host's production build never uses it.
 */
export const placeholderSiteOrigin = 'https://www.kerbside-rescue.example'

/** The branch whose Cloudflare Pages builds are production when PRODUCTION_BRANCH is unset. */
const defaultProductionBranch = 'main'

/** Which build this is, from the host's own variables. */
export type BuildContext =
  | { host: 'local' }
  | { host: 'netlify'; production: boolean; name: string }
  | { host: 'cloudflare'; production: boolean; branch: string }

/**
 * Netlify sets CONTEXT (production, deploy-preview, branch-deploy); Cloudflare Pages sets
 * CF_PAGES=1 and CF_PAGES_BRANCH, and its production branch is PRODUCTION_BRANCH's (default
 * main; Cloudflare does not tell the build). Anything else (Netlify's `dev` included) is local.
 */
export function buildContext(env: Env): BuildContext {
  const context = setting(env, 'CONTEXT')
  if (context === 'production' || context === 'deploy-preview' || context === 'branch-deploy') {
    return { host: 'netlify', production: context === 'production', name: context }
  }
  if (setting(env, 'CF_PAGES') === '1') {
    const branch = setting(env, 'CF_PAGES_BRANCH') ?? ''
    const production = setting(env, 'PRODUCTION_BRANCH') ?? defaultProductionBranch
    return { host: 'cloudflare', production: branch === production, branch }
  }
  return { host: 'local' }
}

export type PublicSite = {
  /** Canonical links, sitemap, share cards and JSON-LD are absolute on it. */
  origin: string
  /** false on a host's preview and branch builds: every response says noindex. */
  indexed: boolean
  /** For the build log: where the address came from, when not from SITE_URL. */
  note: string | undefined
}

/**
 * A host name only this computer answers to: `localhost` and its subdomains (RFC 6761), 127.x.x.x
 * and ::1 (as a URL's hostname writes it, `[::1]`, or bare).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return /(^|\.)localhost$/.test(host) || host === '::1' || /^127\./.test(host)
}

/** Hosts that do not exist on the public web (RFC 2606, RFC 6761) or only on this machine. */
function unpublishable(origin: string): boolean {
  const host = new URL(origin).hostname
  return /(^|\.)(example|test|invalid)$/.test(host) || isLoopbackHost(host) || host === '0.0.0.0'
}

const siteExample = 'https://www.your-domain.co.uk'

/**
 * The address the site is built for (SITE_URL), by build context:
 * - local: SITE_URL, else the placeholder; indexed.
 * - a host's production build: SITE_URL, which must be a real public address; on Netlify,
 *   without it, Netlify's URL (the site's main address), said in `note`; otherwise refused.
 * - a host's preview or branch build: the deploy's own address (Netlify DEPLOY_PRIME_URL,
 *   Cloudflare CF_PAGES_URL), noindex.
 */
export function publicSite(env: Env): PublicSite {
  const context = buildContext(env)
  const siteUrl = setting(env, 'SITE_URL')
  const given =
    siteUrl === undefined
      ? undefined
      : webAddress('SITE_URL', siteUrl, { path: 'refuse', example: siteExample })
  if (context.host === 'local') {
    return { origin: given ?? placeholderSiteOrigin, indexed: true, note: undefined }
  }
  if (!context.production) {
    const name = context.host === 'netlify' ? 'DEPLOY_PRIME_URL' : 'CF_PAGES_URL'
    const which =
      context.host === 'netlify'
        ? `a Netlify ${context.name} build`
        : `a Cloudflare Pages build of branch "${context.branch}", not the production branch (PRODUCTION_BRANCH, default ${defaultProductionBranch})`
    const own = setting(env, name)
    if (!own) {
      throw new SettingsError(
        name,
        undefined,
        `is not set, and this is ${which}`,
        `The host sets ${name} on its own builds: build on the host, or unset ${context.host === 'netlify' ? 'CONTEXT' : 'CF_PAGES'} for a local build.`,
      )
    }
    const origin = webAddress(name, own, { path: 'refuse', example: siteExample })
    return {
      origin,
      indexed: false,
      note: `${which}: pages on its own address ${origin} (${name}), every response noindex.`,
    }
  }
  const hostName = context.host === 'netlify' ? 'Netlify' : 'Cloudflare Pages'
  if (given) {
    if (unpublishable(given)) {
      throw new SettingsError(
        'SITE_URL',
        siteUrl,
        `is not a public address, and this is a ${hostName} production build`,
        `Set SITE_URL to the address the public opens, e.g. ${siteExample}, in the host's environment variables.`,
      )
    }
    return { origin: given, indexed: true, note: undefined }
  }
  const netlifyUrl = context.host === 'netlify' ? setting(env, 'URL') : undefined
  if (netlifyUrl) {
    const origin = webAddress('URL', netlifyUrl, { path: 'refuse', example: siteExample })
    return {
      origin,
      indexed: true,
      note: `SITE_URL is not set: canonical links, sitemap and share cards use Netlify's URL, ${origin}. Set SITE_URL to publish on another address (your own domain).`,
    }
  }
  throw new SettingsError(
    'SITE_URL',
    undefined,
    `is not set, and this is a ${hostName} production build`,
    `Set SITE_URL to the address the public opens, e.g. ${siteExample}, in the host's environment variables (${context.host === 'netlify' ? 'Project configuration > Environment variables' : 'Settings > Variables and Secrets'}); without it the site would publish its canonical links, sitemap and share cards on the placeholder ${placeholderSiteOrigin}.`,
  )
}

// --- Sanity ----------------------------------------------------------------------------------

const PROJECT_ID = /^[a-z0-9-]+$/
/** A valid dataset name (Sanity's rule). */
export const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/

/** A Sanity project id read from `name` (its value, trimmed), or refused. */
export function projectId(name: string, value: string | undefined): string {
  const id = value?.trim()
  if (!id) {
    throw new SettingsError(
      name,
      undefined,
      'is not set',
      `Set it to your Sanity project id (sanity.io/manage), in the environment or in .env at the repository root.`,
    )
  }
  if (!PROJECT_ID.test(id)) {
    throw new SettingsError(
      name,
      id,
      'is not a Sanity project id',
      'Copy it from sanity.io/manage: lowercase letters, digits and dashes only.',
    )
  }
  return id
}

/** A dataset name read from `name` (default production), or refused. */
export function datasetName(name: string, value: string | undefined): string {
  const dataset = value?.trim() || 'production'
  if (!DATASET.test(dataset)) {
    throw new SettingsError(
      name,
      dataset,
      'is not a valid dataset name',
      'Use lowercase letters, digits, "_" and "-", at most 64 characters (e.g. production).',
    )
  }
  return dataset
}

export type SanityConnection = {
  projectId: string
  dataset: string
  token: string | undefined
  apiHost: string | undefined
}

/** Project, dataset, token and API host for @sanity/client. */
export function sanityConnection(
  env: Env,
  tokenVariable: 'SANITY_API_READ_TOKEN' | 'SANITY_API_WRITE_TOKEN',
): SanityConnection {
  const apiHost = setting(env, 'SANITY_API_HOST')
  return {
    projectId: projectId('SANITY_PROJECT_ID', env.SANITY_PROJECT_ID),
    dataset: datasetName('SANITY_DATASET', env.SANITY_DATASET),
    token: setting(env, tokenVariable),
    apiHost:
      apiHost &&
      webAddress('SANITY_API_HOST', apiHost, {
        path: 'refuse',
        example: 'https://api.sanity.io or http://127.0.0.1:4010',
      }),
  }
}

// --- Local servers ---------------------------------------------------------------------------

/**
 * The local servers' default ports, all different: the built site (npm start, npm run serve),
 * the preview (npm run preview) and the Studio (npm run studio, `sanity dev`'s own default).
 */
export const localPorts = {
  site: 3000,
  preview: 3001,
  studio: 3333,
  /** The local Content Lake for browsers (the Studio): TLS and HTTP/2. */
  contentLake: 3334,
  /** The same lake for Node (the pull, the preview server): plain HTTP. */
  contentLakeForNode: 3335,
} as const

/**
 * The local Content Lake a Studio without a Sanity project works on (`npm run studio` starts it;
 * scripts/content-lake/). The Studio puts its project id in front of the host
 * (https://local.localhost:3334), which browsers resolve to this machine.
 */
export const localContentLake = {
  projectId: 'local',
  dataset: 'production',
  /** Over TLS, for HTTP/2: scripts/content-lake/server.ts says why. */
  apiHost: `https://localhost:${localPorts.contentLake}`,
  /**
   * The lake as the Studio in a browser calls it: Sanity's client puts the project id in front of
   * apiHost's host (`${protocol}://${projectId}.${host}`, in the installed sanity 6.9.2's own
   * @sanity/client 7.28.0, dist/index.browser.js). Where a browser accepts the lake's certificate.
   */
  browserOrigin: `https://local.localhost:${localPorts.contentLake}`,
  /** The local Studio's live site: what `npm run studio -- --build` builds, `npm run serve` serves. */
  siteUrl: `http://localhost:${localPorts.site}`,
  /** The origins of the local Studio (`sanity dev`'s default port), its only CORS origins. */
  studioOrigins: [`http://localhost:${localPorts.studio}`, `http://127.0.0.1:${localPorts.studio}`],
} as const

/** A port number read from `name` (default `fallback`), or refused. */
export function port(name: string, value: string | undefined, fallback: number): number {
  const raw = value?.trim()
  if (!raw) return fallback
  const number = Number(raw)
  if (!/^\d+$/.test(raw) || number > 65535) {
    throw new SettingsError(
      name,
      raw,
      'is not a port number',
      `Set it to a whole number from 1 to 65535, or leave it unset for ${fallback}.`,
    )
  }
  return number
}

// --- The Studio and the preview ---------------------------------------------------------------

/**
 * The Studio's origin (SANITY_STUDIO_URL): the only site that may frame the preview, and where
 * its edit targets' "Open in Studio" links go (@sanity/visual-editing refuses a trailing slash).
 */
export function studioOrigin(value: string | undefined): string {
  const raw = value?.trim()
  if (!raw) {
    throw new SettingsError(
      'SANITY_STUDIO_URL',
      undefined,
      'is not set',
      'Set it to the address staff open the Studio at (e.g. https://kerbside.sanity.studio), the only site allowed to show the preview in a frame.',
    )
  }
  return webAddress('SANITY_STUDIO_URL', raw, {
    path: 'drop',
    example: 'https://kerbside.sanity.studio',
  })
}

/**
 * The two site addresses the Studio links to: the preview server the Presentation tool frames
 * and the live site "View live page" opens. Offline builds and checks use the fallbacks.
 */
export const studioSiteAddresses = {
  SANITY_STUDIO_PREVIEW_URL: {
    what: 'the preview server (npm run preview) the Preview tool shows',
    example: `https://preview.your-domain.co.uk, or http://localhost:${localPorts.preview} on this machine`,
    fallback: `http://localhost:${localPorts.preview}`,
  },
  SANITY_STUDIO_SITE_URL: {
    what: 'the live site "View live page" opens',
    example: siteExample,
    fallback: placeholderSiteOrigin,
  },
} as const

export type StudioSiteAddress = keyof typeof studioSiteAddresses

/** The origin of one of the Studio's site addresses (required; a page's address pasted whole is fine), or refused. */
export function studioSiteAddress(name: StudioSiteAddress, value: string | undefined): string {
  const { what, example } = studioSiteAddresses[name]
  const raw = value?.trim()
  if (!raw) {
    throw new SettingsError(
      name,
      undefined,
      'is not set',
      `Set it to the address of ${what}, e.g. ${example}, in .env at the repository root or in studio/.env.`,
    )
  }
  return webAddress(name, raw, { path: 'drop', example })
}

export type StudioSettings = {
  /** undefined when unset: the Studio then works on the local Content Lake (localContentLake). */
  projectId: string | undefined
  dataset: string
  /** The two site addresses, each the configured origin or, when unusable, its fallback. */
  addresses: Record<StudioSiteAddress, string>
  /** What `sanity dev` and `sanity deploy` refuse. */
  problems: SettingsError[]
}

/**
 * The Studio's settings (the CLI's config and the bundle read them the same way):
 * SANITY_STUDIO_PROJECT_ID, SANITY_STUDIO_DATASET and the two site addresses.
 */
export function studioSettings(env: Env): StudioSettings {
  const problems: SettingsError[] = []
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read()
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error
      problems.push(error)
      return fallback
    }
  }
  const id = attempt<string | undefined>(
    () => projectId('SANITY_STUDIO_PROJECT_ID', env.SANITY_STUDIO_PROJECT_ID),
    undefined,
  )
  const dataset = attempt(
    () => datasetName('SANITY_STUDIO_DATASET', env.SANITY_STUDIO_DATASET),
    'production',
  )
  const address = (name: StudioSiteAddress) =>
    attempt(() => studioSiteAddress(name, env[name]), studioSiteAddresses[name].fallback)
  return {
    projectId: id,
    dataset,
    addresses: {
      SANITY_STUDIO_PREVIEW_URL: address('SANITY_STUDIO_PREVIEW_URL'),
      SANITY_STUDIO_SITE_URL: address('SANITY_STUDIO_SITE_URL'),
    },
    problems,
  }
}
