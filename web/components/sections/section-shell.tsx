// The frame every content section shares: a labelled <section>, its h2 and optional intro.

import type { ReactNode } from 'react'
import { Box, Container, Heading, Stack, Text } from '@/components/server-chakra'

export function sectionHeadingId(key: string | null | undefined, type: string): string {
  return `section-${key ?? type}`
}

export function SectionHeading({
  id,
  heading,
  intro,
  introId,
}: {
  id: string
  heading: string | null | undefined
  intro?: string | null
  introId?: string
}) {
  return (
    <Stack gap="3" maxW="3xl">
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '2xl', md: '4xl' }}
        lineHeight="1.15"
        fontWeight="bold"
        letterSpacing="tight"
      >
        {heading}
      </Heading>
      {intro ? (
        <Text id={introId} fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {intro}
        </Text>
      ) : null}
    </Stack>
  )
}

export function SectionShell({
  headingId,
  tone,
  children,
}: {
  headingId: string
  tone: 'plain' | 'subtle'
  children: ReactNode
}) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg={tone === 'subtle' ? 'bg.subtle' : 'bg'}
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '8', md: '10' }}>{children}</Stack>
      </Container>
    </Box>
  )
}
