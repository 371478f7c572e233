// Repair-versus-replace guidance: two columns told apart by title, icon shape and colour.

import { CheckCircle2, type LucideIcon, XCircle } from 'lucide-react'
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@/components/server-chakra'
import { editTarget, listItemTarget } from '@/lib/content'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionOf, SectionProps } from './types'

function Column({
  id,
  title,
  items,
  icon: Icon,
  palette,
  source,
  fields,
}: {
  id: string
  title: string | null | undefined
  items: string[]
  /** The section block and the fields of this column (their edit targets in the preview). */
  source: SectionOf<'repairOrReplaceSection'>
  fields: { title: 'repairTitle' | 'replaceTitle'; items: 'repairItems' | 'replaceItems' }
  icon: LucideIcon
  palette: 'green' | 'signal'
}) {
  return (
    <Stack
      as="article"
      aria-labelledby={id}
      gap="4"
      p={{ base: '5', md: '7' }}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderTopWidth="6px"
      borderTopColor={`${palette}.600`}
      borderRadius="xl"
      boxShadow="xs"
    >
      <HStack gap="3" align="center">
        <Box color={`${palette}.700`} flexShrink="0">
          <Icon aria-hidden="true" size={32} />
        </Box>
        <Heading
          as="h3"
          id={id}
          fontSize={{ base: 'lg', md: 'xl' }}
          lineHeight="1.3"
          {...editTarget(source, fields.title)}
        >
          {title}
        </Heading>
      </HStack>
      <Stack as="ul" gap="3" listStyleType="none">
        {items.map((item) => (
          <HStack
            as="li"
            key={item}
            gap="3"
            align="start"
            {...listItemTarget(source, fields.items, item)}
          >
            <Box color={`${palette}.700`} flexShrink="0" mt="0.5">
              <Icon aria-hidden="true" size={20} />
            </Box>
            <Text>{item}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  )
}

export function RepairOrReplaceSection({ section, tone }: SectionProps<'repairOrReplaceSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
        <Column
          id={`${headingId}-repair`}
          title={section.repairTitle}
          items={section.repairItems?.filter(Boolean) ?? []}
          icon={CheckCircle2}
          palette="green"
          source={section}
          fields={{ title: 'repairTitle', items: 'repairItems' }}
        />
        <Column
          id={`${headingId}-replace`}
          title={section.replaceTitle}
          items={section.replaceItems?.filter(Boolean) ?? []}
          icon={XCircle}
          palette="signal"
          source={section}
          fields={{ title: 'replaceTitle', items: 'replaceItems' }}
        />
      </SimpleGrid>
    </SectionShell>
  )
}
