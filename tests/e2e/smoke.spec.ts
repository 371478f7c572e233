// Every route the content defines is walked by a11y.spec.ts (each answers 200 with one heading,
// its header and footer, and through the shared fixture logs no console error, fails no request
// and sends nothing off the site), and an unknown path by towns-legal-errors.spec.ts: here, every
// picture address
// any page names (every <img>, every <source> width, the share cards)
// answers from the site itself, with the year-long cache its hashed name allows.
import { expect, test } from '../support/fixtures.ts'
import { siteRoutes } from '../support/site-routes.ts'

test('every picture file a page names answers 200 from the site, cacheable for a year', async ({
  request,
}) => {
  const urls = new Set<string>()
  for (const route of siteRoutes()) {
    const html = await (await request.get(route.path)).text()
    for (const match of html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
      const tag = match[0]
      for (const [, value] of tag.matchAll(/\s(?:src|srcset|srcSet)="([^"]+)"/g)) {
        for (const entry of (value as string).split(','))
          urls.add(entry.trim().split(' ')[0] as string)
      }
    }
    for (const [, url] of html.matchAll(/<meta property="og:image" content="([^"]+)"/g)) {
      urls.add(new URL(url as string).pathname)
    }
  }
  const pictures = [...urls].filter((url) => url.startsWith('/img/'))
  expect(pictures.length).toBeGreaterThan(20)
  for (const url of urls) {
    expect(url, 'a picture on another site').toMatch(/^\//)
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    if (url.startsWith('/img/')) {
      const extension = url.split('.').at(-1) as string
      expect(response.headers()['content-type'], url).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[extension],
      )
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable')
    }
  }
})
