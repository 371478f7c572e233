// /favicon.ico, written at build as web/out/favicon.ico: the address Firefox, WebKit and crawlers
// ask for by themselves whatever the page names (the pages link /icon.svg). Without it every page
// load in Firefox ended with a 404 in its console. The app icon's mark at 16, 32 and 48 px.
import { appIconResponse } from '@/components/seo/brand-images'
import { icoFile } from '@/lib/ico'

export const dynamic = 'force-static'

const SIZES = [16, 32, 48] as const

export async function GET() {
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: new Uint8Array(await appIconResponse(size).arrayBuffer()),
    })),
  )
  return new Response(icoFile(images), { headers: { 'content-type': 'image/x-icon' } })
}
