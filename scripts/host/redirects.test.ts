import { describe, expect, it } from 'vitest'
import { redirectLimits } from '../../web/lib/routes.ts'
import { redirectDocuments } from '../content/index.ts'
import { parseRedirectsFile } from './host-rules.ts'
import { redirectFileProblems, redirectLines } from './redirects.ts'

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

describe('redirectFileProblems', () => {
  const redirect = (from: string, to = '/') => ({
    _id: `redirect.${from}`,
    _type: 'redirect',
    from,
    to,
    permanent: true,
  })
  const files = [
    'index.html',
    'services/mobile-tyre-fitting/index.html',
    'areas-covered/postcodes.json',
    'img/hero-800.avif',
    'sitemap-1.xml',
  ]

  it('refuses a redirect from any address the build wrote a file at, naming the file', () => {
    const problems = redirectFileProblems(
      [
        redirect('/areas-covered/postcodes.json'),
        redirect('/IMG/hero-800.avif'),
        redirect('/services/mobile-tyre-fitting'),
        redirect('/services/mobile-tyre-fitting/index.html'),
        redirect('/sitemap-1.xml/'),
        redirect('/tyres'),
      ],
      files,
    )
    expect(problems).toHaveLength(5)
    expect(problems[0]).toBe(
      'redirect./areas-covered/postcodes.json (redirect) from /areas-covered/postcodes.json: the build wrote areas-covered/postcodes.json there, and the redirect would hide it. Delete the redirect or give it an address the site does not use.',
    )
    expect(problems.join('\n')).not.toContain('/tyres')
  })

  it('says when there are more redirects, or longer ones, than Cloudflare Pages reads', () => {
    const many = Array.from({ length: redirectLimits.staticRedirects + 1 }, (_, index) =>
      redirect(`/old-${index}`),
    )
    expect(redirectFileProblems(many, files)).toEqual([
      expect.stringMatching(/^There are 2,001 redirects; Cloudflare Pages reads at most 2,000/),
    ])
    expect(redirectFileProblems(many.slice(1), files)).toEqual([])
    const long = redirect('/old', `/${'a'.repeat(redirectLimits.lineLength)}`)
    expect(redirectFileProblems([long], files)).toEqual([
      expect.stringMatching(/^The redirect from \/old is 1,010 characters long; .* at most 1,000/),
    ])
  })
})
