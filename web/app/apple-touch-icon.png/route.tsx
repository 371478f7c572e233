// The home-screen icon for iOS, a 180×180 PNG written at build as web/out/apple-touch-icon.png:
// the address iOS asks for when a page names none, and the one the root metadata links.
import { appIconResponse } from '@/components/seo/brand-images'
import { APPLE_ICON_SIZE } from '@/lib/seo'

export const dynamic = 'force-static'

export function GET() {
  return appIconResponse(APPLE_ICON_SIZE)
}
