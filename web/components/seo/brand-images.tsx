// Artwork for the PNGs generated at build with next/og (Satori + Resvg, offline, with the Geist
// font Next bundles): the share card of each page type and the app icon. Satori reads the style
// objects below to draw the image; none of this is rendered into a page, so the strict CSP
// (no style attributes) is not concerned.
import { ImageResponse } from 'next/og'
import { brandColours, OG_IMAGE_SIZE } from '@/lib/seo'

const { navy, amber, white } = brandColours

/** The tyre mark of the logo (components/chrome/logo.tsx), drawn at any size. */
function TyreMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill={amber} />
      <circle cx="16" cy="16" r="9" fill={navy} />
      <circle cx="16" cy="16" r="4" fill={amber} />
    </svg>
  )
}

export type ShareCardText = {
  businessName: string
  phrase: string
  callLabel: string
  phone: string
  hours: string
}

/** A 1200×630 Open Graph / Twitter card: business name, page-type phrase and the free number. */
export function shareCardResponse(text: ShareCardText): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        backgroundColor: navy,
        color: white,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 28, padding: '64px 72px 0' }}>
        <TyreMark size={96} />
        <div style={{ display: 'flex', fontSize: 48, letterSpacing: -0.5 }}>
          {text.businessName}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          padding: '0 72px',
          gap: 20,
        }}
      >
        <div style={{ display: 'flex', width: 120, height: 10, backgroundColor: amber }} />
        <div style={{ display: 'flex', fontSize: 84, lineHeight: 1.05, letterSpacing: -2 }}>
          {text.phrase}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          backgroundColor: amber,
          color: navy,
          padding: '34px 72px',
          fontSize: 44,
        }}
      >
        <div style={{ display: 'flex' }}>{`${text.callLabel}: ${text.phone}`}</div>
        <div style={{ display: 'flex', fontSize: 36 }}>{text.hours}</div>
      </div>
    </div>,
    { ...OG_IMAGE_SIZE },
  )
}

/** A square app icon: the tyre mark on navy, with the padding maskable icons need. */
export function appIconResponse(size: number): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: navy,
      }}
    >
      <TyreMark size={Math.round(size * 0.72)} />
    </div>,
    { width: size, height: size },
  )
}
