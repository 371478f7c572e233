// Service packages side by side: name (h3), interval, summary and what each includes.

import { CalendarClock, Check } from 'lucide-react'
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@/components/server-chakra'
import { editTarget, listItemTarget } from '@/lib/content'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function PackageTableSection({ section, tone }: SectionProps<'packageTableSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const packages = section.packages?.filter((item) => item !== null) ?? []
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      {packages.length > 0 ? (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, xl: Math.min(packages.length, 4) }}
          gap={{ base: '4', md: '6' }}
          listStyleType="none"
        >
          {packages.map((item) => (
            <Stack
              as="li"
              key={item._id}
              gap="4"
              p={{ base: '5', md: '6' }}
              bg="bg"
              borderWidth="1px"
              borderColor="border"
              borderTopWidth="6px"
              borderTopColor="brand.solid"
              borderRadius="xl"
              boxShadow="sm"
            >
              <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }} {...editTarget(item, 'name')}>
                {item.name}
              </Heading>
              {item.interval ? (
                <HStack
                  gap="2"
                  alignSelf="start"
                  px="3"
                  py="1.5"
                  bg="cta.subtle"
                  borderRadius="md"
                  color="cta.fg"
                  fontWeight="semibold"
                  fontSize="sm"
                >
                  <CalendarClock aria-hidden="true" size={18} />
                  <Text {...editTarget(item, 'interval')}>{item.interval}</Text>
                </HStack>
              ) : null}
              {item.summary ? (
                <Text color="fg.muted" {...editTarget(item, 'summary')}>
                  {item.summary}
                </Text>
              ) : null}
              {item.items && item.items.length > 0 ? (
                <Stack
                  as="ul"
                  gap="2"
                  listStyleType="none"
                  pt="4"
                  borderTopWidth="1px"
                  borderColor="border.muted"
                >
                  {item.items.map((included) => (
                    <HStack
                      as="li"
                      key={included}
                      gap="2"
                      align="start"
                      {...listItemTarget(item, 'items', included)}
                    >
                      <Box color="green.700" flexShrink="0" mt="0.5">
                        <Check aria-hidden="true" size={18} />
                      </Box>
                      <Text fontSize="sm">{included}</Text>
                    </HStack>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
    </SectionShell>
  )
}
