import { describe, expect, it } from 'vitest'
import { originFrom, siteAddress, siteAddressProblem } from './env.ts'

describe('the site addresses the Studio links to', () => {
  it('keeps the origin of a valid address', () => {
    expect(originFrom(' https://preview.example.com/some/path ')).toBe(
      'https://preview.example.com',
    )
    expect(siteAddress('SANITY_STUDIO_PREVIEW_URL', 'http://localhost:4000')).toBe(
      'http://localhost:4000',
    )
  })

  it('says which variable to set, and with what, when missing or wrong', () => {
    expect(siteAddressProblem('SANITY_STUDIO_PREVIEW_URL', undefined)).toMatch(
      /^SANITY_STUDIO_PREVIEW_URL is not set: add SANITY_STUDIO_PREVIEW_URL=<address of the preview server/,
    )
    expect(siteAddressProblem('SANITY_STUDIO_SITE_URL', 'www.example.com')).toMatch(
      /^SANITY_STUDIO_SITE_URL "www.example.com" is not a web address/,
    )
    expect(siteAddressProblem('SANITY_STUDIO_SITE_URL', 'https://www.example.com')).toBeUndefined()
  })

  it('falls back to the local defaults for offline builds', () => {
    expect(siteAddress('SANITY_STUDIO_PREVIEW_URL', undefined)).toBe('http://localhost:3333')
  })
})
