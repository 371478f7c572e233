'use client'
// Shown only when the root layout itself fails: it replaces the whole document, so it brings
// its own <html> and the error screen's own stylesheet.
import { ErrorScreen, errorHeading } from '@/components/chrome/error-screen'

export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="en-GB">
      <body>
        <title>{errorHeading}</title>
        <ErrorScreen error={error} />
      </body>
    </html>
  )
}
