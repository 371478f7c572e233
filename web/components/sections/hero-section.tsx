// Service page hero on navy: eyebrow, the page heading, intro, highlights, call and quote buttons,
// and the section's picture when staff chose one.

import { CheckCircle2 } from 'lucide-react'
import { Box, Container, Heading, HStack, Stack, Text } from '@/components/server-chakra'
import { editTarget, getPicture, listItemTarget } from '@/lib/content'
import { contactAnchor, homeAnchor } from '@/lib/routes'
import { CallActions } from '../ui/call-actions'
import { HeroColumns } from '../ui/picture'
import { sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function HeroSection({ section, settings, isPageHeading }: SectionProps<'heroSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const highlights = section.highlights?.filter(Boolean) ?? []
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      {...editTarget(section)}
      bg="bg.inverted"
      color="white"
      py={{ base: '12', md: '20' }}
      borderBottomWidth="1px"
      borderColor="navy.800"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <HeroColumns picture={getPicture(section.picture, 'hero')}>
          <Stack gap={{ base: '5', md: '6' }} maxW="3xl">
            {section.eyebrow ? (
              <Text
                color="amber.300"
                fontWeight="bold"
                textTransform="uppercase"
                letterSpacing="wider"
                fontSize="sm"
                {...editTarget(section, 'eyebrow')}
              >
                {section.eyebrow}
              </Text>
            ) : null}
            <Heading
              as={isPageHeading ? 'h1' : 'h2'}
              id={headingId}
              fontSize={{ base: '3xl', sm: '4xl', md: '5xl' }}
              lineHeight="1.1"
              fontWeight="extrabold"
              letterSpacing="tight"
              {...editTarget(section, 'heading')}
            >
              {section.heading}
            </Heading>
            {section.intro ? (
              <Text
                fontSize={{ base: 'md', md: 'xl' }}
                color="navy.100"
                {...editTarget(section, 'intro')}
              >
                {section.intro}
              </Text>
            ) : null}
            <CallActions
              settings={settings}
              pt="2"
              contactLink={
                section.showQuoteButton
                  ? {
                      href: homeAnchor(contactAnchor, false),
                      label: settings.labels?.getQuote,
                      editTarget: editTarget(settings.labels, 'getQuote'),
                    }
                  : null
              }
            />
            {highlights.length > 0 ? (
              <HStack
                as="ul"
                gap={{ base: '3', md: '6' }}
                rowGap="2"
                flexWrap="wrap"
                listStyleType="none"
                pt="2"
              >
                {highlights.map((highlight) => (
                  <HStack
                    as="li"
                    key={highlight}
                    gap="2"
                    {...listItemTarget(section, 'highlights', highlight)}
                  >
                    <Box color="amber.300" flexShrink="0">
                      <CheckCircle2 aria-hidden="true" size={20} />
                    </Box>
                    <Text fontWeight="semibold">{highlight}</Text>
                  </HStack>
                ))}
              </HStack>
            ) : null}
          </Stack>
        </HeroColumns>
      </Container>
    </Box>
  )
}
