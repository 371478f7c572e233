// The chrome around every page: skip link, header, main landmark, footer.

import type { ReactNode } from 'react'
import { Box } from '@/components/server-chakra'
import {
  getBreakdownPage,
  getServiceCards,
  getSitePages,
  getSiteSettings,
  getTownCards,
} from '@/lib/content'
import { breakdownPath } from '@/lib/routes'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

const mainContentId = 'main-content'

export async function PageShell({
  children,
  onHomePage = false,
}: {
  children: ReactNode
  onHomePage?: boolean
}) {
  const [settings, services, towns, pages, breakdown] = await Promise.all([
    getSiteSettings(),
    getServiceCards(),
    getTownCards(),
    getSitePages(),
    getBreakdownPage(),
  ])
  return (
    <>
      <Box
        asChild
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="cta.solid"
        color="cta.contrast"
        px="4"
        py="3"
        fontWeight="semibold"
        borderRadius="md"
        _focusVisible={{ top: '2' }}
      >
        <a href={`#${mainContentId}`}>{settings.labels?.skipToContent}</a>
      </Box>
      <SiteHeader
        settings={settings}
        onHomePage={onHomePage}
        breakdownHref={breakdown.slug ? breakdownPath(breakdown.slug) : undefined}
      />
      <Box as="main" id={mainContentId} tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter settings={settings} services={services} towns={towns} pages={pages} />
    </>
  )
}
