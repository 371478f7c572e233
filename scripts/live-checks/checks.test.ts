import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { pageTypes } from '../../web/lib/routes.ts'
import {
  age,
  checkSitemap,
  formatReport,
  LiveSite,
  offOrigin,
  pageTypeOfPath,
  pickPages,
  readPageHead,
  readRobots,
  readSitemap,
} from './checks.ts'

describe('offOrigin', () => {
  const origin = 'https://www.kerbside.co.uk'

  it('is nothing when every address is on the origin', () => {
    expect(offOrigin([['og:url', `${origin}/x/`]], origin)).toEqual([])
  })

  it('names the placeholder and what the build lacked, once for all that are there', () => {
    const problems = offOrigin(
      [
        ['canonical link', 'https://www.kerbside-rescue.example/'],
        ['og:url', 'https://www.kerbside-rescue.example/'],
        ['og:image', `${origin}/og/home.png`],
      ],
      origin,
    )
    expect(problems.map((problem) => problem.text)).toEqual([
      `canonical link and og:url are on the placeholder https://www.kerbside-rescue.example (the build had no SITE_URL), not ${origin}`,
    ])
    expect(problems[0]?.fix).toContain(`SITE_URL=${origin}`)
  })

  it('names another origin, and an address that is not absolute', () => {
    expect(
      offOrigin(
        [
          ['og:image', 'https://kerbside.pages.dev/og/home.png'],
          ['og:url', '/relative/'],
        ],
        origin,
      ).map((problem) => problem.text),
    ).toEqual([
      'og:url "/relative/" is not an absolute address',
      `og:image is on https://kerbside.pages.dev, not ${origin}`,
    ])
  })
})

describe('readSitemap', () => {
  it('reads a urlset and a sitemap index, decoding entities', () => {
    expect(
      readSitemap(
        '<?xml version="1.0"?><urlset xmlns="x"><url><loc> https://a.uk/?x=1&amp;y=2 </loc></url><url><loc>https://a.uk/b/</loc></url></urlset>',
      ),
    ).toEqual({ kind: 'urlset', locations: ['https://a.uk/?x=1&y=2', 'https://a.uk/b/'] })
    expect(
      readSitemap(
        '<sitemapindex xmlns="x"><sitemap><loc>https://a.uk/s-1.xml</loc></sitemap></sitemapindex>',
      ),
    ).toEqual({ kind: 'index', locations: ['https://a.uk/s-1.xml'] })
  })

  it('is undefined for anything else', () => {
    expect(readSitemap('<!doctype html><html><body>Home</body></html>')).toBeUndefined()
  })
})

describe('readRobots', () => {
  it('reads the sitemaps and lets crawlers in when nothing closes the site', () => {
    expect(readRobots('User-Agent: *\nAllow: /\n\nSitemap: https://a.uk/sitemap.xml\n')).toEqual({
      sitemaps: ['https://a.uk/sitemap.xml'],
      disallowsAll: false,
    })
  })

  it.each([
    'User-agent: *\nDisallow: /\n',
    'user-agent: googlebot\nuser-agent: *\ndisallow: /*  # closed\n',
    'User-agent: GPTBot\nDisallow:\n\nUser-agent: *\r\nDisallow: /\r\n',
  ])('sees the whole site closed to every crawler in %j', (text) => {
    expect(readRobots(text).disallowsAll).toBe(true)
  })

  it.each([
    'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
    'User-agent: *\nDisallow: /private/\n',
    'User-agent: *\nDisallow:\n',
    '',
  ])('does not in %j', (text) => {
    expect(readRobots(text).disallowsAll).toBe(false)
  })
})

describe('pageTypeOfPath and pickPages', () => {
  it('find the page type of each main address, as the registry builds them', () => {
    for (const pageType of pageTypes) {
      const path = pageType.path('some-slug')
      expect(pageTypeOfPath(path)?.pageType.name, path).toBe(pageType.name)
      if (pageType.slugField) expect(pageTypeOfPath(path)?.slug).toBe('some-slug')
    }
    expect(pageTypeOfPath('/img/x.avif')).toBeUndefined()
    expect(pageTypeOfPath('/a/b/c/')).toBeUndefined()
  })

  it('pick the first page of each type in the sitemap, with its aliases, and name the types it lacks', () => {
    const town = pageTypes.find((pageType) => pageType.name === 'town')
    const { pages, missing } = pickPages([
      '/',
      town?.path('bath') ?? '',
      town?.path('bristol') ?? '',
    ])
    expect(pages).toEqual([
      { label: 'the home page', path: '/', canonicalPath: '/', alias: false },
      {
        label: 'a town page',
        path: town?.path('bath'),
        canonicalPath: town?.path('bath'),
        alias: false,
      },
      {
        label: "a town page's short address",
        path: town?.aliases[0]?.path('bath'),
        canonicalPath: town?.path('bath'),
        alias: true,
      },
    ])
    expect(missing.map((pageType) => pageType.name)).toEqual(
      pageTypes
        .map((pageType) => pageType.name)
        .filter((name) => name !== 'home' && name !== 'town'),
    )
  })
})

describe('readPageHead', () => {
  it('reads the canonical link, share tags and robots, in any attribute order', () => {
    expect(
      readPageHead(
        '<head><link href="https://a.uk/x/" rel="canonical"><meta content="https://a.uk/x/" property="og:url"><meta property="og:image" content="https://a.uk/og/home.png"><meta name="twitter:image" content="https://a.uk/og/home.png"><meta name="robots" content="noindex, follow"></head>',
      ),
    ).toEqual({
      canonical: ['https://a.uk/x/'],
      ogUrl: ['https://a.uk/x/'],
      ogImage: ['https://a.uk/og/home.png'],
      twitterImage: ['https://a.uk/og/home.png'],
      robots: ['noindex, follow'],
    })
  })
})

describe('age', () => {
  it.each([
    [20_000, '0 minutes'],
    [60_000, '1 minute'],
    [119 * 60_000, '119 minutes'],
    [5 * 3_600_000, '5 hours'],
    [3 * 86_400_000, '3 days'],
  ])('%d ms is %s', (ms, words) => {
    expect(age(ms)).toBe(words)
  })
})

describe('formatReport', () => {
  it('writes one line per check, the fix after a failure, and a summary', () => {
    const report = formatReport('https://a.uk', [
      { outcome: 'pass', name: 'sitemap', detail: '3 addresses' },
      { outcome: 'fail', name: 'robots.txt', detail: 'it closes the site', fix: 'Deploy again.' },
      { outcome: 'skip', name: 'a legal page', detail: 'none in the sitemap' },
    ])
    expect(report).toEqual({
      passed: false,
      lines: [
        'PASS  sitemap: 3 addresses',
        'FAIL  robots.txt: it closes the site Fix: Deploy again.',
        'SKIP  a legal page: none in the sitemap',
        'https://a.uk: 1 of 3 checks failed (1 passed, 1 skipped).',
      ],
    })
    expect(formatReport('https://a.uk', [{ outcome: 'pass', name: 'x', detail: 'y' }])).toEqual({
      passed: true,
      lines: ['PASS  x: y', 'https://a.uk: all 1 checks passed.'],
    })
  })
})

describe('checkSitemap', () => {
  /** A site on 127.0.0.1 answering each path with its XML (404 otherwise), for the test inside. */
  async function withSite(
    files: (origin: string) => Record<string, string>,
    test: (origin: string) => Promise<void>,
  ) {
    let served: Record<string, string> = {}
    const server = createServer((request, response) => {
      const xml = served[request.url ?? '']
      response.writeHead(xml ? 200 : 404, { 'content-type': 'application/xml' })
      response.end(xml ?? '')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    served = files(origin)
    try {
      await test(origin)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }
  const urlset = (...locations: string[]) =>
    `<urlset>${locations.map((location) => `<url><loc>${location}</loc></url>`).join('')}</urlset>`

  it('reads a sitemap index and each sitemap it lists, and the pages of all', async () => {
    await withSite(
      (origin) => ({
        '/sitemap.xml': `<sitemapindex><sitemap><loc>${origin}/sitemap-1.xml</loc></sitemap><sitemap><loc>${origin}/sitemap-2.xml</loc></sitemap></sitemapindex>`,
        '/sitemap-1.xml': urlset(`${origin}/`, `${origin}/services/a/`),
        '/sitemap-2.xml': urlset(`${origin}/privacy/`),
      }),
      async (origin) => {
        const { check, paths } = await checkSitemap(new LiveSite(origin))
        expect(check).toEqual({
          outcome: 'pass',
          name: 'sitemap',
          detail: `3 addresses, all on ${origin}`,
        })
        expect(paths).toEqual(['/', '/services/a/', '/privacy/'])
      },
    )
  })

  it('names a sitemap the index lists that is missing, and pages on the placeholder', async () => {
    await withSite(
      (origin) => ({
        '/sitemap.xml': `<sitemapindex><sitemap><loc>https://www.kerbside-rescue.example/sitemap-1.xml</loc></sitemap><sitemap><loc>${origin}/sitemap-2.xml</loc></sitemap></sitemapindex>`,
        '/sitemap-1.xml': urlset('https://www.kerbside-rescue.example/', `${origin}/x/`),
      }),
      async (origin) => {
        const { check, paths } = await checkSitemap(new LiveSite(origin))
        expect(check.outcome).toBe('fail')
        expect(check.detail).toBe(
          [
            `the sitemap https://www.kerbside-rescue.example/sitemap-1.xml it lists is on the placeholder https://www.kerbside-rescue.example (the build had no SITE_URL), not ${origin}`,
            `the sitemap ${origin}/sitemap-2.xml answers 404, not 200`,
            `1 of 2 addresses are on the placeholder https://www.kerbside-rescue.example (the build had no SITE_URL), not ${origin}, e.g. https://www.kerbside-rescue.example/`,
          ].join('; '),
        )
        expect(paths).toEqual(['/', '/x/'])
      },
    )
  })
})
