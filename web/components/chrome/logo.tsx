// The wordmark: a tyre mark and the business name from site settings, linking home. On narrow
// phones the name wraps beside the mark so the header's call button keeps its room.
import { Box, HStack, Link, Text } from '@/components/server-chakra'
import { fillPlaceholders } from '@/lib/wording'

export function Logo({
  name,
  homeLabel,
  href,
}: {
  name: string
  /** Site settings' wording for the link's accessible name, such as '{business}, home'. */
  homeLabel: string
  href: string
}) {
  return (
    <Link
      href={href}
      variant="plain"
      color="inherit"
      textDecoration="none"
      _hover={{ textDecoration: 'none' }}
      aria-label={fillPlaceholders(homeLabel, { business: name })}
      minW="0"
      flexShrink={1}
      minH="11"
      focusVisibleRing="outside"
      focusRingColor="amber.300"
    >
      <HStack gap={{ base: '2', sm: '2.5' }} minW="0">
        <Box
          as="span"
          display="inline-flex"
          flexShrink={0}
          boxSize={{ base: '7', sm: '8' }}
          css={{ '& svg': { width: '100%', height: '100%' } }}
        >
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#ffb80f" />
            <circle cx="16" cy="16" r="10.5" fill="#0b2340" />
            <circle cx="16" cy="16" r="4.5" fill="#ffb80f" />
            <path
              d="M16 1v4.5M16 26.5V31M1 16h4.5M26.5 16H31M5.4 5.4l3.2 3.2M23.4 23.4l3.2 3.2M5.4 26.6l3.2-3.2M23.4 8.6l3.2-3.2"
              stroke="#0b2340"
              strokeWidth="1.6"
            />
          </svg>
        </Box>
        <Text
          as="span"
          fontWeight="extrabold"
          fontSize={{ base: 'sm', sm: 'md', md: 'lg' }}
          lineHeight="1.1"
          letterSpacing="tight"
          maxW={{ base: '8.5rem', sm: 'none' }}
          minW="0"
          css={{ '@media (max-width: 359px)': { fontSize: '13px' } }}
        >
          {name}
        </Text>
      </HStack>
    </Link>
  )
}
