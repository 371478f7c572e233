// Every place of the Broken down page with what to do there, each a <details> the driver opens
// with one tap, without any script. A place where the driver must call 999 first is open from the
// start, that line above everything else. Used by the Broken down page and, without JavaScript,
// in place of the contact form's "Where are you?" choice.
import { ChevronDown, TriangleAlert } from 'lucide-react'
import { Box, type BoxProps, Stack, type SystemStyleObject, Text } from '@/components/server-chakra'
import {
  type BreakdownPage,
  editTarget,
  getPicture,
  listItemTarget,
  type PictureValue,
} from '@/lib/content'
import { Picture } from '../ui/picture'

type Place = NonNullable<BreakdownPage['places']>[number]
/** One point of a "have ready" list (technicianChecklistItem). */
export type ChecklistItem = { _key: string; text: string | null; picture: PictureValue | null }

/**
 * A place's call-999 line, wherever it shows (this page, the contact form): large, bold, white on
 * red, before everything else. `css` may hide it (the form shows it for the chosen place only).
 */
export function CallFirst({
  text,
  css,
  ...box
}: { text: string; css?: SystemStyleObject } & Omit<BoxProps, 'children' | 'css'>) {
  return (
    <Box
      alignItems="start"
      gap="3"
      bg="emergency.solid"
      color="emergency.contrast"
      p="4"
      borderRadius="lg"
      fontSize={{ base: 'xl', md: '2xl' }}
      fontWeight="bold"
      lineHeight="short"
      {...box}
      // display here, not as a prop, so a caller's css can hide it.
      css={{ display: 'flex', '& svg': { flexShrink: 0, w: '8', h: '8' }, ...css }}
    >
      <TriangleAlert aria-hidden="true" />
      <p>{text}</p>
    </Box>
  )
}

/** The points of a "have ready" list that have text, each with its picture (where to look). */
export function ChecklistItems({ items }: { items: readonly ChecklistItem[] | null | undefined }) {
  return (items ?? [])
    .filter((item) => item.text?.trim())
    .map((item) => {
      const picture = getPicture(item.picture, 'guide')
      return (
        <li key={item._key} {...editTarget(item, 'text')}>
          {item.text}
          {picture ? (
            <Picture
              picture={picture}
              maxW="20rem"
              mt="2"
              borderRadius="md"
              borderWidth="1px"
              borderColor="border"
            />
          ) : null}
        </li>
      )
    })
}

function Advice({ place }: { place: Place }) {
  return (
    <Stack gap="3" pt="3">
      {place.callFirst ? (
        <CallFirst text={place.callFirst} {...editTarget(place, 'callFirst')} />
      ) : null}
      <Box as="ol" listStyleType="decimal" ps="6" css={{ '& > li + li': { mt: '2' } }}>
        {place.advice?.map((step) => (
          <Text as="li" key={step} fontSize="lg" {...listItemTarget(place, 'advice', step)}>
            {step}
          </Text>
        ))}
      </Box>
      {place.checklist?.length ? (
        <Box as="ul" listStyleType="disc" ps="6" color="fg.muted">
          <ChecklistItems items={place.checklist} />
        </Box>
      ) : null}
    </Stack>
  )
}

export function PlaceAdvice({ places }: { places: BreakdownPage['places'] }) {
  return (
    <Stack gap="3">
      {places?.map((place) =>
        place.label ? (
          <Box
            asChild
            key={place._key}
            borderWidth="1px"
            borderColor={place.callFirst ? 'emergency.solid' : 'border'}
            borderRadius="lg"
            bg="bg"
            px="4"
            py="3"
            css={{ '&[open] > summary > svg': { transform: 'rotate(180deg)' } }}
          >
            <details open={Boolean(place.callFirst)} data-place={place._key}>
              <Box
                as="summary"
                cursor="pointer"
                fontWeight="bold"
                fontSize="lg"
                minH="11"
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="3"
                _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
                {...editTarget(place, 'label')}
              >
                {place.label}
                <ChevronDown aria-hidden="true" />
              </Box>
              <Advice place={place} />
            </details>
          </Box>
        ) : null,
      )}
    </Stack>
  )
}
