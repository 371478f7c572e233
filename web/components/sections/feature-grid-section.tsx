// A grid of feature cards, each with an icon, a title (h3) and a short text.
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@/components/server-chakra'
import { editTarget } from '@/lib/content'
import { ContentIcon } from '../ui/content-icon'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function FeatureGridSection({ section, tone }: SectionProps<'featureGridSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const items = section.items ?? []
  const columns = items.length % 3 === 0 || items.length > 4 ? 3 : 2
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      {items.length > 0 ? (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, lg: columns }}
          gap={{ base: '4', md: '6' }}
          listStyleType="none"
        >
          {items.map((item) => (
            <Flex
              as="li"
              key={item._key}
              {...editTarget(item)}
              direction={{ base: 'row', md: 'column' }}
              align="start"
              gap={{ base: '4', md: '3' }}
              p={{ base: '5', md: '6' }}
              bg="bg"
              borderWidth="1px"
              borderColor="border"
              borderRadius="xl"
              boxShadow="xs"
            >
              <Box color="brand.fg" bg="brand.subtle" flexShrink="0" p="2.5" borderRadius="lg">
                <ContentIcon name={item.icon} size={26} />
              </Box>
              <Stack gap="2">
                <Heading as="h3" fontSize="lg" lineHeight="1.3" {...editTarget(item, 'title')}>
                  {item.title}
                </Heading>
                <Text color="fg.muted" {...editTarget(item, 'text')}>
                  {item.text}
                </Text>
              </Stack>
            </Flex>
          ))}
        </SimpleGrid>
      ) : null}
    </SectionShell>
  )
}
