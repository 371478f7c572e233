// The Open Graph images, one per page type, written at build as web/out/og/{kind}.png.
import { shareCardResponse } from '@/components/seo/brand-images'
import { getSiteSettings } from '@/lib/content'
import { OG_IMAGE_KINDS, type OgImageKind, ogImagePhrase } from '@/lib/seo'

export const dynamic = 'force-static'
export const dynamicParams = false

type Params = { image: string }

export function generateStaticParams(): Params[] {
  return OG_IMAGE_KINDS.map((kind) => ({ image: `${kind}.png` }))
}

function kindOf(image: string): OgImageKind | undefined {
  const kind = image.replace(/\.png$/, '')
  return (OG_IMAGE_KINDS as readonly string[]).includes(kind) ? (kind as OgImageKind) : undefined
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
