// The Open Graph images, one per page type, written at build as web/out/og/{kind}.png.
import { shareCardResponse } from '@/components/seo/brand-images'
import { getSiteSettings } from '@/lib/content'
import { type ShareCard, shareCards } from '@/lib/routes'
import { ogImagePhrase } from '@/lib/seo'

export const dynamic = 'force-static'
export const dynamicParams = false

type Params = { image: string }

export function generateStaticParams(): Params[] {
  return shareCards.map((kind) => ({ image: `${kind}.png` }))
}

function kindOf(image: string): ShareCard | undefined {
  const kind = image.replace(/\.png$/, '')
  return (shareCards as readonly string[]).includes(kind) ? (kind as ShareCard) : undefined
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const kind = kindOf((await params).image)
  if (!kind) return new Response(null, { status: 404 })
  const settings = await getSiteSettings()
  return shareCardResponse({
    businessName: settings.businessName ?? '',
    phrase: ogImagePhrase(kind, settings),
    callLabel: settings.labels?.freeCallNow ?? '',
    phone: settings.phoneDisplay ?? '',
    hours: settings.hoursShort ?? '',
  })
}
