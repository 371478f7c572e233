import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from './host-rules.ts'
import {
  formatHeadersFile,
  globalHeaders,
  headerRules,
  hostLimitWarnings,
  pagePaths,
  permissionsPolicy,
} from './security-headers.ts'

const pages = [
  { file: 'index.html', policy: "default-src 'none'; script-src 'self' 'sha256-home='" },
  { file: '404.html', policy: "default-src 'none'; script-src 'self' 'sha256-missing='" },
  {
    file: 'services/mobile-tyre-fitting/index.html',
    policy: "default-src 'none'; x 'sha256-mtf='",
  },
  { file: 'privacy-policy/index.html', policy: "default-src 'none'; x 'sha256-privacy='" },
]

describe('pagePaths', () => {
  it('maps exported files to the paths they answer, main path first', () => {
    expect(pagePaths('index.html')).toEqual(['/'])
    expect(pagePaths('x/index.html')).toEqual(['/x/', '/x'])
    expect(pagePaths('services/mobile-tyre-fitting/index.html')).toEqual([
      '/services/mobile-tyre-fitting/',
      '/services/mobile-tyre-fitting',
    ])
    expect(pagePaths('404.html')).toEqual(['/404.html'])
    expect(pagePaths('offline.html')).toEqual(['/offline.html', '/offline'])
    expect(pagePaths('x\\y\\index.html')).toEqual(['/x/y/', '/x/y'])
  })

  it('refuses files that are not HTML', () => {
    expect(() => pagePaths('index.txt')).toThrow(/not an HTML file/)
  })
})

describe('headerRules', () => {
  const rules = headerRules(pages)

  it('starts with /* holding the shared headers and no Content-Security-Policy', () => {
    expect(rules[0]?.pattern).toBe('/*')
    const names = rules[0]?.headers.map(([name]) => name)
    expect(names).not.toContain('Content-Security-Policy')
    expect(Object.fromEntries(rules[0]?.headers ?? [])).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    })
  })

  it('denies powerful features in the Permissions-Policy', () => {
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
      expect(permissionsPolicy).toContain(`${feature}=()`)
    }
    expect(permissionsPolicy).toContain('browsing-topics=()')
    expect(permissionsPolicy).toMatch(/^([a-z-]+=\((self)?\))(, [a-z-]+=\((self)?\))*$/)
  })

  it('allows geolocation to the site itself and nothing else', () => {
    const allowed = permissionsPolicy.split(', ').filter((entry) => !entry.endsWith('=()'))
    expect(allowed).toEqual(['geolocation=(self)'])
    expect(permissionsPolicy).not.toContain('geolocation=()')
  })

  it('gives every page path, with and without its trailing slash, exactly one policy', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/img/*',
      '/',
      '/404.html',
      '/privacy-policy',
      '/privacy-policy/',
      '/services/mobile-tyre-fitting',
      '/services/mobile-tyre-fitting/',
    ])
    for (const path of ['/', '/404.html', '/privacy-policy/', '/services/mobile-tyre-fitting']) {
      const headers = headersFor(rules, path)
      const policies = headers.filter(([name]) => name === 'Content-Security-Policy')
      expect(policies, path).toHaveLength(1)
      expect(headers.length, path).toBe(globalHeaders.length + 1)
    }
  })

  it('lets browsers keep the content-hashed picture files for a year, and nothing else', () => {
    expect(headersFor(rules, '/img/van-720w.0123456789ab.avif')).toContainEqual([
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ])
    expect(headersFor(rules, '/').map(([name]) => name)).not.toContain('Cache-Control')
    expect(headersFor(rules, '/privacy-policy')).toEqual(headersFor(rules, '/privacy-policy/'))
    expect(headersFor(rules, '/')).toContainEqual(['Content-Security-Policy', pages[0]?.policy])
  })

  it('never gives a path two policies when two files could answer it', () => {
    const both = headerRules([
      { file: 'x.html', policy: 'from x.html' },
      { file: 'x/index.html', policy: 'from x/index.html' },
    ])
    const policies = (path: string) =>
      headersFor(both, path).filter(([name]) => name === 'Content-Security-Policy')
    expect(policies('/x.html')).toEqual([['Content-Security-Policy', 'from x.html']])
    expect(policies('/x/')).toEqual([['Content-Security-Policy', 'from x/index.html']])
    // The clean URL '/x' goes to the first file listed that claims it (x.html, as hosts do).
    expect(policies('/x')).toEqual([['Content-Security-Policy', 'from x.html']])
    expect(() =>
      headerRules([
        { file: 'a/index.html', policy: '1' },
        { file: 'a\\index.html', policy: '2' },
      ]),
    ).toThrow(/both answer \/a\//)
  })
})

describe('formatHeadersFile', () => {
  it('round-trips through parseHeadersFile, comments included', () => {
    const rules = headerRules(pages)
    const text = formatHeadersFile(rules, 'Written by a test.\nSecond line.')
    expect(
      text.startsWith('# Written by a test.\n# Second line.\n\n/*\n  Strict-Transport-Security: '),
    ).toBe(true)
    expect(text.endsWith('\n')).toBe(true)
    expect(parseHeadersFile(text)).toEqual(rules)
  })

  it('uses the Netlify / Cloudflare Pages layout: path line, indented Name: value lines', () => {
    const text = formatHeadersFile([{ pattern: '/a/', headers: [['X-Test', 'one; two']] }])
    expect(text).toBe('/a/\n  X-Test: one; two\n')
  })

  it('refuses what the format cannot carry', () => {
    expect(() => formatHeadersFile([{ pattern: 'a b', headers: [] }])).toThrow(/not a path/)
    expect(() => formatHeadersFile([{ pattern: '/', headers: [['Bad Name', 'x']] }])).toThrow(
      /not a header name/,
    )
    expect(() => formatHeadersFile([{ pattern: '/', headers: [['X', 'a\nb']] }])).toThrow(
      /multi-line/,
    )
  })
})

describe('hostLimitWarnings', () => {
  it('is quiet for a small file and warns past Cloudflare Pages limits', () => {
    const rules = headerRules(pages)
    expect(hostLimitWarnings(rules, formatHeadersFile(rules))).toEqual([])
    const many = headerRules(
      Array.from({ length: 60 }, (_, index) => ({ file: `p${index}/index.html`, policy: 'x' })),
    )
    expect(hostLimitWarnings(many, formatHeadersFile(many))).toEqual([
      expect.stringMatching(/122 rules; Cloudflare Pages reads at most 100/),
    ])
    const long = [{ pattern: '/', headers: [['X', 'y'.repeat(2100)]] as [string, string][] }]
    expect(hostLimitWarnings(long, formatHeadersFile(long))).toEqual([
      expect.stringMatching(/2105-character line/),
    ])
  })
})
