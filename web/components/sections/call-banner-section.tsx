import { Box, Container, Flex, Heading, Stack, Text } from '@/components/server-chakra'
import { editTarget } from '@/lib/content'
import { contactAnchor, homeAnchor } from '@/lib/routes'
import { CallActions } from '../ui/call-actions'
import { sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function CallBannerSection({ section, settings, tone }: SectionProps<'callBannerSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      {...editTarget(section)}
      bg={tone === 'subtle' ? 'bg.subtle' : 'bg'}
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex
          direction={{ base: 'column', lg: 'row' }}
          align={{ lg: 'center' }}
          justify="space-between"
          gap={{ base: '6', lg: '10' }}
          bg="bg.inverted"
          color="white"
          borderRadius="2xl"
          borderLeftWidth={{ base: '0', lg: '8px' }}
          borderTopWidth={{ base: '6px', lg: '0' }}
          borderColor="cta.solid"
          px={{ base: '5', md: '10' }}
          py={{ base: '8', md: '10' }}
        >
          <Stack gap="3" maxW="2xl">
            <Heading
              as="h2"
              id={headingId}
              fontSize={{ base: '2xl', md: '3xl' }}
              lineHeight="1.2"
              color="white"
              {...editTarget(section, 'heading')}
            >
              {section.heading}
            </Heading>
            {section.text ? (
              <Text
                fontSize={{ base: 'md', md: 'lg' }}
                color="navy.100"
                {...editTarget(section, 'text')}
              >
                {section.text}
              </Text>
            ) : null}
          </Stack>
          <CallActions
            settings={settings}
            flexShrink="0"
            contactLink={
              section.showContactButton
                ? {
                    href: homeAnchor(contactAnchor, false),
                    label: settings.labels?.contactUs,
                    editTarget: editTarget(settings.labels, 'contactUs'),
                  }
                : null
            }
          />
        </Flex>
      </Container>
    </Box>
  )
}
