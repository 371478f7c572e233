'use client'
// Last-resort boundary when the root layout itself fails: its own document (Next's default has
// inline style attributes, which the site's CSP forbids), with the same error screen.
import { ErrorScreen, errorHeading } from '@/components/chrome/error-screen'
import { Providers } from '@/components/providers'

export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="en-GB">
      <body>
        <title>{errorHeading}</title>
        <Providers>
          <ErrorScreen error={error} />
        </Providers>
      </body>
    </html>
  )
}
