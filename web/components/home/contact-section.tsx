// #contact: how to reach us (phone, e-mail, WhatsApp, hours: plain links that work without
// JavaScript) beside the enquiry form, the section's only client component.

import { Clock, Hourglass, Mail, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Box, Flex, Grid, Heading, Link, Stack, Text } from '@/components/server-chakra'
import { Island } from '@/islands/island'
import {
  type BreakdownPage,
  editTarget,
  type HomePage,
  type ServiceCard,
  type SiteSettings,
} from '@/lib/content'
import { contactAnchor, mailtoHref, telHref } from '@/lib/routes'
import { contactFormClasses } from '../contact/contact-form-classes'
import { PlaceHelp, serviceChosen, TechnicianChecklist } from '../contact/place-help'
import { placeOptions } from '../contact/place-options'
import { serviceOptions } from '../contact/service-options'
import { CallButton } from '../ui/call-button'
import { HomeSection } from './home-section'

/** The click-to-chat address with no message: 'https://wa.me/447700900247'. */
function whatsappChatHref(e164: string): string {
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

/**
 * Each distinct "have ready" list once, with the services that show it (the three tyre services
 * share one): the page carries its words and picture once, not once per service.
 */
function sharedChecklists(services: ServiceCard[]) {
  const lists = new Map<string, { slugs: string[]; items: ServiceCard['technicianChecklist'] }>()
  for (const service of services) {
    if (!service.slug || !service.technicianChecklist?.length) continue
    const key = JSON.stringify(service.technicianChecklist)
    const list = lists.get(key)
    if (list) list.slugs.push(service.slug)
    else lists.set(key, { slugs: [service.slug], items: service.technicianChecklist })
  }
  return [...lists.values()]
}

/** The free call button beside the place advice. */
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
    <HomeSection
      id={contactAnchor}
      heading={section?.heading}
      intro={section?.intro}
      source={section}
    >
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
              <Text fontSize="sm" {...editTarget(settings.labels, 'freeCallNow')}>
                {settings.labels?.freeCallNow}
              </Text>
              <Link
                href={telHref(settings.phoneE164 ?? '')}
                {...linkProps}
                whiteSpace="nowrap"
                {...editTarget(settings, 'phoneDisplay')}
              >
                {settings.phoneDisplay}
              </Link>
            </Detail>
            {settings.email ? (
              <Detail icon={<Mail aria-hidden="true" size={20} />}>
                <Link
                  href={mailtoHref(settings.email)}
                  {...linkProps}
                  {...editTarget(settings, 'email')}
                >
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
                  {...editTarget(section, 'whatsappLabel')}
                >
                  {section?.whatsappLabel}
                </Link>
              </Detail>
            ) : null}
            {settings.hours ? (
              <Detail icon={<Clock aria-hidden="true" size={20} />}>
                <Text color="white" fontWeight="semibold" {...editTarget(settings, 'hours')}>
                  {settings.hours}
                </Text>
              </Detail>
            ) : null}
            {section?.nonUrgentNote ? (
              <Detail icon={<Hourglass aria-hidden="true" size={20} />}>
                <Text color="white" {...editTarget(section, 'nonUrgentNote')}>
                  {section.nonUrgentNote}
                </Text>
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
            {...editTarget(section, 'form')}
          >
            <Heading
              as="h3"
              fontSize={{ base: 'xl', md: '2xl' }}
              mb="6"
              {...editTarget(section, 'formHeading')}
            >
              {section?.formHeading}
            </Heading>
            {formClasses.styles}
            <Island
              name="contact-form"
              slots={{
                placeHelp: (
                  <PlaceHelp page={breakdown} callButton={<FormCallButton settings={settings} />} />
                ),
                serviceChecklists: sharedChecklists(services).map(({ slugs, items }) => (
                  <TechnicianChecklist
                    key={slugs.join(' ')}
                    heading={breakdown.checklistHeading ?? ''}
                    headingTarget={editTarget(breakdown, 'checklistHeading')}
                    items={items}
                    when={slugs.map(serviceChosen).join(', ')}
                    name={`service:${slugs.join(' ')}`}
                  />
                )),
              }}
              props={{
                classes: formClasses.classes,
                heading: section?.formHeading ?? '',
                form,
                services: serviceOptions(services, form.generalEnquiryLabel),
                businessName: settings.businessName ?? '',
                whatsappE164: settings.whatsappE164 ?? '',
                dismissLabel: settings.labels?.dismissNotice ?? '',
                places: placeOptions(breakdown.places, (place) => editTarget(place, 'label')),
                placeQuestion: breakdown.placeQuestion ?? '',
              }}
            />
          </Box>
        ) : null}
      </Grid>
    </HomeSection>
  )
}
