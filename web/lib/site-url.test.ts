import { describe, expect, it } from 'vitest'
import { siteOrigin, siteUrl } from './site-url'

describe('siteOrigin', () => {
  it('falls back to the fixture site when SITE_URL is unset or blank', () => {
    expect(siteOrigin(undefined)).toBe('https://www.kerbside-rescue.example')
    expect(siteOrigin('  ')).toBe('https://www.kerbside-rescue.example')
  })

  it('trims whitespace and trailing slashes', () => {
    expect(siteOrigin(' https://example.org/ ')).toBe('https://example.org')
    expect(siteOrigin('http://127.0.0.1:4173//')).toBe('http://127.0.0.1:4173')
  })

  it('rejects values that are not absolute http(s) URLs', () => {
    expect(() => siteOrigin('www.example.org')).toThrow(/absolute http\(s\) URL/)
    expect(() => siteOrigin('ftp://example.org')).toThrow(/https:\/\/ or http:\/\//)
    expect(() => siteOrigin('https://example.org/?x=1')).toThrow(/without \? or #/)
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
