// The free-phone call button: a real tel: link, at least 44 px tall for thumbs.

import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '@/components/server-chakra'
import { editTarget, type SiteSettings } from '@/lib/content'
import { telHref } from '@/lib/routes'

export function CallButton({
  settings,
  children,
  emergency = false,
  ...rest
}: {
  settings: Pick<SiteSettings, 'phoneE164' | 'phoneDisplay'>
  children: ReactNode
  emergency?: boolean
} & Omit<ButtonProps, 'children' | 'asChild'>) {
  return (
    <Button
      asChild
      colorPalette={emergency ? 'emergency' : 'cta'}
      variant="solid"
      minH="11"
      fontWeight="bold"
      {...rest}
    >
      {/* data-call-button lets the accessibility suite find every call button by role, not looks. */}
      <a
        href={telHref(settings.phoneE164 ?? '')}
        data-call-button=""
        {...editTarget(settings, 'phoneDisplay')}
      >
        {children}
      </a>
    </Button>
  )
}
