import { describe, expect, it } from 'vitest'
import {
  buildFolders,
  hostFiles,
  redirectLimits,
  type SitePages,
  siteFiles,
  sitemapPartPath,
} from '../../web/lib/routes.ts'
import {
  fromConflicts,
  fromPathProblem,
  normalizePath,
  pageRouteProblem,
  redirectLineProblem,
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
    expect(fromPathProblem('/Old_Site/page~2.html')).toBeUndefined()
    expect(fromPathProblem('/caf%C3%A9-offers')).toBeUndefined()
    expect(fromPathProblem('/sitemap-old.xml')).toBeUndefined()
  })

  it.each([
    ['tyres', "Start with '/'"],
    ['/old page', 'spaces'],
    ['//evil.example/x', "single '/'"],
    ['/tyres?ref=ad', "'?' or '#'"],
    ['/tyres#top', "'?' or '#'"],
    ['/blog/*', "Remove the '*'"],
    ['/:a/:b', "Remove the ':'"],
    ['/news/:year', "Remove the ':'"],
    ['/a:b', "Remove the ':'"],
    ['/\\evil.example', "Remove the '\\'"],
    ['/100%', "A '%' must start an escape"],
    ['/caf\u00e9', 'letters, digits and / _ . ~ % -'],
    ['/a!', 'letters, digits and / _ . ~ % -'],
    ['/a"b', 'letters, digits and / _ . ~ % -'],
    ['/IMG/hero.avif', "site's own files"],
    ['/areas-covered/postcodes.json', 'a file the site build writes'],
    ['/sitemap-1.xml', 'a file the site build writes'],
    ['/sitemap-12.xml/', 'a file the site build writes'],
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

  it.each([...siteFiles, ...hostFiles, sitemapPartPath(1), sitemapPartPath(40)])(
    'refuses a redirect from %s',
    (file) => {
      expect(fromPathProblem(file)).toContain('a file the site build writes')
    },
  )
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
    ['javascript:alert(1)', 'https://'],
    ['/\\evil.example', "Remove the '\\'"],
    ['/\\/evil.example', "Remove the '\\'"],
    ['https://evil.example\\@www.example.org/', "Remove the '\\'"],
    ['https://user@evil.example/', "Leave out the name and '@'"],
    ['https://www.example.org/:splat', "Remove the ':'"],
    ['https://www.example.org/*', "Remove the '*'"],
    ['/:splat', "Remove the ':'"],
    ['/services/*', "Remove the '*'"],
    ['/a"onmouseover=x', 'letters, digits and / _ . ~ % -'],
    ['/page#a b', 'spaces'],
    ['/page?<x>', 'letters, digits and / _ . ~ % -'],
  ])('rejects %j', (to, message) => {
    expect(toPathProblem(to)).toContain(message)
  })

  it('accepts a plain query and anchor on a path', () => {
    expect(toPathProblem('/services/mobile-tyre-fitting/?from=old-site#book')).toBeUndefined()
  })
})

describe('redirectLineProblem', () => {
  it("refuses a redirect longer than the host's line limit, and takes one at the limit", () => {
    const from = '/old'
    const fits = `/${'a'.repeat(redirectLimits.lineLength - from.length - 6)}`
    expect(`${from} ${fits} 301`).toHaveLength(redirectLimits.lineLength)
    expect(redirectLineProblem({ from, to: fits })).toBeUndefined()
    expect(redirectLineProblem({ from, to: `${fits}a` })).toContain('at most 1,000')
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
    '/index.html',
    '/services/mobile-tyre-fitting/index.html',
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
