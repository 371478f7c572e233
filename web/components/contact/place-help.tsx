// What the contact form shows for the place and the service chosen: for each place, what to do
// right now (and, in a live lane, the call-999 line before everything else, the free call button
// included), and what to have ready for the technician, per place and per service. All of it is
// server HTML, written once, shown by CSS for the radio or option that is checked, so it works
// the moment the page paints, before the form's island has hydrated and without JavaScript;
// the island ships none of these words. Nothing here goes into the WhatsApp message.
import type { ReactNode } from 'react'
import { Box, Heading, type SystemStyleObject } from '@/components/server-chakra'
import { type BreakdownPage, type EditTarget, editTarget, listItemTarget } from '@/lib/content'
import { CallFirst, type ChecklistItem, ChecklistItems } from '../breakdown/place-advice'

/** A CSS string: quotes and backslashes escaped, so a key can never end the selector early. */
function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`
}

/** The radio of a place ('' for any place) is checked. */
const placeChosen = (value = '') =>
  `form:has(input[name="place"]${value ? `[value=${cssString(value)}]` : ''}:checked) &`

/** The service drop-down has this option chosen. */
export const serviceChosen = (value: string) =>
  `form:has(select[name="service"] option[value=${cssString(value)}]:checked) &`

/** Hidden until `when` matches, then shown with `display`. */
function shownWhen(when: string, display: 'block' | 'flex' = 'block'): SystemStyleObject {
  return { display: 'none', [when]: { display } } as SystemStyleObject
}

/** "Have these ready for our technician": shown in the form, never sent. */
export function TechnicianChecklist({
  heading,
  headingTarget,
  items,
  when,
  name,
}: {
  heading: string
  /** Where the heading is written (the Broken down page's checklistHeading), for the preview. */
  headingTarget: EditTarget
  items: readonly ChecklistItem[] | null | undefined
  /** The selector (placeChosen, serviceChosen) that shows it. */
  when: string
  /** Names the list for tests and for the Studio's visual editing: 'place:<key>', 'service:<slug>'. */
  name: string
}) {
  const shown = (items ?? []).filter((item) => item.text?.trim())
  if (shown.length === 0) return null
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="4"
      bg="bg.subtle"
      data-checklist={name}
      css={shownWhen(when)}
    >
      <Heading as="h4" fontSize="md" fontWeight="bold" mb="2" {...headingTarget}>
        {heading}
      </Heading>
      <Box as="ul" listStyleType="disc" ps="5" css={{ '& > li + li': { mt: '3' } }}>
        <ChecklistItems items={shown} />
      </Box>
    </Box>
  )
}

/**
 * Under "Where are you?": the call-999 line of a place that has one, the free call button, the
 * advice of the chosen place in a live region, and the place's "have ready" list.
 */
export function PlaceHelp({ page, callButton }: { page: BreakdownPage; callButton: ReactNode }) {
  const places = (page.places ?? []).filter((place) => place.label)
  return (
    <Box display="flex" flexDirection="column" gap="3" minW="0">
      {/* What to do first, then the call button: the form keeps them in view together. */}
      <Box
        display="flex"
        flexDirection="column"
        gap="3"
        // scrollMarginY, not scrollMarginBlock: only the former reads the spacing scale.
        scrollMarginY="20"
        data-place-urgent=""
      >
        {places.map((place) =>
          place.callFirst ? (
            // An alert is announced when it appears (when its place is chosen).
            <CallFirst
              key={place._key}
              text={place.callFirst}
              role="alert"
              data-call-first-for={place._key}
              {...editTarget(place, 'callFirst')}
              css={shownWhen(placeChosen(place._key), 'flex')}
            />
          ) : null,
        )}
        <Box display="flex" css={{ '& a': { w: { base: 'full', sm: 'auto' } } }}>
          {callButton}
        </Box>
      </Box>
      {/* One live region for every place's advice: a screen reader hears the one shown. */}
      <Box
        role="status"
        data-place-advice=""
        css={{
          [placeChosen()]: {
            bg: 'cta.subtle',
            borderLeftWidth: '4px',
            borderColor: 'cta.solid',
            borderRadius: 'md',
            p: '4',
          },
        }}
      >
        {places.map((place) => (
          <Box
            key={place._key}
            data-advice-for={place._key}
            css={shownWhen(placeChosen(place._key))}
          >
            <Heading
              as="h4"
              fontSize="md"
              fontWeight="bold"
              mb="2"
              {...editTarget(page, 'adviceHeading')}
            >
              {page.adviceHeading}
            </Heading>
            <Box as="ol" listStyleType="decimal" ps="5" css={{ '& > li + li': { mt: '1.5' } }}>
              {place.advice?.map((step) => (
                <li key={step} {...listItemTarget(place, 'advice', step)}>
                  {step}
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {places.map((place) => (
        <TechnicianChecklist
          key={place._key}
          heading={page.checklistHeading ?? ''}
          headingTarget={editTarget(page, 'checklistHeading')}
          items={place.checklist}
          when={placeChosen(place._key)}
          name={`place:${place._key}`}
        />
      ))}
    </Box>
  )
}
