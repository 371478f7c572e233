// The response headers of the static site, written as a Netlify / Cloudflare Pages `_headers`
// file: one `/*` block every response gets, a few blocks for kinds of files, and nothing per page
// (each page carries its own policy in a <meta http-equiv>: docs/hosting.md says why). Within
// both hosts' rules: Cloudflare Pages reads at most 100 rules of at most 2,000 characters a
// line, and Netlify sends every value of a header two matching rules set (two policies would
// both be enforced), so no two rules that can match one path may set the same header.
import { picturesFolder } from '../../web/lib/routes.ts'
import { siteHeaderPolicy } from '../finishing/index.ts'
import type { HeaderRule } from './host-rules.ts'

/**
 * Powerful features the site never uses, denied to it and to anything it could embed. Only
 * names Chromium 156 recognises: it logs "Unrecognized feature" for each unknown one (checked:
 * 'ambient-light-sensor', 'battery', 'bluetooth', 'document-domain' and 'web-share' are not).
 */
const deniedFeatures = [
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
const selfFeatures = ['geolocation'] as const

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
 * Headers Cloudflare Pages adds to every response unless the `/*` rule detaches them (`! Name`):
 * `Access-Control-Allow-Origin: *` would let any site's scripts read every page and file, the
 * build record included, which only the Studio may read (build-record.ts gives it its own
 * origin rule). Nothing else here is meant for another origin. Netlify adds no such header.
 */
const detachedHostHeaders = ['Access-Control-Allow-Origin']

/**
 * The picture step's files (picturesFolder, web/out/img/) carry a hash of their bytes in their names, so a
 * changed picture gets a new address and browsers and CDNs may keep each file for a year.
 */
const immutableRules: HeaderRule[] = [
  {
    pattern: `${picturesFolder}*`,
    headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
  },
]

/**
 * The site's header rules: `/*`, which every response gets (the shared headers and the
 * site-wide Content-Security-Policy, csp.ts siteHeaderPolicy), then the picture files' caching.
 * Each page's own strict policy travels in the page itself (a <meta http-equiv> postbuild writes,
 * csp.ts withMetaPolicy), so the 404 page answering any unknown path carries its own, and the
 * number of rules and their length do not grow with the number of pages.
 */
export function headerRules({ indexed = true }: { indexed?: boolean } = {}): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ...globalHeaders.map(([name, value]): [string, string] => [name, value]),
        ['Content-Security-Policy', siteHeaderPolicy],
        // A host's preview or branch build (web/lib/settings.ts publicSite): no page of it may
        // be indexed, 404s and files included.
        ...(indexed ? [] : ([['X-Robots-Tag', 'noindex']] as [string, string][])),
      ],
      detach: [...detachedHostHeaders],
    },
    ...immutableRules,
  ]
}

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line (Netlify has no limit). */
export const cloudflareLimits = { rules: 100, lineLength: 2000 }

/** How big a `_headers` text is, in the units the hosts limit: rules, and its longest line. */
export function headersFileSize(text: string): { rules: number; longestLine: number } {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))
  return {
    rules: lines.filter((line) => line.startsWith('/')).length,
    longestLine: Math.max(0, ...lines.map((line) => line.length)),
  }
}

/** A path a pattern matches (each splat and placeholder filled in) and the pattern as a RegExp. */
function patternSample(pattern: string): { sample: string; matcher: RegExp } {
  const parts = pattern.split(/(\*|:[A-Za-z]\w*)/)
  return {
    sample: parts.map((part, index) => (index % 2 ? 'x' : part)).join(''),
    matcher: new RegExp(
      `^${parts.map((part, index) => (index % 2 ? (part === '*' ? '.*' : '[^/]+') : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`,
    ),
  }
}

/** Whether some path matches both patterns (checked on each pattern's own sample path). */
export function patternsOverlap(a: string, b: string): boolean {
  const first = patternSample(a)
  const second = patternSample(b)
  return first.matcher.test(second.sample) || second.matcher.test(first.sample)
}

/**
 * Everything in the rules that one of the hosts would not apply as written, each naming the rule:
 * more rules or longer lines than Cloudflare Pages reads, a header two rules matching one path
 * both set (Netlify sends both values; for Content-Security-Policy both policies apply), and a
 * header a later rule detaches after an earlier one set it (Pages applies rules in file order).
 */
export function hostRuleProblems(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = []
  if (rules.length > cloudflareLimits.rules) {
    problems.push(
      `_headers has ${rules.length} rules; Cloudflare Pages reads at most ${cloudflareLimits.rules}, so the rules from "${rules[cloudflareLimits.rules]?.pattern}" on would be ignored`,
    )
  }
  for (const rule of rules) {
    const lines: [string, string][] = [
      ['path', rule.pattern],
      ...rule.headers.map(([name, value]): [string, string] => [name, `  ${name}: ${value}`]),
    ]
    for (const [what, line] of lines) {
      if (line.length > cloudflareLimits.lineLength) {
        problems.push(
          `_headers rule "${rule.pattern}": its ${what} line is ${line.length} characters; Cloudflare Pages reads at most ${cloudflareLimits.lineLength}`,
        )
      }
    }
  }
  rules.forEach((earlier, index) => {
    for (const later of rules.slice(index + 1)) {
      if (!patternsOverlap(earlier.pattern, later.pattern)) continue
      const names = (rule: HeaderRule) => new Set(rule.headers.map(([name]) => name.toLowerCase()))
      for (const name of names(earlier)) {
        if (names(later).has(name)) {
          problems.push(
            `_headers rules "${earlier.pattern}" and "${later.pattern}" both set ${name} for the paths both match; Netlify would send both values`,
          )
        }
      }
      for (const name of later.detach ?? []) {
        if (names(earlier).has(name.toLowerCase())) {
          problems.push(
            `_headers rule "${later.pattern}" detaches ${name}, which the earlier rule "${earlier.pattern}" sets; Cloudflare Pages would drop it`,
          )
        }
      }
    }
  })
  return problems
}
