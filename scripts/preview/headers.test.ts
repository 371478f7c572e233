import { describe, expect, it } from 'vitest'
import {
  EMPTY_STRING_HASH,
  hashSource,
  inspectPage,
  metaPolicy,
  pageMetaPolicy,
  siteHeaderPolicy,
} from '../finishing/index.ts'
import { globalHeaders } from '../host/index.ts'
import {
  cameOverHttps,
  previewHeaderPolicy,
  previewHeaders,
  sanityImageCdn,
  withPreviewPolicy,
} from './headers.ts'

describe('previewHeaders', () => {
  it("is the static site's headers without X-Frame-Options, plus noindex", () => {
    const headers = new Map(previewHeaders())
    expect(headers.get('X-Frame-Options')).toBeUndefined()
    expect(headers.get('X-Robots-Tag')).toBe('noindex')
    for (const [name, value] of globalHeaders) {
      if (name !== 'X-Frame-Options') expect(headers.get(name), name).toBe(value)
    }
  })
})

describe("the preview's policy", () => {
  const html =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><style>.a{color:red}</style></head><body><script>go()</script><p style="x">Hi</p></body></html>'

  it("carries in each page its hashes, as postbuild's pages do, and pictures from the CDN", () => {
    const { text, problems } = withPreviewPolicy({ text: html, path: '/' }, sanityImageCdn)
    const policy = pageMetaPolicy(text) ?? ''
    expect(policy).toContain(`script-src 'self' ${hashSource('go()')};`)
    expect(policy).toContain(
      `style-src 'self' ${hashSource('.a{color:red}')} ${EMPTY_STRING_HASH};`,
    )
    expect(policy).toContain("img-src 'self' data: https://cdn.sanity.io;")
    expect(policy).not.toMatch(/unsafe-inline|frame-ancestors/)
    expect(problems).toEqual([expect.stringContaining('style attribute')])
    // The same policy as the static build gives the same page, but for the image CDN.
    const { problems: _problems, ...sources } = inspectPage(html, '/')
    expect(policy).toBe(metaPolicy(sources, { imageOrigins: [sanityImageCdn] }))
    expect(policy.replace(' https://cdn.sanity.io', '')).toBe(metaPolicy(sources))
  })

  it('lets pictures come from the image CDN, and from nowhere else off the site', () => {
    const page = (src: string) =>
      `<!DOCTYPE html><html><head></head><body><picture><source srcset="${src} 400w"><img src="${src}"></picture></body></html>`
    const cdn = withPreviewPolicy(
      { text: page('https://cdn.sanity.io/images/p/d/a-1x1.jpg?w=400'), path: '/' },
      sanityImageCdn,
    )
    expect(cdn.problems).toEqual([])
    const elsewhere = withPreviewPolicy(
      { text: page('https://images.example/a.jpg'), path: '/' },
      sanityImageCdn,
    )
    expect(elsewhere.problems).toEqual([
      expect.stringContaining('loads an image from another origin'),
      expect.stringContaining('loads an image from another origin'),
    ])
  })

  it("sends the static site's site-wide header, but for the Studio framing the preview", () => {
    expect(previewHeaderPolicy('https://kerbside.sanity.studio')).toBe(
      siteHeaderPolicy.replace(
        "frame-ancestors 'none'",
        'frame-ancestors https://kerbside.sanity.studio',
      ),
    )
  })

  it('leaves upgrade-insecure-requests out of an answer over plain http, and only there', () => {
    const whole = previewHeaderPolicy('http://localhost:3333')
    expect(whole).toMatch(/; upgrade-insecure-requests$/)
    expect(previewHeaderPolicy('http://localhost:3333', { https: false })).toBe(
      whole.replace('; upgrade-insecure-requests', ''),
    )
    expect(cameOverHttps('https')).toBe(true)
    expect(cameOverHttps('https, http')).toBe(true)
    expect(cameOverHttps(['HTTPS'])).toBe(true)
    expect(cameOverHttps('http')).toBe(false)
    expect(cameOverHttps(undefined)).toBe(false)
  })
})
