import { describe, expect, it } from 'vitest'
import { shareCards } from './routes'
import {
  buildPageMetadata,
  buildRootMetadata,
  indexablePaths,
  ogImageAlt,
  ogImagePhrase,
  pageDescription,
  pageTitle,
  type SeoSettings,
  shortName,
} from './seo'

const origin = 'https://www.kerbside-rescue.example'

const settings: SeoSettings = {
  businessName: 'Kerbside Tyre & Rescue',
  productPhrase: 'Mobile Tyre & Roadside Rescue',
  hotlineLabel: '24/7 Emergency Hotline',
  footer: {
    servicesHeading: 'Our Services',
    coverageHeading: 'Areas We Cover',
    legalHeading: 'Legal',
  },
  seo: { title: 'Kerbside Tyre & Rescue | 24/7', description: 'The site-wide description.' },
}

describe('pageTitle', () => {
  it('prefers the seo title', () => {
    expect(
      pageTitle(
        { path: '/x/', title: 'Brakes', seo: { title: ' Brake Pads | Kerbside ' } },
        settings,
      ),
    ).toBe('Brake Pads | Kerbside')
  })

  it('falls back to "{page title} | {business}"', () => {
    expect(pageTitle({ path: '/x/', title: 'Brake Service', seo: { title: '' } }, settings)).toBe(
      'Brake Service | Kerbside Tyre & Rescue',
    )
  })

  it('falls back to the site title, then the business name', () => {
    expect(pageTitle({ path: '/' }, settings)).toBe('Kerbside Tyre & Rescue | 24/7')
    expect(pageTitle({ path: '/' }, { ...settings, seo: null })).toBe('Kerbside Tyre & Rescue')
  })
})

describe('pageDescription', () => {
  it('prefers the seo description, then the summary, then the site description', () => {
    expect(
      pageDescription(
        { path: '/', seo: { description: 'Own.' }, description: 'Summary.' },
        settings,
      ),
    ).toBe('Own.')
    expect(
      pageDescription({ path: '/', seo: null, description: ' Summary\n text. ' }, settings),
    ).toBe('Summary text.')
    expect(pageDescription({ path: '/' }, settings)).toBe('The site-wide description.')
  })
})

describe('buildPageMetadata', () => {
  const metadata = buildPageMetadata(
    {
      path: '/services/brake-service/',
      title: 'Brake Service',
      description: 'Pads and discs fitted where you are.',
      ogImage: 'service',
    },
    settings,
    origin,
  )

  it('has an absolute title, the description and an absolute canonical on SITE_URL', () => {
    expect(metadata.title).toEqual({ absolute: 'Brake Service | Kerbside Tyre & Rescue' })
    expect(metadata.description).toBe('Pads and discs fitted where you are.')
    expect(metadata.alternates?.canonical).toBe(`${origin}/services/brake-service/`)
    expect(metadata.robots).toBeUndefined()
  })

  it('has Open Graph tags with the page type image at 1200×630', () => {
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      locale: 'en_GB',
      siteName: 'Kerbside Tyre & Rescue',
      url: `${origin}/services/brake-service/`,
      title: 'Brake Service | Kerbside Tyre & Rescue',
      description: 'Pads and discs fitted where you are.',
      images: [
        {
          url: `${origin}/og/service.png`,
          width: 1200,
          height: 630,
          alt: 'Kerbside Tyre & Rescue: Our Services',
        },
      ],
    })
  })

  it('has a large-image Twitter card', () => {
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Brake Service | Kerbside Tyre & Rescue',
      images: [{ url: `${origin}/og/service.png` }],
    })
  })

  it('points an alias at its main route and keeps it out of the index', () => {
    const alias = buildPageMetadata(
      {
        path: '/areas/bath/',
        canonicalPath: '/areas-covered/mobile-tyre-fitting-bath/',
        ogImage: 'town',
      },
      settings,
      origin,
    )
    expect(alias.alternates?.canonical).toBe(`${origin}/areas-covered/mobile-tyre-fitting-bath/`)
    expect(alias.openGraph).toMatchObject({
      url: `${origin}/areas-covered/mobile-tyre-fitting-bath/`,
    })
    expect(alias.robots).toEqual({ index: false, follow: true })
  })

  it("shares the page's own picture when it has one, with its alt text", () => {
    const sharePicture = {
      slot: 'share' as const,
      width: 1200,
      height: 630,
      color: '#334455',
      alt: 'Our van on the road into Bath',
      files: [
        {
          format: 'jpeg' as const,
          width: 1200,
          height: 630,
          src: '/img/bath-1200w.0123abcd4567.jpg',
        },
      ],
    }
    const page = buildPageMetadata(
      { path: '/areas-covered/mobile-tyre-fitting-bath/', ogImage: 'town', sharePicture },
      settings,
      origin,
    )
    const image = {
      url: `${origin}/img/bath-1200w.0123abcd4567.jpg`,
      width: 1200,
      height: 630,
      alt: 'Our van on the road into Bath',
      type: 'image/jpeg',
    }
    expect(page.openGraph?.images).toEqual([image])
    expect(page.twitter).toMatchObject({ images: [{ url: image.url, alt: image.alt }] })
    const decorative = buildPageMetadata(
      { path: '/', ogImage: 'home', sharePicture: { ...sharePicture, alt: '' } },
      settings,
      origin,
    )
    expect(decorative.openGraph?.images).toMatchObject([{ alt: ogImageAlt('home', settings) }])
    const root = buildRootMetadata(settings, origin, sharePicture)
    expect(root.openGraph?.images).toEqual([image])
  })

  it('uses the fallback image when no page type is given', () => {
    const page = buildPageMetadata({ path: '/x/' }, settings, origin)
    expect(page.openGraph?.images).toMatchObject([{ url: `${origin}/og/fallback.png` }])
  })

  it('never builds URLs from anything but the given origin', () => {
    const page = buildPageMetadata(
      { path: '/cookie-policy/' },
      settings,
      'https://staging.example.org',
    )
    expect(page.alternates?.canonical).toBe('https://staging.example.org/cookie-policy/')
  })
})

describe('buildRootMetadata', () => {
  it('sets metadataBase and site-wide defaults without an og:url', () => {
    const root = buildRootMetadata(settings, origin)
    expect(String(root.metadataBase)).toBe(`${origin}/`)
    expect(root.title).toEqual({ absolute: 'Kerbside Tyre & Rescue | 24/7' })
    expect(root.openGraph).not.toHaveProperty('url')
    expect(root.openGraph?.images).toMatchObject([{ url: `${origin}/og/fallback.png` }])
    // Naming icons replaces Next's link to app/icon.svg: the favicon must be listed too.
    expect(root.icons).toEqual({
      icon: [{ url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    })
  })
})

describe('share image text', () => {
  it('has a phrase for every page type', () => {
    for (const kind of shareCards) expect(ogImagePhrase(kind, settings)).not.toBe('')
    expect(ogImagePhrase('home', settings)).toBe('Mobile Tyre & Roadside Rescue')
    expect(ogImagePhrase('town', settings)).toBe('Areas We Cover')
    expect(ogImageAlt('legal', settings)).toBe('Kerbside Tyre & Rescue: Legal')
  })

  it('falls back to the product phrase when a heading is empty', () => {
    expect(ogImagePhrase('legal', { ...settings, footer: null })).toBe(
      'Mobile Tyre & Roadside Rescue',
    )
  })
})

describe('indexablePaths', () => {
  it('lists home, services, the areas page, town main routes and legal pages, never aliases', () => {
    expect(
      indexablePaths({
        homePage: [{ _id: 'homePage', slug: '', title: 'Home page' }],
        service: [
          { _id: 'a', slug: 'mobile-tyre-fitting', title: 'Fitting' },
          { _id: 'b', slug: null, title: 'No address yet' },
        ],
        areasPage: [{ _id: 'areasPage', slug: '', title: 'Areas We Cover' }],
        town: [{ _id: 'c', slug: 'bath', title: 'Bath' }],
        legalPage: [{ _id: 'd', slug: 'privacy-policy', title: 'Privacy' }],
      }),
    ).toEqual([
      '/',
      '/services/mobile-tyre-fitting/',
      '/areas-covered/',
      '/areas-covered/mobile-tyre-fitting-bath/',
      '/privacy-policy/',
    ])
  })
})

describe('shortName', () => {
  it('keeps a short name and shortens a long one to its first word', () => {
    expect(shortName('Kerbside')).toBe('Kerbside')
    expect(shortName('Kerbside Tyre & Rescue')).toBe('Kerbside')
  })
})
