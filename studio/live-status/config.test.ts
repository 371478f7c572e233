// @vitest-environment jsdom
// The Studio's configuration gives the live-state badge to every type the website shows (and
// to nothing else), keeps the other badges, and adds the "Live site" tool.
import type { DocumentBadgeComponent, Tool } from 'sanity'
import { describe, expect, it } from 'vitest'
import { shownTypes } from '../lib/shown-types.ts'
import config from '../sanity.config.ts'
import { schemaTypes } from '../schemaTypes/index.ts'
import { liveSiteAddress } from './config.ts'

type Resolver<T> = (previous: T[], context: { schemaType: string }) => T[]

describe('sanity.config.ts', () => {
  it('puts the live-state badge on every document type the website shows, and only there', () => {
    const badges = config.document?.badges as unknown as Resolver<DocumentBadgeComponent>
    const existing = (() => null) as unknown as DocumentBadgeComponent
    const documentTypes = schemaTypes
      .filter((type) => (type as { type: string }).type === 'document')
      .map((type) => type.name)
    expect(documentTypes).toEqual(expect.arrayContaining([...shownTypes]))
    for (const type of documentTypes) {
      const resolved = badges([existing], { schemaType: type })
      expect(resolved[0], type).toBe(existing)
      expect(
        resolved.map((badge) => badge.displayName),
        type,
      ).toEqual(shownTypes.has(type) ? [undefined, 'LiveStateBadge'] : [undefined])
    }
  })

  it('adds the "Live site" tool', () => {
    const tools = config.tools as unknown as (previous: Tool[], context: object) => Tool[]
    expect(tools([], {}).map((tool) => tool.name)).toEqual(['live-site'])
  })

  it('reads the live site from SANITY_STUDIO_SITE_URL, with a sentence when it is unset or wrong', () => {
    expect(liveSiteAddress('https://www.kerbside.example/some/page')).toEqual({
      origin: 'https://www.kerbside.example',
    })
    expect(liveSiteAddress(undefined)).toEqual({
      problem: expect.stringMatching(/^SANITY_STUDIO_SITE_URL is not set/),
    })
    expect(liveSiteAddress('kerbside')).toEqual({
      problem: expect.stringMatching(/^SANITY_STUDIO_SITE_URL "kerbside" is not a web address/),
    })
  })
})
