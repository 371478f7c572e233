// The root of every page: Chakra's site-wide sheet (reset, globals and
// tokens; each element's own rules are added by server-chakra as it renders), and
// what sits above all routes: scrolling behaviour, run at load, and the consent notice, server
// HTML moved out of the page and fetched at load when no choice is stored, whose buttons are an
// island (web/islands).
// The toaster mounts itself with the first notice (components/ui/notices.ts).
import type { ReactNode } from 'react'
import { consentNoticeClasses } from '@/components/chrome/consent-notice-classes'
import { PreviewTools } from '@/components/preview/preview-tools'
import { SiteStyleSheet } from '@/components/server-chakra'
import { Island } from '@/islands/island'
import { OnLoad } from '@/islands/on-load-marker'
import { getSiteSettings } from '@/lib/content'
import { legalPath } from '@/lib/routes'
import { rootMetadata } from '@/lib/seo'

// metadataBase (SITE_URL) and site-wide defaults: title, description, share card, Apple icon.
export const generateMetadata = rootMetadata

const cookiePolicySlug = 'cookie-policy'

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  const consentNotice = consentNoticeClasses()
  return (
    <html lang="en-GB">
      <head>
        {/* First precedence seen, so React writes it before every element's rules. */}
        <SiteStyleSheet />
      </head>
      <body>
        {children}
        <OnLoad name="scroll-manager" />
        {consentNotice.styles}
        <OnLoad name="consent-notice" deferred>
          <Island
            name="consent-notice"
            props={{
              consent: settings.consent,
              policyHref: legalPath(cookiePolicySlug),
              classes: consentNotice.classes,
            }}
          />
        </OnLoad>
        <PreviewTools />
      </body>
    </html>
  )
}
