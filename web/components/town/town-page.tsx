// The body of a town page, shared by the main route and its alias (townAliasPath): hero, local
// copy, neighbourhoods and postcode districts, 'Why Choose' points (none for some towns), a few
// other towns of its county and the link to every area, and a closing call to action.

import { ArrowRight, CheckCircle2, Clock, MapPin, Phone } from 'lucide-react'
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
  getPicture,
  getTownCards,
  listItemTarget,
  type SiteSettings,
  type TownPage as TownPageContent,
} from '@/lib/content'
import { nearbyTowns } from '@/lib/coverage/areas'
import { areasPath, townPath } from '@/lib/routes'
import { RichText } from '../portable-text'
import { CallButton } from '../ui/call-button'
import { IntroBand } from '../ui/intro-band'

const containerProps = { maxW: '7xl', px: { base: '4', md: '6' } } as const

function TownHero({ town, settings }: { town: TownPageContent; settings: SiteSettings }) {
  return (
    <IntroBand
      look="hero"
      heading={
        <Heading
          as="h1"
          fontSize={{ base: '4xl', md: '6xl' }}
          lineHeight="1.05"
          fontWeight="extrabold"
          {...editTarget(town, 'heroHeading')}
        >
          {town.heroHeading}
        </Heading>
      }
      intro={town.heroIntro}
      introTarget={editTarget(town, 'heroIntro')}
      picture={getPicture(town.picture, 'hero')}
      settings={settings}
    />
  )
}

function LocalCopy({ town }: { town: TownPageContent }) {
  const hasIntro = (town.localIntro?.length ?? 0) > 0
  if (!hasIntro && !town.responseNote) return null
  return (
    <Box py={{ base: '12', md: '16' }}>
      <Container {...containerProps}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '8', lg: '12' }} alignItems="start">
          {hasIntro ? (
            <Box gridColumn={{ lg: 'span 2' }} maxW="prose" fontSize={{ base: 'md', md: 'lg' }}>
              <RichText value={town.localIntro} sectionLevel={1} />
            </Box>
          ) : null}
          {town.responseNote ? (
            <HStack
              align="start"
              gap="3"
              bg="cta.subtle"
              borderLeftWidth="4px"
              borderColor="cta.solid"
              borderRadius="md"
              p="5"
            >
              <Box color="cta.fg" mt="0.5" flexShrink="0">
                <Clock aria-hidden="true" size={24} />
              </Box>
              <Text {...editTarget(town, 'responseNote')}>{town.responseNote}</Text>
            </HStack>
          ) : null}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

/** The town's postcode districts, the ones the home page's postcode check matches. */
function PostcodeDistricts({
  town,
  districts,
  heading,
  headingTarget,
}: {
  town: TownPageContent
  districts: string[]
  heading: string
  headingTarget: EditTarget
}) {
  const headingId = 'postcode-districts-heading'
  return (
    <Stack gap="3" mt={{ base: '8', md: '10' }}>
      <Heading as="h3" id={headingId} fontSize={{ base: 'lg', md: 'xl' }} {...headingTarget}>
        {heading}
      </Heading>
      <Flex as="ul" aria-labelledby={headingId} wrap="wrap" gap="2" listStyleType="none">
        {districts.map((district) => (
          <Box
            as="li"
            key={district}
            {...listItemTarget(town, 'postcodeDistricts', district)}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            px="3"
            py="1"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
          >
            {district}
          </Box>
        ))}
      </Flex>
    </Stack>
  )
}

function AreasWeCover({ town, settings }: { town: TownPageContent; settings: SiteSettings }) {
  const neighbourhoods = town.neighbourhoods ?? []
  if (neighbourhoods.length === 0) return null
  const headingId = 'areas-heading'
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.subtle" py={{ base: '12', md: '16' }}>
      <Container {...containerProps}>
        <Stack gap="3" maxW="3xl" mb="8">
          <Heading
            as="h2"
            id={headingId}
            fontSize={{ base: '2xl', md: '3xl' }}
            {...editTarget(town, 'areasHeading')}
          >
            {town.areasHeading}
          </Heading>
          {town.areasIntro ? (
            <Text fontSize="lg" color="fg.muted" {...editTarget(town, 'areasIntro')}>
              {town.areasIntro}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid
          as="ul"
          columns={{ base: 2, lg: 4 }}
          gap={{ base: '2', md: '3' }}
          listStyleType="none"
        >
          {neighbourhoods.map((place) => (
            <HStack
              as="li"
              key={place}
              {...listItemTarget(town, 'neighbourhoods', place)}
              gap={{ base: '2', md: '3' }}
              bg="bg"
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
              px={{ base: '3', md: '4' }}
              py="3"
              fontWeight="semibold"
              lineHeight="short"
            >
              <Box color="brand.fg" flexShrink="0">
                <MapPin aria-hidden="true" size={18} />
              </Box>
              {place}
            </HStack>
          ))}
        </SimpleGrid>
        {town.postcodeDistricts?.length ? (
          <PostcodeDistricts
            town={town}
            districts={town.postcodeDistricts}
            heading={settings.labels?.postcodeDistricts ?? ''}
            headingTarget={editTarget(settings.labels, 'postcodeDistricts')}
          />
        ) : null}
      </Container>
    </Box>
  )
}

function WhyChoose({ town }: { town: TownPageContent }) {
  const points = town.whyChoose ?? []
  if (points.length === 0 || !town.whyChooseHeading) return null
  const headingId = 'why-choose-heading'
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '12', md: '16' }}>
      <Container {...containerProps}>
        <Heading
          as="h2"
          id={headingId}
          fontSize={{ base: '2xl', md: '3xl' }}
          mb="8"
          {...editTarget(town, 'whyChooseHeading')}
        >
          {town.whyChooseHeading}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" listStyleType="none">
          {points.map((point) => (
            <HStack
              as="li"
              key={point._key}
              {...editTarget(point)}
              align="start"
              gap="4"
              borderWidth="1px"
              borderColor="border"
              borderRadius="xl"
              p="6"
              boxShadow="sm"
            >
              <Box color="brand.fg" bg="brand.subtle" p="2.5" borderRadius="lg" flexShrink="0">
                <CheckCircle2 aria-hidden="true" size={24} />
              </Box>
              <Stack gap="2">
                <Heading as="h3" fontSize="lg" {...editTarget(point, 'title')}>
                  {point.title}
                </Heading>
                <Text color="fg.muted" {...editTarget(point, 'text')}>
                  {point.text}
                </Text>
              </Stack>
            </HStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

/** A few other towns of the same county (nearest in the staff's order), then every area. */
async function NearbyTowns({ town, settings }: { town: TownPageContent; settings: SiteSettings }) {
  const nearby = nearbyTowns(await getTownCards(), town.slug ?? '')
  const allAreas = settings.footer?.allAreasLabel
  if (nearby.length === 0 && !allAreas) return null
  const headingId = 'nearby-towns-heading'
  const heading = settings.labels?.nearbyTowns?.replace('{county}', town.county ?? '')
  const linkProps = {
    color: 'fg.link',
    fontWeight: 'semibold',
    minH: '11',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
  } as const
  return (
    <Box
      as="section"
      aria-labelledby={nearby.length > 0 ? headingId : undefined}
      borderTopWidth="1px"
      borderColor="border"
      py={{ base: '10', md: '12' }}
    >
      <Container {...containerProps}>
        {nearby.length > 0 ? (
          <>
            <Heading
              as="h2"
              id={headingId}
              fontSize={{ base: 'xl', md: '2xl' }}
              mb="3"
              {...editTarget(settings.labels, 'nearbyTowns')}
            >
              {heading}
            </Heading>
            <Flex as="ul" wrap="wrap" columnGap="6" listStyleType="none" mb="2">
              {nearby.map((other) => (
                <li key={other._id}>
                  <Link
                    href={townPath(other.slug ?? '')}
                    {...linkProps}
                    {...editTarget(other, 'name')}
                  >
                    <MapPin aria-hidden="true" size={16} />
                    {other.name}
                  </Link>
                </li>
              ))}
            </Flex>
          </>
        ) : null}
        {allAreas ? (
          <Link href={areasPath} {...linkProps} {...editTarget(settings.footer, 'allAreasLabel')}>
            {allAreas}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        ) : null}
      </Container>
    </Box>
  )
}

function ClosingCallToAction({
  town,
  settings,
}: {
  town: TownPageContent
  settings: SiteSettings
}) {
  const headingId = 'closing-heading'
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.solid"
      color="brand.contrast"
      py={{ base: '12', md: '16' }}
    >
      <Container {...containerProps}>
        <Stack gap="5" maxW="3xl" mx="auto" textAlign="center" align="center">
          <Heading
            as="h2"
            id={headingId}
            fontSize={{ base: '2xl', md: '4xl' }}
            color="white"
            {...editTarget(town, 'closingHeading')}
          >
            {town.closingHeading}
          </Heading>
          {town.closingText ? (
            <Text
              fontSize={{ base: 'md', md: 'lg' }}
              color="navy.100"
              {...editTarget(town, 'closingText')}
            >
              {town.closingText}
            </Text>
          ) : null}
          <CallButton settings={settings} size="2xl" fontSize={{ base: 'xl', md: '2xl' }}>
            <Phone aria-hidden="true" />
            {settings.phoneDisplay}
          </CallButton>
          <Text
            fontWeight="bold"
            textTransform="uppercase"
            letterSpacing="wide"
            color="amber.200"
            {...editTarget(settings.labels, 'emergencyService')}
          >
            {settings.labels?.emergencyService}
          </Text>
        </Stack>
      </Container>
    </Box>
  )
}

export function TownPage({ town, settings }: { town: TownPageContent; settings: SiteSettings }) {
  return (
    <>
      <TownHero town={town} settings={settings} />
      <LocalCopy town={town} />
      <AreasWeCover town={town} settings={settings} />
      <WhyChoose town={town} />
      <NearbyTowns town={town} settings={settings} />
      <ClosingCallToAction town={town} settings={settings} />
    </>
  )
}
