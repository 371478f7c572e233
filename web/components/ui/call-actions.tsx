// The action row of the dark hero and call-to-action bands: the free call button and, when the
// band offers one, an outline link to the contact form. Side by side from the sm breakpoint.

import { Phone } from 'lucide-react'
import { Button, Stack, type StackProps } from '@/components/server-chakra'
import type { EditTarget, SiteSettings } from '@/lib/content'
import { CallButton } from './call-button'

export function CallActions({
  settings,
  contactLink,
  ...stackProps
}: {
  settings: SiteSettings
  /** The outline link to the contact form, or null for the call button alone. */
  contactLink: {
    href: string
    label: string | null | undefined
    editTarget?: EditTarget
  } | null
} & Omit<StackProps, 'children' | 'direction'>) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" {...stackProps}>
      <CallButton settings={settings} size="xl">
        <Phone aria-hidden="true" />
        {settings.labels?.freeCallNow}: {settings.phoneDisplay}
      </CallButton>
      {contactLink?.label ? (
        <Button
          asChild
          size="xl"
          variant="outline"
          color="white"
          borderColor="white"
          minH="11"
          _hover={{ bg: 'whiteAlpha.200' }}
        >
          <a href={contactLink.href} {...contactLink.editTarget}>
            {contactLink.label}
          </a>
        </Button>
      ) : null}
    </Stack>
  )
}
