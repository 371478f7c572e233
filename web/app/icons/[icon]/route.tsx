// PNG app icons for the web manifest, written at build as web/out/icons/icon-{size}.png.
import { appIconResponse } from '@/components/seo/brand-images'
import { ICON_SIZES } from '@/lib/seo'

export const dynamic = 'force-static'
export const dynamicParams = false

type Params = { icon: string }

export function generateStaticParams(): Params[] {
  return ICON_SIZES.map((size) => ({ icon: `icon-${size}.png` }))
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const size = Number((await params).icon.match(/^icon-(\d+)\.png$/)?.[1])
  if (!(ICON_SIZES as readonly number[]).includes(size)) return new Response(null, { status: 404 })
  return appIconResponse(size)
}
