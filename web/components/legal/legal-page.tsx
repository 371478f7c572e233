// A legal page (privacy, terms, cookies): title, last-updated line, intro and the Portable Text
// body, set at a readable measure.
import { Box, Container, Stack, Text } from '@/components/server-chakra'
import { editTarget, type LegalPage as LegalPageContent, type SiteSettings } from '@/lib/content'
import { RichText } from '../portable-text'
import { PageTitle } from '../ui/page-title'

export function LegalPage({ page, settings }: { page: LegalPageContent; settings: SiteSettings }) {
  const lastUpdated = [settings.labels?.lastUpdated, page.lastUpdated].filter(Boolean).join(' ')
  return (
    <>
      <Box bg="bg.inverted" color="white" py={{ base: '10', md: '14' }}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          <Stack gap="3" maxW="prose">
            <PageTitle target={editTarget(page, 'title')}>{page.title}</PageTitle>
            {page.lastUpdated ? (
              <Text color="amber.200" {...editTarget(page, 'lastUpdated')}>
                {lastUpdated}
              </Text>
            ) : null}
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <Box maxW="prose" fontSize={{ base: 'md', md: 'lg' }}>
          {page.intro ? (
            <Text
              fontSize={{ base: 'lg', md: 'xl' }}
              color="fg.muted"
              mb="8"
              {...editTarget(page, 'intro')}
            >
              {page.intro}
            </Text>
          ) : null}
          <RichText value={page.body} sectionLevel={1} />
        </Box>
      </Container>
    </>
  )
}
