// Footer on every page: emergency banner, service links, contact details, coverage, legal.
import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { LegalLink, ServiceCard, SiteSettings, TownCard } from '@/lib/content'
import { legalPath, mailtoHref, servicePath, telHref, townPath } from '@/lib/routes'
import { CallButton } from '../ui/call-button'

function FooterList({
  heading,
  links,
}: {
  heading: string
  links: { href: string; label: string }[]
}) {
  return (
    <Box as="nav" aria-label={heading}>
      <Heading as="h2" fontSize="md" mb="3" color="amber.300">
        {heading}
      </Heading>
      <Stack as="ul" gap="1.5" listStyleType="none">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} color="navy.100" _hover={{ color: 'white' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  )
}

export function SiteFooter({
  settings,
  services,
  towns,
  legalLinks,
}: {
  settings: SiteSettings
  services: ServiceCard[]
  towns: TownCard[]
  legalLinks: LegalLink[]
  onHomePage: boolean
}) {
  const footer = settings.footer
  return (
    <Box as="footer" bg="bg.inverted" color="navy.100">
      <Box bg="emergency.solid" color="emergency.contrast">
        <Container maxW="7xl" py="6" px={{ base: '4', md: '6' }}>
          <Flex
            direction={{ base: 'column', md: 'row' }}
            align={{ md: 'center' }}
            gap="4"
            justify="space-between"
          >
            <Box>
              <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="white">
                {footer?.bannerHeading}
              </Heading>
              <Text mt="1">{footer?.bannerText}</Text>
            </Box>
            <CallButton settings={settings} size="lg">
              {settings.labels?.freeCallNow}: {settings.phoneDisplay}
            </CallButton>
          </Flex>
        </Container>
      </Box>
      <Container maxW="7xl" py="12" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Box>
            <Heading as="h2" fontSize="md" mb="3" color="amber.300">
              {footer?.contactHeading}
            </Heading>
            <Stack gap="2">
              <Text>{footer?.about}</Text>
              <Link href={telHref(settings.phoneE164 ?? '')} color="white" fontWeight="bold">
                {settings.phoneDisplay}
              </Link>
              <Link href={mailtoHref(settings.email ?? '')} color="navy.100">
                {settings.email}
              </Link>
              <Text>{settings.hours}</Text>
            </Stack>
          </Box>
          <FooterList
            heading={footer?.servicesHeading ?? ''}
            links={services.map((service) => ({
              href: servicePath(service.slug ?? ''),
              label: service.title ?? '',
            }))}
          />
          <FooterList
            heading={footer?.coverageHeading ?? ''}
            links={towns.map((town) => ({
              href: townPath(town.slug ?? ''),
              label: town.name ?? '',
            }))}
          />
          <FooterList
            heading={footer?.legalHeading ?? ''}
            links={legalLinks.map((page) => ({
              href: legalPath(page.slug ?? ''),
              label: page.title ?? '',
            }))}
          />
        </SimpleGrid>
        <Text mt="10" pt="6" borderTopWidth="1px" borderColor="navy.700" fontSize="sm">
          {footer?.copyright}
        </Text>
      </Container>
    </Box>
  )
}
