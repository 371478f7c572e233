// /manifest.webmanifest: name, colours and icons for "Add to Home Screen". Every icon listed is
// a file of the export (icon.svg, and the PNGs app/icons/[icon]/route.tsx generates).
import type { MetadataRoute } from 'next'
import { getSiteSettings } from '@/lib/content'
import { faviconPath, iconPath } from '@/lib/routes'
import { brandColours, ICON_SIZES, shortName } from '@/lib/seo'

export const dynamic = 'force-static'

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSiteSettings()
  const name = settings.businessName ?? ''
  return {
    name,
    short_name: shortName(name),
    description: settings.seo?.description ?? undefined,
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brandColours.navy,
    background_color: brandColours.white,
    icons: [
      { src: faviconPath, sizes: 'any', type: 'image/svg+xml' },
      ...ICON_SIZES.map((size) => ({
        src: iconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any' as const,
      })),
      {
        src: iconPath(512),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable' as const,
      },
    ],
  }
}
