// Search and sharing metadata for every page: a unique title and description from the document's
// seo fields (with fallbacks), an absolute canonical URL from SITE_URL, Open Graph and Twitter
// cards with a 1200 × 630 cut of the page's own picture (or the page type's generated image when
// its document has none), and noindex for alias routes. The pure builders
// take the site settings as an argument (unit tested); the async wrappers read them.
import type { Metadata } from 'next'
import { system } from '../theme/system'
import {
  getPicture,
  getSitePages,
  getSiteSettings,
  notePageAddress,
  type PictureValue,
  type ShownPicture,
} from './content'
import {
  appleIconPath,
  faviconPath,
  type PageType,
  pageTypeOf,
  type RoutableType,
  type ShareCard,
  type SitePages,
  shareCardPath,
  siteAddresses,
} from './routes'
import { siteOrigin, siteUrl } from './site-url'

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** PNG icons generated at build for the web manifest and home screens (web/app/icons/). */
export const ICON_SIZES = [192, 512] as const
export const APPLE_ICON_SIZE = 180

/** A colour of the theme (web/theme/system.ts), by its token path under `colors`. */
function themeColour(path: string): string {
  const value: unknown = system.token(`colors.${path}`)
  if (typeof value !== 'string') throw new Error(`web/theme/system.ts defines no colour ${path}`)
  return value.toLowerCase()
}

/**
 * The colours the share cards, app icons and manifest are drawn with: the theme's own, so a
 * palette change in web/theme/system.ts reaches the pictures too.
 */
export const brandColours = {
  navy: themeColour('navy.800'),
  amber: themeColour('amber.400'),
  white: themeColour('white'),
}

/** The parts of the site settings the metadata uses (any settings query result fits). */
export type SeoSettings = {
  businessName?: string | null
  productPhrase?: string | null
  hotlineLabel?: string | null
  seo?: SeoFields
  footer?: {
    servicesHeading?: string | null
    coverageHeading?: string | null
    legalHeading?: string | null
  } | null
}

type SeoFields = { title?: string | null; description?: string | null } | null | undefined

/** The words an Open Graph image of this page type shows under the business name. */
export function ogImagePhrase(kind: ShareCard, settings: SeoSettings): string {
  const phrase = {
    home: settings.productPhrase,
    service: settings.footer?.servicesHeading,
    town: settings.footer?.coverageHeading,
    legal: settings.footer?.legalHeading,
    fallback: settings.hotlineLabel,
  }[kind]
  return phrase?.trim() || settings.productPhrase?.trim() || ''
}

export function ogImageAlt(kind: ShareCard, settings: SeoSettings): string {
  return [settings.businessName?.trim(), ogImagePhrase(kind, settings)].filter(Boolean).join(': ')
}

export type PageMetadataInput = {
  /** The route this page is served at (a path builder of web/lib/routes.ts made it). */
  path: string
  /** The page's own title (service title, town heading, legal title); used when seo.title is empty. */
  title?: string | null
  /** A summary of the page (card description, intro); used when seo.description is empty. */
  description?: string | null
  /** The document's seo object. */
  seo?: SeoFields
  /** Which generated share image the page uses when it has no picture of its own. */
  ogImage?: ShareCard
  /** The page's own picture cut for share cards (the 'share' slot); wins over `ogImage`. */
  sharePicture?: ShownPicture | null
  /** Keep the page out of search indexes (alias routes). */
  noindex?: boolean
  /** The main route when `path` is an alias; the canonical link points there. */
  canonicalPath?: string
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.replace(/\s+/g, ' ').trim()
  return trimmed ? trimmed : undefined
}

/** Title: the seo title, else "{page title} | {business}", else the site's default title. */
export function pageTitle(input: PageMetadataInput, settings: SeoSettings): string | undefined {
  const business = clean(settings.businessName)
  const own = clean(input.title)
  return (
    clean(input.seo?.title) ??
    (own ? [own, business].filter(Boolean).join(' | ') : undefined) ??
    clean(settings.seo?.title) ??
    business
  )
}

/** Description: the seo description, else the page's summary, else the site's default. */
export function pageDescription(
  input: PageMetadataInput,
  settings: SeoSettings,
): string | undefined {
  return (
    clean(input.seo?.description) ?? clean(input.description) ?? clean(settings.seo?.description)
  )
}

/** The generated share image of a page type, with its absolute URL, size and alt text. */
function shareImage(kind: ShareCard, settings: SeoSettings, origin: string = siteOrigin()) {
  return {
    url: siteUrl(shareCardPath(kind), origin),
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    alt: ogImageAlt(kind, settings),
    type: 'image/png',
  }
}

/** A share card from a picture's 1200 × 630 JPEG cut; its alt text, else the card's words. */
function pictureShareImage(
  picture: ShownPicture,
  fallbackAlt: string,
  origin: string = siteOrigin(),
) {
  const file = picture.files.find((candidate) => candidate.format === 'jpeg') ?? picture.files[0]
  if (!file) throw new Error('A share picture has no files')
  return {
    // A file at an address of its own (the preview's pictures, on Sanity's image CDN) stays there.
    url: URL.canParse(file.src) ? file.src : siteUrl(file.src, origin),
    width: file.width,
    height: file.height,
    alt: picture.alt || fallbackAlt,
    type: 'image/jpeg',
  }
}

/**
 * The share card's Open Graph and Twitter tags, the same for a page and for the root layout's
 * defaults; `url` (og:url) only for a page, which has an address of its own.
 */
function shareTags({
  url,
  siteName,
  title,
  description,
  image,
}: {
  url?: string
  siteName: string | undefined
  title: string | undefined
  description: string | undefined
  image: ReturnType<typeof pictureShareImage>
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      ...(url ? { url } : {}),
      ...(siteName ? { siteName } : {}),
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      images: [{ url: image.url, alt: image.alt }],
    },
  }
}

/** The full metadata of one page; `origin` defaults to SITE_URL (never a request's host). */
export function buildPageMetadata(
  input: PageMetadataInput,
  settings: SeoSettings,
  origin: string = siteOrigin(),
): Metadata {
  const title = pageTitle(input, settings)
  const description = pageDescription(input, settings)
  const canonical = siteUrl(input.canonicalPath ?? input.path, origin)
  const kind = input.ogImage ?? 'fallback'
  const image = input.sharePicture
    ? pictureShareImage(input.sharePicture, ogImageAlt(kind, settings), origin)
    : shareImage(kind, settings, origin)
  const siteName = clean(settings.businessName)
  const metadata: Metadata = {
    title: title ? { absolute: title } : undefined,
    description,
    alternates: { canonical },
    ...shareTags({ url: canonical, siteName, title, description, image }),
  }
  const isAlias = input.canonicalPath !== undefined && input.canonicalPath !== input.path
  if (input.noindex || isAlias) {
    metadata.robots = { index: false, follow: true }
  }
  return metadata
}

/**
 * Site-wide defaults for the root layout: metadataBase, default title, description and share
 * card (the fallback image). Pages replace all of them; the 404 page keeps them. No og:url here:
 * a page without its own canonical address must not claim the home page's.
 */
export function buildRootMetadata(
  settings: SeoSettings,
  origin: string = siteOrigin(),
  sharePicture: ShownPicture | null = null,
): Metadata {
  const title = pageTitle({ path: '/' }, settings)
  const description = pageDescription({ path: '/' }, settings)
  const siteName = clean(settings.businessName)
  const image = sharePicture
    ? pictureShareImage(sharePicture, ogImageAlt('fallback', settings), origin)
    : shareImage('fallback', settings, origin)
  return {
    metadataBase: new URL(`${origin}/`),
    ...(siteName ? { applicationName: siteName } : {}),
    // Listing icons here replaces the link Next derives from app/icon.svg, so both are named.
    icons: {
      icon: [{ url: faviconPath, type: 'image/svg+xml', sizes: 'any' }],
      apple: [
        { url: appleIconPath, sizes: `${APPLE_ICON_SIZE}x${APPLE_ICON_SIZE}`, type: 'image/png' },
      ],
    },
    title: title ? { absolute: title } : undefined,
    description,
    ...shareTags({ siteName, title, description, image }),
  }
}

/**
 * Metadata for a page of a page type (web/lib/routes.ts), with the site settings read from the
 * content snapshot: the type gives the share card and whether search engines may index the
 * page. `picture` is the page document's own picture, whose share cut replaces the generated card.
 */
export async function pageMetadata(
  input: Omit<PageMetadataInput, 'sharePicture' | 'ogImage'> & {
    documentType: RoutableType
    picture?: PictureValue | null
  },
): Promise<Metadata> {
  const { picture, documentType, ...rest } = input
  const pageType = pageTypeOf(documentType) as PageType
  notePageAddress(rest.path)
  return buildPageMetadata(
    {
      ...rest,
      ogImage: pageType.shareCard,
      noindex: rest.noindex || !pageType.indexed,
      sharePicture: getPicture(picture, 'share'),
    },
    await getSiteSettings(),
  )
}

/**
 * Root layout metadata (`export const generateMetadata = rootMetadata` in app/layout.tsx): the
 * site settings' default share picture when staff chose one, else the generated fallback card.
 */
export async function rootMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return buildRootMetadata(settings, siteOrigin(), getPicture(settings.shareImage, 'share'))
}

/**
 * Every route search engines should index, in site order: the main address of every page whose
 * type is indexed (web/lib/routes.ts). The aliases (noindex) and the 404 page are left out.
 */
export function indexablePaths(pages: SitePages): string[] {
  return siteAddresses(pages)
    .filter((address) => address.pageType.indexed && address.aliasOf === undefined)
    .map((address) => address.path)
}

/** The indexable routes of the content snapshot. */
export async function siteIndexablePaths(): Promise<string[]> {
  return indexablePaths(await getSitePages())
}

/** A short name for home screens (12 characters at most): the business name or its first word. */
export function shortName(businessName: string): string {
  const name = businessName.trim()
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name)
}
