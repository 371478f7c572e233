import { describe, expect, it } from 'vitest'
import { picturesFolder } from '../../web/lib/routes.ts'
import { siteHeaderPolicy } from '../finishing/index.ts'
import { formatHeadersFile, headersFor, parseHeadersFile } from './host-rules.ts'
import {
  headerRules,
  headersFileSize,
  hostRuleProblems,
  patternsOverlap,
  permissionsPolicy,
} from './security-headers.ts'

describe('headerRules', () => {
  const rules = headerRules()
  /** A file of the picture step, named as scripts/build/pictures/render.ts names them. */
  const pictureFile = `${picturesFolder}van-720w.0123456789ab.avif`

  it('starts with /* holding the shared headers and the site-wide policy', () => {
    expect(rules[0]?.pattern).toBe('/*')
    expect(Object.fromEntries(rules[0]?.headers ?? [])).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': siteHeaderPolicy,
    })
    expect(siteHeaderPolicy).toContain("frame-ancestors 'none'")
  })

  it('says noindex on every path only for a build that may not be indexed', () => {
    expect(rules[0]?.headers.map(([name]) => name)).not.toContain('X-Robots-Tag')
    expect(headerRules({ indexed: false })[0]?.headers).toContainEqual(['X-Robots-Tag', 'noindex'])
  })

  it("detaches Cloudflare Pages' default Access-Control-Allow-Origin everywhere", () => {
    expect(rules[0]?.detach).toEqual(['Access-Control-Allow-Origin'])
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

  it('gives every path exactly one Content-Security-Policy header, the site-wide one', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', `${picturesFolder}*`])
    for (const path of ['/', '/404.html', '/no-such-page/', pictureFile]) {
      const policies = headersFor(rules, path).filter(
        ([name]) => name === 'Content-Security-Policy',
      )
      expect(policies, path).toEqual([['Content-Security-Policy', siteHeaderPolicy]])
    }
    expect(hostRuleProblems(rules)).toEqual([])
  })

  it('lets browsers keep the content-hashed picture files for a year, and nothing else', () => {
    expect(headersFor(rules, pictureFile)).toContainEqual([
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ])
    expect(headersFor(rules, '/').map(([name]) => name)).not.toContain('Cache-Control')
    expect(headersFor(rules, '/privacy-policy')).toEqual(headersFor(rules, '/privacy-policy/'))
  })
})

describe('formatHeadersFile', () => {
  it('round-trips through parseHeadersFile, comments included', () => {
    const rules = headerRules()
    const text = formatHeadersFile(rules, 'Written by a test.\nSecond line.')
    expect(
      text.startsWith('# Written by a test.\n# Second line.\n\n/*\n  Strict-Transport-Security: '),
    ).toBe(true)
    expect(text.endsWith('\n')).toBe(true)
    expect(parseHeadersFile(text)).toEqual(rules)
  })

  it('uses the Netlify / Cloudflare Pages layout: path line, indented Name: value lines', () => {
    const text = formatHeadersFile([
      { pattern: '/a/', headers: [['X-Test', 'one; two']], detach: ['X-Gone'] },
    ])
    expect(text).toBe('/a/\n  X-Test: one; two\n  ! X-Gone\n')
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

describe('hostRuleProblems', () => {
  const rule = (pattern: string, ...names: string[]) => ({
    pattern,
    headers: names.map((name): [string, string] => [name, 'x']),
  })

  it("names the first rule past Cloudflare Pages' 100", () => {
    const many = Array.from({ length: 101 }, (_, index) => rule(`/p${index}/`, 'X-Page'))
    expect(hostRuleProblems(many)).toEqual([
      '_headers has 101 rules; Cloudflare Pages reads at most 100, so the rules from "/p100/" on would be ignored',
    ])
    expect(hostRuleProblems(many.slice(0, 100))).toEqual([])
  })

  it('names the rule and the header whose line is longer than 2,000 characters', () => {
    const long = [{ pattern: '/', headers: [['X', 'y'.repeat(1996)]] as [string, string][] }]
    expect(hostRuleProblems(long)).toEqual([
      '_headers rule "/": its X line is 2001 characters; Cloudflare Pages reads at most 2000',
    ])
    expect(headersFileSize(formatHeadersFile(long))).toEqual({ rules: 1, longestLine: 2001 })
    long[0] = { pattern: '/', headers: [['X', 'y'.repeat(1995)]] }
    expect(hostRuleProblems(long)).toEqual([])
  })

  it('names two rules matching one path that set the same header (Netlify sends both)', () => {
    expect(
      hostRuleProblems([
        rule('/*', 'Content-Security-Policy'),
        rule('/img/*', 'Cache-Control'),
        rule('/services/:slug/', 'content-security-policy'),
      ]),
    ).toEqual([
      '_headers rules "/*" and "/services/:slug/" both set content-security-policy for the paths both match; Netlify would send both values',
    ])
    expect(hostRuleProblems([rule('/a/', 'X'), rule('/b/', 'X'), rule('/img/*', 'X')])).toEqual([])
  })

  it('names a rule that detaches a header an earlier matching rule set', () => {
    const studio = rule('/build.json', 'Access-Control-Allow-Origin')
    const everywhere = { ...rule('/*'), detach: ['Access-Control-Allow-Origin'] }
    expect(hostRuleProblems([everywhere, studio])).toEqual([])
    expect(hostRuleProblems([studio, everywhere])).toEqual([
      '_headers rule "/*" detaches Access-Control-Allow-Origin, which the earlier rule "/build.json" sets; Cloudflare Pages would drop it',
    ])
  })

  it('knows which patterns can match one path', () => {
    expect(patternsOverlap('/*', '/build.json')).toBe(true)
    expect(patternsOverlap('/img/*', '/img/a.avif')).toBe(true)
    expect(patternsOverlap('/services/:slug/', '/services/*')).toBe(true)
    expect(patternsOverlap('/img/*', '/build.json')).toBe(false)
    expect(patternsOverlap('/a.b', '/axb')).toBe(false)
  })
})
