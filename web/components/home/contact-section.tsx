// #contact: how to reach us (phone, e-mail, WhatsApp, hours: plain links that work without
// JavaScript) beside the enquiry form, the section's only client component.

import { Clock, Hourglass, Mail, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Box, Flex, Grid, Heading, Link, Stack, Text } from '@/components/server-chakra'
import { Island } from '@/islands/island'
import {
  type BreakdownPage,
  getPicture,
  type HomePage,
  type ServiceCard,
  type SiteSettings,
} from '@/lib/content'
import { contactAnchor, mailtoHref, telHref } from '@/lib/routes'
import { PlaceAdvice } from '../breakdown/place-advice'
import { contactFormClasses } from '../contact/contact-form-classes'
import { checklistEntries, guidePicture, placeOptions } from '../contact/place-options'
import { serviceOptions } from '../contact/service-options'
import { CallButton } from '../ui/call-button'
import { pictureMarkup } from '../ui/picture'
import { HomeSection } from './home-section'

/** The click-to-chat address with no message: 'https://wa.me/447700900247'. */
export function whatsappChatHref(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}`
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="li" gap="3" align="start">
      <Box
        flexShrink="0"
        color="cta.contrast"
        bg="cta.solid"
        p="2"
        borderRadius="md"
        display="inline-flex"
      >
        {icon}
      </Box>
      <Box pt="1">{children}</Box>
    </Flex>
  )
}

/** The free call button beside the place advice, in the form and in its no-script stand-in. */
function FormCallButton({ settings }: { settings: SiteSettings }) {
  return (
    <CallButton settings={settings} size="lg" whiteSpace="nowrap">
      <Phone aria-hidden="true" />
      {settings.labels?.freeCallNow}
    </CallButton>
  )
}

export function ContactSection({
  section,
  services,
  settings,
  breakdown,
}: {
  section: HomePage['contactSection']
  services: ServiceCard[]
  settings: SiteSettings
  /** The Broken down page: its places are the form's "Where are you?" choices. */
  breakdown: BreakdownPage
}) {
  const form = section?.form
  const formClasses = contactFormClasses()
  const showPicture = guidePicture(getPicture, pictureMarkup)
  const linkProps = {
    color: 'white',
    fontWeight: 'bold',
    fontSize: { base: 'md', sm: 'lg', md: 'xl' },
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { color: 'amber.200' },
    overflowWrap: 'anywhere',
  } as const
  return (
    <HomeSection id={contactAnchor} heading={section?.heading} intro={section?.intro}>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '6', lg: '8' }}>
        <Box
          bg="bg.inverted"
          color="navy.100"
          borderRadius="xl"
          p={{ base: '6', md: '8' }}
          alignSelf="start"
        >
          <Stack as="ul" gap="5" listStyleType="none">
            <Detail icon={<Phone aria-hidden="true" size={20} />}>
              <Text fontSize="sm">{settings.labels?.freeCallNow}</Text>
              <Link href={telHref(settings.phoneE164 ?? '')} {...linkProps} whiteSpace="nowrap">
                {settings.phoneDisplay}
              </Link>
            </Detail>
            {settings.email ? (
              <Detail icon={<Mail aria-hidden="true" size={20} />}>
                <Link href={mailtoHref(settings.email)} {...linkProps}>
                  {settings.email}
                </Link>
              </Detail>
            ) : null}
            {settings.whatsappE164 ? (
              <Detail icon={<MessageCircle aria-hidden="true" size={20} />}>
                <Link
                  href={whatsappChatHref(settings.whatsappE164)}
                  target="_blank"
                  rel="noopener noreferrer"
                  {...linkProps}
                >
                  {section?.whatsappLabel}
                </Link>
              </Detail>
            ) : null}
            {settings.hours ? (
              <Detail icon={<Clock aria-hidden="true" size={20} />}>
                <Text color="white" fontWeight="semibold">
                  {settings.hours}
                </Text>
              </Detail>
            ) : null}
            {section?.nonUrgentNote ? (
              <Detail icon={<Hourglass aria-hidden="true" size={20} />}>
                <Text color="white">{section.nonUrgentNote}</Text>
              </Detail>
            ) : null}
          </Stack>
        </Box>
        {form ? (
          <Box
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
            boxShadow="sm"
            p={{ base: '5', md: '8' }}
          >
            <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }} mb="6">
              {section?.formHeading}
            </Heading>
            {formClasses.styles}
            {/* Without JavaScript the form is not offered (it cannot build the message), but
                what to do at each place still reads, with the call button beside it. */}
            <Stack
              gap="4"
              mb="6"
              data-places-without-script=""
              css={{ '@media (scripting: enabled)': { display: 'none' } }}
            >
              <Heading as="h4" fontSize="lg">
                {breakdown.placeQuestion}
              </Heading>
              <PlaceAdvice places={breakdown.places} />
              <Box>
                <FormCallButton settings={settings} />
              </Box>
            </Stack>
            <Island
              name="contact-form"
              slots={{ callButton: <FormCallButton settings={settings} /> }}
              props={{
                classes: formClasses.classes,
                heading: section?.formHeading ?? '',
                form,
                services: serviceOptions(services, form.generalEnquiryLabel),
                businessName: settings.businessName ?? '',
                whatsappE164: settings.whatsappE164 ?? '',
                dismissLabel: settings.labels?.dismissNotice ?? '',
                places: placeOptions(breakdown.places, showPicture),
                placeCopy: {
                  question: breakdown.placeQuestion ?? '',
                  hint: form.placeHint ?? '',
                  adviceHeading: breakdown.adviceHeading ?? '',
                  checklistHeading: breakdown.checklistHeading ?? '',
                },
                serviceChecklists: Object.fromEntries(
                  services.flatMap((service) => {
                    const entries = checklistEntries(service.technicianChecklist, showPicture)
                    return service.slug && entries.length > 0 ? [[service.slug, entries]] : []
                  }),
                ),
              }}
            />
          </Box>
        ) : null}
      </Grid>
    </HomeSection>
  )
}
