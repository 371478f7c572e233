import { describe, expect, it } from 'vitest'
import { siteOrigin, siteUrl } from './site-url'

describe('siteOrigin', () => {
  it('falls back to the fixture site when SITE_URL is unset or blank', () => {
    expect(siteOrigin(undefined)).toBe('https://www.kerbside-rescue.example')
    expect(siteOrigin('  ')).toBe('https://www.kerbside-rescue.example')
  })

  it('trims whitespace and trailing slashes, and lower-cases the host', () => {
    expect(siteOrigin(' https://Example.org/ ')).toBe('https://example.org')
    expect(siteOrigin('http://127.0.0.1:4173//')).toBe('http://127.0.0.1:4173')
  })

  it('refuses what is not a site address, as the settings do (web/lib/settings.test.ts)', () => {
    expect(() => siteOrigin('www.example.org')).toThrow(/^SITE_URL "www.example.org" is not a web/)
  })
})

describe('siteUrl', () => {
  it('joins the origin and a path with exactly one slash', () => {
    expect(siteUrl('/areas/bath/', 'https://example.org')).toBe('https://example.org/areas/bath/')
    expect(siteUrl('cookie-policy/', 'https://example.org')).toBe(
      'https://example.org/cookie-policy/',
    )
  })
})
