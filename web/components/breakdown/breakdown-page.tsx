// "Broken down? What to do now": read in seconds on a phone at the roadside. The title, one line
// of intro and a large free call button fill the first screen; then every place, each a <details>
// (a live lane open from the start, its call-999 line first). The header, sticky on every page,
// keeps its call button in view all the way down.
import { Phone } from 'lucide-react'
import { Box, Container, Heading, Stack, Text } from '@/components/server-chakra'
import {
  type BreakdownPage as BreakdownContent,
  editTarget,
  type SiteSettings,
} from '@/lib/content'
import { CallButton } from '../ui/call-button'
import { PageTitle } from '../ui/page-title'
import { PlaceAdvice } from './place-advice'

export function BreakdownPage({
  page,
  settings,
}: {
  page: BreakdownContent
  settings: SiteSettings
}) {
  return (
    <>
      <Box bg="bg.inverted" color="white" py={{ base: '6', md: '10' }}>
        <Container maxW="3xl" px={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <PageTitle target={editTarget(page, 'title')}>{page.title}</PageTitle>
            <Text
              fontSize={{ base: 'lg', md: 'xl' }}
              color="navy.100"
              {...editTarget(page, 'intro')}
            >
              {page.intro}
            </Text>
            <Box>
              <CallButton settings={settings} size="xl" w={{ base: 'full', sm: 'auto' }}>
                <Phone aria-hidden="true" />
                {settings.labels?.freeCallNow} {settings.phoneDisplay}
              </CallButton>
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Stack gap="4">
          <Heading
            as="h2"
            fontSize={{ base: '2xl', md: '3xl' }}
            {...editTarget(page, 'placeQuestion')}
          >
            {page.placeQuestion}
          </Heading>
          <PlaceAdvice places={page.places} />
        </Stack>
      </Container>
    </>
  )
}
