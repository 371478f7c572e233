import { HStack, Link, Text } from '@chakra-ui/react'

/** Wordmark with a tyre mark; the business name comes from site settings. */
export function Logo({ name, href }: { name: string; href: string }) {
  return (
    <Link href={href} color="inherit" textDecoration="none" aria-label={`${name}, home`}>
      <HStack gap="2">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="14" fill="#ffb80f" />
          <circle cx="16" cy="16" r="9" fill="#0b2340" />
          <circle cx="16" cy="16" r="4" fill="#ffb80f" />
        </svg>
        <Text as="span" fontWeight="extrabold" fontSize={{ base: 'md', sm: 'lg' }} lineHeight="1.1">
          {name}
        </Text>
      </HStack>
    </Link>
  )
}
