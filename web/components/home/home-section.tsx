// The frame every home-page section shares: a landmark named by its h2, the intro, the content.

import type { ReactNode } from 'react'
import { Box, Container, Heading, Stack, Text } from '@/components/server-chakra'
import { editTarget } from '@/lib/content'

export function HomeSection({
  id,
  heading,
  intro,
  bg = 'bg.subtle',
  source,
  children,
}: {
  id: string
  /** The band's background; sections alternate between the subtle tint and plain. */
  bg?: 'bg' | 'bg.subtle'
  heading: string | null | undefined
  intro: string | null | undefined
  /** The section object heading and intro come from (their edit targets in the preview). */
  source?: object | null
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '14', md: '20' }} bg={bg}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" maxW="3xl" mb="10">
          <Heading
            as="h2"
            id={headingId}
            fontSize={{ base: '3xl', md: '4xl' }}
            {...editTarget(source, 'heading')}
          >
            {heading}
          </Heading>
          <Text fontSize="lg" color="fg.muted" {...editTarget(source, 'intro')}>
            {intro}
          </Text>
        </Stack>
        {children}
      </Container>
    </Box>
  )
}
