// The frame every content section shares: a labelled <section>, its h2 and optional intro.

import type { ReactNode } from 'react'
import { Box, Container, Heading, Stack, Text } from '@/components/server-chakra'
import { editTarget } from '@/lib/content'

export function sectionHeadingId(key: string | null | undefined, type: string): string {
  return `section-${key ?? type}`
}

export function SectionHeading({
  id,
  section,
  introId,
}: {
  id: string
  /** The section block: its heading and intro (each its own edit target in the preview). */
  section: { heading?: string | null; intro?: string | null }
  introId?: string
}) {
  const { heading, intro } = section
  return (
    <Stack gap="3" maxW="3xl">
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '2xl', md: '4xl' }}
        lineHeight="1.15"
        fontWeight="bold"
        letterSpacing="tight"
        {...editTarget(section, 'heading')}
      >
        {heading}
      </Heading>
      {intro ? (
        <Text
          id={introId}
          fontSize={{ base: 'md', md: 'lg' }}
          color="fg.muted"
          {...editTarget(section, 'intro')}
        >
          {intro}
        </Text>
      ) : null}
    </Stack>
  )
}

export function SectionShell({
  headingId,
  tone,
  source,
  children,
}: {
  headingId: string
  tone: 'plain' | 'subtle'
  /** The section block shown (the whole section is its edit target in the preview). */
  source?: object
  children: ReactNode
}) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      {...editTarget(source)}
      bg={tone === 'subtle' ? 'bg.subtle' : 'bg'}
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '8', md: '10' }}>{children}</Stack>
      </Container>
    </Box>
  )
}
