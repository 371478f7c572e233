// #services: the nine service cards in the order editors set, then the two illustrated panels
// and the emergency call-to-action.

import { Check } from 'lucide-react'
import {
  Box,
  Button,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@/components/server-chakra'
import { editTarget, type HomePage, type ServiceCard, type SiteSettings } from '@/lib/content'
import { contactAnchor, servicePath, servicesAnchor } from '@/lib/routes'
import { CallButton } from '../ui/call-button'
import { ContentIcon } from '../ui/content-icon'
import { EmergencyCta } from './emergency-cta'
import { HomeSection } from './home-section'
import { ImagePanels } from './image-panels'

function CardAction({ service, settings }: { service: ServiceCard; settings: SiteSettings }) {
  const labels = settings.labels
  if (service.ctaKind === 'book') {
    return (
      <Button asChild colorPalette="brand" variant="solid" minH="11" fontWeight="bold">
        <a href={`#${contactAnchor}`} {...editTarget(labels, 'bookService')}>
          {labels?.bookService}
        </a>
      </Button>
    )
  }
  const emergency = service.ctaKind === 'emergencyCall'
  return (
    <CallButton settings={settings} emergency={emergency}>
      {emergency ? labels?.emergencyCall : labels?.freeCallNow}
    </CallButton>
  )
}

export function ServiceCards({
  section,
  services,
  settings,
}: {
  section: HomePage['servicesSection']
  services: ServiceCard[]
  settings: SiteSettings
}) {
  return (
    <HomeSection
      id={servicesAnchor}
      heading={section?.heading}
      intro={section?.intro}
      source={section}
    >
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
        {services.map((service) => (
          <Stack
            as="li"
            key={service._id}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
            p="6"
            gap="4"
            boxShadow="sm"
          >
            <Box color="brand.fg" bg="brand.subtle" alignSelf="start" p="3" borderRadius="lg">
              <ContentIcon name={service.icon ?? undefined} size={28} />
            </Box>
            <Heading as="h3" fontSize="xl" {...editTarget(service, 'title')}>
              {service.title}
            </Heading>
            <Text color="fg.muted" {...editTarget(service, 'cardDescription')}>
              {service.cardDescription}
            </Text>
            <Stack as="ul" gap="1.5" listStyleType="none" flex="1">
              {service.cardFeatures?.map((feature, index) => (
                <HStack
                  as="li"
                  key={feature}
                  gap="2"
                  align="start"
                  {...editTarget(service, 'cardFeatures', index)}
                >
                  <Box color="green.700" mt="0.5">
                    <Check aria-hidden="true" size={18} />
                  </Box>
                  <Text>{feature}</Text>
                </HStack>
              ))}
            </Stack>
            <HStack gap="3" flexWrap="wrap">
              <CardAction service={service} settings={settings} />
              <Link
                href={servicePath(service.slug ?? '')}
                // Names the service for screen reader link lists; starts with the visible words.
                aria-label={`${settings.labels?.learnMore}: ${service.title}`}
                fontWeight="semibold"
                color="fg.link"
                minH="11"
                display="inline-flex"
                alignItems="center"
                {...editTarget(settings.labels, 'learnMore')}
              >
                {settings.labels?.learnMore}
                {/* Visually hidden: the link text names its page for crawlers (a bare
                      'Learn More' is non-descriptive); the aria-label already names it for
                      assistive technology. */}
                <Box as="span" srOnly>
                  : {service.title}
                </Box>
              </Link>
            </HStack>
          </Stack>
        ))}
      </SimpleGrid>
      <ImagePanels panels={section?.panels} />
      <EmergencyCta section={section} settings={settings} />
    </HomeSection>
  )
}
