// A checklist: short statements with check marks, in two columns on wide screens.

import { Check } from 'lucide-react'
import { Box, HStack, SimpleGrid, Text } from '@/components/server-chakra'
import { listItemTarget } from '@/lib/content'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function ChecklistSection({ section, tone }: SectionProps<'checklistSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const items = section.items?.filter(Boolean) ?? []
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      {items.length > 0 ? (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2 }}
          columnGap="8"
          rowGap="4"
          listStyleType="none"
        >
          {items.map((item) => (
            <HStack
              as="li"
              key={item}
              gap="3"
              align="start"
              {...listItemTarget(section, 'items', item)}
            >
              <Box
                flexShrink="0"
                mt="0.5"
                p="1"
                borderRadius="full"
                bg="green.100"
                color="green.800"
              >
                <Check aria-hidden="true" size={16} strokeWidth={3} />
              </Box>
              <Text>{item}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      ) : null}
    </SectionShell>
  )
}
