import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { Providers } from '@/components/providers'

// Self-hosted Inter (variable weight, Latin subset) from @fontsource: no font CDN at runtime.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={inter.variable}>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
