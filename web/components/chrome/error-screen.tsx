'use client'
// The screen of an unexpected routing error (SPEC §8): a heading plus the error's status and
// text. Error boundaries render outside the content snapshot, so the heading is SPEC's exact
// string rather than an editable field (the one documented exception).
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'

export const errorHeading = 'Unexpected Application Error!'

export type DescribedError = { summary: string; digest?: string }

/** '404 Not Found' for a response-like error, otherwise the error's message; plus its digest. */
export function describeError(error: unknown): DescribedError {
  if (typeof error !== 'object' || error === null) return { summary: String(error) }
  const { status, statusText, message, digest } = error as Record<string, unknown>
  let summary: string
  if (typeof status === 'number') {
    summary = `${status} ${typeof statusText === 'string' ? statusText : ''}`.trim()
  } else if (typeof message === 'string' && message !== '') {
    summary = message
  } else {
    summary = String(error)
  }
  return typeof digest === 'string' && digest !== '' ? { summary, digest } : { summary }
}

export function ErrorScreen({ error }: { error: unknown }) {
  const { summary, digest } = describeError(error)
  return (
    <Box as="main" id="main-content" py={{ base: '16', md: '24' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="emergency.fg">
            {errorHeading}
          </Heading>
          <Text fontSize="xl" fontStyle="italic">
            {summary}
          </Text>
          {digest ? (
            <Text as="code" fontFamily="mono" color="fg.muted" fontSize="sm">
              {digest}
            </Text>
          ) : null}
        </Stack>
      </Container>
    </Box>
  )
}
