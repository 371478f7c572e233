// Header on every page: logo, nav (in-page anchors on home, '/#…' elsewhere), hotline, call.
import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react'
import { Phone } from 'lucide-react'
import type { SiteSettings } from '@/lib/content'
import {
  contactAnchor,
  coverageAnchor,
  homeAnchor,
  homePath,
  servicesAnchor,
  telHref,
} from '@/lib/routes'
import { CallButton } from '../ui/call-button'
import { Logo } from './logo'

export function navItems(settings: SiteSettings, onHomePage: boolean) {
  const labels = settings.labels
  return [
    { label: labels?.navServices ?? '', href: homeAnchor(servicesAnchor, onHomePage) },
    { label: labels?.navCoverage ?? '', href: homeAnchor(coverageAnchor, onHomePage) },
    { label: labels?.navContact ?? '', href: homeAnchor(contactAnchor, onHomePage) },
  ]
}

export function SiteHeader({
  settings,
  onHomePage,
}: {
  settings: SiteSettings
  onHomePage: boolean
}) {
  const items = navItems(settings, onHomePage)
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="brand.solid"
      color="brand.contrast"
      borderBottomWidth="4px"
      borderColor="cta.solid"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex align="center" justify="space-between" gap="4" minH="16">
          <Logo name={settings.businessName ?? ''} href={homePath} />
          <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', lg: 'flex' }}>
            {items.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                color="brand.contrast"
                fontWeight="semibold"
                textDecoration="none"
                _hover={{ textDecoration: 'underline' }}
              >
                {item.label}
              </Link>
            ))}
          </HStack>
          <HStack gap="4">
            <Box display={{ base: 'none', md: 'block' }} textAlign="right" lineHeight="short">
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="amber.200">
                {settings.hotlineLabel}
              </Text>
              <Link
                href={telHref(settings.phoneE164 ?? '')}
                color="brand.contrast"
                fontWeight="bold"
                fontSize="lg"
              >
                {settings.phoneDisplay}
              </Link>
            </Box>
            <CallButton settings={settings} size="md">
              <Phone aria-hidden="true" />
              {settings.labels?.freeCallNow}
            </CallButton>
          </HStack>
        </Flex>
      </Container>
    </Box>
  )
}
