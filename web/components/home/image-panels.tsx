// The two picture panels under the service cards ('Expert Tyre Service', 'Certified
// Technicians'): the staff's picture cut 3:2 around its hotspot, then the title and text. The
// grid's gap and the card's border are the panel slot's numbers, which its `sizes` is built from.
import { Heading, SimpleGrid, Stack, Text } from '@/components/server-chakra'
import { editTarget, getPicture, type HomePage } from '@/lib/content'
import { slots } from '@/lib/pictures/slots'
import { Picture } from '../ui/picture'

type Panel = NonNullable<NonNullable<HomePage['servicesSection']>['panels']>[number]

const layout = slots.panel.layout as NonNullable<(typeof slots)['panel']['layout']>

export function ImagePanels({ panels }: { panels: Panel[] | null | undefined }) {
  const shown = (panels ?? []).filter((panel) => panel.title)
  if (shown.length === 0) return null
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, lg: layout.columns }}
      gap={`${layout.gapPx}px`}
      mt="12"
      listStyleType="none"
    >
      {shown.map((panel) => {
        const picture = getPicture(panel.picture, 'panel')
        return (
          <Stack
            as="li"
            key={panel._key}
            bg="bg"
            borderWidth={`${layout.borderPx}px`}
            borderColor="border"
            borderRadius="xl"
            overflow="hidden"
            boxShadow="sm"
            gap="0"
          >
            {picture ? <Picture picture={picture} /> : null}
            <Stack gap="3" p={{ base: '6', md: '8' }}>
              <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }} {...editTarget(panel, 'title')}>
                {panel.title}
              </Heading>
              <Text color="fg.muted" fontSize={{ md: 'lg' }} {...editTarget(panel, 'text')}>
                {panel.text}
              </Text>
            </Stack>
          </Stack>
        )
      })}
    </SimpleGrid>
  )
}
