// The emergency call-to-action that closes #services: for drivers who are stuck right now.

import { Phone, Siren } from 'lucide-react'
import { Box, Flex, Heading, Text } from '@/components/server-chakra'
import { editTarget, type HomePage, type SiteSettings } from '@/lib/content'
import { CallButton } from '../ui/call-button'

export function EmergencyCta({
  section,
  settings,
}: {
  section: HomePage['servicesSection']
  settings: SiteSettings
}) {
  if (!section?.emergencyHeading) return null
  return (
    <Flex
      mt="12"
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'center' }}
      justify="space-between"
      gap={{ base: '5', md: '8' }}
      bg="bg.inverted"
      color="white"
      borderRadius="xl"
      borderTopWidth="6px"
      borderTopColor="emergency.solid"
      p={{ base: '6', md: '10' }}
    >
      <Flex gap="4" align="start">
        <Box
          flexShrink="0"
          bg="emergency.solid"
          color="emergency.contrast"
          p="3"
          borderRadius="full"
          display={{ base: 'none', sm: 'block' }}
        >
          <Siren aria-hidden="true" size={28} />
        </Box>
        <Box>
          <Heading
            as="h3"
            fontSize={{ base: '2xl', md: '3xl' }}
            color="white"
            {...editTarget(section, 'emergencyHeading')}
          >
            {section.emergencyHeading}
          </Heading>
          <Text
            mt="2"
            fontSize={{ md: 'lg' }}
            color="navy.100"
            maxW="2xl"
            {...editTarget(section, 'emergencyText')}
          >
            {section.emergencyText}
          </Text>
        </Box>
      </Flex>
      <CallButton settings={settings} emergency size="xl" flexShrink="0">
        <Phone aria-hidden="true" />
        {settings.labels?.emergencyCall}: {settings.phoneDisplay}
      </CallButton>
    </Flex>
  )
}
