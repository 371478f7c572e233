// The root of every page: Chakra's site-wide sheet (reset, globals and
// tokens; each element's own rules are added by server-chakra as it renders), and
// what sits above all routes (SPEC §2): scrolling behaviour, the consent notice and the toaster.
import type { ReactNode } from 'react'
import { ConsentNotice } from '@/components/chrome/consent-notice'
import { consentNoticeClasses } from '@/components/chrome/consent-notice-classes'
import { ScrollManager } from '@/components/chrome/scroll-manager'
import { SiteStyleSheet } from '@/components/server-chakra'
import { ToastHost } from '@/components/ui/toast-host'
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
        <ScrollManager />
        {consentNotice.styles}
        <ConsentNotice
          consent={settings.consent}
          policyHref={legalPath(cookiePolicySlug)}
          classes={consentNotice.classes}
        />
        <ToastHost dismissLabel={settings.labels?.dismissNotice ?? ''} />
      </body>
    </html>
  )
}
