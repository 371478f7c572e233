// The response headers of the static site, written as a Netlify / Cloudflare Pages `_headers`
// file: one `/*` block every response gets, then one block per HTML page carrying that page's
// own Content-Security-Policy (never in `/*`: a request matching two rules would get both
// policies, and browsers enforce each of them).
import type { HeaderRule } from './host-rules.ts'

/**
 * Powerful features the site never uses, denied to it and to anything it could embed. Only
 * names Chromium 156 recognises: it logs "Unrecognized feature" for each unknown one (checked:
 * 'ambient-light-sensor', 'battery', 'bluetooth', 'document-domain' and 'web-share' are not).
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const

/**
 * Features the site itself uses, allowed to its own origin and nothing it embeds: geolocation,
 * for the contact form's "Add my location" (the browser still asks the visitor first).
 */
export const selfFeatures = ['geolocation'] as const

export const permissionsPolicy = [
  ...deniedFeatures.map((feature) => `${feature}=()`),
  ...selfFeatures.map((feature) => `${feature}=(self)`),
].join(', ')

/** What every response gets. */
export const globalHeaders: [string, string][] = [
  // Two years, as the HSTS preload list asks; every subdomain is HTTPS too.
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', permissionsPolicy],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
]

/**
 * The URL paths one exported HTML file answers, its main path first: `index.html` is '/',
 * `x/y/index.html` is '/x/y/' and '/x/y', `404.html` is '/404.html' (the hosts' not-found
 * page), and any other `name.html` is '/name.html' and its clean URL '/name'.
 */
export function pagePaths(file: string): string[] {
  const path = file.replaceAll('\\', '/').replace(/^\/+/, '')
  if (!path.endsWith('.html')) throw new Error(`${file} is not an HTML file`)
  if (path === 'index.html') return ['/']
  if (path.endsWith('/index.html')) {
    const directory = `/${path.slice(0, -'index.html'.length)}`
    return [directory, directory.slice(0, -1)]
  }
  if (path === '404.html') return ['/404.html']
  return [`/${path}`, `/${path.slice(0, -'.html'.length)}`]
}

export type PagePolicy = { file: string; policy: string }

/**
 * The picture step's files (web/out/img/) carry a hash of their bytes in their names, so a
 * changed picture gets a new address and browsers and CDNs may keep each file for a year.
 */
export const immutableRules: HeaderRule[] = [
  { pattern: '/img/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
]

/**
 * The `/*` rule, then one rule per page path (sorted) with the page's policy. No path ever gets
 * two policies: main paths are unique, and a clean URL two files could answer (x.html and
 * x/index.html both claim '/x') stays with the first of them in `pages`.
 */
export function headerRules(pages: readonly PagePolicy[]): HeaderRule[] {
  const owner = new Map<string, PagePolicy>()
  for (const page of pages) {
    const [main] = pagePaths(page.file)
    if (main === undefined) continue
    const taken = owner.get(main)
    if (taken) throw new Error(`${taken.file} and ${page.file} both answer ${main}`)
    owner.set(main, page)
  }
  for (const page of pages) {
    for (const alias of pagePaths(page.file).slice(1)) {
      if (!owner.has(alias)) owner.set(alias, page)
    }
  }
  const byPath = [...owner.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return [
    { pattern: '/*', headers: globalHeaders.map(([name, value]) => [name, value]) },
    ...immutableRules,
    ...byPath.map(
      ([pattern, page]): HeaderRule => ({
        pattern,
        headers: [['Content-Security-Policy', page.policy]],
      }),
    ),
  ]
}

const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/** The rules as `_headers` text: a path line, then two-space indented `Name: value` lines. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`.trimEnd()) : []
  for (const rule of rules) {
    if (!/^\/\S*$/.test(rule.pattern)) {
      throw new Error(`_headers: "${rule.pattern}" is not a path pattern (a "/" and no spaces)`)
    }
    if (lines.length > 0) lines.push('')
    lines.push(rule.pattern)
    for (const [name, value] of rule.headers) {
      if (!HEADER_NAME.test(name)) throw new Error(`_headers: "${name}" is not a header name`)
      if (/[\r\n]/.test(value) || value.trim() !== value || value === '') {
        throw new Error(`_headers: the ${name} value for ${rule.pattern} is empty or multi-line`)
      }
      lines.push(`  ${name}: ${value}`)
    }
  }
  return `${lines.join('\n')}\n`
}

/** Cloudflare Pages takes at most 100 rules and 2,000 characters a line (Netlify has no limit). */
export const cloudflareLimits = { rules: 100, lineLength: 2000 }

/** Warnings when the file would exceed Cloudflare Pages' limits; empty when it fits. */
export function hostLimitWarnings(rules: readonly HeaderRule[], text: string): string[] {
  const warnings: string[] = []
  if (rules.length > cloudflareLimits.rules) {
    warnings.push(
      `_headers has ${rules.length} rules; Cloudflare Pages reads at most ${cloudflareLimits.rules} (Netlify has no such limit)`,
    )
  }
  const longest = Math.max(0, ...text.split('\n').map((line) => line.length))
  if (longest > cloudflareLimits.lineLength) {
    warnings.push(
      `_headers has a ${longest}-character line; Cloudflare Pages takes at most ${cloudflareLimits.lineLength}`,
    )
  }
  return warnings
}
