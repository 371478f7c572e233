// #coverage: the postcode check, the area cards (every town while they fit under the staff's card
// limit; beyond it, the towns staff feature and a link to the page of every town), each linking
// to its town page, and a box for everyone else.

import { ArrowRight, MapPin, MessageCircle, Phone } from 'lucide-react'
import {
  Box,
  Button,
  Flex,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@/components/server-chakra'
import {
  type CoverageTownContent,
  editTarget,
  type HomePage,
  type SiteSettings,
  type TownCard,
} from '@/lib/content'
import { areaCards } from '@/lib/coverage/areas'
import { areasPath, contactAnchor, coverageAnchor, homeAnchor, townPath } from '@/lib/routes'
import { CallButton } from '../ui/call-button'
import { HomeSection } from './home-section'
import { PostcodeCheck } from './postcode-check'

export function CoverageSection({
  section,
  towns,
  coverageTowns,
  settings,
}: {
  section: HomePage['coverageSection']
  /** Every town, in the staff's order. */
  towns: TownCard[]
  /** Each town's postcode districts and response time, for the postcode check. */
  coverageTowns: CoverageTownContent[]
  settings: SiteSettings
}) {
  const labels = settings.labels
  const { cards, allShown } = areaCards(towns, section)
  return (
    <HomeSection
      id={coverageAnchor}
      heading={section?.heading}
      intro={section?.intro}
      source={section}
      bg="bg"
    >
      <PostcodeCheck section={section} coverageTowns={coverageTowns} settings={settings} />
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 3, xl: 5 }}
        gap="5"
        listStyleType="none"
        // Beyond the card limit the cards are the featured towns: around the cards, their list.
        {...(allShown ? {} : editTarget(section, 'featuredTowns'))}
      >
        {cards.map((town) => (
          <Stack
            as="li"
            key={town._id}
            gap="3"
            p="5"
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
          >
            <Flex gap="2" align="center">
              <Box color="brand.fg">
                <MapPin aria-hidden="true" size={20} />
              </Box>
              <Heading as="h3" fontSize="lg" {...editTarget(town, 'name')}>
                {town.name}
              </Heading>
            </Flex>
            <Text color="fg.muted" fontSize="sm" flex="1" {...editTarget(town, 'cardDescription')}>
              {town.cardDescription}
            </Text>
            <Link
              href={townPath(town.slug ?? '')}
              // Names the town for screen reader link lists; starts with the visible words.
              aria-label={`${labels?.viewCoverage}: ${town.name}`}
              color="fg.link"
              fontWeight="semibold"
              minH="11"
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              {...editTarget(labels, 'viewCoverage')}
            >
              {labels?.viewCoverage}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </Stack>
        ))}
      </SimpleGrid>
      {allShown || !section?.allAreasLink ? null : (
        <Flex mt="6" justify="center">
          <Link
            href={areasPath}
            color="fg.link"
            fontWeight="semibold"
            fontSize="lg"
            minH="11"
            display="inline-flex"
            alignItems="center"
            gap="1.5"
            {...editTarget(section, 'allAreasLink')}
          >
            {section.allAreasLink.replace('{count}', towns.length.toLocaleString('en-GB'))}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </Flex>
      )}
      {section?.notListedHeading ? (
        <Flex
          role="group"
          aria-labelledby="not-listed-heading"
          mt="10"
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
          justify="space-between"
          gap="6"
          p={{ base: '6', md: '8' }}
          bg="cta.subtle"
          borderWidth="1px"
          borderColor="cta.emphasized"
          borderRadius="xl"
        >
          <Box maxW="3xl">
            <Heading
              as="h3"
              id="not-listed-heading"
              fontSize={{ base: 'xl', md: '2xl' }}
              {...editTarget(section, 'notListedHeading')}
            >
              {section.notListedHeading}
            </Heading>
            <Text mt="2" color="fg.muted" {...editTarget(section, 'notListedText')}>
              {section.notListedText}
            </Text>
          </Box>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexShrink="0">
            <CallButton settings={settings}>
              <Phone aria-hidden="true" />
              {labels?.freeCallNow}: {settings.phoneDisplay}
            </CallButton>
            <Button
              asChild
              variant="outline"
              colorPalette="brand"
              minH="11"
              fontWeight="bold"
              bg="bg"
            >
              <a href={homeAnchor(contactAnchor, false)} {...editTarget(labels, 'messageUs')}>
                <MessageCircle aria-hidden="true" />
                {labels?.messageUs}
              </a>
            </Button>
          </Stack>
        </Flex>
      ) : null}
    </HomeSection>
  )
}
