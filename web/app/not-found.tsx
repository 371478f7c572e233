// The 404 page: inside the normal header and footer, with copy from site settings, and the
// missing path logged to the console. Next writes it to web/out/404.html, the file hosts answer
// unknown paths with (with status 404).

import type { Metadata } from 'next'
import { PageShell } from '@/components/chrome/page-shell'
import { Button, Container, Heading, Stack, Text } from '@/components/server-chakra'
import { OnLoad } from '@/islands/on-load-marker'
import { editTarget, getSiteSettings } from '@/lib/content'
import { homePath } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const notFound = settings.notFound
  const title = [notFound?.heading, notFound?.text].filter(Boolean).join(': ')
  return {
    title: title
      ? { absolute: [title, settings.businessName].filter(Boolean).join(' | ') }
      : undefined,
  }
}

export default async function NotFound() {
  const settings = await getSiteSettings()
  const copy = settings.notFound
  return (
    <PageShell>
      <OnLoad name="not-found-log" />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '28' }}>
        <Stack gap="5" align="center" textAlign="center">
          <Heading
            as="h1"
            fontSize={{ base: '7xl', md: '8xl' }}
            lineHeight="1"
            fontWeight="extrabold"
            color="brand.solid"
            {...editTarget(copy, 'heading')}
          >
            {copy?.heading}
          </Heading>
          <Text fontSize={{ base: 'xl', md: '2xl' }} color="fg.muted" {...editTarget(copy, 'text')}>
            {copy?.text}
          </Text>
          <Button asChild colorPalette="brand" variant="solid" size="lg" minH="11" mt="2">
            <a href={homePath} {...editTarget(copy, 'linkLabel')}>
              {copy?.linkLabel}
            </a>
          </Button>
        </Stack>
      </Container>
    </PageShell>
  )
}
