// The tyre sizes carried on every van, as tiles, with a note on the brands stocked.

import { Award } from 'lucide-react'
import { Box, HStack, SimpleGrid, Text } from '@/components/server-chakra'
import { editTarget, listItemTarget } from '@/lib/content'
import { ContentIcon } from '../ui/content-icon'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function StockSizesSection({ section, tone }: SectionProps<'stockSizesSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const sizes = section.sizes?.filter(Boolean) ?? []
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      {sizes.length > 0 ? (
        <SimpleGrid
          as="ul"
          aria-labelledby={headingId}
          columns={{ base: 2, sm: 3, lg: 5 }}
          gap={{ base: '3', md: '4' }}
          listStyleType="none"
        >
          {sizes.map((size) => (
            <HStack
              as="li"
              key={size}
              {...listItemTarget(section, 'sizes', size)}
              gap="3"
              justify="center"
              px="4"
              py={{ base: '4', md: '5' }}
              bg="bg"
              borderWidth="2px"
              borderColor="navy.200"
              borderRadius="xl"
            >
              <Box color="brand.fg" flexShrink="0">
                <ContentIcon name="tyre" size={22} />
              </Box>
              <Text
                fontSize={{ base: 'lg', md: 'xl' }}
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
                letterSpacing="wide"
              >
                {size}
              </Text>
            </HStack>
          ))}
        </SimpleGrid>
      ) : null}
      {section.brandsNote ? (
        <HStack
          gap="3"
          align="start"
          p="4"
          bg="cta.subtle"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="cta.emphasized"
          maxW="3xl"
        >
          <Box color="cta.fg" flexShrink="0" mt="0.5">
            <Award aria-hidden="true" size={22} />
          </Box>
          <Text {...editTarget(section, 'brandsNote')}>{section.brandsNote}</Text>
        </HStack>
      ) : null}
    </SectionShell>
  )
}
