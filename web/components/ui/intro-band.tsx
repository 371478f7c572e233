// The dark band a town page and "Areas we cover" open with: the page's h1, the introduction staff
// write, the free call button and the link to the contact form; a town's hero picture beside
// them. `look` says which: 'hero' (a town: more room, the picture) or 'title' (a plain title
// band, its heading a PageTitle).
import type { ReactNode } from 'react'
import { Box, Container, Stack, Text } from '@/components/server-chakra'
import { type EditTarget, editTarget, type ShownPicture, type SiteSettings } from '@/lib/content'
import { contactAnchor, homeAnchor } from '@/lib/routes'
import { CallActions } from './call-actions'
import { HeroColumns } from './picture'

const looks = {
  hero: { py: { base: '12', md: '20' }, gap: '6' },
  title: { py: { base: '10', md: '14' }, gap: '5' },
} as const

export function IntroBand({
  look,
  heading,
  intro,
  introTarget,
  picture = null,
  settings,
}: {
  look: keyof typeof looks
  /** The page's h1. */
  heading: ReactNode
  intro: string | null | undefined
  introTarget: EditTarget
  picture?: ShownPicture | null
  settings: SiteSettings
}) {
  const { py, gap } = looks[look]
  return (
    <Box bg="bg.inverted" color="white" py={py}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <HeroColumns picture={picture}>
          <Stack gap={gap} maxW="3xl">
            {heading}
            {intro ? (
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100" {...introTarget}>
                {intro}
              </Text>
            ) : null}
            <CallActions
              settings={settings}
              contactLink={{
                href: homeAnchor(contactAnchor, false),
                label: settings.labels?.bookOnline,
                editTarget: editTarget(settings.labels, 'bookOnline'),
              }}
            />
          </Stack>
        </HeroColumns>
      </Container>
    </Box>
  )
}
