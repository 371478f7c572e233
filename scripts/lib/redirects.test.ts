import { describe, expect, it } from 'vitest'
import { redirectDocuments } from '../content/redirects.ts'
import { parseRedirectsFile } from './host-rules.ts'
import { redirectLines } from './redirects.ts'

describe('redirectLines', () => {
  it('writes one "from to status" line per redirect, sorted by from', () => {
    expect(
      redirectLines([
        {
          _id: 'redirect.b',
          _type: 'redirect',
          from: '/tyres',
          to: '/services/x/',
          permanent: true,
        },
        { _id: 'town.bath', _type: 'town', from: '/ignored', to: '/ignored/' },
        { _id: 'redirect.a', _type: 'redirect', from: '/offer', to: '/#contact', permanent: false },
        {
          _id: 'redirect.c',
          _type: 'redirect',
          from: '/old-site',
          to: 'https://www.kerbside-rescue.example/',
          permanent: true,
        },
      ]),
    ).toEqual([
      '/offer /#contact 302',
      '/old-site https://www.kerbside-rescue.example/ 301',
      '/tyres /services/x/ 301',
    ])
  })

  it('treats a redirect without permanent: true as temporary', () => {
    expect(redirectLines([{ _type: 'redirect', from: '/a', to: '/b/' }])).toEqual(['/a /b/ 302'])
  })

  it('refuses what would corrupt the file', () => {
    expect(() =>
      redirectLines([{ _id: 'redirect.x', _type: 'redirect', from: '/a b', to: '/b/' }]),
    ).toThrow(/redirect\.x: "from" must be a path/)
    expect(() => redirectLines([{ _type: 'redirect', from: 'a', to: '/b/' }])).toThrow(/"from"/)
    expect(() => redirectLines([{ _type: 'redirect', from: '/a', to: '' }])).toThrow(/"to"/)
  })

  it('turns the starter redirects into lines the host rules read back', () => {
    const lines = redirectLines(redirectDocuments)
    expect(lines).toHaveLength(redirectDocuments.length)
    expect(parseRedirectsFile(lines.join('\n'))).toContainEqual({
      from: '/tyres',
      to: '/services/mobile-tyre-fitting/',
      status: 301,
    })
  })
})
