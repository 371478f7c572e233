// Footer on every page: the emergency banner, then the business and its contact
// details, service links, coverage-area links and legal links. Each link group is a nav landmark
// named by its own h2. The last list links every page of each page type that asks for it
// (`footerLinks` in web/lib/routes.ts: the legal pages).

import { Clock, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@/components/server-chakra'
import {
  type EditTarget,
  editTarget,
  type ServiceCard,
  type SiteSettings,
  type TownCard,
} from '@/lib/content'
import {
  areasPath,
  footerTownLimit,
  homePath,
  mailtoHref,
  type SitePages,
  servicePath,
  siteAddresses,
  telHref,
  townPath,
} from '@/lib/routes'
import { CallButton } from '../ui/call-button'
import { Logo } from './logo'

type FooterLink = { href: string; label: string }

/**
 * The footer's town links: the first `footerTownLimit` towns in the editors' order and, when
 * there are more, a link to every area (the "Areas we cover" page). Keeps every page's
 * footer the same size however many towns there are.
 */
export function footerTownLinks(
  towns: TownCard[],
  allAreas: { label: string | null | undefined; href: string },
): FooterLink[] {
  const links = towns.slice(0, footerTownLimit).map((town) => ({
    href: townPath(town.slug ?? ''),
    label: town.name ?? '',
  }))
  if (towns.length > footerTownLimit && allAreas.label) {
    links.push({ href: allAreas.href, label: allAreas.label })
  }
  return links
}

const linkStyles = {
  variant: 'plain',
  color: 'navy.100',
  textDecoration: 'none',
  _hover: { color: 'white', textDecoration: 'underline' },
  focusRingColor: 'amber.300',
} as const

function ColumnHeading({
  id,
  target,
  children,
}: {
  id?: string
  target: EditTarget
  children: ReactNode
}) {
  return (
    <Heading
      {...target}
      as="h2"
      id={id}
      fontSize="sm"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="wider"
      color="amber.300"
      mb="4"
    >
      {children}
    </Heading>
  )
}

function FooterNav({
  id,
  heading,
  links,
  targets,
}: {
  id: string
  heading: string
  links: FooterLink[]
  /** The preview's edit targets: the heading's, and each link label's, in the order of `links`. */
  targets: { heading: EditTarget; links: EditTarget[] }
}) {
  const usable = links
    .map((link, index) => ({ link, target: targets.links[index] }))
    .filter(({ link }) => link.label !== '')
  if (!heading || usable.length === 0) return null
  return (
    <Box as="nav" aria-labelledby={id}>
      <ColumnHeading id={id} target={targets.heading}>
        {heading}
      </ColumnHeading>
      <Stack as="ul" gap="0" listStyleType="none">
        {usable.map(({ link, target }) => (
          <li key={link.href} {...target}>
            <Link href={link.href} {...linkStyles} py="1.5" display="inline-flex">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  )
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="start">
      <Box as="span" color="amber.300" mt="1" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Box minW="0">{children}</Box>
    </HStack>
  )
}

export function SiteFooter({
  settings,
  services,
  towns,
  pages,
}: {
  settings: SiteSettings
  services: ServiceCard[]
  towns: TownCard[]
  /** Every page of the site, by document type (getSitePages). */
  pages: SitePages
}) {
  const footer = settings.footer
  // The main address of every page whose type is listed in the footer, in site order.
  const listed = siteAddresses(pages).filter(
    (address) => address.pageType.footerLinks && address.aliasOf === undefined,
  )
  const iconSize = 18
  return (
    <Box as="footer" bg="bg.inverted" color="navy.100">
      {footer?.bannerHeading ? (
        <Box
          as="section"
          aria-labelledby="footer-banner-heading"
          bg="emergency.solid"
          color="emergency.contrast"
        >
          <Container maxW="7xl" py={{ base: '8', md: '10' }} px={{ base: '4', md: '6' }}>
            <Flex
              direction={{ base: 'column', md: 'row' }}
              align={{ md: 'center' }}
              gap={{ base: '5', md: '8' }}
              justify="space-between"
            >
              <Box maxW="3xl">
                <Heading
                  as="h2"
                  id="footer-banner-heading"
                  fontSize={{ base: '2xl', md: '3xl' }}
                  fontWeight="extrabold"
                  lineHeight="1.15"
                  color="white"
                  {...editTarget(footer, 'bannerHeading')}
                >
                  {footer.bannerHeading}
                </Heading>
                {footer.bannerText ? (
                  <Text
                    mt="2"
                    fontSize={{ base: 'md', md: 'lg' }}
                    {...editTarget(footer, 'bannerText')}
                  >
                    {footer.bannerText}
                  </Text>
                ) : null}
              </Box>
              <CallButton
                settings={settings}
                size={{ base: 'lg', md: 'xl' }}
                alignSelf={{ base: 'stretch', sm: 'start', md: 'center' }}
                flexShrink={0}
                boxShadow="md"
              >
                <Phone aria-hidden="true" />
                {settings.labels?.freeCallNow}: {settings.phoneDisplay}
              </CallButton>
            </Flex>
          </Container>
        </Box>
      ) : null}
      <Container maxW="7xl" pt={{ base: '12', md: '16' }} pb="8" px={{ base: '4', md: '6' }}>
        <SimpleGrid
          columns={{ base: 2, lg: 4 }}
          templateColumns={{ lg: '1.5fr 1fr 1fr 0.8fr' }}
          columnGap={{ base: '6', lg: '12' }}
          rowGap={{ base: '10', lg: '12' }}
          css={{
            '& > :nth-child(-n + 2)': { gridColumn: { base: 'span 2', lg: 'auto' } },
          }}
        >
          <Stack gap="6">
            <Box color="white" {...editTarget(settings, 'businessName')}>
              <Logo
                name={settings.businessName ?? ''}
                homeLabel={settings.labels?.logoHome ?? ''}
                href={homePath}
              />
            </Box>
            {footer?.about ? (
              <Text maxW="sm" {...editTarget(footer, 'about')}>
                {footer.about}
              </Text>
            ) : null}
            <Box>
              <ColumnHeading target={editTarget(footer, 'contactHeading')}>
                {footer?.contactHeading}
              </ColumnHeading>
              <Box as="address" fontStyle="normal">
                <Stack as="ul" gap="3" listStyleType="none">
                  {settings.phoneE164 ? (
                    <ContactLine icon={<Phone size={iconSize} />}>
                      <Link
                        href={telHref(settings.phoneE164)}
                        {...linkStyles}
                        whiteSpace="nowrap"
                        color="white"
                        fontWeight="bold"
                        fontSize="lg"
                        {...editTarget(settings, 'phoneDisplay')}
                      >
                        {settings.phoneDisplay}
                      </Link>
                    </ContactLine>
                  ) : null}
                  {settings.email ? (
                    <ContactLine icon={<Mail size={iconSize} />}>
                      <Link
                        href={mailtoHref(settings.email)}
                        {...linkStyles}
                        wordBreak="break-word"
                        {...editTarget(settings, 'email')}
                      >
                        {settings.email}
                      </Link>
                    </ContactLine>
                  ) : null}
                  {settings.hours ? (
                    <ContactLine icon={<Clock size={iconSize} />}>
                      <Text {...editTarget(settings, 'hours')}>{settings.hours}</Text>
                    </ContactLine>
                  ) : null}
                </Stack>
              </Box>
            </Box>
          </Stack>
          <FooterNav
            id="footer-services-heading"
            heading={footer?.servicesHeading ?? ''}
            links={services.map((service) => ({
              href: servicePath(service.slug ?? ''),
              label: service.title ?? '',
            }))}
            targets={{
              heading: editTarget(footer, 'servicesHeading'),
              links: services.map((service) => editTarget(service, 'title')),
            }}
          />
          <FooterNav
            id="footer-coverage-heading"
            heading={footer?.coverageHeading ?? ''}
            links={footerTownLinks(towns, {
              label: footer?.allAreasLabel,
              href: areasPath,
            })}
            targets={{
              heading: editTarget(footer, 'coverageHeading'),
              links: [
                ...towns.slice(0, footerTownLimit).map((town) => editTarget(town, 'name')),
                editTarget(footer, 'allAreasLabel'),
              ],
            }}
          />
          <FooterNav
            id="footer-legal-heading"
            heading={footer?.legalHeading ?? ''}
            links={listed.map((address) => ({
              href: address.path,
              label: address.document.title ?? '',
            }))}
            targets={{
              heading: editTarget(footer, 'legalHeading'),
              links: listed.map((address) => editTarget(address.document, address.pageType.title)),
            }}
          />
        </SimpleGrid>
        {footer?.copyright ? (
          <Text
            mt={{ base: '10', md: '14' }}
            pt="6"
            borderTopWidth="1px"
            borderColor="navy.700"
            fontSize="sm"
            color="navy.200"
            {...editTarget(footer, 'copyright')}
          >
            {footer.copyright}
          </Text>
        ) : null}
      </Container>
    </Box>
  )
}
