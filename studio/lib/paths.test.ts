import { describe, expect, it } from 'vitest'
import { buildFolders, type SitePages, siteFiles } from '../../web/lib/routes.ts'
import {
  fromConflicts,
  fromPathProblem,
  normalizePath,
  pageRouteProblem,
  toConflicts,
  toPathProblem,
} from './paths.ts'

const page = (slug: string) => ({ _id: slug, slug, title: slug })
const slugs: SitePages = {
  homePage: [{ _id: 'homePage', slug: '', title: 'Home page' }],
  service: ['mobile-tyre-fitting', 'mobile-tyre-repair'].map(page),
  town: ['swindon', 'bath'].map(page),
  legalPage: ['privacy-policy', 'terms-of-service', 'cookie-policy'].map(page),
}

describe('normalizePath', () => {
  it('drops the trailing slash, query and hash', () => {
    expect(normalizePath('/tyres/')).toBe('/tyres')
    expect(normalizePath('/tyres')).toBe('/tyres')
    expect(normalizePath('/tyres/?utm=1')).toBe('/tyres')
    expect(normalizePath('/#contact')).toBe('/')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('/a/b//')).toBe('/a/b')
  })
})

describe('fromPathProblem', () => {
  it('accepts plain paths with or without a trailing slash', () => {
    expect(fromPathProblem('/tyres')).toBeUndefined()
    expect(fromPathProblem('/old/puncture-repair/')).toBeUndefined()
  })

  it.each([
    ['tyres', "Start with '/'"],
    ['/old page', 'spaces'],
    ['//evil.example/x', "single '/'"],
    ['/tyres?ref=ad', "'?' or '#'"],
    ['/tyres#top', "'?' or '#'"],
    ['/blog/*', 'Wildcards'],
    ['/a/../services/', "'..'"],
    ['https://www.kerbside-rescue.example/tyres', 'only the path'],
    ['/_next/static/app.js', "site's own files"],
    ['/og/home.png', "site's own files"],
    ['/icons', "site's own files"],
    ['/sitemap.xml', 'a file the site build writes'],
    ['/404.html/', 'a file the site build writes'],
  ])('rejects %j', (from, message) => {
    expect(fromPathProblem(from)).toContain(message)
  })
})

describe('the folders and files the build writes', () => {
  it.each([...buildFolders])('refuses a redirect from anything under %s', (folder) => {
    expect(fromPathProblem(`${folder}x.js`)).toContain("site's own files")
    expect(fromPathProblem(folder.replace(/\/$/, ''))).toContain("site's own files")
  })

  it.each([...siteFiles])('refuses a redirect from %s', (file) => {
    expect(fromPathProblem(file)).toContain('a file the site build writes')
  })
})

describe('toPathProblem', () => {
  it('accepts site paths, anchors and https addresses', () => {
    expect(toPathProblem('/services/mobile-tyre-fitting/')).toBeUndefined()
    expect(toPathProblem('/#contact')).toBeUndefined()
    expect(toPathProblem('https://www.example.org/page?x=1')).toBeUndefined()
  })

  it.each([
    ['services/mobile-tyre-fitting/', "Start with '/'"],
    ['http://www.example.org/', 'https://'],
    ['https://localhost/', 'incomplete'],
    ['/bad path/', 'spaces'],
    ['//www.example.org/', "single '/'"],
    ['mailto:help@kerbside-rescue.example', 'https://'],
  ])('rejects %j', (to, message) => {
    expect(toPathProblem(to)).toContain(message)
  })
})

describe('pageRouteProblem', () => {
  it.each([
    '/',
    '/services/mobile-tyre-fitting/',
    '/services/mobile-tyre-fitting',
    '/areas-covered/mobile-tyre-fitting-swindon/',
    '/areas/bath',
    '/privacy-policy/',
    '/cookie-policy',
  ])('flags %s as a real page', (path) => {
    expect(pageRouteProblem(path, slugs)).toMatch(/would hide that page/)
  })

  it.each(['/tyres', '/services/', '/services/old-service/', '/areas/york/', '/privacy'])(
    'lets %s be redirected',
    (path) => {
      expect(pageRouteProblem(path, slugs)).toBeUndefined()
    },
  )
})

describe('fromConflicts', () => {
  it('flags a second redirect from the same address, whatever the trailing slash', () => {
    const problems = fromConflicts({ from: '/tyres/', to: '/services/mobile-tyre-fitting/' }, [
      { from: '/tyres', to: '/' },
    ])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('already starts from /tyres')
  })

  it('flags another redirect that leads to this one', () => {
    const problems = fromConflicts(
      { from: '/tyre-fitting', to: '/services/mobile-tyre-fitting/' },
      [{ from: '/tyres', to: '/tyre-fitting/' }],
    )
    expect(problems).toEqual([expect.stringContaining('redirected twice')])
  })

  it('is quiet for unrelated redirects and external targets', () => {
    expect(
      fromConflicts({ from: '/tyres', to: '/services/mobile-tyre-fitting/' }, [
        { from: '/contact', to: '/#contact' },
        { from: '/partner', to: 'https://www.example.org/tyres' },
      ]),
    ).toEqual([])
  })
})

describe('toConflicts', () => {
  it('flags a redirect to its own address', () => {
    expect(toConflicts({ from: '/tyres', to: '/tyres/' }, [])).toEqual([
      expect.stringContaining('its own address'),
    ])
  })

  it('flags a chain and names the final address', () => {
    const problems = toConflicts({ from: '/a', to: '/b' }, [
      { from: '/b/', to: '/services/mobile-tyre-fitting/' },
    ])
    expect(problems).toEqual([
      expect.stringContaining('Point this redirect straight at /services/mobile-tyre-fitting/'),
    ])
  })

  it('flags a loop through other redirects', () => {
    const problems = toConflicts({ from: '/a', to: '/b' }, [
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a/' },
    ])
    expect(problems).toEqual([expect.stringContaining('loop: /a → /b → /c → /a/')])
  })

  it('stops on a loop that does not pass through this redirect', () => {
    const problems = toConflicts({ from: '/a', to: '/b' }, [
      { from: '/b', to: '/c' },
      { from: '/c', to: '/b' },
    ])
    expect(problems).toEqual([expect.stringContaining('redirected twice')])
  })

  it('is quiet for a direct redirect and for external targets', () => {
    const others = [{ from: '/contact', to: '/#contact' }]
    expect(toConflicts({ from: '/tyres', to: '/services/mobile-tyre-fitting/' }, others)).toEqual(
      [],
    )
    expect(
      toConflicts({ from: '/partner', to: 'https://www.example.org/contact' }, others),
    ).toEqual([])
  })
})
